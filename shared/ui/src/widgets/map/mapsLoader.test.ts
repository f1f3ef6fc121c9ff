import { createMapsLoader, mapsScriptUrl } from './mapsLoader';

type TestWindow = Window & { google?: unknown; gm_authFailure?: () => void; __timekeepMapsLoaded?: () => void };

function freshWindow(): TestWindow {
  const win = window as TestWindow;
  delete win.google;
  delete win.gm_authFailure;
  delete win.__timekeepMapsLoaded;
  document.head.innerHTML = '';
  return win;
}

describe('maps loader', () => {
  it('builds the script URL from the key, base URL and language', () => {
    expect(mapsScriptUrl({ apiKey: 'K', language: 'ar' })).toBe(
      'https://maps.googleapis.com/maps/api/js?key=K&libraries=places&callback=__timekeepMapsLoaded&loading=async&language=ar',
    );
    expect(mapsScriptUrl({ apiKey: 'K', scriptBaseUrl: 'http://127.0.0.1:9/fake.js' })).toMatch(/^http:\/\/127\.0\.0\.1:9\/fake\.js\?key=K&/);
  });

  it('goes NOT_LOADED → LOADING → LOADED, adding the script once', () => {
    const win = freshWindow();
    const loader = createMapsLoader(win);
    const seen: string[] = [];
    loader.subscribe(() => seen.push(loader.getStatus()));
    expect(loader.getStatus()).toBe('NOT_LOADED');
    loader.load({ apiKey: 'K', scriptBaseUrl: '/fake.js' });
    loader.load({ apiKey: 'K', scriptBaseUrl: '/fake.js' });
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
    expect(loader.getStatus()).toBe('LOADING');
    win.__timekeepMapsLoaded?.();
    expect(seen).toEqual(['LOADING', 'LOADED']);
  });

  it('reports AUTH_FAILURE through gm_authFailure', () => {
    const win = freshWindow();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const loader = createMapsLoader(win);
    loader.load({ apiKey: 'bad-key' });
    win.gm_authFailure?.();
    expect(loader.getStatus()).toBe('AUTH_FAILURE');
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('logs a load failure as FAILED and can be reset for a retry', () => {
    freshWindow();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const loader = createMapsLoader(window);
    loader.load({ apiKey: 'K', scriptBaseUrl: '/missing.js' });
    const script = document.head.querySelector('script') as HTMLScriptElement;
    script.dispatchEvent(new Event('error'));
    expect(loader.getStatus()).toBe('FAILED');
    expect(error.mock.calls[0][0]).toContain('failed to load');
    loader.reset();
    expect(loader.getStatus()).toBe('NOT_LOADED');
    error.mockRestore();
  });

  it('is LOADED at once when the API is already on the page', () => {
    const win = freshWindow();
    (win as { google?: unknown }).google = { maps: {} };
    expect(createMapsLoader(win).getStatus()).toBe('LOADED');
    delete (win as { google?: unknown }).google;
  });
});

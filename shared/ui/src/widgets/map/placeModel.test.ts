import { addressFromComponents, currentPosition, fetchTimeZone, timeZoneRequestUrl } from './placeModel';

describe('addressFromComponents', () => {
  it('takes country long name + code, first-level area and locality', () => {
    expect(
      addressFromComponents([
        { long_name: 'Beyoğlu', short_name: 'B', types: ['administrative_area_level_2'] },
        { long_name: 'İstanbul', short_name: 'İ', types: ['locality', 'political'] },
        { long_name: 'İstanbul Province', short_name: 'IST', types: ['administrative_area_level_1'] },
        { long_name: 'Türkiye', short_name: 'TR', types: ['country'] },
      ]),
    ).toEqual({ country: 'Türkiye', country_code: 'TR', state: 'İstanbul Province', city: 'İstanbul' });
    expect(addressFromComponents(undefined)).toEqual({ country: '', country_code: '', state: '', city: '' });
  });
});

describe('time-zone service', () => {
  it('sends key, location and unix seconds and reads timeZoneId', async () => {
    const fetchImpl = jest.fn(async () => ({ json: async () => ({ status: 'OK', timeZoneId: 'Asia/Dubai' }) }) as unknown as Response);
    const zone = await fetchTimeZone('http://tz.test/json', 'K', { lat: 25.2, lng: 55.3 }, () => 1_700_000_000_999, fetchImpl);
    expect(zone).toBe('Asia/Dubai');
    expect(fetchImpl).toHaveBeenCalledWith('http://tz.test/json?key=K&location=25.2%2C55.3&timestamp=1700000000', expect.objectContaining({ signal: expect.any(AbortSignal) }));
    expect(timeZoneRequestUrl('http://tz.test/json?x=1', 'K', { lat: 1, lng: 2 }, 5)).toBe('http://tz.test/json?x=1&key=K&location=1%2C2&timestamp=5');
  });
  it('gives an empty zone (logged) when the service refuses or fails', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const denied = jest.fn(async () => ({ json: async () => ({ status: 'REQUEST_DENIED' }) }) as unknown as Response);
    expect(await fetchTimeZone('u', 'K', { lat: 0, lng: 0 }, Date.now, denied)).toBe('');
    const broken = jest.fn(async () => Promise.reject(new Error('offline')));
    expect(await fetchTimeZone('u', 'K', { lat: 0, lng: 0 }, Date.now, broken)).toBe('');
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
  it('gives up on a service that never answers, so the dialog does not stay busy', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const hanging = jest.fn(
      (_url: string, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted')))),
    );
    expect(await fetchTimeZone('u', 'K', { lat: 0, lng: 0 }, Date.now, hanging as unknown as typeof fetch, 20)).toBe('');
    expect(warn).toHaveBeenCalledWith('time-zone service failed', expect.any(Error));
    warn.mockRestore();
  });
});

describe('currentPosition', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  const geo = (impl: Geolocation['getCurrentPosition']) => ({ getCurrentPosition: jest.fn(impl) }) as unknown as Geolocation;

  it('resolves the browser position', async () => {
    const position = await currentPosition(1000, geo((ok) => ok({ coords: { latitude: 1.5, longitude: 2.5 } } as GeolocationPosition)));
    expect(position).toEqual({ lat: 1.5, lng: 2.5 });
  });
  it('gives up after 1 s without an answer (logged)', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const pending = currentPosition(1000, geo(() => undefined));
    jest.advanceTimersByTime(999);
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    jest.advanceTimersByTime(1);
    await expect(pending).resolves.toBeNull();
    expect(warn).toHaveBeenCalledWith('geolocation timed out');
    warn.mockRestore();
  });
  it('resolves null when refused or unavailable', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(currentPosition(1000, geo((_ok, fail) => fail?.({ message: 'denied' } as GeolocationPositionError)))).resolves.toBeNull();
    await expect(currentPosition(1000, undefined)).resolves.toBeNull();
    warn.mockRestore();
  });
});

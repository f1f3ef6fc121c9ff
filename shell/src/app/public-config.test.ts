import type { ApiResponse } from '@timekeep/contracts';
import { loadPublicConfig, PUBLIC_CONFIG_PATH } from './public-config';

function clientAnswering(data: unknown) {
  const get = jest.fn((_path: string, _params?: undefined, _options?: { auth?: boolean }) =>
    Promise.resolve({ code: 'ZGEN0000', context: {}, data } as ApiResponse<never>),
  );
  return { get };
}

describe('loadPublicConfig', () => {
  it('reads the maps key and script base without authentication', async () => {
    const client = clientAnswering({ maps_api_key: 'key-1', maps_base_url: 'http://127.0.0.1:9/maps', base_domain: 'localhost' });
    await expect(loadPublicConfig(client)).resolves.toEqual({ maps: { apiKey: 'key-1', scriptBaseUrl: 'http://127.0.0.1:9/maps' } });
    expect(client.get).toHaveBeenCalledWith(PUBLIC_CONFIG_PATH, undefined, { auth: false });
    expect(PUBLIC_CONFIG_PATH).toBe('/api/v2/public_config/');
  });

  it('gives no maps settings when the server has no key', async () => {
    await expect(loadPublicConfig(clientAnswering({ maps_api_key: null, maps_base_url: 'x' }))).resolves.toEqual({});
  });

  it('never fails the start-up when the call fails', async () => {
    const client = { get: jest.fn(() => Promise.reject(new Error('offline'))) };
    await expect(loadPublicConfig(client)).resolves.toEqual({});
  });
});

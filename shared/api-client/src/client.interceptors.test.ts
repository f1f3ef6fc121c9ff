/**
 * @jest-environment node
 */
// The axios interceptors teams shipping remotes use (`apiClient.interceptors`), over real HTTP and over the fake
// transport, and the one refresh under the lock with interceptors present.
import { createApiClient, type ApiClient } from './client';
import type { Toast } from './hooks';
import { clientFixture } from './test-support/client-fixture';
import { expiredToken, freshToken, NOW_MS, ok } from './test-support/fake-transport';
import { json, startLocalServer, type LocalServer, type ServerReply } from './test-support/local-server';
import type { SessionStorage } from './token-store';

const envelope = (data: unknown, code = 'ZGEN0000') => ({ code, context: {}, data });

let server: LocalServer;
let replyFor: (url: string) => ServerReply;

beforeAll(async () => {
  server = await startLocalServer((request) => replyFor(request.url));
});
afterAll(() => server.close());

function memoryStorage(entries: Record<string, string>): SessionStorage {
  const items = new Map(Object.entries(entries));
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

function setup(reply: (url: string) => ServerReply, tokens = { accessToken: freshToken(), refreshToken: 'r1' }): { client: ApiClient; toasts: Toast[] } {
  server.received.length = 0;
  replyFor = reply;
  const toasts: Toast[] = [];
  const storage = memoryStorage(tokens);
  const client = createApiClient({
    baseURL: server.origin,
    storage: () => storage,
    now: () => NOW_MS,
    hooks: {
      translate: (key, options) => options?.defaultValue ?? key,
      notify: (toast) => toasts.push(toast),
      navigate: () => undefined,
      getLocation: () => ({ protocol: 'http:', hostname: 'localhost', port: '8080' }),
      timezone: 'America/Mexico_City',
    },
  });
  return { client, toasts };
}

describe('apiClient.interceptors over HTTP', () => {
  it("a request interceptor adds a header after the client's own headers; eject removes it", async () => {
    const { client } = setup(() => json(envelope(null)));
    const seen: Array<string | undefined> = [];
    const id = client.interceptors.request.use((config) => {
      seen.push(String(config.headers.get('Authorization') ?? ''));
      config.headers.set('X-Team-Trace', 'personnel-42');
      return config;
    });
    await client.get('/a/');
    client.interceptors.request.eject(id);
    await client.get('/b/');
    expect(server.received.map((r) => r.headers['x-team-trace'])).toEqual(['personnel-42', undefined]);
    expect(seen).toEqual([expect.stringMatching(/^JWT /)]);
    expect(server.received[0].headers).toMatchObject({ timezone: 'America/Mexico_City', accessor: 'Web' });
  });

  it('a response interceptor sees every status with the JSON decoded, before the client applies SPEC §8', async () => {
    const { client, toasts } = setup((url) =>
      url.startsWith('/web/bad/') ? json({ code: 'ZGEN0400', context: { message: 'Bad' }, data: null }, 400) : json(envelope({ id: 1 })),
    );
    const seen: Array<[number, unknown, number]> = [];
    client.interceptors.response.use((response) => {
      seen.push([response.status, response.data, toasts.length]);
      return response;
    });
    await client.get('/good/');
    await client.get('/bad/');
    expect(seen).toEqual([
      [200, envelope({ id: 1 }), 0],
      [400, { code: 'ZGEN0400', context: { message: 'Bad' }, data: null }, 0],
    ]);
    expect(toasts).toEqual([{ type: 'error', message: 'Bad' }]);
  });

  it('concurrent calls with an expired token still refresh once under the lock, interceptors included', async () => {
    const renewed = freshToken('renewed');
    const { client } = setup(
      (url) => (url.startsWith('/web/oauth/api/v2/refresh_token/') ? { ...json(envelope({ token: renewed, refresh: 'r2' })), delayMs: 30 } : json(envelope(null))),
      { accessToken: expiredToken(), refreshToken: 'r1' },
    );
    const urls: string[] = [];
    client.interceptors.request.use((config) => {
      urls.push(`${config.method} ${new URL(config.url ?? '').pathname}`);
      return config;
    });
    await Promise.all([client.get('/a/'), client.get('/b/'), client.get('/c/')]);
    const refreshes = server.received.filter((r) => r.url.startsWith('/web/oauth/api/v2/refresh_token/'));
    expect(refreshes).toHaveLength(1);
    expect(urls.filter((u) => u.includes('refresh_token'))).toHaveLength(1);
    expect(server.received.filter((r) => !r.url.includes('refresh_token')).map((r) => r.headers.authorization)).toEqual([
      `JWT ${renewed}`,
      `JWT ${renewed}`,
      `JWT ${renewed}`,
    ]);
  });
});

describe('apiClient.interceptors over the fake transport (how a remote tests its own interceptor)', () => {
  it('the fake records the request as the interceptors left it', async () => {
    const { client, requests } = clientFixture(() => ok(null));
    client.interceptors.request.use((config) => {
      config.headers.set('X-Feature', 'beta');
      return config;
    });
    await client.get('/a/', undefined, { auth: false });
    expect(requests[0].headers['x-feature']).toBe('beta');
    expect(requests[0].headers).toMatchObject({ 'content-type': 'application/json', accessor: 'Web' });
  });
});

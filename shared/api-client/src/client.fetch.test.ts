/**
 * @jest-environment node
 */
// The client on its default transport (axios' fetch adapter) against a real local server: SPEC §7/§8 end to end over HTTP.
import { createApiClient, type ApiClient } from './client';
import type { Toast } from './hooks';
import { expiredToken, freshToken, NOW_MS } from './test-support/fake-transport';
import { closedPortOrigin, json, startLocalServer, type LocalServer, type ServerReply } from './test-support/local-server';
import type { SessionStorage } from './token-store';

const envelope = (data: unknown, code = 'ZGEN0000') => ({ code, context: {}, data });

let server: LocalServer;
let replyFor: (url: string) => ServerReply;

beforeAll(async () => {
  server = await startLocalServer((request) => replyFor(request.url));
});
afterAll(() => server.close());

function memoryStorage(entries: Record<string, string> = {}): SessionStorage {
  const items = new Map(Object.entries(entries));
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

function setup(
  reply: (url: string) => ServerReply,
  { origin = server.origin, tokens = { accessToken: freshToken(), refreshToken: 'r1' } } = {},
): { client: ApiClient; toasts: Toast[]; navigations: string[]; storage: SessionStorage } {
  server.received.length = 0;
  replyFor = reply;
  const toasts: Toast[] = [];
  const navigations: string[] = [];
  const storage = memoryStorage(tokens);
  const client = createApiClient({
    baseURL: origin,
    storage: () => storage,
    now: () => NOW_MS,
    hooks: {
      translate: (key, options) => options?.defaultValue ?? key,
      notify: (toast) => toasts.push(toast),
      navigate: (url) => navigations.push(url),
      getLocation: () => ({ protocol: 'http:', hostname: 'localhost', port: '8080' }),
      timezone: 'America/Mexico_City',
    },
  });
  return { client, toasts, navigations, storage };
}

describe('api client over fetch and HTTP', () => {
  it('signs in with a JSON body, unauthenticated, with the SPEC §7 headers', async () => {
    const { client } = setup(() => json(envelope({ token: 't' })));
    const result = await client.post('/oauth/api/v2/sign_in/', { username: 'ana', password: 'p' }, { auth: false });
    expect(result).toEqual(envelope({ token: 't' }));
    const [received] = server.received;
    expect(received.url).toBe('/web/oauth/api/v2/sign_in/');
    expect(received.headers).toMatchObject({ 'content-type': 'application/json', timezone: 'America/Mexico_City', accessor: 'Web' });
    expect(received.headers.authorization).toBeUndefined();
    expect(JSON.parse(received.body.toString('utf8'))).toEqual({ username: 'ana', password: 'p' });
  });

  it('lists with the JWT and the query string serializeParams makes', async () => {
    const access = freshToken();
    const { client } = setup(() => json(envelope({ data: [], total: 0 })), { tokens: { accessToken: access, refreshToken: 'r1' } });
    await client.list('/personnel/api/v2/departments/', { page: 1, id: [3, 4], search: 'a&b c', skip: undefined });
    expect(server.received[0].url).toBe('/web/personnel/api/v2/departments/?page=1&id=3&id=4&search=a%26b+c');
    expect(server.received[0].headers.authorization).toBe(`JWT ${access}`);
  });

  it('sends a form create as multipart with the browser boundary', async () => {
    const { client } = setup(() => json(envelope({ id: 9 })));
    await client.createForm('/device/api/v2/biophotos/', { employee: 7, biophoto: new Blob(['jpg'], { type: 'image/jpeg' }) });
    const [received] = server.received;
    expect(received.headers['content-type']).toMatch(/^multipart\/form-data; boundary=.+/);
    expect(received.body.toString('utf8')).toMatch(/name="employee"\r\n\r\n7\r\n/);
  });

  it('treats an empty 204 as a success envelope; a bodiless DELETE carries no Content-Type', async () => {
    const { client } = setup(() => ({ status: 204 }));
    await expect(client.destroy('/personnel/api/v2/departments/', 5)).resolves.toEqual(envelope(null));
    expect(server.received[0]).toMatchObject({ method: 'DELETE', url: '/web/personnel/api/v2/departments/5/' });
    expect(server.received[0].headers['content-type']).toBeUndefined();
  });

  it('downloads a file named from Content-Disposition (RFC 5987)', async () => {
    const { client } = setup(() => ({
      headers: { 'Content-Type': 'text/csv', 'Content-Disposition': "attachment; filename=\"r.csv\"; filename*=UTF-8''%E6%8A%A5%E8%A1%A8.csv" },
      body: 'a,b\n1,2\n',
    }));
    const result = await client.download('/att/api/v2/transactions/export/', { params: { month: '2026-11' } });
    expect(server.received[0].url).toBe('/web/att/api/v2/transactions/export/?month=2026-11');
    expect(result.fileName).toBe('报表.csv');
    expect(await result.blob.text()).toBe('a,b\n1,2\n');
  });

  it('rejects a download answered 400 after the toast read from the JSON error body', async () => {
    const { client, toasts } = setup(() => json({ code: 'ZATT0400', context: { message: 'No rows' }, data: null }, 400));
    await expect(client.download('/att/api/v2/export/')).rejects.toMatchObject({ reason: 'status', status: 400, response: { code: 'ZATT0400' } });
    expect(toasts).toEqual([{ type: 'error', message: 'No rows' }]);
  });

  it('504 with a proxy HTML page: connection-lost toast and a ZGEN0504 result', async () => {
    const { client, toasts } = setup(() => ({ status: 504, headers: { 'Content-Type': 'text/html' }, body: '<html>Gateway Timeout</html>' }));
    await expect(client.get('/a/')).resolves.toEqual(envelope(null, 'ZGEN0504'));
    expect(toasts).toEqual([{ type: 'error', message: 'Server connection lost, please try again later' }]);
  });

  it('502 with a proxy HTML page: rejected without a toast', async () => {
    const { client, toasts } = setup(() => ({ status: 502, headers: { 'Content-Type': 'text/html' }, body: '<html>Bad Gateway</html>' }));
    await expect(client.get('/a/')).rejects.toMatchObject({ reason: 'status', status: 502 });
    expect(toasts).toEqual([]);
  });

  it('refreshes an expired token over HTTP before the call', async () => {
    const renewed = freshToken('renewed');
    const { client, storage } = setup(
      (url) => (url.startsWith('/web/oauth/api/v2/refresh_token/') ? json(envelope({ token: renewed, refresh: 'r2' })) : json(envelope(null))),
      { tokens: { accessToken: expiredToken(), refreshToken: 'r1' } },
    );
    await client.get('/a/');
    expect(server.received.map((r) => `${r.method} ${r.url}`)).toEqual(['POST /web/oauth/api/v2/refresh_token/', 'GET /web/a/']);
    expect(server.received[1].headers.authorization).toBe(`JWT ${renewed}`);
    expect(storage.getItem('refreshToken')).toBe('r2');
  });

  it('401 ends the session: tokens cleared, redirected once', async () => {
    const { client, navigations, storage } = setup(() => json(envelope(null, 'ZGEN0401'), 401));
    await expect(client.get('/oauth/api/v2/current-user/')).rejects.toMatchObject({ reason: 'session-expired' });
    expect(storage.getItem('accessToken')).toBeNull();
    expect(navigations).toEqual(['http://localhost:8080/onboard/company-verification']);
  });

  it('an aborted call rejects with an AbortError and shows nothing', async () => {
    const { client, toasts } = setup(() => ({ ...json(envelope(null)), delayMs: 2000 }));
    const controller = new AbortController();
    const pending = client.get('/slow/', undefined, { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(toasts).toEqual([]);
  });

  it('a network failure rejects and keeps the session', async () => {
    const { client, navigations, storage } = setup(() => json(envelope(null)), { origin: await closedPortOrigin() });
    await expect(client.get('/a/')).rejects.toMatchObject({ name: 'TypeError' });
    expect(navigations).toEqual([]);
    expect(storage.getItem('refreshToken')).toBe('r1');
  });
});

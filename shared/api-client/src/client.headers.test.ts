import { clientFixture } from './test-support/client-fixture';
import { freshToken, ok } from './test-support/fake-transport';

beforeEach(() => localStorage.clear());

describe('request basics (SPEC §7 general rules)', () => {
  it('prefixes /web and sends Content-type, Timezone, Accessor and the JWT', async () => {
    const access = freshToken();
    localStorage.setItem('accessToken', access);
    localStorage.setItem('refreshToken', 'r1');
    const { client, requests } = clientFixture(() => ok({ id: 1 }));

    const result = await client.get('/oauth/api/v2/current-user/');

    expect(result).toEqual({ code: 'ZGEN0000', context: {}, data: { id: 1 } });
    expect(requests).toHaveLength(1);
    expect(requests[0].method).toBe('GET');
    expect(requests[0].url).toBe('/web/oauth/api/v2/current-user/');
    expect(requests[0].headers).toMatchObject({
      'content-type': 'application/json',
      timezone: 'America/Mexico_City',
      accessor: 'Web',
      authorization: `JWT ${access}`,
    });
  });

  it('sends the browser time zone when the shell does not set one', async () => {
    localStorage.setItem('accessToken', freshToken());
    const { client, requests } = clientFixture(() => ok(null), { hooks: { timezone: undefined } });
    await client.get('/x/');
    expect(requests[0].headers.timezone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('sends the UI language as Accept-Language when the shell lends it, and none of its own otherwise', async () => {
    localStorage.setItem('accessToken', freshToken());
    let language = 'ar';
    const { client, requests } = clientFixture(() => ok(null), { hooks: { language: () => language } });
    await client.get('/x/');
    language = 'zh-CN';
    await client.get('/x/');
    expect(requests.map((request) => request.headers['accept-language'])).toEqual(['ar', 'zh-CN']);
    const plain = clientFixture(() => ok(null));
    await plain.client.get('/x/');
    expect(plain.requests[0].headers['accept-language']).toBeUndefined();
  });

  it('puts the configured base URL before /web', async () => {
    localStorage.setItem('accessToken', freshToken());
    const { client, requests } = clientFixture(() => ok(null), { baseURL: 'https://api.timekeep.example/' });
    await client.post('/oauth/api/v2/company-token/', { company_id: 7 });
    expect(requests[0].url).toBe('https://api.timekeep.example/web/oauth/api/v2/company-token/');
    expect(requests[0].body).toEqual({ company_id: 7 });
  });

  it('sends unauthenticated calls without Authorization and without needing a token', async () => {
    const { client, requests, navigations } = clientFixture(() => ok({ token: 't' }));
    await client.post('/oauth/api/v2/sign_in/', { username: 'a', password: 'b' }, { auth: false });
    expect(requests).toHaveLength(1);
    expect(requests[0].headers.authorization).toBeUndefined();
    expect(requests[0].headers.accessor).toBe('Web');
    expect(navigations).toEqual([]);
  });

  it('rejects a success status whose body is not an envelope', async () => {
    const { client } = clientFixture(() => ({ status: 200, data: '<html>index</html>' }));
    await expect(client.get('/x/', undefined, { auth: false })).rejects.toMatchObject({ reason: 'invalid-response' });
  });
});

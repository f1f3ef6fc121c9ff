import { clientFixture } from './test-support/client-fixture';
import { freshToken } from './test-support/fake-transport';

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('accessToken', freshToken());
  localStorage.setItem('refreshToken', 'r1');
  localStorage.setItem('company_code', 'acme');
});

const envelope = (code: string, context: object = {}) => ({ code, context, data: null });

describe('status handling (SPEC §8)', () => {
  it('400: error toast from the translated api:<code> with context params, then the body as a result', async () => {
    const body = envelope('ZPER0412', { message: 'Code taken', params: { code: 'E1' } });
    const { client, toasts } = clientFixture(() => ({ status: 400, data: body }), {
      dictionary: { 'api:ZPER0412': 'Translated: code taken' },
    });
    await expect(client.post('/personnel/api/v2/employees/', {})).resolves.toEqual(body);
    expect(toasts).toEqual([{ type: 'error', message: 'Translated: code taken' }]);
  });

  it('400: passes context params to the translation', async () => {
    const translate = jest.fn((key: string) => (key === 'api:ZPER0412' ? 'ok' : key));
    const { client } = clientFixture(
      () => ({ status: 400, data: envelope('ZPER0412', { params: { code: 'E1' } }) }),
      { hooks: { translate } },
    );
    await client.post('/x/', {});
    expect(translate).toHaveBeenCalledWith('api:ZPER0412', expect.objectContaining({ code: 'E1' }));
  });

  it('400: falls back to context.message when the code has no translation', async () => {
    const { client, toasts } = clientFixture(() => ({ status: 400, data: envelope('ZPER0999', { message: 'Server text' }) }));
    const result = await client.post('/x/', {});
    expect(result.code).toBe('ZPER0999');
    expect(toasts).toEqual([{ type: 'error', message: 'Server text' }]);
  });

  it('400: still toasts and returns an envelope when the body is not one', async () => {
    const { client, toasts } = clientFixture(() => ({ status: 400, data: 'Bad Request' }));
    await expect(client.post('/x/', {})).resolves.toEqual({ code: 'ZGEN0400', context: {}, data: null });
    expect(toasts).toEqual([{ type: 'error', message: 'The request could not be completed.' }]);
  });

  it('401 on /web/oauth/api/v1/token/: credentials toast, session untouched, body returned', async () => {
    const body = envelope('ZGEN0401');
    const { client, toasts, navigations } = clientFixture(() => ({ status: 401, data: body }), {
      dictionary: { 'api:incorrectCredentials': 'Credenciales incorrectas.' },
    });
    await expect(client.post('/oauth/api/v1/token/', { username: 'a' }, { auth: false })).resolves.toEqual(body);
    expect(toasts).toEqual([{ type: 'error', message: 'Credenciales incorrectas.' }]);
    expect(navigations).toEqual([]);
    expect(localStorage.getItem('accessToken')).not.toBeNull();
  });

  it('401 on the token path uses the English text when untranslated', async () => {
    const { client, toasts } = clientFixture(() => ({ status: 401, data: envelope('ZGEN0401') }));
    await client.post('/oauth/api/v1/token/', {}, { auth: false });
    expect(toasts).toEqual([{ type: 'error', message: 'Incorrect authentication credentials.' }]);
  });

  it('401 elsewhere: info toast, tokens cleared, redirect to company verification, rejected', async () => {
    const { client, toasts, navigations } = clientFixture(() => ({ status: 401, data: envelope('ZGEN0401') }));
    await expect(client.get('/oauth/api/v2/current-user/')).rejects.toMatchObject({
      reason: 'session-expired',
      status: 401,
    });
    expect(toasts).toEqual([{ type: 'info', message: 'Session Timeout' }]);
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(navigations).toEqual(['http://localhost:8080/onboard/company-verification?notice=session-timeout']);
  });

  it('401 elsewhere without the company prefix on the host stays on the host', async () => {
    const { client, navigations } = clientFixture(() => ({ status: 401, data: envelope('ZGEN0401') }), {
      location: { protocol: 'https:', hostname: 'timekeep.example', port: '' },
    });
    await expect(client.get('/a/')).rejects.toMatchObject({ reason: 'session-expired' });
    expect(navigations).toEqual(['https://timekeep.example/onboard/company-verification']);
  });

  it('401 for several concurrent requests redirects and toasts once; new tokens re-arm it', async () => {
    const { client, toasts, navigations } = clientFixture(() => ({ status: 401, data: envelope('ZGEN0401') }));
    await Promise.allSettled([client.get('/a/'), client.get('/b/'), client.get('/c/')]);
    expect(toasts).toHaveLength(1);
    expect(navigations).toHaveLength(1);

    client.tokens.setTokens({ access: freshToken(), refresh: 'r9' });
    await expect(client.get('/d/')).rejects.toMatchObject({ reason: 'session-expired' });
    expect(navigations).toHaveLength(2);
  });

  it('504: connection-lost toast and the response returned', async () => {
    const { client, toasts } = clientFixture(() => ({ status: 504, data: '<html>Gateway Timeout</html>' }), {
      dictionary: { 'api:connectionLost': 'Conexión perdida' },
    });
    await expect(client.get('/a/')).resolves.toEqual({ code: 'ZGEN0504', context: {}, data: null });
    expect(toasts).toEqual([{ type: 'error', message: 'Conexión perdida' }]);
  });

  it('500: toast built from ZBOA0001 and the response returned', async () => {
    const body = envelope('ZGEN0500', { message: 'stack trace' });
    const { client, toasts } = clientFixture(() => ({ status: 500, data: body }), {
      dictionary: { 'api:ZBOA0001': 'Algo salió mal' },
    });
    await expect(client.get('/a/')).resolves.toEqual(body);
    expect(toasts).toEqual([{ type: 'error', message: 'Algo salió mal' }]);
  });

  it.each([403, 404, 409, 502])('%i: rejected without a toast', async (status) => {
    const body = envelope('ZGEN0' + status);
    const { client, toasts, navigations } = clientFixture(() => ({ status, data: body }));
    await expect(client.get('/a/')).rejects.toMatchObject({ reason: 'status', status, response: body });
    expect(toasts).toEqual([]);
    expect(navigations).toEqual([]);
  });

  it('a network failure is rejected', async () => {
    const { client } = clientFixture(() => {
      throw new Error('Network Error');
    });
    await expect(client.get('/a/')).rejects.toThrow('Network Error');
  });

  it('200 with a non-success code is a normal result (the caller decides)', async () => {
    const body = envelope('ZBOA0106');
    const { client, toasts } = clientFixture(() => ({ status: 200, data: body }));
    await expect(client.get('/a/')).resolves.toEqual(body);
    expect(toasts).toEqual([]);
  });

  it('messageOf translates a result the same way as the 400 toast', () => {
    const { client } = clientFixture(() => ({}), { dictionary: { 'api:ZBOA0106': 'Falta el código' } });
    expect(client.messageOf(envelope('ZBOA0106'))).toBe('Falta el código');
    expect(client.messageOf(envelope('ZXXX0001', { message: 'raw' }))).toBe('raw');
  });
});

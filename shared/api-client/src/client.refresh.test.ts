import { createWebLock, type WebLockManager } from './refresh-lock';
import { clientFixture } from './test-support/client-fixture';
import { expiredToken, freshToken, ok, type FakeHandler } from './test-support/fake-transport';

const REFRESH_URL = '/web/oauth/api/v2/refresh_token/';

beforeEach(() => localStorage.clear());

/** Answers the refresh call with `refreshReply` (after a tick, so concurrent callers pile up) and echoes others. */
function serverWith(refreshReply: () => { status?: number; data?: unknown }): FakeHandler {
  return async (request) => {
    if (request.path === REFRESH_URL) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return refreshReply();
    }
    return ok({ path: request.path });
  };
}

describe('token refresh (SPEC §4 Session)', () => {
  it('does not refresh a token with more than 300 s left', async () => {
    localStorage.setItem('accessToken', freshToken());
    localStorage.setItem('refreshToken', 'r1');
    const { client, requests } = clientFixture(serverWith(() => ok({ token: 'x', refresh: 'y' })));
    await client.get('/a/');
    expect(requests.map((r) => r.path)).toEqual(['/web/a/']);
  });

  it('refreshes an expired token first with {access, refresh}, unauthenticated, and stores both new tokens', async () => {
    const old = expiredToken();
    const renewed = freshToken('renewed');
    localStorage.setItem('accessToken', old);
    localStorage.setItem('refreshToken', 'r1');
    const { client, requests } = clientFixture(serverWith(() => ok({ token: renewed, refresh: 'r2' })));

    await client.get('/a/');

    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([`POST ${REFRESH_URL}`, 'GET /web/a/']);
    expect(requests[0].body).toEqual({ access: old, refresh: 'r1' });
    expect(requests[0].headers.authorization).toBeUndefined();
    expect(requests[1].headers.authorization).toBe(`JWT ${renewed}`);
    expect(localStorage.getItem('accessToken')).toBe(renewed);
    expect(localStorage.getItem('refreshToken')).toBe('r2');
  });

  it('runs exactly one refresh for 10 concurrent requests, and all of them carry the new token', async () => {
    const renewed = freshToken('renewed');
    localStorage.setItem('accessToken', expiredToken());
    localStorage.setItem('refreshToken', 'r1');
    const { client, requests } = clientFixture(serverWith(() => ok({ token: renewed, refresh: 'r2' })));

    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => client.get(`/items/${i}/`)));

    expect(requests.filter((r) => r.path === REFRESH_URL)).toHaveLength(1);
    const calls = requests.filter((r) => r.path !== REFRESH_URL);
    expect(calls).toHaveLength(10);
    expect(calls.every((r) => r.headers.authorization === `JWT ${renewed}`)).toBe(true);
    expect(results.map((r) => (r.data as { path: string }).path).sort()).toEqual(
      Array.from({ length: 10 }, (_, i) => `/web/items/${i}/`).sort(),
    );
  });

  it('re-checks the stored token after gaining the lock and skips the refresh when another tab renewed it', async () => {
    localStorage.setItem('accessToken', expiredToken());
    localStorage.setItem('refreshToken', 'r1');
    const renewedElsewhere = freshToken('other-tab');
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The lock is busy (another tab refreshing); the request must wait for it.
    const lock = async <T>(task: () => Promise<T>): Promise<T> => {
      await held;
      return task();
    };
    const { client, requests } = clientFixture(serverWith(() => ok({ token: 'unused', refresh: 'unused' })), { lock });

    const pending = client.get('/a/');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(requests).toHaveLength(0);
    localStorage.setItem('accessToken', renewedElsewhere);
    localStorage.setItem('refreshToken', 'r-other');
    release();
    await pending;

    expect(requests.map((r) => r.path)).toEqual(['/web/a/']);
    expect(requests[0].headers.authorization).toBe(`JWT ${renewedElsewhere}`);
  });

  it('serialises refreshes through navigator-style Web Locks and re-reads storage inside the lock', async () => {
    localStorage.setItem('accessToken', expiredToken());
    localStorage.setItem('refreshToken', 'r1');
    const renewed = freshToken('renewed');
    // A fake LockManager that, like the browser's, grants one holder at a time across every client using it.
    let tail: Promise<unknown> = Promise.resolve();
    const locks: WebLockManager = {
      request: jest.fn(<T>(_name: string, callback: () => Promise<T>): Promise<T> => {
        const run = tail.then(callback);
        tail = run.catch(() => undefined);
        return run;
      }),
    };
    const handler = serverWith(() => ok({ token: renewed, refresh: 'r2' }));
    // Two "tabs": two clients sharing localStorage and the lock manager, not memory.
    const tabA = clientFixture(handler, { lock: createWebLock(locks) });
    const tabB = clientFixture(handler, { lock: createWebLock(locks) });

    await Promise.all([tabA.client.get('/a/'), tabB.client.get('/b/')]);

    const refreshes = [...tabA.requests, ...tabB.requests].filter((r) => r.path === REFRESH_URL);
    expect(refreshes).toHaveLength(1);
    expect(tabB.requests.concat(tabA.requests).filter((r) => r.path !== REFRESH_URL)
      .every((r) => r.headers.authorization === `JWT ${renewed}`)).toBe(true);
  });

  it.each([
    ['token', { refresh: 'r2' }],
    ['refresh', { token: freshToken('half') }],
  ])('rejects a refresh response without %s and takes the 401 path', async (_missing, data) => {
    localStorage.setItem('accessToken', expiredToken());
    localStorage.setItem('refreshToken', 'r1');
    localStorage.setItem('company_code', 'acme');
    const { client, requests, toasts, navigations } = clientFixture(serverWith(() => ok(data)));

    await expect(client.get('/a/')).rejects.toMatchObject({ reason: 'session-expired' });

    expect(requests.map((r) => r.path)).toEqual([REFRESH_URL]);
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(toasts).toEqual([{ type: 'info', message: 'Session Timeout' }]);
    expect(navigations).toEqual(['http://localhost:8080/onboard/company-verification?notice=session-timeout']);
  });

  it('takes the 401 path when the refresh call itself is refused', async () => {
    localStorage.setItem('accessToken', expiredToken());
    localStorage.setItem('refreshToken', 'r1');
    const { client, navigations } = clientFixture(serverWith(() => ({ status: 401, data: { code: 'ZGEN0401', context: {}, data: null } })));
    await expect(client.get('/a/')).rejects.toMatchObject({ reason: 'session-expired' });
    expect(navigations).toHaveLength(1);
  });

  it('when the refresh is refused because another tab rotated the token, takes the other tab’s new pair once it arrives', async () => {
    localStorage.setItem('accessToken', expiredToken());
    localStorage.setItem('refreshToken', 'r1');
    const renewedElsewhere = freshToken('other-tab');
    // The server refuses r1 (already rotated); the other tab's write reaches this tab's storage 120 ms later.
    const { client, requests, navigations } = clientFixture(
      serverWith(() => {
        setTimeout(() => {
          localStorage.setItem('accessToken', renewedElsewhere);
          localStorage.setItem('refreshToken', 'r2');
        }, 120);
        return { status: 401, data: { code: 'ZBOA0108', context: {}, data: null } };
      }),
    );
    await client.get('/a/');
    expect(requests.filter((r) => r.path === REFRESH_URL)).toHaveLength(1);
    expect(requests.at(-1)?.headers.authorization).toBe(`JWT ${renewedElsewhere}`);
    expect(navigations).toHaveLength(0);
  });

  it('ends the session without calling the server when there is no refresh token', async () => {
    const { client, requests, navigations } = clientFixture(serverWith(() => ok({})));
    await expect(client.get('/a/')).rejects.toMatchObject({ reason: 'session-expired' });
    expect(requests).toEqual([]);
    expect(navigations).toHaveLength(1);
  });

  it('shows one toast and redirects once when concurrent requests all fail to refresh', async () => {
    localStorage.setItem('accessToken', expiredToken());
    localStorage.setItem('refreshToken', 'r1');
    const { client, requests, toasts, navigations } = clientFixture(serverWith(() => ok({})));
    const outcomes = await Promise.allSettled(Array.from({ length: 5 }, () => client.get('/a/')));
    expect(outcomes.every((o) => o.status === 'rejected')).toBe(true);
    expect(requests.filter((r) => r.path === REFRESH_URL)).toHaveLength(1);
    expect(toasts).toHaveLength(1);
    expect(navigations).toHaveLength(1);
  });

  it('keeps the tokens when the refresh fails for a network error', async () => {
    localStorage.setItem('accessToken', expiredToken());
    localStorage.setItem('refreshToken', 'r1');
    const { client, navigations } = clientFixture(async (request) => {
      if (request.path === REFRESH_URL) throw new Error('Network Error');
      return ok(null);
    });
    await expect(client.get('/a/')).rejects.toThrow('Network Error');
    expect(localStorage.getItem('refreshToken')).toBe('r1');
    expect(navigations).toEqual([]);
  });

  it('gives the authorised websocket URL a fresh token', async () => {
    localStorage.setItem('accessToken', expiredToken());
    localStorage.setItem('refreshToken', 'r1');
    const renewed = freshToken('ws');
    const { client } = clientFixture(serverWith(() => ok({ token: renewed, refresh: 'r2' })));
    await expect(client.authorizedWebsocketUrl('/device/monitor/'))
      .resolves.toBe(`ws://acme.localhost:8080/websocket/device/monitor/?token=${renewed}`);
    expect(client.websocketUrl('/device/monitor/')).toBe('ws://acme.localhost:8080/websocket/device/monitor/');
  });
});

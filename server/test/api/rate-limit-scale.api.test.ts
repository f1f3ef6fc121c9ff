import { createTestApp, type TestApp } from '../support/test-app';

/** RATE_LIMIT_SCALE multiplies route limits (used by the e2e server); the limits themselves are tested per area. */
describe('rate-limit scale', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_SCALE: '2' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('lets twice the sign-in attempts through, then answers 429 ZGEN0429', async () => {
    const attempt = () =>
      t.app.inject({ method: 'POST', url: '/web/oauth/api/v2/sign_in/', payload: { username: 'nobody@example.com', password: 'Wrong@Pass1' } });
    const statuses: number[] = [];
    for (let i = 0; i < 20; i += 1) statuses.push((await attempt()).statusCode);
    expect(statuses.every((s) => s !== 429)).toBe(true);
    const blocked = await attempt();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'ZGEN0429' });
  });
});

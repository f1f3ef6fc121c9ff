/**
 * The request log never holds a credential that came in a URL: the company hand-off tokens of
 * /switch-company, the codes of mailed links, a `token=` on an API call.
 */
import { createTestApp, type TestApp } from '../support/test-app';
import { TEST_DB_KIND } from '../support/test-database';

interface LogLine {
  msg: string;
  req?: { url: string; method: string };
}

describe(`request log on ${TEST_DB_KIND}`, () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({ logStream: { write: (line) => void lines.push(line) } });
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(() => {
    lines.length = 0;
  });

  const incomingUrls = (): string[] =>
    lines
      .map((line) => JSON.parse(line) as LogLine)
      .filter((line) => line.msg === 'incoming request')
      .map((line) => line.req?.url ?? '');

  it('logs the company hand-off without its tokens', async () => {
    await t.app.inject({ method: 'GET', url: '/switch-company?state=ACCESS.TOKEN.SECRET&refresh=REFRESH-SECRET&next=%2Fpersonnel' });
    expect(incomingUrls()).toEqual(['/switch-company?state=[redacted]&refresh=[redacted]&next=%2Fpersonnel']);
    expect(lines.join('')).not.toMatch(/ACCESS\.TOKEN\.SECRET|REFRESH-SECRET/);
  });

  it('logs mailed links and API calls without codes and tokens, other parameters as sent', async () => {
    await t.app.inject({ method: 'GET', url: '/onboard/activate?code=ACTIVATION-SECRET' });
    await t.app.inject({ method: 'GET', url: '/onboard/reset-password?code=RESET-SECRET&lang=ar' });
    await t.app.inject({ method: 'GET', url: '/web/personnel/api/v2/employees/?page=2&search=ann&token=API-SECRET' });
    expect(incomingUrls()).toEqual([
      '/onboard/activate?code=[redacted]',
      '/onboard/reset-password?code=[redacted]&lang=ar',
      '/web/personnel/api/v2/employees/?page=2&search=ann&token=[redacted]',
    ]);
    expect(lines.join('')).not.toContain('-SECRET');
  });
});

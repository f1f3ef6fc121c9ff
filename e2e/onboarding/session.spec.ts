/**
 * Issue 3: session expiry redirect, and two tabs refreshing an expired session at once (one refresh call: the
 * api-client's cross-tab lock). Company login asks for the joined companies on load, an authenticated call.
 */
import { expect, test } from '../support/test';
import { apiSignIn, companyOrigin, DEMO, OAUTH_API } from './support';

test("an expired session on a company host goes to the base host's company verification", async ({ page, baseURL }) => {
  const companyHost = companyOrigin(baseURL as string, DEMO.domain);
  await page.goto(`${companyHost}/web/health`);
  await page.evaluate(() => {
    // An access token past its exp, and a refresh token the server never issued.
    const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
    localStorage.setItem('accessToken', `${part({ alg: 'HS256' })}.${part({ user_id: 1, exp: 1 })}.sig`);
    localStorage.setItem('refreshToken', 'never-issued');
    localStorage.setItem('company_code', 'demo');
  });
  await page.goto(`${companyHost}/onboard/company-login`);
  // The redirect carries ?notice=session-timeout across hosts; the shell says why and drops the marker (issue 17).
  await expect(page).toHaveURL(`${baseURL}/onboard/company-verification`);
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await expect(page.getByText('Session Timeout', { exact: true })).toBeVisible();
});

test('two tabs with an expired session refresh it once', async ({ context, request, baseURL }) => {
  // A sign-in that names a company hands out a short-lived pair, which the client treats as expired at once.
  const session = await apiSignIn(request, DEMO.adminEmail, DEMO.adminPassword);
  const refreshes: string[] = [];
  context.on('request', (r) => {
    if (r.url().includes(`${OAUTH_API}/refresh_token/`)) refreshes.push(r.url());
  });
  const first = await context.newPage();
  await first.goto(`${baseURL}/web/health`);
  await first.evaluate((s) => {
    localStorage.setItem('accessToken', s.token);
    localStorage.setItem('refreshToken', s.refresh);
  }, session);
  const second = await context.newPage();
  await Promise.all([first.goto(`${baseURL}/onboard/company-login`), second.goto(`${baseURL}/onboard/company-login`)]);
  for (const tab of [first, second]) {
    await expect(tab.getByRole('radiogroup', { name: 'Your companies' })).toBeVisible();
  }
  expect(refreshes).toHaveLength(1);
  const tokens = await Promise.all([first, second].map((tab) => tab.evaluate(() => localStorage.getItem('refreshToken'))));
  expect(tokens[0]).toBe(tokens[1]);
  expect(tokens[0]).not.toBe(session.refresh);
});

/** Issue 3: a user asks to join the demo company; the administrator's mailed links approve or reject it. */
import { expect, test, type APIRequestContext } from '../support/test';
import { installClock, passCodeCheck, skipCheckDelay } from '../support/clock';
import { activatedAccount, apiPost, apiSignIn, DEMO, onboardLinks, waitForMail } from './support';

/** A new user asks to join the demo company; returns the approve and reject links mailed to its administrator. */
async function joinRequestLinks(request: APIRequestContext): Promise<{ approve: string; reject: string }> {
  const account = await activatedAccount(request);
  const session = await apiSignIn(request, account.email, account.password);
  await apiPost(request, 'join_request', { company_domain: DEMO.domain }, session.token);
  const mail = await waitForMail(request, DEMO.adminEmail, account.email);
  const [approve, reject] = onboardLinks(mail, 'join-approval');
  expect(approve && reject).toBeTruthy();
  return { approve, reject };
}

test('approving a join request shows a success', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { approve } = await joinRequestLinks(request);
  await installClock(page);
  await page.goto(approve);
  await expect(page.getByText('Processing the request…')).toBeVisible();
  await skipCheckDelay(page);
  await expect(page.getByText('Request approved')).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('.ant-result-success')).toBeVisible();
});

test('rejecting a join request shows an error', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { reject } = await joinRequestLinks(request);
  await installClock(page);
  await page.goto(reject);
  await passCodeCheck(page, page.getByText('Request rejected'));
  await expect(page.getByText('Request rejected')).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('.ant-result-error')).toBeVisible();
});

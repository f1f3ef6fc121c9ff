/** Issue 3: an invited user opens the mailed link, sets a password, and signs in to the inviting company. */
import { expect, test } from '../support/test';
import { installClock, skipCheckDelay } from '../support/clock';
import { adminSignIn, apiPost, apiSignIn, companyOrigin, DEMO, expectMainApp, onboardLink, STRONG_PASSWORD, uniqueEmail, waitForMail } from './support';

test('invited user: link → password → sign-in to the company', async ({ page, request, baseURL }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('invitee');
  // The demo administrator invites through the API (the invite screen belongs to the system area).
  const admin = await apiSignIn(request, DEMO.adminEmail, DEMO.adminPassword);
  await apiPost(request, 'invite', { email }, admin.token);

  const mail = await waitForMail(request, email, '/onboard/invited?code=');
  await installClock(page);
  await page.goto(onboardLink(mail, 'invited'));
  await expect(page.getByText('Checking your invitation…')).toBeVisible();
  await skipCheckDelay(page);
  await expect(page).toHaveURL(/\/onboard\/invited-sign-up$/, { timeout: 15_000 });
  await expect(page.getByLabel('Email')).toHaveValue(email);

  await page.getByLabel('Password', { exact: true }).fill('weak');
  await page.getByLabel('Confirm password').fill('weak');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('At least 8 characters').first()).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
  await page.getByLabel('Confirm password').fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/onboard\/company-verification$/);
  await expect(page.getByText('Your account is ready. Please sign in.')).toBeVisible();

  await adminSignIn(page, email, STRONG_PASSWORD);
  await expect(page).toHaveURL(`${companyOrigin(baseURL as string, DEMO.domain)}/`);
  await expectMainApp(page);
});

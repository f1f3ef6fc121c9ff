/** Issue 3: forgot password → mailed link → reset → sign-in with the new password; the old one is refused. */
import { expect, test } from '../support/test';
import { installClock, passCodeCheck, skipCheckDelay } from '../support/clock';
import { activatedAccount, adminSignIn, onboardLink, waitForMail } from './support';

const NEW_PASSWORD = 'R3set#Passw0rd';

test('forgot → reset → sign in with the new password', async ({ page, request }) => {
  test.setTimeout(90_000);
  const account = await activatedAccount(request);

  await installClock(page);
  await page.goto('/onboard/company-verification');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forgot password' });
  await dialog.getByLabel('Account (code, email or phone)').fill(account.email);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page).toHaveURL(/\/onboard\/forgot-password$/);
  await expect(page.getByText(account.email)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Resend in \d+ s$/ })).toBeDisabled();

  const mail = await waitForMail(request, account.email, '/onboard/reset-password?code=');
  await page.goto(onboardLink(mail, 'reset-password'));
  await expect(page.getByText('Checking your link…')).toBeVisible();
  await skipCheckDelay(page);
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD, { timeout: 15_000 });
  await page.getByLabel('Confirm password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/onboard\/company-verification$/);
  await expect(page.getByText('Your password was changed. Please sign in.')).toBeVisible();

  await test.step('the old password no longer works', async () => {
    await adminSignIn(page, account.email, account.password);
    await expect(page.getByText('Incorrect username or password.')).toHaveCount(1);
    await expect(page).toHaveURL(/\/onboard\/company-verification$/);
  });

  await test.step('the new one does (no company yet: company login)', async () => {
    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/onboard\/company-login$/);
    await expect(page.getByText('You have not joined a company yet')).toBeVisible();
  });

  await test.step('the reset link works only once', async () => {
    await page.goto(onboardLink(mail, 'reset-password'));
    await passCodeCheck(page, page.getByText('This reset link cannot be used'));
    await expect(page.getByText('This reset link cannot be used')).toBeVisible({ timeout: 15_000 });
  });
});

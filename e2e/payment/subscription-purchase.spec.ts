/**
 * Issue 11/17 (ADR 0118): a company administrator buys a plan. /onlineSubscription shows the server's price for
 * the seeded trial's plan and size with a discount code; paying in the payment sandbox settles the order, and
 * /subscription then reads active.
 */
import { installClock, skipCheckDelay } from '../support/clock';
import { signInAsDemoAdmin } from '../support/session';
import { expect, test } from '../support/test';

test('an administrator buys a plan in the sandbox and /subscription shows it active', async ({ page }) => {
  await installClock(page);
  await signInAsDemoAdmin(page);
  await page.goto('/onlineSubscription');
  // The seeded trial: standard, monthly, USD, 25 employees at 3.00.
  await expect(page.getByTestId('checkout-total')).toHaveText('75.00 USD');
  await page.getByLabel('Discount code').fill('WELCOME10');
  await expect(page.getByTestId('checkout-total')).toHaveText('67.50 USD');
  await page.getByTestId('checkout-pay').click();

  await expect(page.getByTestId('sandbox-label')).toContainText('SANDBOX');
  await expect(page.getByText(/: 67\.50 USD with Telr/)).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/payment\/telr\?OrderRef=SUB-/);
  const result = page.getByTestId('payment-result');
  await expect(page.getByTestId('payment-checking').or(result).first()).toBeVisible({ timeout: 30_000 });
  await skipCheckDelay(page);
  await expect(result).toHaveAttribute('data-type', 'success');

  await page.goto('/subscription');
  await expect(page.getByTestId('subscription-status')).toHaveAttribute('data-status', 'active');
  await expect(page.getByTestId('subscription-current')).toContainText('25');
  await expect(page.getByRole('cell', { name: 'Activated' }).first()).toBeVisible();
});

/**
 * Issue 17 item 2: a demo without Telr/PayPal credentials can pay. The e2e server runs without provider
 * credentials, so the product serves its payment sandbox: a seeded pending order is paid on the sandbox's
 * stand-in payment page (labelled sandbox), which returns to the product's own result page, and that says paid.
 */
import fs from 'node:fs';
import path from 'node:path';
import { installClock, skipCheckDelay } from '../support/clock';
import { expect, test } from '../support/test';

const paidText = (JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'shared', 'i18n', 'locales', 'en', 'sub.json'), 'utf8')) as {
  payment: { status: { paid: string } };
}).payment.status.paid;

test('a seeded pending order is paid in the payment sandbox and the result page says paid', async ({ page }, testInfo) => {
  // A paid order stays paid: each retry pays its own copy.
  const ref = `TELR-DEMO-SANDBOX-${1 + testInfo.retry}`;
  await installClock(page);
  await page.goto('/web/sandbox/payment/');
  await expect(page.getByTestId('sandbox-label')).toContainText('SANDBOX');
  await page.getByRole('listitem').filter({ hasText: ref }).getByRole('link', { name: 'Pay' }).click();

  await expect(page.getByTestId('sandbox-label')).toContainText('SANDBOX');
  await expect(page.getByText(`Order ${ref}: 99.00 AED with Telr`)).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();

  // The product's result page checks the order with the (sandbox) provider, 3 s after it opens (SPEC §9).
  await expect(page).toHaveURL(new RegExp(`/payment/telr\\?OrderRef=${ref}$`));
  const result = page.getByTestId('payment-result');
  // "Checking" (or, on a runner slow enough to have waited by itself, the result), then the 3 s are skipped.
  await expect(page.getByTestId('payment-checking').or(result).first()).toBeVisible({ timeout: 30_000 });
  await skipCheckDelay(page);
  await expect(result).toBeVisible();
  await expect(result).toHaveAttribute('data-type', 'success');
  await expect(result).toContainText(paidText);
});

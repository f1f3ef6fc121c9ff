import { expect, test } from '../support/test';

test('switching to Arabic flips the page to RTL and survives a reload', async ({ page }) => {
  await page.goto('/onboard/company-verification');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page.goto('/onboard/company-verification?lng=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  // No query string this time: the choice was kept under the i18n language key.
  await page.goto('/onboard/company-verification');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('ar');
  await page.goto('/onboard/company-verification?lng=tr');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
});

test('an English variant falls back to en', async ({ page }) => {
  await page.goto('/onboard/company-verification?lng=en-GB');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

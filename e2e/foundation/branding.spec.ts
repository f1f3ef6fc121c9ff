import { expectAccessible } from '../support/a11y';
import { expect, test } from '../support/test';

test.describe('app start: region first, then branding', () => {
  test('the sign-in route shows the global region branding as the page title', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/onboard\/company-verification/);
    await expect(page).toHaveTitle('Timekeep');
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    await expectAccessible(page);
  });

  test('a regional host gets that region (Mexico)', async ({ page, baseURL }) => {
    const url = new URL('/onboard/company-verification', baseURL);
    url.hostname = `acme.mx.${url.hostname}`;
    await page.goto(url.toString());
    await expect(page).toHaveTitle('Timekeep México');
  });

  test('a failing region lookup shows "Invalid Access" and nothing else', async ({ page }) => {
    await page.route('**/web/oauth/api/v2/region_identify/**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"ZGEN0500","context":{},"data":null}' }),
    );
    await page.goto('/onboard/company-verification');
    await expect(page.getByText('Invalid Access')).toBeVisible();
    await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
  });

  test('a region answer without success is also "Invalid Access"', async ({ page }) => {
    await page.route('**/web/oauth/api/v2/region_identify/**', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"code":"ZBOA0000","context":{},"isSuccess":false,"data":null}' }),
    );
    await page.goto('/payment/telr?OrderRef=x');
    await expect(page.getByText('Invalid Access')).toBeVisible();
  });

  test('/unauthorized shows the SPEC text', async ({ page }) => {
    await page.goto('/unauthorized');
    await expect(page.getByText('Unauthorized: You do not have permission to access this page.')).toBeVisible();
  });
});

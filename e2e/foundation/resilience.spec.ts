import { expect, test } from '../support/test';
import { signInAsDemoAdmin } from '../support/session';

test.describe('a failing remote never takes the product down', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsDemoAdmin(page);
  });

  test('manifest 404: fallback with retry inside the layout; other areas keep working; retry recovers', async ({ page }) => {
    test.setTimeout(120_000);
    let broken = true;
    await page.route('**/mf/gps/**/mf-manifest.json', (route) =>
      broken ? route.fulfill({ status: 404, body: 'not found' }) : route.continue(),
    );
    await page.goto('/gps');
    const fallback = page.getByTestId('remote-fallback');
    await expect(fallback).toBeVisible();
    await expect(page.getByTestId('sign-out')).toBeVisible();
    // Another remote still works in the same session.
    await page.goto('/att/shift');
    await expect(page.getByRole('heading', { name: 'Shift' })).toBeVisible();
    // Back to the broken area, then the deploy is fixed: Retry really loads it.
    await page.goto('/gps');
    await expect(fallback).toBeVisible();
    broken = false;
    await fallback.getByRole('button').click();
    await expect(page.getByTestId('remote-version')).toContainText('gps@');
  });

  test('remote entry 500: fallback, and the rest of the product works', async ({ page }) => {
    await page.route('**/mf/reports/**/remoteEntry.js', (route) => route.fulfill({ status: 500, body: 'boom' }));
    await page.goto('/report');
    await expect(page.getByTestId('remote-fallback')).toBeVisible();
    await page.goto('/system');
    await expect(page.getByTestId('remote-version')).toContainText('system@');
  });

  test('a malformed deploy manifest gives a translated error while shell pages still render', async ({ page }) => {
    await page.route('**/deploy/remotes.json', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"schema":1,"remotes":{"nope":{}}}' }),
    );
    await page.goto('/dashboard');
    await expect(page.getByTestId('sign-out')).toBeVisible();
    await page.goto('/att');
    await expect(page.getByTestId('remote-fallback')).toBeVisible();
  });
});

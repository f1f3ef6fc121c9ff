import { expect, test } from '../support/test';

/*
 * The Map Location dialog against the local fake of the Maps JS API and Time Zone API (e2e/fakes/google-maps-fake.js),
 * which the e2e server exposes at MAPS_BASE_URL (/maps/api/js and /maps/api/timezone/json) with a maps key set.
 */
test.describe('Map Location dialog (fake Google Maps)', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/dev/widgets?lng=en');
    await page.getByRole('button', { name: 'Choose location on map' }).click();
    await expect(page.getByRole('dialog', { name: 'Map Location' })).toBeVisible();
    await expect(page.locator('[data-fake-map]')).toBeVisible();
  });

  test('is 640×352 and opens at the world centre, zoom 1, without a position', async ({ page }) => {
    const map = page.locator('[data-fake-map]');
    // Layout size, not the bounding box: the modal's opening zoom animation scales it for a moment.
    expect(await map.evaluate((el: HTMLElement) => [el.offsetWidth, el.offsetHeight])).toEqual([640, 352]);
    await expect(map).toHaveAttribute('data-zoom', '1');
    await expect(map).toHaveAttribute('data-center', '16.7000,20.0000');
  });

  test('search → suggestion → place with address and time zone → confirm fills the field', async ({ page }) => {
    await page.getByLabel('Search for an address').fill('dubai');
    await page.getByText('Financial Center Rd, Downtown Dubai, Dubai, United Arab Emirates').click();
    await expect(page.getByTestId('selected-place')).toContainText('Downtown Dubai');
    await expect(page.locator('[data-fake-map]')).toHaveAttribute('data-zoom', '11');
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Map Location' })).toBeHidden();
    await expect(page.getByLabel('Map location', { exact: true })).toHaveValue(/Downtown Dubai/);
    await expect(page.getByText(/"timezone":"Asia\/Dubai"/)).toBeVisible();
    await expect(page.getByText(/"country_code":"AE"/)).toBeVisible();
  });

  test('a map click reverse-geocodes; Confirm without a place warns', async ({ page }) => {
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(page.getByText('No location selected')).toBeVisible();
    await page.locator('[data-fake-map]').click();
    await expect(page.getByTestId('selected-place')).toContainText('Selected:');
  });
});

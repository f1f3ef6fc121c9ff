/**
 * Company creation when Google Maps cannot be used: no key in the server's public config, the script fails to
 * load, or Google refuses the key (the Maps fake's `bad-key`). The location is then entered by hand under a notice,
 * and the company is still created.
 */
import { expect, test, type Page } from '../support/test';
import { installClock, passCodeCheck } from '../support/clock';
import { apiPost, apiSignIn, onboardLink, STRONG_PASSWORD, unique, uniqueEmail, waitForMail } from './support';

const PUBLIC_CONFIG = '**/web/api/v2/public_config/';

/** What breaks the map, set up before the page loads. */
const CASES: Array<{ name: string; breakMaps: (page: Page) => Promise<unknown> }> = [
  {
    name: 'no Maps key in the public config',
    breakMaps: (page) =>
      page.route(PUBLIC_CONFIG, async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { data: Record<string, unknown> };
        await route.fulfill({ response, json: { ...body, data: { ...body.data, maps_api_key: null } } });
      }),
  },
  {
    name: 'the Maps script fails to load',
    breakMaps: (page) => page.route(/\/maps\/api\/js\?/, (route) => route.abort('failed')),
  },
  {
    name: 'Google refuses the key (AuthFailure)',
    breakMaps: (page) =>
      page.route(PUBLIC_CONFIG, async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { data: Record<string, unknown> };
        await route.fulfill({ response, json: { ...body, data: { ...body.data, maps_api_key: 'bad-key' } } });
      }),
  },
];

for (const { name, breakMaps } of CASES) {
  test(`company creation by hand when ${name}`, async ({ page, request }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail('nomap');
    const domain = unique('nomap');
    await apiPost(request, 'sign_up', { email, phone_number: '+5215512345678', password: STRONG_PASSWORD, confirm_password: STRONG_PASSWORD });
    const mail = await waitForMail(request, email, '/onboard/activation?code=');

    await breakMaps(page);
    await installClock(page);
    await page.goto(onboardLink(mail, 'activation'));
    await passCodeCheck(page, page.getByLabel('Company name'));
    await expect(page).toHaveURL(/\/onboard\/company-creation$/, { timeout: 15_000 });
    await page.getByLabel('Company name').fill(`No map ${domain}`);
    await page.getByLabel('Company domain').fill(domain);

    await page.getByRole('button', { name: 'Choose location' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enter the location' });
    await expect(dialog.getByText("The map is not available right now. Enter the address and its coordinates (latitude and longitude) by hand.")).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Map Location' })).toHaveCount(0);
    await dialog.getByLabel('Address', { exact: true }).fill('Avenida Paseo de la Reforma 222, Ciudad de México');
    await dialog.getByLabel('Latitude', { exact: true }).fill('19.4326');
    await dialog.getByLabel('Longitude', { exact: true }).fill('-99.1332');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByLabel('Company address')).toHaveValue('Avenida Paseo de la Reforma 222, Ciudad de México');

    await page.getByRole('button', { name: 'Create company' }).click();
    await expect(page).toHaveURL(/\/onboard\/company-verification$/);
    await expect(page.getByText('The company was created. Please sign in.')).toBeVisible();
    // The account now has that company.
    expect((await apiSignIn(request, email, STRONG_PASSWORD)).company_domain).toBe(domain);
  });
}

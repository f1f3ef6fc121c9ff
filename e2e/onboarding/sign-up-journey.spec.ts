/**
 * Issue 3 journey: sign-up → activation mail → activation → company creation → administrator sign-in → main app on
 * the company's host; then company login (create a second company in the dialog, switch to it) and, with two
 * companies, sign-in on the base host leading through company login.
 */
import { expect, test } from '../support/test';
import {
  adminSignIn,
  chooseLocation,
  companyOrigin,
  DUBAI,
  ENGLISH_LOCATION,
  expectMainApp,
  onboardLink,
  STRONG_PASSWORD,
  unique,
  uniqueEmail,
  waitForMail,
} from './support';

test('sign-up to the main app, then company login', async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('journey');
  const domain = unique('co');

  await test.step('sign up (the button waits for the agreement)', async () => {
    await page.goto('/onboard/sign-up');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Phone number').fill('+5215512345678');
    await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
    await page.getByLabel('Confirm password').fill(STRONG_PASSWORD);
    const signUp = page.getByRole('button', { name: 'Sign up', exact: true });
    await expect(signUp).toBeDisabled();
    await page.getByRole('checkbox', { name: 'I agree to the terms of service and the privacy policy' }).check();
    await signUp.click();
    await expect(page).toHaveURL(/\/onboard\/email-activation$/);
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByRole('button', { name: /^Resend in \d+ s$/ })).toBeDisabled();
  });

  await test.step('activate from the mailed link', async () => {
    const mail = await waitForMail(request, email, '/onboard/activation?code=');
    await page.goto(onboardLink(mail, 'activation'));
    await expect(page.getByText('Activating your account…')).toBeVisible();
    await expect(page).toHaveURL(/\/onboard\/company-creation$/, { timeout: 15_000 });
  });

  await test.step('create the company, its location picked on the map (Maps fake)', async () => {
    await page.getByLabel('Company name').fill(`Journey ${domain}`);
    await page.getByLabel('Company domain').fill(domain);
    await chooseLocation(page, ENGLISH_LOCATION, DUBAI);
    // The place fills the read-only address and the time zone (from the time-zone service).
    await expect(page.getByLabel('Company address')).toHaveValue(DUBAI.address);
    await expect(page.getByTitle(DUBAI.timezone, { exact: true })).toBeVisible();
    const sent = page.waitForRequest((r) => r.url().endsWith('/company_creation/') && r.method() === 'POST');
    await page.getByRole('button', { name: 'Create company' }).click();
    expect((await sent).postDataJSON()).toEqual(
      expect.objectContaining({
        company_domain: domain,
        company_address: DUBAI.address,
        company_timezone: DUBAI.timezone,
        company_country: DUBAI.country,
        company_country_code: DUBAI.countryCode,
        company_latitude: DUBAI.latitude,
        company_longitude: DUBAI.longitude,
      }),
    );
    await expect(page).toHaveURL(/\/onboard\/company-verification$/);
    await expect(page.getByText('The company was created. Please sign in.')).toBeVisible();
  });

  await test.step("administrator sign-in lands in the main app on the company's host", async () => {
    await adminSignIn(page, email, STRONG_PASSWORD);
    await expect(page).toHaveURL(`${companyOrigin(baseURL as string, domain)}/`);
    await expectMainApp(page);
    // The hand-off tokens never stay in the address bar.
    expect(page.url()).not.toContain('state=');
  });

  const second = unique('co');
  await test.step('company login: create a second company in the dialog and switch to it', async () => {
    // On the company's host, where the session now lives.
    await page.goto(`${companyOrigin(baseURL as string, domain)}/onboard/company-login`);
    const list = page.getByRole('radiogroup', { name: 'Your companies' });
    await expect(list.getByRole('radio', { name: `Journey ${domain}` })).toBeVisible();
    await page.getByRole('button', { name: 'Create company' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create a company' });
    await dialog.getByLabel('Company name').fill(`Second ${second}`);
    await dialog.getByLabel('Company domain').fill(second);
    await chooseLocation(page, ENGLISH_LOCATION);
    await dialog.getByRole('button', { name: 'Create company' }).click();
    await expect(dialog).toBeHidden();
    await list.getByRole('radio', { name: `Second ${second}` }).check();
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(`${companyOrigin(baseURL as string, second)}/`);
    await expectMainApp(page);
  });

  await test.step('with two companies, sign-in on the base host goes through company login', async () => {
    await page.goto(`${baseURL}/onboard/company-verification`);
    await adminSignIn(page, email, STRONG_PASSWORD);
    await expect(page).toHaveURL(/\/onboard\/company-login$/);
    await expect(page.getByRole('radio')).toHaveCount(2);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Company not selected')).toBeVisible();
    await page.getByRole('radio', { name: `Journey ${domain}` }).check();
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(`${companyOrigin(baseURL as string, domain)}/`);
    await expectMainApp(page);
  });
});

/**
 * Shared steps of the onboarding journeys: unique test identities, the dev mailbox (`GET /web/dev/mailbox/messages/`,
 * newest first), account setup through the real API, and the common form steps. Selectors are roles and labels.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const OAUTH_API = '/web/oauth/api/v2';

/** The demo company the server seeds (server/src/modules/oauth/demo-seed.ts); overridable for other installs. */
export const DEMO = {
  domain: process.env.E2E_DEMO_DOMAIN ?? 'demo',
  adminEmail: process.env.E2E_ADMIN_EMAIL ?? 'admin@demo.timekeep.test',
  adminPassword: process.env.E2E_ADMIN_PASSWORD ?? 'Demo@Timekeep2026',
  employeeUsername: process.env.E2E_EMPLOYEE_USERNAME ?? 'employee',
  employeePassword: process.env.E2E_EMPLOYEE_PASSWORD ?? 'Demo@Employee2026',
};

export const STRONG_PASSWORD = 'E2e#Passw0rd';

let counter = 0;
/** A value no other run or test uses: lower-case letters and digits. */
export function unique(prefix: string): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
}

export const uniqueEmail = (prefix = 'e2e'): string => `${unique(prefix)}@example.test`;

interface Envelope<T> {
  code: string;
  context?: { message?: string };
  data: T;
}

interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** The newest mail to `to` whose text contains `contains`, waiting for it to arrive. */
export async function waitForMail(request: APIRequestContext, to: string, contains = ''): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get('/web/dev/mailbox/messages/');
        const body = (await response.json()) as Envelope<Mail[] | null>;
        // Mail leaves through the outbox a moment after the answer; a refused read (a rate limit) is another poll.
        found = Array.isArray(body.data) ? body.data.find((mail) => mail.to.toLowerCase() === to.toLowerCase() && mail.text.includes(contains)) : undefined;
        return Boolean(found);
      },
      { message: `mail to ${to} containing "${contains}"`, timeout: 15_000 },
    )
    .toBe(true);
  return found as Mail;
}

/** The `/onboard/<page>?code=…` link of a mail, as a path on the server under test (the mail's host may differ). */
export function onboardLink(mail: Mail, page: string): string {
  const match = mail.text.match(new RegExp(`https?://[^\\s]*?(/onboard/${page}\\?code=[^\\s"'<>]+)`));
  expect(match, `a /onboard/${page} link in: ${mail.text}`).not.toBeNull();
  return (match as RegExpMatchArray)[1];
}

/** All `/onboard/<page>?code=…` links of a mail, in order (join requests carry approve, then reject). */
export function onboardLinks(mail: Mail, page: string): string[] {
  return [...mail.text.matchAll(new RegExp(`https?://[^\\s]*?(/onboard/${page}\\?code=[^\\s"'<>]+)`, 'g'))].map((m) => m[1]);
}

async function post<T>(request: APIRequestContext, name: string, data: unknown, token?: string): Promise<Envelope<T>> {
  const response = await request.post(`${OAUTH_API}/${name}/`, {
    data,
    headers: token ? { Authorization: `JWT ${token}` } : undefined,
  });
  return (await response.json()) as Envelope<T>;
}

function expectSuccess(name: string, body: Envelope<unknown>): void {
  expect(body.code, `${name} answered ${JSON.stringify(body)}`).toMatch(/0000$/);
}

/** An activated account without a company, made through the API (sign-up, then the mailed activation code). */
export async function activatedAccount(request: APIRequestContext, email = uniqueEmail()): Promise<{ email: string; password: string }> {
  const signUp = await post(request, 'sign_up', { email, phone_number: '+5215512345678', password: STRONG_PASSWORD, confirm_password: STRONG_PASSWORD });
  expectSuccess('sign_up', signUp);
  const mail = await waitForMail(request, email, '/onboard/activation?code=');
  const code = new URLSearchParams(onboardLink(mail, 'activation').split('?')[1]).get('code');
  expectSuccess('activation', await post(request, 'activation', { code }));
  return { email, password: STRONG_PASSWORD };
}

export interface ApiSession {
  token: string;
  refresh: string;
  company_domain?: string | null;
}

export async function apiSignIn(request: APIRequestContext, username: string, password: string): Promise<ApiSession> {
  const body = await post<ApiSession>(request, 'sign_in', { username, password });
  expectSuccess('sign_in', body);
  return body.data;
}

export async function apiPost<T>(request: APIRequestContext, name: string, data: unknown, token?: string): Promise<T> {
  const body = await post<T>(request, name, data, token);
  expectSuccess(name, body);
  return body.data;
}

/** Origin of a company's own host: `<domain>.<base host>:<port>` of the base URL. */
export function companyOrigin(baseURL: string, domain: string): string {
  const url = new URL(baseURL);
  return `${url.protocol}//${domain}.${url.hostname}${url.port ? `:${url.port}` : ''}`;
}

/** The main application's landing page is on screen (the shell's home). */
export async function expectMainApp(page: Page): Promise<void> {
  await expect(page.getByTestId('home-page')).toBeVisible();
  await expect(page).not.toHaveURL(/\/(onboard|oauth)\//);
}

/** The administrator sign-in form of /onboard/company-verification, in English. */
export async function adminSignIn(page: Page, username: string, password: string, options: { agree?: boolean } = {}): Promise<void> {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  if (options.agree ?? true) await page.getByRole('checkbox', { name: 'I agree to the terms of service and the privacy policy' }).check();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** The texts of company creation's location steps, in one language. */
export interface LocationLabels {
  /** The field's button. */
  choose: string;
  /** The shared Map Location dialog: title, search box, Confirm. */
  title: string;
  search: string;
  confirm: string;
}

/** A place of the Maps fake (e2e/fakes/google-maps-fake.js): what to type and the suggestion to pick. */
export interface FakePlace {
  search: string;
  address: string;
  timezone: string;
  country: string;
  countryCode: string;
  latitude: number;
  longitude: number;
}

export const DUBAI: FakePlace = {
  search: 'dubai',
  address: 'Financial Center Rd, Downtown Dubai, Dubai, United Arab Emirates',
  timezone: 'Asia/Dubai',
  country: 'United Arab Emirates',
  countryCode: 'AE',
  latitude: 25.1972,
  longitude: 55.2796,
};

/**
 * Picks the company location in the Map Location dialog against the Maps fake: address search, the suggestion,
 * the selected place (marker moved there), Confirm. The e2e server gives the browser the fake's key and origin.
 */
export async function chooseLocation(page: Page, labels: LocationLabels, place: FakePlace = DUBAI): Promise<void> {
  await page.getByRole('button', { name: labels.choose }).click();
  const dialog = page.getByRole('dialog', { name: labels.title });
  await expect(dialog.locator('[data-fake-map]')).toBeVisible();
  const search = dialog.getByLabel(labels.search);
  await expect(search).toBeEnabled();
  await search.fill(place.search);
  await page.getByText(place.address, { exact: true }).click();
  await expect(dialog.getByTestId('selected-place')).toContainText(place.address);
  await expect(dialog.locator('[data-fake-marker]')).toHaveAttribute('data-position', `${place.latitude.toFixed(4)},${place.longitude.toFixed(4)}`);
  await dialog.getByRole('button', { name: labels.confirm, exact: true }).click();
  await expect(dialog).toBeHidden();
}

export const ENGLISH_LOCATION: LocationLabels = { choose: 'Choose location', title: 'Map Location', search: 'Search for an address', confirm: 'Confirm' };

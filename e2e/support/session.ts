/**
 * Signing in for tests that need the main application: through the real API (the same calls the onboarding
 * pages make), then the tokens go into the page's localStorage exactly where the shell keeps them.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const DEMO_ADMIN = {
  email: process.env.E2E_ADMIN_EMAIL ?? 'admin@demo.timekeep.test',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'Demo@Timekeep2026',
  domain: 'demo',
};

export interface Session {
  access: string;
  refresh: string;
  companyCode: string;
}

interface Envelope<T> {
  code: string;
  data: T;
}

let cached: { session: Session; until: number } | undefined;

/**
 * Admin sign-in then company selection, as SPEC §4 describes. Sign-in naming a company answers short-lived
 * hand-off tokens; company-token then gives a full-length pair (30 min), so the pages of one test never have to
 * refresh. One session per worker: tests share it, and sign-in stays within its rate limit.
 */
export async function demoSession(request: APIRequestContext): Promise<Session> {
  if (cached && cached.until > Date.now()) return cached.session;
  const signIn = await request.post('/web/oauth/api/v2/sign_in/', {
    data: { username: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
  });
  const signed = (await signIn.json()) as Envelope<{ token: string; refresh: string; company_domain?: string | null; company_id?: number | null }>;
  expect(signed.code, `sign_in answered ${JSON.stringify(signed)}`).toMatch(/0000$/);
  const auth = { Authorization: `JWT ${signed.data.token}` };
  let companyId = signed.data.company_id ?? null;
  if (!companyId) {
    const list = (await (await request.get('/web/oauth/api/v2/company-list/?page=1&page_size=50', { headers: auth })).json()) as Envelope<{
      data: { id: number; company_domain: string }[];
    }>;
    companyId = list.data.data.find((c) => c.company_domain === DEMO_ADMIN.domain)?.id ?? list.data.data[0].id;
  }
  const chosen = await request.post('/web/oauth/api/v2/company-token/', { headers: auth, data: { company_id: companyId } });
  const company = (await chosen.json()) as Envelope<{ token: string; refresh: string; domain: string }>;
  expect(company.code, `company-token answered ${JSON.stringify(company)}`).toMatch(/0000$/);
  const session = { access: company.data.token, refresh: company.data.refresh, companyCode: company.data.domain };
  // Reuse for 20 minutes: well inside the 30-minute access token minus the client's 5-minute refresh margin.
  cached = { session, until: Date.now() + 20 * 60_000 };
  return session;
}

/** Puts a session into the browser storage of the base origin (the shell reads it on the next load). */
export async function useSession(page: Page, session: Session): Promise<void> {
  await page.goto('/web/health');
  await page.evaluate((s) => {
    localStorage.setItem('accessToken', s.access);
    localStorage.setItem('refreshToken', s.refresh);
    localStorage.setItem('company_code', s.companyCode);
  }, session);
}

export async function signInAsDemoAdmin(page: Page): Promise<Session> {
  const session = await demoSession(page.request);
  await useSession(page, session);
  return session;
}

export const DEMO_EMPLOYEE = { company: 'demo', username: 'employee', password: 'Demo@Employee2026' };
export const DEMO_VENDOR_OPERATOR = { email: 'vendor@demo.timekeep.test', password: 'Demo@Vendor2026' };

/** The demo employee login through the real API (the tokens the employee-login page receives). */
export async function signInAsDemoEmployee(page: Page): Promise<Session> {
  const answer = await page.request.post('/web/oauth/api/v2/employee_sign_in/', { data: DEMO_EMPLOYEE });
  const body = (await answer.json()) as Envelope<{ token: string; refresh: string; company_domain: string }>;
  expect(body.code, JSON.stringify(body)).toMatch(/0000$/);
  const session = { access: body.data.token, refresh: body.data.refresh, companyCode: body.data.company_domain };
  await useSession(page, session);
  return session;
}

/** Sign-in then company selection of a plain company user (the vendor operator enters the shell through a company). */
export async function userSession(request: APIRequestContext, email: string, password: string): Promise<Session> {
  const signed = (await (await request.post('/web/oauth/api/v2/sign_in/', { data: { username: email, password } })).json()) as Envelope<{
    token: string;
    company_id: number;
  }>;
  expect(signed.code, JSON.stringify(signed)).toMatch(/0000$/);
  const chosen = await request.post('/web/oauth/api/v2/company-token/', {
    headers: { Authorization: `JWT ${signed.data.token}` },
    data: { company_id: signed.data.company_id },
  });
  const company = (await chosen.json()) as Envelope<{ token: string; refresh: string; domain: string }>;
  expect(company.code, JSON.stringify(company)).toMatch(/0000$/);
  return { access: company.data.token, refresh: company.data.refresh, companyCode: company.data.domain };
}

export async function signInAsVendorOperator(page: Page): Promise<Session> {
  const session = await userSession(page.request, DEMO_VENDOR_OPERATOR.email, DEMO_VENDOR_OPERATOR.password);
  await useSession(page, session);
  return session;
}

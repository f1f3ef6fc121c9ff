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

/** Admin sign-in then company selection, as SPEC §4 describes; returns company-scoped tokens. */
export async function demoSession(request: APIRequestContext): Promise<Session> {
  const signIn = await request.post('/web/oauth/api/v2/sign_in/', {
    data: { username: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
  });
  const signed = (await signIn.json()) as Envelope<{ token: string; refresh: string; company_domain?: string | null }>;
  expect(signed.code, `sign_in answered ${JSON.stringify(signed)}`).toMatch(/0000$/);
  if (signed.data.company_domain) {
    return { access: signed.data.token, refresh: signed.data.refresh, companyCode: signed.data.company_domain };
  }
  const auth = { Authorization: `JWT ${signed.data.token}` };
  const list = (await (await request.get('/web/oauth/api/v2/company-list/?page=1&page_size=50', { headers: auth })).json()) as Envelope<
    { id: number; company: { name: string; domain?: string } }[] | { data: { id: number }[] }
  >;
  const rows = Array.isArray(list.data) ? list.data : list.data.data;
  const chosen = await request.post('/web/oauth/api/v2/company-token/', { headers: auth, data: { company_id: rows[0].id } });
  const company = (await chosen.json()) as Envelope<{ token: string; refresh: string; domain: string }>;
  expect(company.code).toMatch(/0000$/);
  return { access: company.data.token, refresh: company.data.refresh, companyCode: company.data.domain };
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

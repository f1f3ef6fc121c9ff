/**
 * The start both personnel API test files share: a test app with two companies (acme, globex), acme's
 * administrator and member and globex's administrator, and `call` for the personnel paths.
 */
import type { LightMyRequestResponse } from 'fastify';
import { authHeader, createCompany, createUser } from '../support/fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

export const PERSONNEL_BASE = '/web/personnel/api/v2';

export interface PersonnelTestApp {
  t: TestApp;
  companyA: number;
  /** `Authorization` values: acme's administrator, the same user as an acme member, globex's administrator. */
  adminA: string;
  userA: string;
  adminB: string;
}

export async function startPersonnelTestApp(): Promise<PersonnelTestApp> {
  const t = await createTestApp();
  const companyA = await createCompany(t.deps, 'acme');
  const companyB = await createCompany(t.deps, 'globex');
  const user = await createUser(t.deps, 'boss@acme.test');
  const other = await createUser(t.deps, 'boss@globex.test');
  return {
    t,
    companyA,
    adminA: authHeader(t.deps, { userId: user, companyId: companyA }),
    userA: authHeader(t.deps, { userId: user, companyId: companyA, role: 'user' }),
    adminB: authHeader(t.deps, { userId: other, companyId: companyB }),
  };
}

/** Calls a personnel path (`url` below PERSONNEL_BASE) as `auth`, with `payload` as the JSON body when given. */
export function personnelCall(app: () => TestApp) {
  return (auth: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object): Promise<LightMyRequestResponse> =>
    app().app.inject({ method, url: `${PERSONNEL_BASE}${url}`, headers: { authorization: auth }, ...(payload ? { payload } : {}) });
}

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

/**
 * Gives acme's member (the `userA` token's user, also acme's administrator) a group holding `permissions`,
 * through the System API (issue 11: a member holds only what their groups grant).
 */
export async function grantMember(t: TestApp, adminA: string, companyA: number, permissions: string[]): Promise<void> {
  const system = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url: `/web/system/api/v2${url}`, headers: { authorization: adminA }, ...(payload ? { payload } : {}) });
  const user = await t.deps.database.db.selectFrom('users').select('id').where('email', '=', 'boss@acme.test').executeTakeFirstOrThrow();
  await t.deps.database.db
    .insertInto('memberships')
    .values({ company_id: companyA, user_id: user.id, role: 'admin' })
    .onConflict((oc) => oc.columns(['company_id', 'user_id']).doNothing())
    .execute();
  const group = (await system('POST', '/groups/', { name: `Members ${permissions.join(' ')}`, permissions })).json().data as { id: number };
  const row = ((await system('GET', '/users/?search=boss@acme.test')).json().data.data as { id: number; groups: number[] }[])[0];
  await system('PATCH', `/users/${row.id}/`, { groups: [...row.groups, group.id] });
}

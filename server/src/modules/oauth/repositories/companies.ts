/** Companies and memberships (who belongs to which company, with which role). */
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../../db/database';
import type { CompaniesTable, Tables } from '../../../db/schema';
import type { MembershipRole } from '../tables';
import '../tables';

export type Company = Selectable<CompaniesTable>;

export interface CompanyFields {
  company_name: string;
  company_domain: string;
  company_address: string;
  company_timezone: string;
  company_country?: string;
  company_country_code?: string;
  company_province?: string;
  company_city?: string;
  company_latitude: number;
  company_longitude: number;
}

/** Postgres unique_violation: the domain was taken between our check and our insert. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

export async function findCompanyByDomain(db: Kysely<Tables>, domain: string): Promise<Company | undefined> {
  return db
    .selectFrom('companies')
    .selectAll()
    .where(sql<string>`lower(company_domain)`, '=', domain.trim().toLowerCase())
    .where('is_active', '=', true)
    .executeTakeFirst();
}

export async function findCompanyById(db: Kysely<Tables>, id: number): Promise<Company | undefined> {
  return db.selectFrom('companies').selectAll().where('id', '=', id).where('is_active', '=', true).executeTakeFirst();
}

export async function domainExists(db: Kysely<Tables>, domain: string): Promise<boolean> {
  const row = await db
    .selectFrom('companies')
    .select('id')
    .where(sql<string>`lower(company_domain)`, '=', domain.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

/** Creates the company and makes `adminUserId` its administrator (one transaction by the caller). */
export async function insertCompanyWithAdmin(
  db: Kysely<Tables>,
  fields: CompanyFields,
  adminUserId: number,
  regionCode: string | null,
): Promise<Company> {
  const company = await db
    .insertInto('companies')
    .values({
      company_name: fields.company_name,
      company_domain: fields.company_domain.toLowerCase(),
      company_address: fields.company_address,
      company_timezone: fields.company_timezone,
      company_country: fields.company_country ?? '',
      company_country_code: fields.company_country_code ?? '',
      company_province: fields.company_province ?? '',
      company_city: fields.company_city ?? '',
      company_latitude: fields.company_latitude,
      company_longitude: fields.company_longitude,
      region_code: regionCode,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await addMembership(db, company.id, adminUserId, 'admin');
  return company;
}

export async function addMembership(db: Kysely<Tables>, companyId: number, userId: number, role: MembershipRole): Promise<void> {
  await db
    .insertInto('memberships')
    .values({ company_id: companyId, user_id: userId, role })
    .onConflict((oc) => oc.columns(['company_id', 'user_id']).doNothing())
    .execute();
}

export async function membershipRole(db: Kysely<Tables>, companyId: number, userId: number): Promise<MembershipRole | undefined> {
  const row = await db
    .selectFrom('memberships')
    .innerJoin('companies', 'companies.id', 'memberships.company_id')
    .select('memberships.role')
    .where('memberships.company_id', '=', companyId)
    .where('memberships.user_id', '=', userId)
    .where('companies.is_active', '=', true)
    .executeTakeFirst();
  return row?.role;
}

/**
 * Whether the company's administrators turned this member off (System → Users, `is_active`): a deactivated member
 * keeps the membership (and can be turned on again) but may not sign in to the company nor refresh a session.
 */
export async function isMemberDeactivated(database: Database, companyId: number, userId: number): Promise<boolean> {
  return database.withTenant(companyId, async (trx) => {
    const { rows } = await sql<{ is_active: boolean }>`select is_active from auth_company_users where company_id = ${companyId}
      and (user_id = ${userId} or (user_id is null and lower(email) = (select lower(u.email) from users u where u.id = ${userId})))`.execute(trx);
    return rows[0]?.is_active === false;
  });
}

export interface JoinedCompany {
  id: number;
  company_name: string;
  company_domain: string;
  role: MembershipRole;
}

/** The caller's companies only (by membership), oldest membership first. */
export async function listJoinedCompanies(
  db: Kysely<Tables>,
  userId: number,
  page: { offset: number; limit: number },
): Promise<{ rows: JoinedCompany[]; total: number }> {
  const base = db
    .selectFrom('memberships')
    .innerJoin('companies', 'companies.id', 'memberships.company_id')
    .where('memberships.user_id', '=', userId)
    .where('companies.is_active', '=', true);
  const rows = await base
    .select(['companies.id', 'companies.company_name', 'companies.company_domain', 'memberships.role'])
    .orderBy('memberships.created_at')
    .orderBy('companies.id')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  const count = await base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  return { rows, total: Number(count.n) };
}

export async function companyAdmins(db: Kysely<Tables>, companyId: number): Promise<{ id: number; email: string; language: string }[]> {
  return db
    .selectFrom('memberships')
    .innerJoin('users', 'users.id', 'memberships.user_id')
    .select(['users.id', 'users.email', 'users.language'])
    .where('memberships.company_id', '=', companyId)
    .where('memberships.role', '=', 'admin')
    .where('users.is_active', '=', true)
    .orderBy('users.id')
    .execute();
}

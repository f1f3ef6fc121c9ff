/**
 * The vendor back-office's remaining platform resources (ADR 0119): employees and mobile-app accounts of every
 * company (read only; the vendor role may select only the columns a support desk needs, migration 0111), and
 * the vendor's own organisation, its operators and its selling profiles (written by vendor operators only, in
 * the vendor role's read-write transaction; the tenant role has no grant on them).
 */
import {
  KERNEL_CODES,
  VENDOR_EMPLOYEE_RESOURCE,
  VENDOR_MOBILE_APP_RESOURCE,
  VENDOR_OPERATOR_RESOURCE,
  VENDOR_ORGANISATION_RESOURCE,
  VENDOR_PROFILE_RESOURCE,
} from '@timekeep/contracts';
import { sql } from 'kysely';
import { ApiError } from '../../http/api-error';
import { defineResource } from '../../resources/register';
import type { PlatformRuleContext, Row } from '../../resources/types';
import { VENDOR_CODES } from './codes';

const PREFIX = '/web/vendor/api/v2';
const companyName = { sql: '(select c.company_name from companies c where c.id = t.company_id)' };

export const platformEmployees = defineResource({
  contract: VENDOR_EMPLOYEE_RESOURCE,
  prefix: PREFIX,
  scope: 'platform',
  codes: { ok: VENDOR_CODES.ok },
  table: 'employees',
  columns: {
    employee_name: { sql: "trim(t.first_name || ' ' || t.last_name)" },
    company: 'company_id',
    company_name: companyName,
    status: { sql: "case when t.resigned then 'resigned' else 'active' end" },
  },
  filters: { company: { kind: 'eq', field: 'company' }, status: { kind: 'eq', field: 'status' }, enable_att: { kind: 'eq', field: 'enable_att' } },
  search: ['emp_code', 'first_name', 'last_name'],
  ordering: { fields: ['emp_code', 'employee_name', 'company_name', 'created_at'], default: ['company_name', 'emp_code'] },
});

const accountEmployee = (expression: string) => ({
  sql: `(select ${expression} from employees e where e.company_id = t.company_id and e.id = t.employee)`,
});

export const platformMobileAccounts = defineResource({
  contract: VENDOR_MOBILE_APP_RESOURCE,
  prefix: PREFIX,
  scope: 'platform',
  codes: { ok: VENDOR_CODES.ok },
  table: 'gps_accounts',
  columns: {
    emp_code: accountEmployee('e.emp_code'),
    employee_name: accountEmployee("trim(e.first_name || ' ' || e.last_name)"),
    company: 'company_id',
    company_name: companyName,
  },
  filters: { company: { kind: 'eq', field: 'company' }, enabled: { kind: 'eq', field: 'enabled' } },
  search: [
    "(select e.emp_code from employees e where e.company_id = t.company_id and e.id = t.employee)",
    "(select e.first_name || ' ' || e.last_name from employees e where e.company_id = t.company_id and e.id = t.employee)",
  ],
  ordering: { fields: ['emp_code', 'company_name', 'last_login', 'created_at'], default: ['company_name', 'emp_code'] },
});

export const vendorOrganisation = defineResource({
  contract: VENDOR_ORGANISATION_RESOURCE,
  prefix: PREFIX,
  scope: 'platform',
  codes: { ok: VENDOR_CODES.ok },
  table: 'vendor_organisation',
  ordering: { fields: ['name'], default: ['name'] },
});

function invalid(field: string, code: string, message: string): ApiError {
  return new ApiError(400, code, { message, fields: { [field]: code } });
}

/**
 * An operator is an existing account, found by its e-mail, which stays the same once added; nobody deactivates
 * themself (so the back-office always keeps the operator making the change).
 */
async function operatorRules(values: Row, { trx, userId, existing }: PlatformRuleContext): Promise<Row | void> {
  const email = String(values.email).trim().toLowerCase();
  if (existing) {
    if (email !== String(existing.email).toLowerCase()) throw invalid('email', VENDOR_CODES.operatorAccountFixed, "An operator's account cannot change.");
    const { rows } = await sql<{ user_id: number | string }>`select user_id from vendor_users where id = ${existing.id}`.execute(trx);
    if (values.is_active === false && Number(rows[0]?.user_id) === userId) throw invalid('is_active', VENDOR_CODES.operatorSelf, 'You cannot deactivate yourself.');
    return;
  }
  const { rows } = await sql<{ id: number | string }>`select id from users where lower(email) = ${email}`.execute(trx);
  if (rows.length === 0) throw invalid('email', VENDOR_CODES.noSuchAccount, 'No account uses this e-mail.');
  const taken = await sql`select 1 from vendor_users where user_id = ${rows[0].id}`.execute(trx);
  if (taken.rows.length > 0) throw new ApiError(400, KERNEL_CODES.duplicate, { message: 'This account is already an operator.', params: { field: 'email', email }, fields: { email: KERNEL_CODES.duplicate } });
  return { user_id: Number(rows[0].id) };
}

export const vendorOperators = defineResource({
  contract: VENDOR_OPERATOR_RESOURCE,
  prefix: PREFIX,
  scope: 'platform',
  codes: { ok: VENDOR_CODES.ok },
  table: 'vendor_users',
  columns: {
    email: { sql: '(select u.email from users u where u.id = t.user_id)' },
    last_login_at: { sql: "(select to_char(u.last_login_at, 'YYYY-MM-DD HH24:MI:SS') from users u where u.id = t.user_id)" },
  },
  filters: { is_active: { kind: 'eq', field: 'is_active' } },
  search: ['display_name', '(select u.email from users u where u.id = t.user_id)'],
  ordering: { fields: ['email', 'display_name', 'created_at'], default: ['email'] },
  platformRules: operatorRules,
});

/** '' from a form's empty box is "any currency"; a new default profile takes the mark from the old one. */
async function profileRules(values: Row, { trx, existing }: PlatformRuleContext): Promise<void> {
  if (values.currency === '') values.currency = null;
  if (values.is_default === true) {
    await sql`update vendor_profiles set is_default = false where is_default and id <> ${(existing?.id as number | undefined) ?? 0}`.execute(trx);
  }
}

export const vendorProfiles = defineResource({
  contract: VENDOR_PROFILE_RESOURCE,
  prefix: PREFIX,
  scope: 'platform',
  codes: { ok: VENDOR_CODES.ok },
  table: 'vendor_profiles',
  filters: { currency: { kind: 'eq', field: 'currency' }, is_active: { kind: 'eq', field: 'is_active' } },
  search: ['code', 'name', 'legal_name', 'country'],
  ordering: { fields: ['code', 'name', 'country'], default: ['code'] },
  constraints: { vendor_profiles_code_unique: 'code', vendor_profiles_currency_fkey: 'currency' },
  platformRules: profileRules,
});

export const BACK_OFFICE_RESOURCES = [platformEmployees, platformMobileAccounts, vendorOrganisation, vendorOperators, vendorProfiles] as const;

/**
 * Platform resources of the vendor back-office (ADR 0082).
 *
 * `/vendor/tenement/device`: every terminal SN the platform has seen (issue 12: vendor operators see pending
 * devices), claimed or pending, with the company that claimed it or whose host an unclaimed one used, and how
 * much of its upload waits in quarantine. A platform resource (ADR 0082): read-only, vendor operators only.
 */
import { VENDOR_COMPANY_RESOURCE, VENDOR_DEVICE_RESOURCE, VENDOR_USER_RESOURCE } from '@timekeep/contracts';
import { defineResource } from '../../resources/register';
import { VENDOR_CODES } from './codes';

const companyName = (column: string) => ({ sql: `(select c.company_name from companies c where c.id = t.${column})` });

export const platformDevices = defineResource({
  contract: VENDOR_DEVICE_RESOURCE,
  prefix: '/web/vendor/api/v2',
  scope: 'platform',
  codes: { ok: VENDOR_CODES.ok },
  table: 'iclock_devices',
  columns: {
    status: { sql: "case when t.company_id is null then 'pending' else 'claimed' end" },
    company_name: companyName('company_id'),
    host_company_name: companyName('host_company_id'),
  },
  filters: { status: { kind: 'eq', field: 'status' } },
  search: ['sn', 'ip_address'],
  ordering: { fields: ['sn', 'first_seen', 'last_seen', 'quarantined_lines'], default: ['-last_seen'] },
});

const countOf = (table: string) => ({ sql: `(select count(*) from ${table} x where x.company_id = t.id)` });

/**
 * `/vendor/tenement/company` and the back-office's company filter: every tenant, with how many employees, users
 * and terminals it has (the vendor role may read only the key columns of those tables, migration 0069).
 */
export const platformCompanies = defineResource({
  contract: VENDOR_COMPANY_RESOURCE,
  prefix: '/web/vendor/api/v2',
  scope: 'platform',
  codes: { ok: VENDOR_CODES.ok },
  table: 'companies',
  columns: {
    display_name: 'company_name',
    employee_count: countOf('employees'),
    user_count: countOf('memberships'),
    terminal_count: countOf('iclock_devices'),
  },
  filters: { is_active: { kind: 'eq', field: 'is_active' } },
  search: ['company_name', 'company_domain'],
  ordering: { fields: ['company_name', 'company_domain', 'created_at', 'employee_count', 'terminal_count'], default: ['company_name'] },
});

/** `/vendor/tenement/user`: every user account with the companies it belongs to (migration 0070's columns only). */
export const platformUsers = defineResource({
  contract: VENDOR_USER_RESOURCE,
  prefix: '/web/vendor/api/v2',
  scope: 'platform',
  codes: { ok: VENDOR_CODES.ok },
  table: 'users',
  columns: {
    companies: {
      sql: `coalesce((select string_agg(c.company_name, ', ' order by c.company_name) from memberships m
        join companies c on c.id = m.company_id where m.user_id = t.id), '')`,
    },
    company_count: { sql: '(select count(*) from memberships m where m.user_id = t.id)' },
  },
  filters: { is_active: { kind: 'eq', field: 'is_active' } },
  search: ['email'],
  ordering: { fields: ['email', 'created_at', 'last_login_at'], default: ['email'] },
});

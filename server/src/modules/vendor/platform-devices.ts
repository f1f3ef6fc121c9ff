/**
 * `/vendor/tenement/device`: every terminal SN the platform has seen (issue 12: vendor operators see pending
 * devices), claimed or pending, with the company that claimed it or whose host an unclaimed one used, and how
 * much of its upload waits in quarantine. A platform resource (ADR 0082): read-only, vendor operators only.
 */
import { VENDOR_DEVICE_RESOURCE } from '@timekeep/contracts';
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

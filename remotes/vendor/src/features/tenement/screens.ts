import { PLATFORM_DEVICE_STATUSES, VENDOR_COMPANY_RESOURCE, VENDOR_DEVICE_RESOURCE, VENDOR_USER_RESOURCE } from '@timekeep/contracts';
import { resourceScreen, type RemoteScreens, type ResourceDeclaration } from '@timekeep/ui';

/**
 * Every terminal SN of the platform (issue 12): pending ones are those no company has claimed yet; their
 * uploads wait in quarantine for the company that registers them. A platform resource (ADR 0082): vendor
 * operators only, read-only, so not gated by company permissions.
 */
const devices: ResourceDeclaration = {
  contract: VENDOR_DEVICE_RESOURCE,
  gated: false,
  search: true,
  export: false,
  import: false,
  columns: [
    { key: 'sn', sortable: true },
    { key: 'status' },
    { key: 'company_name' },
    { key: 'host_company_name', hiddenByDefault: true },
    { key: 'device_type' },
    { key: 'ip_address' },
    { key: 'last_seen', sortable: true },
    { key: 'first_seen', sortable: true, hiddenByDefault: true },
    { key: 'quarantined_lines', sortable: true },
    { key: 'quarantine_dropped', hiddenByDefault: true },
    { key: 'request_count', hiddenByDefault: true },
  ],
  filters: [
    {
      kind: 'choice',
      param: 'status',
      label: 'vendor:tenement.device.fields.status',
      options: (t) => PLATFORM_DEVICE_STATUSES.map((value) => ({ value, label: t(`vendor:tenement.device.status.${value}`) })),
    },
  ],
  rowLabel: (row) => String(row.sn),
};

/** Every tenant with its size; the counts come from the key columns only (the vendor reads no tenant's people). */
const companies: ResourceDeclaration = {
  contract: VENDOR_COMPANY_RESOURCE,
  gated: false,
  search: true,
  export: false,
  import: false,
  columns: [
    { key: 'company_name', sortable: true },
    { key: 'company_domain', sortable: true },
    { key: 'company_country' },
    { key: 'company_city', hiddenByDefault: true },
    { key: 'company_timezone', hiddenByDefault: true },
    { key: 'employee_count', sortable: true },
    { key: 'user_count' },
    { key: 'terminal_count', sortable: true },
    { key: 'is_active' },
    { key: 'created_at', sortable: true },
  ],
  filters: [{ kind: 'boolean', param: 'is_active', label: 'vendor:tenement.company.fields.is_active' }],
  rowLabel: (row) => String(row.company_name),
};

/** Every user account of the platform and the companies it belongs to (support desk view; no secrets). */
const users: ResourceDeclaration = {
  contract: VENDOR_USER_RESOURCE,
  gated: false,
  search: true,
  export: false,
  import: false,
  columns: [
    { key: 'email', sortable: true },
    { key: 'companies', ellipsis: true },
    { key: 'company_count', hiddenByDefault: true },
    { key: 'is_active' },
    { key: 'language', hiddenByDefault: true },
    { key: 'last_login_at', sortable: true },
    { key: 'created_at', sortable: true, hiddenByDefault: true },
  ],
  filters: [{ kind: 'boolean', param: 'is_active', label: 'vendor:tenement.user.fields.is_active' }],
  rowLabel: (row) => String(row.email),
};

/** SPEC §2 /vendor/tenement/: the platform's tenants and what they run. */
export const TENEMENT_SCREENS: RemoteScreens = {
  '/vendor/tenement/company': resourceScreen(companies),
  // The `tenement` area (vendor audience) has the same page (ADR 0119).
  '/tenement/company': resourceScreen(companies),
  '/vendor/tenement/user': resourceScreen(users),
  '/vendor/tenement/device': resourceScreen(devices),
};

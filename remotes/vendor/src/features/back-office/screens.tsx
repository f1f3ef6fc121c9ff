import {
  VENDOR_COMPANY_RESOURCE,
  VENDOR_EMPLOYEE_RESOURCE,
  VENDOR_EMPLOYEE_STATUSES,
  VENDOR_MOBILE_APP_RESOURCE,
  VENDOR_OPERATOR_RESOURCE,
  VENDOR_ORGANISATION_RESOURCE,
  VENDOR_PROFILE_RESOURCE,
  VENDOR_CURRENCY_RESOURCE,
} from '@timekeep/contracts';
import { apiClient, type ApiClient } from '@timekeep/api-client';
import { Input, Typography } from 'antd';
import { areaScreen, resourceScreen, type RemoteScreens, type ResourceDeclaration } from '@timekeep/ui';
import { CatalogueCodeSelect } from '../subscription/CatalogueCodeSelect';
import { VendorDashboard } from './VendorDashboard';

/*
 * The vendor back-office's remaining pages (ADR 0119). Platform resources: vendor operators only, so not gated
 * by company permissions (`gated: false`); the server's vendor guard is the gate. Lists of other companies'
 * people are exported from the list's pages (there is no export job for a platform resource).
 */

const common = { gated: false, search: true, export: 'client', import: false } as const;
const byCompany = (label: string) => ({ kind: 'lookup', param: 'company', label, listPath: VENDOR_COMPANY_RESOURCE.path }) as const;

/** Every company's employees: who they are to a support desk (code, name, company, state), nothing more. */
export const employeeDeclaration: ResourceDeclaration = {
  contract: VENDOR_EMPLOYEE_RESOURCE,
  ...common,
  columns: [
    { key: 'emp_code', sortable: true },
    { key: 'employee_name', sortable: true },
    { key: 'company_name', sortable: true },
    { key: 'status' },
    { key: 'enable_att', hiddenByDefault: true },
    { key: 'created_at', sortable: true },
  ],
  filters: [
    byCompany('vendor:tenement.employee.fields.company'),
    {
      kind: 'choice',
      param: 'status',
      label: 'vendor:tenement.employee.fields.status',
      options: (t) => VENDOR_EMPLOYEE_STATUSES.map((value) => ({ value, label: t(`vendor:tenement.employee.status.${value}`) })),
    },
  ],
  rowLabel: (row) => `${String(row.emp_code)} ${String(row.employee_name)}`,
};

/** Every company's mobile-app accounts (ADR 0110). */
export const mobileAppDeclaration: ResourceDeclaration = {
  contract: VENDOR_MOBILE_APP_RESOURCE,
  ...common,
  columns: [
    { key: 'emp_code', sortable: true },
    { key: 'employee_name' },
    { key: 'company_name', sortable: true },
    { key: 'enabled' },
    { key: 'last_login', sortable: true },
    { key: 'created_at', sortable: true, hiddenByDefault: true },
  ],
  filters: [byCompany('vendor:tenement.mobileApp.fields.company'), { kind: 'boolean', param: 'enabled', label: 'vendor:tenement.mobileApp.fields.enabled' }],
  rowLabel: (row) => `${String(row.emp_code)} ${String(row.employee_name)}`,
};

/** The vendor's own organisation: one row, edited in place (never added or deleted). */
export const organisationDeclaration: ResourceDeclaration = {
  contract: VENDOR_ORGANISATION_RESOURCE,
  gated: false,
  search: false,
  export: false,
  import: false,
  columns: [
    { key: 'name' },
    { key: 'legal_name' },
    { key: 'tax_id' },
    { key: 'support_email' },
    { key: 'support_phone' },
    { key: 'website' },
    { key: 'country' },
    { key: 'city', hiddenByDefault: true },
    { key: 'address', hiddenByDefault: true, ellipsis: true },
    { key: 'updated_at' },
  ],
  form: { fields: ['name', 'legal_name', 'tax_id', 'support_email', 'support_phone', 'website', { name: 'address', textarea: true }, 'city', 'country'] },
  rowLabel: (row) => String(row.name),
};

/** Vendor operators: added by an existing account's e-mail, which stays once added; deactivated, never deleted. */
export const operatorDeclaration: ResourceDeclaration = {
  contract: VENDOR_OPERATOR_RESOURCE,
  ...common,
  columns: [{ key: 'email', sortable: true }, { key: 'display_name', sortable: true }, { key: 'is_active' }, { key: 'last_login_at' }, { key: 'created_at', sortable: true }],
  filters: [{ kind: 'boolean', param: 'is_active', label: 'vendor:company.user.fields.is_active' }],
  form: {
    fields: [
      {
        name: 'email',
        render: ({ id, recordId, value, setValue, status, onBlur }) =>
          recordId === undefined ? (
            <Input id={id} type="email" value={typeof value === 'string' ? value : ''} status={status} onBlur={onBlur} onChange={(event) => setValue(event.target.value)} />
          ) : (
            <Typography.Text id={id}>{String(value)}</Typography.Text>
          ),
      },
      'display_name',
      'is_active',
    ],
  },
  rowLabel: (row) => String(row.email),
};

/** The legal entities the vendor sells through; the currency is picked from the catalogue. */
export const profileDeclaration = (client: ApiClient = apiClient): ResourceDeclaration => ({
  contract: VENDOR_PROFILE_RESOURCE,
  ...common,
  columns: [
    { key: 'code', sortable: true },
    { key: 'name', sortable: true },
    { key: 'legal_name' },
    { key: 'country', sortable: true },
    { key: 'currency' },
    { key: 'invoice_prefix', hiddenByDefault: true },
    { key: 'tax_id', hiddenByDefault: true },
    { key: 'is_default' },
    { key: 'is_active' },
  ],
  filters: [{ kind: 'boolean', param: 'is_active', label: 'vendor:company.profile.fields.is_active' }],
  form: {
    fields: [
      'code',
      'name',
      'legal_name',
      'tax_id',
      'country',
      { name: 'currency', render: (props) => <CatalogueCodeSelect {...props} client={client} listPath={VENDOR_CURRENCY_RESOURCE.path} allowClear /> },
      'invoice_prefix',
      { name: 'address', textarea: true },
      'is_default',
      'is_active',
    ],
    valuesOf: (row) => ({ ...row, currency: row.currency ?? '' }),
  },
  rowLabel: (row) => String(row.name),
});

/** SPEC §2 /vendor/dashboard, /vendor/tenement/employee and mobile-app, /vendor/company/*. */
export const BACK_OFFICE_SCREENS: RemoteScreens = {
  '/vendor/dashboard': areaScreen(() => <VendorDashboard />, 'VendorDashboard'),
  '/vendor/tenement/employee': resourceScreen(employeeDeclaration),
  '/vendor/tenement/mobile-app': resourceScreen(mobileAppDeclaration),
  '/vendor/company/info': resourceScreen(organisationDeclaration),
  '/vendor/company/user': resourceScreen(operatorDeclaration),
  '/vendor/company/vendor-profile': resourceScreen(profileDeclaration()),
};

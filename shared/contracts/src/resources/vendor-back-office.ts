/**
 * The vendor back-office's remaining screens (ADR 0119): employees and mobile-app accounts of every company
 * (read only, the facts a support desk needs and nothing personal beyond a name), the vendor's own organisation,
 * its operators and its selling profiles (written by vendor operators only). Platform resources (ADR 0082,
 * ADR 0116): no company permission names them; the server's vendor guard is the gate.
 */
import type { ResourceContract } from '../resources';

/** An employee's state as the vendor sees it: working, or resigned (personnel's resignation). */
export const VENDOR_EMPLOYEE_STATUSES = ['active', 'resigned'] as const;

const E = 'vendor:tenement.employee';

/** `GET /web/vendor/api/v2/employees/` (SPEC §7 vendor base path `employees`): every company's employees. */
export const VENDOR_EMPLOYEE_RESOURCE = {
  name: 'vendor.employee',
  path: '/vendor/api/v2/employees/',
  label: `${E}.label`,
  actions: ['view'],
  fields: {
    emp_code: { kind: 'text', label: `${E}.fields.emp_code`, readOnly: true, maxLength: 50 },
    employee_name: { kind: 'text', label: `${E}.fields.employee_name`, readOnly: true, maxLength: 300 },
    company: { kind: 'integer', label: `${E}.fields.company`, readOnly: true },
    company_name: { kind: 'text', label: `${E}.fields.company`, readOnly: true, maxLength: 200 },
    status: { kind: 'choice', label: `${E}.fields.status`, readOnly: true, choices: VENDOR_EMPLOYEE_STATUSES, choiceLabels: `${E}.status` },
    enable_att: { kind: 'boolean', label: `${E}.fields.enable_att`, readOnly: true },
    created_at: { kind: 'datetime', label: `${E}.fields.created_at`, readOnly: true },
  },
} as const satisfies ResourceContract;

const M = 'vendor:tenement.mobileApp';

/** `GET /web/vendor/api/v2/mobile_app/` (SPEC §7 `mobile_app`): the mobile-app accounts (ADR 0110) of every company. */
export const VENDOR_MOBILE_APP_RESOURCE = {
  name: 'vendor.mobile_app',
  path: '/vendor/api/v2/mobile_app/',
  label: `${M}.label`,
  actions: ['view'],
  fields: {
    emp_code: { kind: 'text', label: `${M}.fields.emp_code`, readOnly: true, maxLength: 50 },
    employee_name: { kind: 'text', label: `${M}.fields.employee_name`, readOnly: true, maxLength: 300 },
    company: { kind: 'integer', label: `${M}.fields.company`, readOnly: true },
    company_name: { kind: 'text', label: `${M}.fields.company`, readOnly: true, maxLength: 200 },
    enabled: { kind: 'boolean', label: `${M}.fields.enabled`, readOnly: true },
    last_login: { kind: 'datetime', label: `${M}.fields.last_login`, readOnly: true, nullable: true },
    created_at: { kind: 'datetime', label: `${M}.fields.created_at`, readOnly: true },
  },
} as const satisfies ResourceContract;

const O = 'vendor:company.info';

/** `/web/vendor/api/v2/company/` (SPEC §7 `company`): the vendor's own organisation; one row, changed only. */
export const VENDOR_ORGANISATION_RESOURCE = {
  name: 'vendor.organisation',
  path: '/vendor/api/v2/company/',
  label: `${O}.label`,
  actions: ['view', 'change'],
  fields: {
    name: { kind: 'text', label: `${O}.fields.name`, required: true, maxLength: 100 },
    legal_name: { kind: 'text', label: `${O}.fields.legal_name`, maxLength: 200 },
    tax_id: { kind: 'text', label: `${O}.fields.tax_id`, maxLength: 50 },
    support_email: { kind: 'email', label: `${O}.fields.support_email`, maxLength: 254 },
    support_phone: { kind: 'phone', label: `${O}.fields.support_phone`, maxLength: 30 },
    website: { kind: 'text', label: `${O}.fields.website`, maxLength: 200, pattern: '^(https?://[^\\s]+)?$' },
    address: { kind: 'text', label: `${O}.fields.address`, maxLength: 500, multiline: true },
    city: { kind: 'text', label: `${O}.fields.city`, maxLength: 100 },
    country: { kind: 'text', label: `${O}.fields.country`, maxLength: 100 },
    updated_at: { kind: 'datetime', label: `${O}.fields.updated_at`, readOnly: true },
  },
} as const satisfies ResourceContract;

const U = 'vendor:company.user';

/**
 * `/web/vendor/api/v2/vendor_users/` (SPEC §7 `vendor_users`): who may use the back-office. Added by the e-mail
 * of an existing account (which cannot change afterwards), deactivated rather than deleted; nobody deactivates
 * themself.
 */
export const VENDOR_OPERATOR_RESOURCE = {
  name: 'vendor.vendor_user',
  path: '/vendor/api/v2/vendor_users/',
  label: `${U}.label`,
  actions: ['view', 'add', 'change'],
  fields: {
    email: { kind: 'email', label: `${U}.fields.email`, required: true, maxLength: 254 },
    display_name: { kind: 'text', label: `${U}.fields.display_name`, maxLength: 100 },
    is_active: { kind: 'boolean', label: `${U}.fields.is_active`, default: true },
    last_login_at: { kind: 'datetime', label: `${U}.fields.last_login_at`, readOnly: true, nullable: true },
    created_at: { kind: 'datetime', label: `${U}.fields.created_at`, readOnly: true },
  },
} as const satisfies ResourceContract;

const P = 'vendor:company.profile';

/** `/web/vendor/api/v2/vendor_profiles/` (SPEC §7 `vendor_profiles`): the legal entities the vendor sells through. */
export const VENDOR_PROFILE_RESOURCE = {
  name: 'vendor.vendor_profile',
  path: '/vendor/api/v2/vendor_profiles/',
  label: `${P}.label`,
  actions: ['view', 'add', 'change', 'delete'],
  fields: {
    code: { kind: 'text', label: `${P}.fields.code`, required: true, maxLength: 30, pattern: '^[A-Za-z0-9_-]+$', unique: true },
    name: { kind: 'text', label: `${P}.fields.name`, required: true, maxLength: 100 },
    legal_name: { kind: 'text', label: `${P}.fields.legal_name`, maxLength: 200 },
    tax_id: { kind: 'text', label: `${P}.fields.tax_id`, maxLength: 50 },
    country: { kind: 'text', label: `${P}.fields.country`, maxLength: 100 },
    /** The currency this entity invoices in (from the catalogue); empty: any. */
    currency: { kind: 'text', label: `${P}.fields.currency`, maxLength: 3, pattern: '^([A-Z]{3})?$', nullable: true },
    invoice_prefix: { kind: 'text', label: `${P}.fields.invoice_prefix`, maxLength: 10, pattern: '^[A-Za-z0-9_-]*$' },
    address: { kind: 'text', label: `${P}.fields.address`, maxLength: 500, multiline: true },
    is_default: { kind: 'boolean', label: `${P}.fields.is_default`, default: false },
    is_active: { kind: 'boolean', label: `${P}.fields.is_active`, default: true },
  },
} as const satisfies ResourceContract;

/** `GET /web/vendor/api/v2/dashboard/` (SPEC §7 `dashboard`): the platform's figures now. */
export const VENDOR_DASHBOARD_PATH = '/vendor/api/v2/dashboard/';
/** `GET /web/vendor/api/v2/dashboard/get_sales_data/` (SPEC §7 `dashboard/get_sales_data`): paid sales per period. */
export const VENDOR_SALES_PATH = '/vendor/api/v2/dashboard/get_sales_data/';

export interface VendorDashboard {
  companies: number;
  active_companies: number;
  /** Employees not resigned, every company. */
  employees: number;
  /** Terminals claimed by a company, and SNs seen that nobody claimed yet. */
  devices: number;
  pending_devices: number;
  /** Enabled mobile-app accounts. */
  mobile_accounts: number;
  orders_paid: number;
  orders_pending: number;
  /** Company subscriptions (ADR 0118) running today: paid, on trial, and either of them ending within 30 days. */
  subscriptions_active: number;
  subscriptions_trial: number;
  subscriptions_expiring: number;
  /** Paid revenue per currency, all time; amounts are decimal strings ('1234.50'). */
  revenue: ReadonlyArray<{ currency: string; amount: string; orders: number }>;
}

/** Buckets of the sales chart. */
export const VENDOR_SALES_PERIODS = ['day', 'week', 'month'] as const;
export type VendorSalesPeriod = (typeof VENDOR_SALES_PERIODS)[number];

export interface VendorSalesData {
  period: VendorSalesPeriod;
  start_date: string;
  end_date: string;
  currencies: readonly string[];
  /** One point per bucket, every bucket of the range present (zeros included); `start` is its first day. */
  points: ReadonlyArray<{ start: string; orders: number; revenue: Readonly<Record<string, number>> }>;
}

/**
 * Platform resources of the vendor back-office (ADR 0082): rows of every company, read by vendor operators only.
 * They are no company's resources, so no company permission names them.
 */
import type { ResourceContract } from '../resources';

const L = 'vendor:tenement.device';

/** Terminal SN states on the platform: claimed by a company, or pending (unclaimed, its uploads quarantined). */
export const PLATFORM_DEVICE_STATUSES = ['claimed', 'pending'] as const;

/** `GET /web/vendor/api/v2/devices/` (SPEC vendor base path `devices`): every SN that ever talked to `/iclock`. */
export const VENDOR_DEVICE_RESOURCE = {
  name: 'vendor.device',
  path: '/vendor/api/v2/devices/',
  label: `${L}.label`,
  actions: ['view'],
  fields: {
    sn: { kind: 'text', label: `${L}.fields.sn`, readOnly: true, maxLength: 64 },
    status: { kind: 'choice', label: `${L}.fields.status`, readOnly: true, choices: PLATFORM_DEVICE_STATUSES, choiceLabels: `${L}.status` },
    company_name: { kind: 'text', label: `${L}.fields.company_name`, readOnly: true, nullable: true, maxLength: 200 },
    host_company_name: { kind: 'text', label: `${L}.fields.host_company_name`, readOnly: true, nullable: true, maxLength: 200 },
    device_type: { kind: 'text', label: `${L}.fields.device_type`, readOnly: true, nullable: true, maxLength: 100 },
    pushver: { kind: 'text', label: `${L}.fields.pushver`, readOnly: true, nullable: true, maxLength: 40 },
    ip_address: { kind: 'text', label: `${L}.fields.ip_address`, readOnly: true, maxLength: 64 },
    first_seen: { kind: 'datetime', label: `${L}.fields.first_seen`, readOnly: true },
    last_seen: { kind: 'datetime', label: `${L}.fields.last_seen`, readOnly: true },
    request_count: { kind: 'integer', label: `${L}.fields.request_count`, readOnly: true },
    quarantined_lines: { kind: 'integer', label: `${L}.fields.quarantined_lines`, readOnly: true },
    quarantine_dropped: { kind: 'integer', label: `${L}.fields.quarantine_dropped`, readOnly: true },
  },
} as const satisfies ResourceContract;

const C = 'vendor:tenement.company';

/**
 * `GET /web/vendor/api/v2/companies/` (SPEC vendor base path `companies`): every tenant with its size; also the
 * record lookup of the back-office's company filter (`display_name` its label).
 */
export const VENDOR_COMPANY_RESOURCE = {
  name: 'vendor.company',
  path: '/vendor/api/v2/companies/',
  label: `${C}.label`,
  actions: ['view'],
  fields: {
    display_name: { kind: 'text', label: `${C}.fields.company_name`, readOnly: true, maxLength: 200 },
    company_name: { kind: 'text', label: `${C}.fields.company_name`, readOnly: true, maxLength: 200 },
    company_domain: { kind: 'text', label: `${C}.fields.company_domain`, readOnly: true, maxLength: 100 },
    company_country: { kind: 'text', label: `${C}.fields.company_country`, readOnly: true, maxLength: 100 },
    company_city: { kind: 'text', label: `${C}.fields.company_city`, readOnly: true, maxLength: 100 },
    company_timezone: { kind: 'text', label: `${C}.fields.company_timezone`, readOnly: true, maxLength: 64 },
    is_active: { kind: 'boolean', label: `${C}.fields.is_active`, readOnly: true },
    employee_count: { kind: 'integer', label: `${C}.fields.employee_count`, readOnly: true },
    user_count: { kind: 'integer', label: `${C}.fields.user_count`, readOnly: true },
    terminal_count: { kind: 'integer', label: `${C}.fields.terminal_count`, readOnly: true },
    created_at: { kind: 'datetime', label: `${C}.fields.created_at`, readOnly: true },
  },
} as const satisfies ResourceContract;

const U = 'vendor:tenement.user';

/** `GET /web/vendor/api/v2/users/` (SPEC vendor base path `users`): every user account and its companies. */
export const VENDOR_USER_RESOURCE = {
  name: 'vendor.user',
  path: '/vendor/api/v2/users/',
  label: `${U}.label`,
  actions: ['view'],
  fields: {
    email: { kind: 'text', label: `${U}.fields.email`, readOnly: true, maxLength: 254 },
    companies: { kind: 'text', label: `${U}.fields.companies`, readOnly: true, maxLength: 2000 },
    company_count: { kind: 'integer', label: `${U}.fields.company_count`, readOnly: true },
    is_active: { kind: 'boolean', label: `${U}.fields.is_active`, readOnly: true },
    language: { kind: 'text', label: `${U}.fields.language`, readOnly: true, maxLength: 10 },
    last_login_at: { kind: 'datetime', label: `${U}.fields.last_login_at`, readOnly: true, nullable: true },
    created_at: { kind: 'datetime', label: `${U}.fields.created_at`, readOnly: true },
  },
} as const satisfies ResourceContract;

const S = 'vendor:subscriptionOrder';

/** Payment providers of subscription orders (vendor_orders.provider). */
export const SUBSCRIPTION_PROVIDERS = ['telr', 'paypal'] as const;

/**
 * `GET /web/vendor/api/v2/subscriptions/orders/` (screen /subscription/order): the signed-in company's own
 * subscription orders and where each stands — a company resource (its rows only, by company_id and RLS), read
 * and exported, never written here: orders are created by the purchase and settled by the provider's return.
 */
export const SUBSCRIPTION_ORDER_RESOURCE = {
  name: 'subscription.order',
  path: '/vendor/api/v2/subscriptions/orders/',
  label: `${S}.label`,
  actions: ['view', 'export'],
  fields: {
    order_no: { kind: 'text', label: `${S}.fields.order_no`, readOnly: true, maxLength: 100 },
    plan: { kind: 'text', label: `${S}.fields.plan`, readOnly: true, maxLength: 100 },
    amount: { kind: 'decimal', label: `${S}.fields.amount`, readOnly: true },
    currency: { kind: 'text', label: `${S}.fields.currency`, readOnly: true, maxLength: 3 },
    provider: { kind: 'choice', label: `${S}.fields.provider`, readOnly: true, choices: SUBSCRIPTION_PROVIDERS, choiceLabels: 'vendor:provider' },
    status: { kind: 'choice', label: `${S}.fields.status`, readOnly: true, choices: ['PENDING', 'PAID', 'CANCELLED', 'DECLINED', 'FAILED'], choiceLabels: 'vendor:status' },
    created_at: { kind: 'datetime', label: `${S}.fields.created_at`, readOnly: true },
    paid_at: { kind: 'datetime', label: `${S}.fields.paid_at`, readOnly: true, nullable: true },
  },
} as const satisfies ResourceContract;

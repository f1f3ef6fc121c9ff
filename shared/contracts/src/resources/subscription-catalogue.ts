/**
 * The vendor back-office's subscription catalogue (SPEC §2 /vendor/subscription/, §7 vendor base paths
 * `currencies`, `features`, `discounts`, `price_strategies`, `plan_pricing`; ADR 0116): platform resources of no
 * company, written by vendor operators only. Rows name each other by code (a plan price's currency and price
 * strategy), the way an order names its currency and plan.
 */
import type { ResourceContract } from '../resources';

const CATALOGUE_ACTIONS = ['view', 'add', 'change', 'delete'] as const;

/** A code: letters, digits, `_` and `-` (a discount code is typed by customers; a feature code by the server). */
const CODE_PATTERN = '^[A-Za-z0-9_-]+$';

const C = 'vendor:catalogue.currency';

/** `/web/vendor/api/v2/currencies/`: the currencies prices are set in (ISO 4217 alphabetic codes). */
export const VENDOR_CURRENCY_RESOURCE = {
  name: 'vendor.currency',
  path: '/vendor/api/v2/currencies/',
  label: `${C}.label`,
  actions: CATALOGUE_ACTIONS,
  fields: {
    code: { kind: 'text', label: `${C}.fields.code`, required: true, minLength: 3, maxLength: 3, pattern: '^[A-Z]{3}$', unique: true },
    name: { kind: 'text', label: `${C}.fields.name`, maxLength: 50 },
    symbol: { kind: 'text', label: `${C}.fields.symbol`, maxLength: 8 },
    decimals: { kind: 'integer', label: `${C}.fields.decimals`, min: 0, max: 4, default: 2 },
    is_active: { kind: 'boolean', label: `${C}.fields.is_active`, default: true },
  },
} as const satisfies ResourceContract;

/** Areas of the product a feature unlocks (the menu's modules). */
export const CATALOGUE_FEATURE_MODULES = ['personnel', 'attendance', 'leave', 'device', 'access', 'gps', 'reports', 'mobile', 'api'] as const;

const F = 'vendor:catalogue.feature';

/** `/web/vendor/api/v2/features/`: what a plan unlocks (a module or a capability within one). */
export const VENDOR_FEATURE_RESOURCE = {
  name: 'vendor.feature',
  path: '/vendor/api/v2/features/',
  label: `${F}.label`,
  actions: CATALOGUE_ACTIONS,
  fields: {
    code: { kind: 'text', label: `${F}.fields.code`, required: true, maxLength: 50, pattern: CODE_PATTERN, unique: true },
    name: { kind: 'text', label: `${F}.fields.name`, required: true, maxLength: 100 },
    module: { kind: 'choice', label: `${F}.fields.module`, required: true, choices: CATALOGUE_FEATURE_MODULES, choiceLabels: 'vendor:catalogue.module' },
    description: { kind: 'text', label: `${F}.fields.description`, maxLength: 500, multiline: true },
    is_active: { kind: 'boolean', label: `${F}.fields.is_active`, default: true },
  },
} as const satisfies ResourceContract;

export const CATALOGUE_DISCOUNT_TYPES = ['percent', 'amount'] as const;

const D = 'vendor:catalogue.discount';

/** `/web/vendor/api/v2/discounts/`: discount codes: a percentage, or an amount in one currency, for a while, a number of times. */
export const VENDOR_DISCOUNT_RESOURCE = {
  name: 'vendor.discount',
  path: '/vendor/api/v2/discounts/',
  label: `${D}.label`,
  actions: CATALOGUE_ACTIONS,
  fields: {
    code: { kind: 'text', label: `${D}.fields.code`, required: true, maxLength: 30, pattern: CODE_PATTERN, unique: true },
    name: { kind: 'text', label: `${D}.fields.name`, maxLength: 100 },
    discount_type: { kind: 'choice', label: `${D}.fields.discount_type`, required: true, choices: CATALOGUE_DISCOUNT_TYPES, choiceLabels: 'vendor:catalogue.discountType', default: 'percent' },
    value: { kind: 'decimal', label: `${D}.fields.value`, required: true, min: 0.01, max: 9_999_999_999.99 },
    /** An amount's currency (required for `amount`, empty for `percent`). */
    currency: { kind: 'text', label: `${D}.fields.currency`, maxLength: 3, pattern: '^([A-Z]{3})?$', nullable: true },
    valid_from: { kind: 'date', label: `${D}.fields.valid_from`, nullable: true },
    valid_to: { kind: 'date', label: `${D}.fields.valid_to`, nullable: true },
    usage_limit: { kind: 'integer', label: `${D}.fields.usage_limit`, nullable: true, min: 1, max: 1_000_000_000 },
    used_count: { kind: 'integer', label: `${D}.fields.used_count`, readOnly: true },
    is_active: { kind: 'boolean', label: `${D}.fields.is_active`, default: true },
  },
} as const satisfies ResourceContract;

/** What a plan's price is counted per: each employee, each terminal, or the company as a whole (flat). */
export const CATALOGUE_PRICE_UNITS = ['employee', 'device', 'company'] as const;

const S = 'vendor:catalogue.priceStrategy';

/** `/web/vendor/api/v2/price_strategies/`: how a price is counted (per employee, per device, flat). */
export const VENDOR_PRICE_STRATEGY_RESOURCE = {
  name: 'vendor.price_strategy',
  path: '/vendor/api/v2/price_strategies/',
  label: `${S}.label`,
  actions: CATALOGUE_ACTIONS,
  fields: {
    code: { kind: 'text', label: `${S}.fields.code`, required: true, maxLength: 30, pattern: CODE_PATTERN, unique: true },
    name: { kind: 'text', label: `${S}.fields.name`, required: true, maxLength: 100 },
    unit: { kind: 'choice', label: `${S}.fields.unit`, required: true, choices: CATALOGUE_PRICE_UNITS, choiceLabels: 'vendor:catalogue.unit', default: 'employee' },
    description: { kind: 'text', label: `${S}.fields.description`, maxLength: 500, multiline: true },
    is_active: { kind: 'boolean', label: `${S}.fields.is_active`, default: true },
  },
} as const satisfies ResourceContract;

export const CATALOGUE_BILLING_PERIODS = ['monthly', 'yearly'] as const;

const P = 'vendor:catalogue.planPricing';

/**
 * `/web/vendor/api/v2/plan_pricing/`: a plan's unit price in one currency for one billing period and one size tier
 * (from `tier_from` up to `tier_to` employees or devices, as its price strategy counts; no upper bound when empty).
 */
export const VENDOR_PLAN_PRICING_RESOURCE = {
  name: 'vendor.plan_pricing',
  path: '/vendor/api/v2/plan_pricing/',
  label: `${P}.label`,
  actions: CATALOGUE_ACTIONS,
  fields: {
    plan: { kind: 'text', label: `${P}.fields.plan`, required: true, maxLength: 100 },
    strategy: { kind: 'text', label: `${P}.fields.strategy`, required: true, maxLength: 30, pattern: CODE_PATTERN },
    strategy_name: { kind: 'text', label: `${P}.fields.strategy_name`, readOnly: true, maxLength: 100 },
    unit: { kind: 'choice', label: `${P}.fields.unit`, readOnly: true, choices: CATALOGUE_PRICE_UNITS, choiceLabels: 'vendor:catalogue.unit' },
    currency: { kind: 'text', label: `${P}.fields.currency`, required: true, minLength: 3, maxLength: 3, pattern: '^[A-Z]{3}$' },
    billing_period: { kind: 'choice', label: `${P}.fields.billing_period`, required: true, choices: CATALOGUE_BILLING_PERIODS, choiceLabels: 'vendor:catalogue.period', default: 'monthly' },
    tier_from: { kind: 'integer', label: `${P}.fields.tier_from`, required: true, min: 1, max: 1_000_000, default: 1 },
    tier_to: { kind: 'integer', label: `${P}.fields.tier_to`, nullable: true, min: 1, max: 1_000_000 },
    unit_price: { kind: 'decimal', label: `${P}.fields.unit_price`, required: true, min: 0, max: 9_999_999_999.99 },
    is_active: { kind: 'boolean', label: `${P}.fields.is_active`, default: true },
  },
} as const satisfies ResourceContract;

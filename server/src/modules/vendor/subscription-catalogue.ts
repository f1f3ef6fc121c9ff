/**
 * The subscription catalogue of the vendor back-office (SPEC §2 /vendor/subscription/; ADR 0116): currencies,
 * features, discounts, price strategies and plan prices. Writable platform resources: vendor operators only
 * (the vendor guard), in the vendor role's read-write transaction; the tables have no company_id and the
 * tenant role has no grant on them (migration 0108).
 */
import {
  GENERAL_CODES,
  VENDOR_CURRENCY_RESOURCE,
  VENDOR_DISCOUNT_RESOURCE,
  VENDOR_FEATURE_RESOURCE,
  VENDOR_PLAN_PRICING_RESOURCE,
  VENDOR_PRICE_STRATEGY_RESOURCE,
} from '@timekeep/contracts';
import { ApiError } from '../../http/api-error';
import { defineResource } from '../../resources/register';
import type { Row } from '../../resources/types';
import { VENDOR_CODES } from './codes';

const PREFIX = '/web/vendor/api/v2';

/** A cross-field rule broken: the same translated 400 as a field check, naming the field. */
function invalid(field: string, message: string): ApiError {
  return new ApiError(400, GENERAL_CODES.validation, { message, fields: { [field]: 'invalid' } });
}

export const catalogueCurrencies = defineResource({
  contract: VENDOR_CURRENCY_RESOURCE,
  prefix: PREFIX,
  scope: 'platform',
  codes: { ok: VENDOR_CODES.ok },
  table: 'currencies',
  filters: { is_active: { kind: 'eq', field: 'is_active' } },
  search: ['code', 'name', 'symbol'],
  ordering: { fields: ['code', 'name', 'decimals'], default: ['code'] },
  constraints: { currencies_code_unique: 'code' },
});

export const catalogueFeatures = defineResource({
  contract: VENDOR_FEATURE_RESOURCE,
  prefix: PREFIX,
  scope: 'platform',
  codes: { ok: VENDOR_CODES.ok },
  table: 'features',
  filters: { module: { kind: 'eq', field: 'module' }, is_active: { kind: 'eq', field: 'is_active' } },
  search: ['code', 'name', 'description'],
  ordering: { fields: ['code', 'name', 'module'], default: ['module', 'code'] },
  constraints: { features_code_unique: 'code' },
});

/** A discount: a percentage up to 100 without a currency, or an amount in a currency; its dates in order. */
function discountRules(values: Row): void {
  // '' from a form's empty box means "no currency"; the column refers to currencies and takes null for that
  if (values.currency === '') values.currency = null;
  if (values.discount_type === 'percent') {
    if (typeof values.value === 'number' && values.value > 100) throw invalid('value', 'A percentage discount is at most 100.');
    if (values.currency !== null && values.currency !== undefined) throw invalid('currency', 'A percentage discount has no currency.');
  }
  if (values.discount_type === 'amount' && (values.currency === null || values.currency === undefined)) throw invalid('currency', 'An amount discount needs its currency.');
  if (typeof values.valid_from === 'string' && typeof values.valid_to === 'string' && values.valid_to < values.valid_from) {
    throw invalid('valid_to', 'The end of the validity is before its start.');
  }
}

export const catalogueDiscounts = defineResource({
  contract: VENDOR_DISCOUNT_RESOURCE,
  prefix: PREFIX,
  scope: 'platform',
  codes: { ok: VENDOR_CODES.ok },
  table: 'discounts',
  filters: {
    discount_type: { kind: 'eq', field: 'discount_type' },
    currency: { kind: 'eq', field: 'currency' },
    is_active: { kind: 'eq', field: 'is_active' },
  },
  search: ['code', 'name'],
  ordering: { fields: ['code', 'value', 'valid_from', 'valid_to', 'used_count'], default: ['code'] },
  constraints: { discounts_code_unique: 'code', discounts_currency_fkey: 'currency' },
  platformRules: discountRules,
});

export const cataloguePriceStrategies = defineResource({
  contract: VENDOR_PRICE_STRATEGY_RESOURCE,
  prefix: PREFIX,
  scope: 'platform',
  codes: { ok: VENDOR_CODES.ok },
  table: 'price_strategies',
  filters: { unit: { kind: 'eq', field: 'unit' }, is_active: { kind: 'eq', field: 'is_active' } },
  search: ['code', 'name'],
  ordering: { fields: ['code', 'name', 'unit'], default: ['code'] },
  constraints: { price_strategies_code_unique: 'code' },
});

/** A tier's upper bound is empty (no bound) or not below its lower one. */
function pricingRules(values: Row): void {
  if (typeof values.tier_to === 'number' && typeof values.tier_from === 'number' && values.tier_to < values.tier_from) {
    throw invalid('tier_to', 'The upper bound of the tier is below its lower bound.');
  }
}

export const cataloguePlanPricing = defineResource({
  contract: VENDOR_PLAN_PRICING_RESOURCE,
  prefix: PREFIX,
  scope: 'platform',
  codes: { ok: VENDOR_CODES.ok },
  table: 'plan_pricing',
  columns: {
    strategy_name: { sql: "coalesce((select s.name from price_strategies s where s.code = t.strategy), '')" },
    unit: { sql: '(select s.unit from price_strategies s where s.code = t.strategy)' },
  },
  filters: {
    plan: { kind: 'eq', field: 'plan' },
    strategy: { kind: 'eq', field: 'strategy' },
    currency: { kind: 'eq', field: 'currency' },
    billing_period: { kind: 'eq', field: 'billing_period' },
    is_active: { kind: 'eq', field: 'is_active' },
  },
  search: ['plan', 'strategy', 'currency'],
  ordering: { fields: ['plan', 'currency', 'billing_period', 'tier_from', 'unit_price'], default: ['plan', 'currency', 'billing_period', 'tier_from'] },
  constraints: { plan_pricing_tier_unique: 'tier_from', plan_pricing_currency_fkey: 'currency', plan_pricing_strategy_fkey: 'strategy' },
  platformRules: pricingRules,
});

export const SUBSCRIPTION_CATALOGUE = [catalogueCurrencies, catalogueFeatures, catalogueDiscounts, cataloguePriceStrategies, cataloguePlanPricing] as const;

import {
  CATALOGUE_BILLING_PERIODS,
  CATALOGUE_DISCOUNT_TYPES,
  CATALOGUE_FEATURE_MODULES,
  CATALOGUE_PRICE_UNITS,
  VENDOR_CURRENCY_RESOURCE,
  VENDOR_DISCOUNT_RESOURCE,
  VENDOR_FEATURE_RESOURCE,
  VENDOR_PLAN_PRICING_RESOURCE,
  VENDOR_PRICE_STRATEGY_RESOURCE,
} from '@timekeep/contracts';
import { apiClient, type ApiClient } from '@timekeep/api-client';
import { resourceScreen, type RemoteScreens, type ResourceDeclaration, type Translate } from '@timekeep/ui';
import { CatalogueCodeSelect } from './CatalogueCodeSelect';

/*
 * SPEC §2 /vendor/subscription/: the subscription catalogue the vendor operator keeps (ADR 0116). Platform
 * resources: vendor operators only, so not gated by company permissions (`gated: false`); the server's vendor
 * guard is the gate. Exported from the list's pages (the catalogue has no export job: it is no company's).
 */

const K = 'vendor:catalogue';
const choices = (values: readonly string[], labels: string) => (t: Translate) => values.map((value) => ({ value, label: t(`${K}.${labels}.${value}`) }));
const active = (resource: string) => ({ kind: 'boolean', param: 'is_active', label: `${K}.${resource}.fields.is_active` }) as const;
const common = { gated: false, search: true, export: 'client', import: false } as const;

export const currencyDeclaration: ResourceDeclaration = {
  contract: VENDOR_CURRENCY_RESOURCE,
  ...common,
  columns: [{ key: 'code', sortable: true }, { key: 'name', sortable: true }, { key: 'symbol' }, { key: 'decimals', sortable: true }, { key: 'is_active' }],
  filters: [active('currency')],
  form: { fields: ['code', 'name', 'symbol', 'decimals', 'is_active'] },
  rowLabel: (row) => String(row.code),
};

const features: ResourceDeclaration = {
  contract: VENDOR_FEATURE_RESOURCE,
  ...common,
  columns: [{ key: 'code', sortable: true }, { key: 'name', sortable: true }, { key: 'module', sortable: true }, { key: 'description', ellipsis: true }, { key: 'is_active' }],
  filters: [{ kind: 'choice', param: 'module', label: `${K}.feature.fields.module`, options: choices(CATALOGUE_FEATURE_MODULES, 'module') }, active('feature')],
  form: { fields: ['code', 'name', 'module', { name: 'description', textarea: true }, 'is_active'] },
  rowLabel: (row) => String(row.name),
};

/** The discounts screen; `client` feeds the currency picker (tests pass their fake). */
export const discountDeclaration = (client: ApiClient = apiClient): ResourceDeclaration => ({
  contract: VENDOR_DISCOUNT_RESOURCE,
  ...common,
  columns: [
    { key: 'code', sortable: true },
    { key: 'name' },
    { key: 'discount_type' },
    { key: 'value', sortable: true, render: (row) => (row.discount_type === 'percent' ? `${Number(row.value)} %` : `${Number(row.value).toFixed(2)} ${String(row.currency ?? '')}`) },
    { key: 'valid_from', sortable: true },
    { key: 'valid_to', sortable: true },
    { key: 'usage_limit' },
    { key: 'used_count', sortable: true },
    { key: 'is_active' },
  ],
  filters: [{ kind: 'choice', param: 'discount_type', label: `${K}.discount.fields.discount_type`, options: choices(CATALOGUE_DISCOUNT_TYPES, 'discountType') }, active('discount')],
  form: {
    fields: [
      'code',
      'name',
      'discount_type',
      'value',
      // only an amount has a currency; the server refuses one on a percentage
      { name: 'currency', visible: (values) => values.discount_type === 'amount', render: (props) => <CatalogueCodeSelect {...props} client={client} listPath={VENDOR_CURRENCY_RESOURCE.path} allowClear /> },
      'valid_from',
      'valid_to',
      'usage_limit',
      'is_active',
    ],
    valuesOf: (row) => ({ ...row, currency: row.currency ?? '' }),
  },
  rowLabel: (row) => String(row.code),
});

const priceStrategies: ResourceDeclaration = {
  contract: VENDOR_PRICE_STRATEGY_RESOURCE,
  ...common,
  columns: [{ key: 'code', sortable: true }, { key: 'name', sortable: true }, { key: 'unit', sortable: true }, { key: 'description', ellipsis: true }, { key: 'is_active' }],
  filters: [{ kind: 'choice', param: 'unit', label: `${K}.priceStrategy.fields.unit`, options: choices(CATALOGUE_PRICE_UNITS, 'unit') }, active('priceStrategy')],
  form: { fields: ['code', 'name', 'unit', { name: 'description', textarea: true }, 'is_active'] },
  rowLabel: (row) => String(row.name),
};

/** The plan prices screen; `client` feeds the strategy and currency pickers (tests pass their fake). */
export const planPricingDeclaration = (client: ApiClient = apiClient): ResourceDeclaration => ({
  contract: VENDOR_PLAN_PRICING_RESOURCE,
  ...common,
  columns: [
    { key: 'plan', sortable: true },
    { key: 'strategy_name' },
    { key: 'unit', hiddenByDefault: true },
    { key: 'currency', sortable: true },
    { key: 'billing_period', sortable: true },
    { key: 'tier_from', sortable: true },
    { key: 'tier_to' },
    { key: 'unit_price', sortable: true, render: (row) => `${Number(row.unit_price).toFixed(2)} ${String(row.currency)}` },
    { key: 'is_active' },
  ],
  filters: [
    { kind: 'text', param: 'plan', label: `${K}.planPricing.fields.plan` },
    { kind: 'text', param: 'currency', label: `${K}.planPricing.fields.currency`, width: 100 },
    { kind: 'choice', param: 'billing_period', label: `${K}.planPricing.fields.billing_period`, options: choices(CATALOGUE_BILLING_PERIODS, 'period') },
    active('planPricing'),
  ],
  form: {
    fields: [
      'plan',
      { name: 'strategy', render: (props) => <CatalogueCodeSelect {...props} client={client} listPath={VENDOR_PRICE_STRATEGY_RESOURCE.path} /> },
      { name: 'currency', render: (props) => <CatalogueCodeSelect {...props} client={client} listPath={VENDOR_CURRENCY_RESOURCE.path} /> },
      'billing_period',
      'tier_from',
      'tier_to',
      'unit_price',
      'is_active',
    ],
  },
  rowLabel: (row) => `${String(row.plan)} ${String(row.currency)} ${String(row.tier_from)}+`,
});

export const CATALOGUE_SCREENS: RemoteScreens = {
  '/vendor/subscription/currency': resourceScreen(currencyDeclaration),
  '/vendor/subscription/feature': resourceScreen(features),
  '/vendor/subscription/discount': resourceScreen(discountDeclaration()),
  '/vendor/subscription/price-strategy': resourceScreen(priceStrategies),
  '/vendor/subscription/plan-pricing': resourceScreen(planPricingDeclaration()),
};

/**
 * Company subscriptions (issue 11/17, ADR 0118; SPEC §7 vendor base paths `subscriptions`, `company_subscriptions`,
 * `subscription_history`). A company has at most one subscription, activated or extended by paying a checkout
 * order; the server prices the order from the catalogue's plan pricing (ADR 0116), never the client.
 */
import type { ResourceContract } from '../resources';
import { CATALOGUE_BILLING_PERIODS, CATALOGUE_PRICE_UNITS } from './subscription-catalogue';

/** What a subscription is: decided as trial, active or cancelled; an active or trial one past its end reads as expired. */
export const SUBSCRIPTION_STATUSES = ['trial', 'active', 'expired', 'cancelled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** What a history row records. */
export const SUBSCRIPTION_ACTIONS = ['trial', 'activated', 'extended', 'cancelled'] as const;

const H = 'sub:subscription.history';

/**
 * `GET /web/vendor/api/v2/subscriptions/history/` (screen /subscription): the signed-in company's own subscription
 * changes, newest first. `purchase` (subscription.purchase_subscription) is the right to price and order a plan
 * on /onlineSubscription.
 */
export const SUBSCRIPTION_HISTORY_RESOURCE = {
  name: 'subscription.subscription',
  path: '/vendor/api/v2/subscriptions/history/',
  label: `${H}.label`,
  actions: ['view', 'export'],
  extraActions: ['purchase'],
  fields: {
    created_at: { kind: 'datetime', label: `${H}.fields.created_at`, readOnly: true },
    action: { kind: 'choice', label: `${H}.fields.action`, readOnly: true, choices: SUBSCRIPTION_ACTIONS, choiceLabels: 'sub:subscription.action' },
    plan: { kind: 'text', label: `${H}.fields.plan`, readOnly: true, maxLength: 100 },
    billing_period: { kind: 'choice', label: `${H}.fields.billing_period`, readOnly: true, choices: CATALOGUE_BILLING_PERIODS, choiceLabels: 'vendor:catalogue.period' },
    unit: { kind: 'choice', label: `${H}.fields.unit`, readOnly: true, choices: CATALOGUE_PRICE_UNITS, choiceLabels: 'vendor:catalogue.unit' },
    licensed_count: { kind: 'integer', label: `${H}.fields.licensed_count`, readOnly: true },
    starts_on: { kind: 'date', label: `${H}.fields.starts_on`, readOnly: true },
    ends_on: { kind: 'date', label: `${H}.fields.ends_on`, readOnly: true },
    previous_ends_on: { kind: 'date', label: `${H}.fields.previous_ends_on`, readOnly: true, nullable: true },
    amount: { kind: 'decimal', label: `${H}.fields.amount`, readOnly: true },
    currency: { kind: 'text', label: `${H}.fields.currency`, readOnly: true, maxLength: 3 },
    order_no: { kind: 'text', label: `${H}.fields.order_no`, readOnly: true, nullable: true, maxLength: 100 },
  },
} as const satisfies ResourceContract;

const V = 'sub:companySubscription';

/** `GET /web/vendor/api/v2/company_subscriptions/` (screen /vendor/payment/company-subscription): every company's subscription. */
export const VENDOR_COMPANY_SUBSCRIPTION_RESOURCE = {
  name: 'vendor.company_subscription',
  path: '/vendor/api/v2/company_subscriptions/',
  label: `${V}.label`,
  actions: ['view'],
  fields: {
    company_name: { kind: 'text', label: `${V}.fields.company_name`, readOnly: true, maxLength: 200 },
    plan: { kind: 'text', label: `${V}.fields.plan`, readOnly: true, maxLength: 100 },
    status: { kind: 'choice', label: `${V}.fields.status`, readOnly: true, choices: SUBSCRIPTION_STATUSES, choiceLabels: 'sub:subscription.status' },
    billing_period: { kind: 'choice', label: `${V}.fields.billing_period`, readOnly: true, choices: CATALOGUE_BILLING_PERIODS, choiceLabels: 'vendor:catalogue.period' },
    currency: { kind: 'text', label: `${V}.fields.currency`, readOnly: true, maxLength: 3 },
    unit: { kind: 'choice', label: `${V}.fields.unit`, readOnly: true, choices: CATALOGUE_PRICE_UNITS, choiceLabels: 'vendor:catalogue.unit' },
    licensed_count: { kind: 'integer', label: `${V}.fields.licensed_count`, readOnly: true },
    used_count: { kind: 'integer', label: `${V}.fields.used_count`, readOnly: true },
    starts_on: { kind: 'date', label: `${V}.fields.starts_on`, readOnly: true },
    ends_on: { kind: 'date', label: `${V}.fields.ends_on`, readOnly: true },
    updated_at: { kind: 'datetime', label: `${V}.fields.updated_at`, readOnly: true },
  },
} as const satisfies ResourceContract;

/** `POST /web/vendor/api/v2/subscriptions/price/` and `…/checkout/`: what the buyer chooses; never an amount. */
export interface SubscriptionChoice {
  plan: string;
  currency: string;
  billing_period: (typeof CATALOGUE_BILLING_PERIODS)[number];
  licensed_count: number;
  discount_code?: string;
}

/** The server's price of a choice (decimal strings with two places). */
export interface SubscriptionQuote {
  plan: string;
  currency: string;
  billing_period: (typeof CATALOGUE_BILLING_PERIODS)[number];
  unit: (typeof CATALOGUE_PRICE_UNITS)[number];
  licensed_count: number;
  unit_price: string;
  list_amount: string;
  discount_code: string | null;
  discount_amount: string;
  amount: string;
}

/** `GET /web/vendor/api/v2/subscriptions/plans/`: what may be bought (active plan prices, their tiers). */
export interface SubscriptionOffer {
  plan: string;
  currency: string;
  billing_period: (typeof CATALOGUE_BILLING_PERIODS)[number];
  unit: (typeof CATALOGUE_PRICE_UNITS)[number];
  tiers: { tier_from: number; tier_to: number | null; unit_price: string }[];
}

export const SUBSCRIPTION_PROVIDER_CHOICES = ['telr', 'paypal'] as const;

/** `POST /web/vendor/api/v2/subscriptions/checkout/` answer: the pending order and where to pay it. */
export interface SubscriptionCheckout {
  order_id: number;
  order_no: string;
  quote: SubscriptionQuote;
  pay_url: string;
  sandbox: boolean;
}

/** `GET /web/vendor/api/v2/subscriptions/current/`: the company's subscription (or none) and what it uses. */
export interface CurrentSubscription {
  subscription: {
    plan: string;
    billing_period: (typeof CATALOGUE_BILLING_PERIODS)[number];
    currency: string;
    unit: (typeof CATALOGUE_PRICE_UNITS)[number];
    licensed_count: number;
    starts_on: string;
    ends_on: string;
    status: SubscriptionStatus;
  } | null;
  usage: { employee: number; device: number };
}

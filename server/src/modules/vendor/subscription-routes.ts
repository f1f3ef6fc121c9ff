/**
 * Company subscriptions over HTTP (ADR 0118; SPEC §7 vendor base paths `subscriptions`, `company_subscriptions`):
 * - the company's side, under `/subscriptions/`: its history (a company resource), its current subscription and
 *   usage, the plans on offer, a price preview and the checkout. Pricing and checkout need
 *   `subscription.purchase_subscription` (administrators hold it); the body names a choice, never an amount.
 * - the vendor's side: `/company_subscriptions/`, every company's subscription (a platform resource).
 */
import {
  CATALOGUE_BILLING_PERIODS,
  SUBSCRIPTION_HISTORY_RESOURCE,
  SUBSCRIPTION_PROVIDER_CHOICES,
  VENDOR_COMPANY_SUBSCRIPTION_RESOURCE,
  type SubscriptionChoice,
  type SubscriptionOffer,
} from '@timekeep/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppDeps } from '../../deps';
import { companyOf } from '../../auth/auth-plugin';
import { ok } from '../../http/envelope';
import { codenameOf, requirePermission } from '../../resources/permissions';
import { defineResource } from '../../resources/register';
import { checkout } from './checkout';
import { VENDOR_CODES, type PaymentProvider } from './codes';
import { fromCents, toCents, priceChoice, utcDay } from './subscription-pricing';
import { currentSubscription, EFFECTIVE_STATUS_SQL } from './subscriptions';
import type { BillingPeriod, PriceUnit } from './tables';

const PREFIX = '/web/vendor/api/v2';

export const subscriptionHistory = defineResource({
  contract: SUBSCRIPTION_HISTORY_RESOURCE,
  prefix: PREFIX,
  codes: { ok: VENDOR_CODES.ok },
  table: 'subscription_history',
  updatedAt: false,
  columns: { order_no: { sql: '(select o.order_no from vendor_orders o where o.company_id = t.company_id and o.id = t.order_id)' } },
  filters: {
    action: { kind: 'eq', field: 'action' },
    start_time: { kind: 'gte', field: 'created_at' },
    end_time: { kind: 'lte', field: 'created_at' },
  },
  search: ['plan'],
  ordering: { fields: ['created_at', 'ends_on', 'amount'], default: ['-created_at', '-id'] },
});

const companyName = '(select c.company_name from companies c where c.id = t.company_id)';

export const vendorCompanySubscriptions = defineResource({
  contract: VENDOR_COMPANY_SUBSCRIPTION_RESOURCE,
  prefix: PREFIX,
  scope: 'platform',
  codes: { ok: VENDOR_CODES.ok },
  table: 'company_subscriptions',
  columns: {
    company_name: { sql: companyName },
    status: { sql: EFFECTIVE_STATUS_SQL },
    used_count: {
      sql: `case t.unit
        when 'employee' then (select count(*) from employees x where x.company_id = t.company_id and not x.resigned)
        when 'device' then (select count(*) from iclock_devices x where x.company_id = t.company_id)
        else 1 end`,
    },
  },
  filters: {
    status: { kind: 'eq', field: 'status' },
    plan: { kind: 'eq', field: 'plan' },
    billing_period: { kind: 'eq', field: 'billing_period' },
    currency: { kind: 'eq', field: 'currency' },
    ends_from: { kind: 'gte', field: 'ends_on' },
    ends_to: { kind: 'lte', field: 'ends_on' },
  },
  search: ['plan', companyName],
  ordering: { fields: ['company_name', 'plan', 'ends_on', 'starts_on', 'licensed_count', 'updated_at'], default: ['ends_on', 'id'] },
});

const CHOICE_PROPERTIES = {
  plan: { type: 'string', minLength: 1, maxLength: 100 },
  currency: { type: 'string', pattern: '^[A-Z]{3}$' },
  billing_period: { type: 'string', enum: CATALOGUE_BILLING_PERIODS },
  licensed_count: { type: 'integer', minimum: 1, maximum: 1_000_000 },
  discount_code: { type: 'string', maxLength: 50, pattern: '^[A-Za-z0-9_-]*$' },
} as const;
const CHOICE_REQUIRED = ['plan', 'currency', 'billing_period', 'licensed_count'];

function choiceOf(body: SubscriptionChoice): SubscriptionChoice {
  const code = body.discount_code?.trim() ?? '';
  return { plan: body.plan.trim(), currency: body.currency, billing_period: body.billing_period, licensed_count: body.licensed_count, ...(code ? { discount_code: code } : {}) };
}

export function registerSubscriptionRoutes(app: FastifyInstance, deps: AppDeps): void {
  const tags = ['subscription'];
  const security = [{ jwt: [] }];
  const mayView = requirePermission(deps, codenameOf(SUBSCRIPTION_HISTORY_RESOURCE, 'view'));
  const mayPurchase = requirePermission(deps, codenameOf(SUBSCRIPTION_HISTORY_RESOURCE, 'purchase'));

  app.get(
    '/subscriptions/current/',
    { preValidation: [app.requireCompany, mayView], schema: { tags, security, summary: "The company's subscription as it reads today, and its employees and terminals" } },
    async (request) => ok(await currentSubscription(deps, companyOf(request)), VENDOR_CODES.ok),
  );

  app.get(
    '/subscriptions/plans/',
    { preValidation: [app.requireCompany, mayPurchase], schema: { tags, security, summary: 'The plans on offer: active plan prices by plan, currency and period, with their tiers' } },
    async () => {
      const { rows } = await deps.database.withVendor((trx) =>
        sql<{ plan: string; currency: string; billing_period: BillingPeriod; unit: PriceUnit; tier_from: number; tier_to: number | null; unit_price: string }>`
          select p.plan, p.currency, p.billing_period, s.unit, p.tier_from, p.tier_to, p.unit_price from plan_pricing p
            join price_strategies s on s.code = p.strategy join currencies c on c.code = p.currency
           where p.is_active and s.is_active and c.is_active
           order by p.plan, p.currency, p.billing_period, p.tier_from`.execute(trx),
      );
      const offers = new Map<string, SubscriptionOffer>();
      for (const row of rows) {
        const key = `${row.plan}\u0000${row.currency}\u0000${row.billing_period}`;
        const offer = offers.get(key) ?? { plan: row.plan, currency: row.currency, billing_period: row.billing_period, unit: row.unit, tiers: [] };
        offer.tiers.push({ tier_from: row.tier_from, tier_to: row.tier_to, unit_price: fromCents(toCents(row.unit_price)) });
        offers.set(key, offer);
      }
      return ok([...offers.values()], VENDOR_CODES.ok);
    },
  );

  app.post<{ Body: SubscriptionChoice }>(
    '/subscriptions/price/',
    {
      preValidation: [app.requireCompany, mayPurchase],
      schema: {
        tags,
        security,
        summary: 'The server’s price of a plan choice (tier, count, discount); nothing is written',
        body: { type: 'object', required: CHOICE_REQUIRED, additionalProperties: false, properties: CHOICE_PROPERTIES },
      },
    },
    async (request) => ok(await priceChoice(deps, choiceOf(request.body), utcDay(deps.now())), VENDOR_CODES.ok),
  );

  app.post<{ Body: SubscriptionChoice & { provider: PaymentProvider } }>(
    '/subscriptions/checkout/',
    {
      preValidation: [app.requireCompany, mayPurchase],
      schema: {
        tags,
        security,
        summary: 'Creates the pending order of a plan choice at the server’s price, counting its discount code once',
        body: {
          type: 'object',
          required: [...CHOICE_REQUIRED, 'provider'],
          additionalProperties: false,
          properties: { ...CHOICE_PROPERTIES, provider: { type: 'string', enum: SUBSCRIPTION_PROVIDER_CHOICES } },
        },
      },
    },
    async (request, reply) => {
      const made = await checkout(deps, companyOf(request), choiceOf(request.body), request.body.provider);
      return reply.status(201).send(ok(made, VENDOR_CODES.ok));
    },
  );
}

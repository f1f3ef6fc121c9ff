/**
 * Demo subscriptions (SeedStep `demo-subscriptions`, demo only; ADR 0118): plans to buy on /onlineSubscription —
 * `standard` per employee with tiers, `devices` per terminal, `enterprise` flat per company, monthly and yearly in
 * USD and AED — an amount discount code beside the catalogue's WELCOME10, and a 14-day trial for the demo
 * company so /subscription has something to show before the first purchase. Idempotent.
 */
import { sql } from 'kysely';
import type { AppDeps } from '../../deps';
import { demoCompanyId } from '../personnel/demo-seed';
import { addDays, utcDay } from './subscription-pricing';

export const DEMO_TRIAL_DAYS = 14;

export async function seedDemoSubscriptions(deps: AppDeps): Promise<void> {
  const db = deps.database.db;
  await sql`insert into price_strategies (code, name, unit) values ('per-device', 'Per terminal', 'device'), ('per-company', 'Per company (flat)', 'company')
    on conflict do nothing`.execute(db);
  await sql`insert into plan_pricing (plan, strategy, currency, billing_period, tier_from, tier_to, unit_price) values
    ('standard', 'per-employee', 'USD', 'monthly', 1, 50, 3.00), ('standard', 'per-employee', 'USD', 'monthly', 51, 200, 2.50),
    ('standard', 'per-employee', 'USD', 'monthly', 201, null, 2.00), ('standard', 'per-employee', 'USD', 'yearly', 1, null, 30.00),
    ('standard', 'per-employee', 'AED', 'monthly', 1, null, 11.00), ('standard', 'per-employee', 'AED', 'yearly', 1, null, 110.00),
    ('devices', 'per-device', 'USD', 'monthly', 1, null, 15.00), ('devices', 'per-device', 'USD', 'yearly', 1, null, 150.00),
    ('enterprise', 'per-company', 'USD', 'monthly', 1, null, 499.00), ('enterprise', 'per-company', 'USD', 'yearly', 1, null, 4990.00)
    on conflict do nothing`.execute(db);
  await sql`insert into discounts (code, name, discount_type, value, currency, usage_limit) values ('LAUNCH5', 'Launch: 5 dollars off', 'amount', 5, 'USD', 50)
    on conflict do nothing`.execute(db);

  const companyId = await demoCompanyId(deps);
  if (companyId === undefined) return;
  const today = utcDay(deps.now());
  await deps.database.withTenant(companyId, async (trx) => {
    const existing = await trx.selectFrom('company_subscriptions').select('id').where('company_id', '=', companyId).executeTakeFirst();
    if (existing) return;
    const trial = { plan: 'standard', billing_period: 'monthly' as const, currency: 'USD', unit: 'employee' as const, licensed_count: 25, starts_on: today, ends_on: addDays(today, DEMO_TRIAL_DAYS - 1) };
    const { id } = await trx.insertInto('company_subscriptions').values({ company_id: companyId, ...trial, status: 'trial' }).returning('id').executeTakeFirstOrThrow();
    await trx.insertInto('subscription_history').values({ company_id: companyId, subscription_id: id, action: 'trial', ...trial }).execute();
  });
}

/**
 * The demo subscription catalogue (SeedStep `demo-subscription-catalogue`, demo only; ADR 0116): the currencies
 * the demo orders are in, a few features, one discount code, the per-employee strategy and the prices of the
 * demo orders' plan, so the vendor back-office's catalogue screens show something. Idempotent: an existing code
 * (or price tier) is left as the operator made it.
 */
import { sql } from 'kysely';
import type { AppDeps } from '../../deps';

export async function seedDemoCatalogue(deps: AppDeps): Promise<void> {
  const db = deps.database.db;
  await sql`insert into currencies (code, name, symbol, decimals) values
    ('USD', 'US dollar', '$', 2), ('AED', 'UAE dirham', 'د.إ', 2), ('MXN', 'Mexican peso', '$', 2)
    on conflict do nothing`.execute(db);
  await sql`insert into features (code, name, module) values
    ('attendance_rules', 'Attendance rules and schedules', 'attendance'), ('leave_requests', 'Leave requests', 'leave'),
    ('gps_tracking', 'GPS and outdoor work', 'gps'), ('access_control', 'Access control', 'access')
    on conflict do nothing`.execute(db);
  await sql`insert into discounts (code, name, discount_type, value, usage_limit) values ('WELCOME10', 'Welcome offer', 'percent', 10, 100)
    on conflict do nothing`.execute(db);
  await sql`insert into price_strategies (code, name, unit) values ('per-employee', 'Per employee', 'employee') on conflict do nothing`.execute(db);
  await sql`insert into plan_pricing (plan, strategy, currency, billing_period, tier_from, tier_to, unit_price) values
    ('standard-monthly', 'per-employee', 'USD', 'monthly', 1, 50, 2.90), ('standard-monthly', 'per-employee', 'USD', 'monthly', 51, null, 2.50),
    ('standard-monthly', 'per-employee', 'AED', 'monthly', 1, null, 9.90)
    on conflict do nothing`.execute(db);
}

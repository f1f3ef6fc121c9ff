/**
 * A company's subscription (ADR 0118): the activation that paying a checkout order brings (checkout.ts creates
 * the order), and how the subscription reads. Activation runs inside the transaction that moves the order from PENDING to PAID (orders-repository's
 * settleOrder), so it happens exactly once: a replayed or concurrent provider return finds the order settled and
 * changes nothing, and the history's unique (company, order) would refuse a second row anyway.
 */
import type { CurrentSubscription, SubscriptionStatus } from '@timekeep/contracts';
import { sql } from 'kysely';
import type { AppDeps } from '../../deps';
import type { Trx } from '../../resources/types';
import { addDays, periodEnd, utcDay } from './subscription-pricing';
import './tables';

/** The status a subscription reads as on `today`: a trial or active one past its last day has expired. */
export const EFFECTIVE_STATUS_SQL = "case when t.status in ('trial', 'active') and t.ends_on < current_date then 'expired' else t.status end";

/**
 * Inside the settling transaction of a PAID order: a checkout order (it carries a billing period and a count)
 * starts the company's subscription, or extends a running one from the day after its last day, taking the
 * order's plan and count. Seeded and older orders carry neither and change nothing.
 */
export async function activateFromOrder(trx: Trx, companyId: number, orderId: number, now: Date): Promise<void> {
  const order = await trx
    .selectFrom('vendor_orders')
    .select(['plan', 'currency', 'amount', 'billing_period', 'licensed_count', 'unit'])
    .where('company_id', '=', companyId)
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  if (order.billing_period === null || order.licensed_count === null || order.unit === null) return;
  const today = utcDay(now);
  const current = await trx
    .selectFrom('company_subscriptions')
    .select(['id', 'status', 'starts_on', 'ends_on'])
    .where('company_id', '=', companyId)
    .forUpdate()
    .executeTakeFirst();
  const running = current !== undefined && current.status === 'active' && current.ends_on >= today;
  const startsOn = running ? addDays(current.ends_on, 1) : today;
  const endsOn = periodEnd(startsOn, order.billing_period);
  const terms = {
    plan: order.plan,
    billing_period: order.billing_period,
    currency: order.currency,
    unit: order.unit,
    licensed_count: order.licensed_count,
    ends_on: endsOn,
    status: 'active' as const,
    last_order_id: orderId,
  };
  let subscriptionId: number;
  if (current) {
    // A running subscription keeps its start; a trial, expired or cancelled one starts again today.
    await trx
      .updateTable('company_subscriptions')
      .set({ ...terms, starts_on: running ? current.starts_on : today, updated_at: now })
      .where('company_id', '=', companyId)
      .where('id', '=', current.id)
      .execute();
    subscriptionId = current.id;
  } else {
    subscriptionId = (await trx.insertInto('company_subscriptions').values({ company_id: companyId, ...terms, starts_on: today }).returning('id').executeTakeFirstOrThrow()).id;
  }
  await trx
    .insertInto('subscription_history')
    .values({
      company_id: companyId,
      subscription_id: subscriptionId,
      order_id: orderId,
      action: running ? 'extended' : 'activated',
      plan: order.plan,
      billing_period: order.billing_period,
      currency: order.currency,
      unit: order.unit,
      licensed_count: order.licensed_count,
      starts_on: startsOn,
      ends_on: endsOn,
      previous_ends_on: current ? current.ends_on : null,
      amount: order.amount,
    })
    .execute();
}

/** The company's subscription as it reads today, and how many employees and terminals it has. */
export async function currentSubscription(deps: AppDeps, companyId: number): Promise<CurrentSubscription> {
  return deps.database.withTenant(companyId, async (trx) => {
    const row = await trx
      .selectFrom('company_subscriptions as t')
      .select(['t.plan', 't.billing_period', 't.currency', 't.unit', 't.licensed_count', 't.starts_on', 't.ends_on'])
      .select(sql<SubscriptionStatus>`${sql.raw(EFFECTIVE_STATUS_SQL)}`.as('status'))
      .where('t.company_id', '=', companyId)
      .executeTakeFirst();
    const { rows } = await sql<{ employee: number; device: number }>`select
      (select count(*) from employees e where e.company_id = ${companyId} and not e.resigned)::int as employee,
      (select count(*) from terminals d where d.company_id = ${companyId})::int as device`.execute(trx);
    const usage = rows[0] ?? { employee: 0, device: 0 };
    return {
      subscription: row ?? null,
      usage: { employee: Number(usage.employee), device: Number(usage.device) },
    };
  });
}

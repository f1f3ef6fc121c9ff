/**
 * Orders and their one settlement. An order moves from PENDING to a settled status exactly once: the update
 * is conditional on PENDING and the payment row is unique per order, so repeated or concurrent provider
 * returns cannot pay (or fail) an order twice.
 */
import type { AppDeps } from '../../deps';
import type { OrderStatus, PaymentProvider, SettledStatus } from './codes';
import { activateFromOrder } from './subscriptions';
import './tables';

export interface NewOrder {
  companyId: number;
  orderNo: string;
  plan: string;
  amount: string;
  currency: string;
  provider: PaymentProvider;
  providerRef: string;
}

export interface OrderRow {
  company_id: number;
  id: number;
  order_no: string;
  plan: string;
  amount: string;
  currency: string;
  provider: PaymentProvider;
  provider_ref: string;
  status: OrderStatus;
  paid_at: Date | null;
}

export async function createOrder(deps: AppDeps, order: NewOrder): Promise<OrderRow> {
  return deps.database.withTenant(order.companyId, async (trx) => {
    const row = await trx
      .insertInto('vendor_orders')
      .values({
        company_id: order.companyId,
        order_no: order.orderNo,
        plan: order.plan,
        amount: order.amount,
        currency: order.currency.toUpperCase(),
        provider: order.provider,
        provider_ref: order.providerRef,
      })
      .returning(['company_id', 'id', 'order_no', 'plan', 'amount', 'currency', 'provider', 'provider_ref', 'status', 'paid_at'])
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('payment_references')
      .values({ provider: order.provider, provider_ref: order.providerRef, company_id: order.companyId, order_id: row.id })
      .execute();
    return row;
  });
}

/** The order a provider reference belongs to, read inside its company. */
export async function findOrderByReference(deps: AppDeps, provider: PaymentProvider, providerRef: string): Promise<OrderRow | undefined> {
  const reference = await deps.database.db
    .selectFrom('payment_references')
    .select(['company_id', 'order_id'])
    .where('provider', '=', provider)
    .where('provider_ref', '=', providerRef)
    .executeTakeFirst();
  if (!reference) return undefined;
  return findOrder(deps, reference.company_id, reference.order_id);
}

export async function findOrder(deps: AppDeps, companyId: number, orderId: number): Promise<OrderRow | undefined> {
  return deps.database.withTenant(companyId, (trx) =>
    trx
      .selectFrom('vendor_orders')
      .select(['company_id', 'id', 'order_no', 'plan', 'amount', 'currency', 'provider', 'provider_ref', 'status', 'paid_at'])
      .where('company_id', '=', companyId)
      .where('id', '=', orderId)
      .executeTakeFirst(),
  );
}

export interface Settlement {
  status: SettledStatus;
  transactionRef: string;
  payerId: string;
  answer: unknown;
}

/** 'settled' when this call moved the order out of PENDING; otherwise the status someone else settled it as. */
export async function settleOrder(deps: AppDeps, order: OrderRow, settlement: Settlement): Promise<{ settled: boolean; status: OrderStatus }> {
  return deps.database.withTenant(order.company_id, async (trx) => {
    const now = deps.now();
    const moved = await trx
      .updateTable('vendor_orders')
      .set({ status: settlement.status, paid_at: settlement.status === 'PAID' ? now : null, updated_at: now })
      .where('company_id', '=', order.company_id)
      .where('id', '=', order.id)
      .where('status', '=', 'PENDING')
      .returning('id')
      .executeTakeFirst();
    if (!moved) {
      const current = await trx
        .selectFrom('vendor_orders')
        .select('status')
        .where('company_id', '=', order.company_id)
        .where('id', '=', order.id)
        .executeTakeFirstOrThrow();
      return { settled: false, status: current.status };
    }
    await trx
      .insertInto('vendor_payments')
      .values({
        company_id: order.company_id,
        order_id: order.id,
        provider: order.provider,
        provider_ref: order.provider_ref,
        transaction_ref: settlement.transactionRef,
        status: settlement.status,
        amount: order.amount,
        currency: order.currency,
        payer_id: settlement.payerId,
        provider_answer: JSON.stringify(settlement.answer ?? {}),
      })
      .execute();
    // Same transaction as the move out of PENDING: the subscription changes exactly when the order is paid, once.
    if (settlement.status === 'PAID') await activateFromOrder(trx, order.company_id, order.id, now);
    return { settled: true, status: settlement.status };
  });
}

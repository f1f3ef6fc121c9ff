/**
 * Checkout (ADR 0118): a pending subscription order at the server's price (subscription-pricing.ts). Paying it
 * activates or extends the subscription (subscriptions.ts, from settleOrder).
 */
import crypto from 'node:crypto';
import type { SubscriptionCheckout, SubscriptionChoice } from '@timekeep/contracts';
import { sql } from 'kysely';
import type { AppDeps } from '../../deps';
import { ApiError } from '../../http/api-error';
import { DEMO_PAYPAL_PAYER_ID } from './demo-orders';
import { VENDOR_CODES, type PaymentProvider } from './codes';
import { priceChoice, utcDay } from './subscription-pricing';
import './tables';

const SANDBOX_PAY = '/web/sandbox/payment/pay/';

function orderNumber(now: Date): string {
  return `SUB-${now.toISOString().slice(0, 10).replace(/-/g, '')}-${crypto.randomBytes(4).toString('hex').toUpperCase()}`;
}

/**
 * Creates the pending order of `choice` at the server's price, counting its discount code's use in the same
 * transaction (refused, with nothing written, when the code ran out meanwhile), and registers it with the payment
 * sandbox. Without the sandbox there is no provider page to pay at yet (ADR 0118): 503 before anything is written.
 */
export async function checkout(deps: AppDeps, companyId: number, choice: SubscriptionChoice, provider: PaymentProvider): Promise<SubscriptionCheckout> {
  const sandbox = deps.paymentSandbox;
  if (!sandbox) throw new ApiError(503, VENDOR_CODES.notConfigured, { message: 'Online checkout needs the payment sandbox; provider checkout pages are not built yet.' });
  const now = deps.now();
  const today = utcDay(now);
  const quote = await priceChoice(deps, choice, today);
  const orderNo = orderNumber(now);
  const order = await deps.database.withTenant(companyId, async (trx) => {
    if (quote.discount_code) {
      const { rows } = await sql<{ redeemed_type: string }>`select * from app_redeem_discount(${quote.discount_code}, ${quote.currency}, ${today}::date)`.execute(trx);
      if (rows.length === 0) throw new ApiError(400, VENDOR_CODES.discountUsedUp, { message: 'This discount code has been used up.', fields: { discount_code: 'invalid' } });
    }
    const row = await trx
      .insertInto('vendor_orders')
      .values({
        company_id: companyId,
        order_no: orderNo,
        plan: quote.plan,
        amount: quote.amount,
        currency: quote.currency,
        provider,
        provider_ref: orderNo,
        billing_period: quote.billing_period,
        licensed_count: quote.licensed_count,
        unit: quote.unit,
        unit_price: quote.unit_price,
        list_amount: quote.list_amount,
        discount_code: quote.discount_code,
        discount_amount: quote.discount_amount,
      })
      .returning(['id', 'order_no'])
      .executeTakeFirstOrThrow();
    await trx.insertInto('payment_references').values({ provider, provider_ref: orderNo, company_id: companyId, order_id: row.id }).execute();
    return row;
  });
  // The sandbox stands in for the provider's hosted page: it now knows the order, pending, at the order's amount.
  if (provider === 'telr') sandbox.telr.setOrder({ ref: orderNo, cartid: orderNo, amount: quote.amount, currency: quote.currency, statusCode: 1 });
  else sandbox.paypal.setPayment({ id: orderNo, amount: quote.amount, currency: quote.currency, approvedBy: DEMO_PAYPAL_PAYER_ID, outcome: 'approve', state: 'created' });
  return { order_id: order.id, order_no: order.order_no, quote, pay_url: `${SANDBOX_PAY}?ref=${encodeURIComponent(orderNo)}`, sandbox: true };
}

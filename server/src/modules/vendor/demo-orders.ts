/**
 * Demo orders of the demo company, one per payment outcome, so the payment pages can be tried end to end
 * against the local provider fakes (`server/test/fakes/start-payment-fakes.ts` answers for exactly these
 * references). Each outcome exists in several copies (suffix -1…-4) because a settled order stays settled:
 * a second visit answers ORDER_PAID or the recorded result.
 */
import type { AppDeps } from '../../deps';
import { demoCompanyId } from '../personnel/demo-seed';
import type { PaymentProvider } from './codes';
import { createOrder, settleOrder } from './orders-repository';

/** How the provider fake answers for an order: Telr order status code, or PayPal buyer/execution outcome. */
export type DemoScenario =
  | { provider: 'telr'; telrStatus: number }
  | { provider: 'paypal'; paypal: 'approve' | 'decline' | 'fail' | 'not-approved' };

export interface DemoOrder {
  orderNo: string;
  providerRef: string;
  plan: string;
  amount: string;
  currency: string;
  scenario: DemoScenario;
  /** Seeded as already paid (ORDER_PAID on every visit). */
  alreadyPaid?: boolean;
}

/** The payer id the PayPal fake reports for demo buyers; any other PayerID is an invalid payer. */
export const DEMO_PAYPAL_PAYER_ID = 'DEMOPAYER01';
export const DEMO_COPIES = 4;

function copies(prefix: string, scenario: DemoScenario, amount: string, currency: string): DemoOrder[] {
  return Array.from({ length: DEMO_COPIES }, (_, index) => ({
    orderNo: `${prefix}-${index + 1}`,
    providerRef: `${prefix}-${index + 1}`,
    plan: 'standard-monthly',
    amount,
    currency,
    scenario,
  }));
}

export const DEMO_ORDERS: DemoOrder[] = [
  ...copies('TELR-DEMO-PAID', { provider: 'telr', telrStatus: 3 }, '99.00', 'AED'),
  ...copies('TELR-DEMO-CANCELLED', { provider: 'telr', telrStatus: -2 }, '99.00', 'AED'),
  ...copies('TELR-DEMO-DECLINED', { provider: 'telr', telrStatus: -3 }, '99.00', 'AED'),
  ...copies('TELR-DEMO-EXPIRED', { provider: 'telr', telrStatus: -1 }, '99.00', 'AED'),
  ...copies('TELR-DEMO-PENDING', { provider: 'telr', telrStatus: 1 }, '99.00', 'AED'),
  // Pending until paid on the payment sandbox's page (npm start without provider credentials; e2e/payment/sandbox.spec.ts).
  ...copies('TELR-DEMO-SANDBOX', { provider: 'telr', telrStatus: 1 }, '99.00', 'AED'),
  { orderNo: 'TELR-DEMO-ALREADY-PAID', providerRef: 'TELR-DEMO-ALREADY-PAID', plan: 'standard-monthly', amount: '99.00', currency: 'AED', scenario: { provider: 'telr', telrStatus: 3 }, alreadyPaid: true },
  ...copies('PAYID-DEMO-PAID', { provider: 'paypal', paypal: 'approve' }, '29.00', 'USD'),
  ...copies('PAYID-DEMO-FAILED', { provider: 'paypal', paypal: 'fail' }, '29.00', 'USD'),
  ...copies('PAYID-DEMO-DECLINED', { provider: 'paypal', paypal: 'decline' }, '29.00', 'USD'),
  // Only ever returned with a wrong PayerID (INVALID_PAYER), so it stays pending however often it is tried.
  ...copies('PAYID-DEMO-PAYER-CHECK', { provider: 'paypal', paypal: 'approve' }, '29.00', 'USD'),
  { orderNo: 'PAYID-DEMO-ALREADY-PAID', providerRef: 'PAYID-DEMO-ALREADY-PAID', plan: 'standard-monthly', amount: '29.00', currency: 'USD', scenario: { provider: 'paypal', paypal: 'approve' }, alreadyPaid: true },
];

export function providerOf(order: DemoOrder): PaymentProvider {
  return order.scenario.provider;
}

export async function seedDemoOrders(deps: AppDeps): Promise<void> {
  const companyId = await demoCompanyId(deps);
  if (companyId === undefined) return;
  for (const demo of DEMO_ORDERS) {
    const provider = providerOf(demo);
    const exists = await deps.database.db
      .selectFrom('payment_references')
      .select('order_id')
      .where('provider', '=', provider)
      .where('provider_ref', '=', demo.providerRef)
      .executeTakeFirst();
    if (exists) continue;
    const order = await createOrder(deps, {
      companyId,
      orderNo: demo.orderNo,
      plan: demo.plan,
      amount: demo.amount,
      currency: demo.currency,
      provider,
      providerRef: demo.providerRef,
    });
    if (demo.alreadyPaid) await settleOrder(deps, order, { status: 'PAID', transactionRef: `${demo.providerRef}-TXN`, payerId: '', answer: { seeded: true } });
  }
}

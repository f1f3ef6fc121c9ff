/** Loads the demo orders' provider answers (server/src/modules/vendor/demo-orders.ts) into the fakes. */
import { DEMO_ORDERS, DEMO_PAYPAL_PAYER_ID } from '../modules/vendor/demo-orders';
import type { PayPalFake } from './paypal';
import type { TelrFake } from './telr';

export function loadDemoScenarios(telr: TelrFake, paypal: PayPalFake): void {
  for (const order of DEMO_ORDERS) {
    const scenario = order.scenario;
    if (scenario.provider === 'telr') {
      telr.setOrder({ ref: order.providerRef, cartid: order.orderNo, amount: order.amount, currency: order.currency, statusCode: scenario.telrStatus });
    } else {
      paypal.setPayment({
        id: order.providerRef,
        amount: order.amount,
        currency: order.currency,
        approvedBy: scenario.paypal === 'not-approved' ? null : DEMO_PAYPAL_PAYER_ID,
        outcome: scenario.paypal === 'decline' ? 'decline' : scenario.paypal === 'fail' ? 'fail' : 'approve',
        state: order.alreadyPaid ? 'approved' : 'created',
      });
    }
  }
}

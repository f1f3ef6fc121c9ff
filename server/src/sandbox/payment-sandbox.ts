/**
 * The demo's payment provider sandbox (issue 17): with no Telr or PayPal credentials, `npm start` runs the same
 * wire-format fakes the tests use (telr.ts, paypal.ts), loaded with the demo orders, on loopback ports, and points
 * the provider clients at them. Its pages (/web/sandbox/payment/, modules/sandbox) stand in for the providers'
 * hosted payment pages: paying there settles the order at the fake provider and returns to the product's result page.
 */
import type { Config, ProviderConfig } from '../config';
import { startPaymentFakes, type PaymentFakes } from './payment-fakes';

export interface PaymentSandbox extends PaymentFakes {
  /** The provider settings that reach the sandbox (timeouts as configured). */
  providers(config: Pick<Config, 'telr' | 'paypal'>): { telr: ProviderConfig; paypal: ProviderConfig };
}

export async function startPaymentSandbox(): Promise<PaymentSandbox> {
  const fakes = await startPaymentFakes();
  return Object.assign(fakes, {
    providers(config: Pick<Config, 'telr' | 'paypal'>) {
      return {
        telr: { ...config.telr, baseUrl: fakes.telr.url, id: fakes.telr.storeId, secret: fakes.telr.authKey },
        paypal: { ...config.paypal, baseUrl: fakes.paypal.url, id: fakes.paypal.clientId, secret: fakes.paypal.clientSecret },
      };
    },
  });
}

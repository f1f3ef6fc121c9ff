/**
 * Both payment fakes, loaded with the demo orders' scenarios, plus the environment that points the server
 * at them (TELR_* and PAYPAL_* of server/src/config.ts). Used by start-payment-fakes.ts and by any combined
 * fakes process.
 */
import { loadDemoScenarios } from './demo-scenarios';
import { startPayPalFake, type PayPalFake } from './paypal';
import { startTelrFake, type TelrFake } from './telr';

export interface PaymentFakes {
  telr: TelrFake;
  paypal: PayPalFake;
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startPaymentFakes(ports: { telr?: number; paypal?: number } = {}): Promise<PaymentFakes> {
  const telr = await startTelrFake({ port: ports.telr ?? 0 });
  const paypal = await startPayPalFake({ port: ports.paypal ?? 0 });
  loadDemoScenarios(telr, paypal);
  return {
    telr,
    paypal,
    env: {
      TELR_BASE_URL: telr.url,
      TELR_STORE_ID: telr.storeId,
      TELR_AUTH_KEY: telr.authKey,
      PAYPAL_BASE_URL: paypal.url,
      PAYPAL_CLIENT_ID: paypal.clientId,
      PAYPAL_CLIENT_SECRET: paypal.clientSecret,
    },
    close: async () => {
      await Promise.all([telr.close(), paypal.close()]);
    },
  };
}

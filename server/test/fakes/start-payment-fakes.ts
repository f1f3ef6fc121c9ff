/**
 * Starts the Telr and PayPal fakes as one standalone process for end-to-end runs, loaded with the demo
 * orders' scenarios (server/src/modules/vendor/demo-orders.ts), and prints the environment the product
 * needs to use them:
 *
 *   node --import tsx server/test/fakes/start-payment-fakes.ts
 *
 * Ports: TELR_FAKE_PORT and PAYPAL_FAKE_PORT (default 0: any free port). Stops on SIGINT/SIGTERM.
 */
import { loadDemoScenarios } from './demo-scenarios';
import { startPayPalFake } from './paypal';
import { startTelrFake } from './telr';

async function main(): Promise<void> {
  const telr = await startTelrFake({ port: Number(process.env.TELR_FAKE_PORT ?? 0) });
  const paypal = await startPayPalFake({ port: Number(process.env.PAYPAL_FAKE_PORT ?? 0) });
  loadDemoScenarios(telr, paypal);
  const env = {
    TELR_BASE_URL: telr.url,
    TELR_STORE_ID: telr.storeId,
    TELR_AUTH_KEY: telr.authKey,
    PAYPAL_BASE_URL: paypal.url,
    PAYPAL_CLIENT_ID: paypal.clientId,
    PAYPAL_CLIENT_SECRET: paypal.clientSecret,
  };
  process.stdout.write(`${JSON.stringify({ telr: telr.url, paypal: paypal.url })}\n`);
  for (const [name, value] of Object.entries(env)) process.stdout.write(`${name}=${value}\n`);
  const stop = () => {
    void Promise.all([telr.close(), paypal.close()]).then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main();

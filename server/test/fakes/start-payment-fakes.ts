/**
 * Starts the Telr and PayPal fakes as one standalone process for end-to-end runs, loaded with the demo
 * orders' scenarios (server/src/modules/vendor/demo-orders.ts):
 *
 *   node --import tsx server/test/fakes/start-payment-fakes.ts
 *
 * It prints one line `FAKES {json}` with the environment for the server (the protocol scripts/e2e-server.mjs
 * reads), then the same variables as NAME=value lines for people. Ports: TELR_FAKE_PORT and PAYPAL_FAKE_PORT
 * (default: any free port). Stops on SIGINT/SIGTERM.
 */
import { startPaymentFakes } from './payment-fakes';

async function main(): Promise<void> {
  const fakes = await startPaymentFakes({ telr: Number(process.env.TELR_FAKE_PORT ?? 0), paypal: Number(process.env.PAYPAL_FAKE_PORT ?? 0) });
  process.stdout.write(`FAKES ${JSON.stringify(fakes.env)}\n`);
  for (const [name, value] of Object.entries(fakes.env)) process.stdout.write(`${name}=${value}\n`);
  const stop = () => {
    void fakes.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main();

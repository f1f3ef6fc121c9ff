/**
 * Every third-party fake the end-to-end run needs, in one process: Telr and PayPal (loaded with the demo orders'
 * scenarios) and the Google Maps JS API + time-zone service. Prints one line `FAKES {json}` with the environment
 * that points the product at them (scripts/e2e-server.mjs reads it). Stops on SIGINT/SIGTERM.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import mapsFake from '../../../e2e/fakes/google-maps-fake.js';
import { loadDemoScenarios } from './demo-scenarios';
import { startPayPalFake } from './paypal';
import { startTelrFake } from './telr';

async function startMapsFake(): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    if (!mapsFake.handle(req, res)) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end('{"status":"NOT_FOUND"}');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

async function main(): Promise<void> {
  const telr = await startTelrFake({ port: 0 });
  const paypal = await startPayPalFake({ port: 0 });
  loadDemoScenarios(telr, paypal);
  const maps = await startMapsFake();
  const env = {
    TELR_BASE_URL: telr.url,
    TELR_STORE_ID: telr.storeId,
    TELR_AUTH_KEY: telr.authKey,
    PAYPAL_BASE_URL: paypal.url,
    PAYPAL_CLIENT_ID: paypal.clientId,
    PAYPAL_CLIENT_SECRET: paypal.clientSecret,
    MAPS_BASE_URL: maps.url,
    MAPS_API_KEY: 'e2e-fake-maps-key',
  };
  process.stdout.write(`FAKES ${JSON.stringify(env)}\n`);
  const stop = () => {
    void Promise.all([telr.close(), paypal.close(), maps.close()]).then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main();

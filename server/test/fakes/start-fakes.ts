/**
 * The third-party fakes the end-to-end run needs besides the product's own: the Google Maps JS API + time-zone
 * service. Telr and PayPal are not started here: with no provider credentials the product serves its payment
 * sandbox (the same wire-format fakes, loaded with the demo orders; src/sandbox), exactly as `npm start` does.
 * Prints one line `FAKES {json}` with the environment that points the product at them (scripts/e2e-server.mjs
 * reads it). Stops on SIGINT/SIGTERM.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import mapsFake from '../../../e2e/fakes/google-maps-fake.js';

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
  const maps = await startMapsFake();
  const env = {
    MAPS_BASE_URL: maps.url,
    MAPS_API_KEY: 'e2e-fake-maps-key',
  };
  process.stdout.write(`FAKES ${JSON.stringify(env)}\n`);
  const stop = () => {
    void maps.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main();

/** Small shared pieces of the loopback provider fakes: a server with failure modes, body reading, JSON replies. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** normal: answer; hang: answer after `hangMs` (longer than any client timeout in tests); error: HTTP 503. */
export type FakeMode = 'normal' | 'hang' | 'error';

export interface FakeServer {
  url: string;
  mode: FakeMode;
  hangMs: number;
  /** Every request received: method, path and raw body, in order. */
  requests: Array<{ method: string; path: string; body: string; headers: http.IncomingHttpHeaders }>;
  close(): Promise<void>;
}

export type FakeHandler = (request: { method: string; path: string; body: string; headers: http.IncomingHttpHeaders }) => {
  status: number;
  body: unknown;
};

export async function startFakeServer(handler: FakeHandler, port = 0): Promise<FakeServer> {
  const timers = new Set<NodeJS.Timeout>();
  const state: FakeServer = {
    url: '',
    mode: 'normal',
    hangMs: 5_000,
    requests: [],
    close: async () => undefined,
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const entry = { method: req.method ?? 'GET', path: (req.url ?? '/').split('?')[0], body: Buffer.concat(chunks).toString('utf8'), headers: req.headers };
      state.requests.push(entry);
      const send = () => {
        if (state.mode === 'error') {
          res.writeHead(503, { 'content-type': 'text/html' }).end('<html><body>Service Unavailable</body></html>');
          return;
        }
        const { status, body } = handler(entry);
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      };
      if (state.mode === 'hang') {
        const timer = setTimeout(() => {
          timers.delete(timer);
          if (!res.destroyed) send();
        }, state.hangMs);
        timers.add(timer);
      } else {
        send();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = () =>
    new Promise<void>((resolve) => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}

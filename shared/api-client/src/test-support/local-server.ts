import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as it arrived over the socket. */
export interface ReceivedRequest {
  method: string;
  /** Path and query string as sent. */
  url: string;
  /** Node's lower-case header names. */
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export interface ServerReply {
  status?: number;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Wait this long before answering (for abort tests). */
  delayMs?: number;
}

export interface LocalServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  received: ReceivedRequest[];
  close(): Promise<void>;
}

export const json = (value: unknown, status = 200): ServerReply => ({
  status,
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(value),
});

/** A real HTTP server on a free port that answers from `handler` and records every request it received. */
export async function startLocalServer(handler: (request: ReceivedRequest) => ServerReply): Promise<LocalServer> {
  const received: ReceivedRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request: ReceivedRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks),
      };
      received.push(request);
      const reply = handler(request);
      const send = (): void => {
        if (res.destroyed) return;
        res.writeHead(reply.status ?? 200, reply.headers);
        res.end(reply.body);
      };
      if (!reply.delayMs) return send();
      const timer = setTimeout(() => {
        timers.delete(timer);
        send();
      }, reply.delayMs);
      timers.add(timer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const timer of timers) clearTimeout(timer);
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** A URL on which nothing listens: a port that was free a moment ago. */
export async function closedPortOrigin(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

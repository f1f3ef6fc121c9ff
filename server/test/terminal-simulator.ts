/**
 * A ZKTeco PUSH terminal simulator (brief §18): speaks the device side of `/iclock` byte for byte, over
 * `app.inject` (API tests) or real HTTP (the benchmark, the restart test). It checks nothing itself; tests
 * assert on the answers and the stored effects.
 */
import http from 'node:http';
import type { FastifyInstance } from 'fastify';

export interface TerminalAnswer {
  status: number;
  headers: Record<string, unknown>;
  body: Buffer;
  text: string;
}

export interface TerminalTransport {
  send(method: 'GET' | 'POST', path: string, body?: Buffer, headers?: Record<string, string>): Promise<TerminalAnswer>;
}

const DEVICE_HEADERS = { 'user-agent': 'iClock Proxy/1.09', accept: '*/*' };

export function injectTransport(app: FastifyInstance, remoteAddress = '192.168.1.201'): TerminalTransport {
  return {
    async send(method, path, body, headers = {}) {
      const response = await app.inject({ method, url: path, payload: body, headers: { ...DEVICE_HEADERS, ...headers }, remoteAddress });
      return { status: response.statusCode, headers: response.headers, body: response.rawPayload, text: response.payload };
    },
  };
}

/** Real HTTP/1.1 with `Connection: close` as devices send it (or keep-alive through `agent`). */
export function httpTransport(baseUrl: string, agent?: http.Agent): TerminalTransport {
  const base = new URL(baseUrl);
  return {
    send(method, path, body, headers = {}) {
      return new Promise((resolve, reject) => {
        const request = http.request(
          {
            host: base.hostname,
            port: base.port,
            method,
            path,
            agent: agent ?? false,
            headers: { ...DEVICE_HEADERS, host: base.host, ...(agent ? {} : { connection: 'close' }), ...(body ? { 'content-length': body.length } : {}), ...headers },
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () => {
              const bytes = Buffer.concat(chunks);
              resolve({ status: response.statusCode ?? 0, headers: response.headers, body: bytes, text: bytes.toString('utf8') });
            });
            response.on('error', reject);
          },
        );
        request.on('error', reject);
        if (body) request.write(body);
        request.end();
      });
    },
  };
}

export interface SimulatorOptions {
  sn: string;
  pushver?: string | null;
  language?: string;
  /** `.aspx` spellings and a lower-case `sn` (S23). */
  aspx?: boolean;
  lowerSn?: boolean;
  headers?: Record<string, string>;
}

export class TerminalSimulator {
  constructor(
    readonly transport: TerminalTransport,
    readonly options: SimulatorOptions,
  ) {}

  path(name: string, query: Record<string, string | undefined> = {}): string {
    const params = new URLSearchParams();
    params.set(this.options.lowerSn ? 'sn' : 'SN', this.options.sn);
    for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, value);
    return `/iclock/${name}${this.options.aspx ? '.aspx' : ''}?${params.toString().replace(/\+/g, '%20')}`;
  }

  handshake(extra: Record<string, string | undefined> = {}): Promise<TerminalAnswer> {
    const pushver = this.options.pushver === undefined ? '2.4.1' : (this.options.pushver ?? undefined);
    return this.transport.send('GET', this.path('cdata', { options: 'all', pushver, language: this.options.language ?? '69', ...extra }), undefined, this.options.headers);
  }

  poll(info?: string): Promise<TerminalAnswer> {
    return this.transport.send('GET', this.path('getrequest', { INFO: info }), undefined, this.options.headers);
  }

  upload(table: string, body: string | Buffer, extra: Record<string, string> = {}): Promise<TerminalAnswer> {
    const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
    return this.transport.send('POST', this.path('cdata', { table, Stamp: '9999', ...extra }), bytes, { 'content-type': 'text/plain', ...this.options.headers });
  }

  results(body: string): Promise<TerminalAnswer> {
    return this.transport.send('POST', this.path('devicecmd'), Buffer.from(body, 'utf8'), this.options.headers);
  }

  get(name: string, query: Record<string, string> = {}): Promise<TerminalAnswer> {
    return this.transport.send('GET', this.path(name, query), undefined, this.options.headers);
  }

  post(name: string, body: string | Buffer, query: Record<string, string> = {}): Promise<TerminalAnswer> {
    return this.transport.send('POST', this.path(name, query), typeof body === 'string' ? Buffer.from(body, 'utf8') : body, this.options.headers);
  }
}

/** `n` ATTLOG lines for `pin`s starting at `start`, one minute apart (unique keys). */
export function attlogLines(count: number, options: { start?: Date; pins?: number; offset?: number } = {}): string {
  const start = (options.start ?? new Date(Date.UTC(2025, 0, 1, 8, 0, 0))).getTime();
  const pins = options.pins ?? 50;
  const lines: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const serial = (options.offset ?? 0) + index;
    const at = new Date(start + serial * 60_000).toISOString();
    lines.push(`${1000 + (serial % pins)}\t${at.slice(0, 10)} ${at.slice(11, 19)}\t0\t1\t0\t0\t0`);
  }
  return `${lines.join('\n')}\n`;
}

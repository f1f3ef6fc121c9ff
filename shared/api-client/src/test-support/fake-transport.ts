import axios, { AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';

/** A request as the server would see it. */
export interface RecordedRequest {
  method: string;
  /** Full URL with the serialised query string. */
  url: string;
  /** Path without the query string. */
  path: string;
  headers: Record<string, string>;
  /** JSON bodies parsed back; FormData as sent. */
  body: unknown;
}

export interface FakeReply {
  status?: number;
  data?: unknown;
  headers?: Record<string, string>;
}

export type FakeHandler = (request: RecordedRequest) => FakeReply | Promise<FakeReply>;

function readBody(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}

/** An axios adapter that answers from `handler` and records every request; no network. */
export function createFakeTransport(handler: FakeHandler): { adapter: AxiosAdapter; requests: RecordedRequest[] } {
  const requests: RecordedRequest[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const url = axios.getUri(config);
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(AxiosHeaders.from(config.headers).toJSON())) {
      if (typeof value === 'string') headers[name.toLowerCase()] = value;
    }
    const request: RecordedRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url,
      path: url.split('?')[0],
      headers,
      body: readBody(config.data),
    };
    requests.push(request);
    const reply = await handler(request);
    const status = reply.status ?? 200;
    return {
      data: reply.data,
      status,
      statusText: String(status),
      headers: AxiosHeaders.from(reply.headers ?? {}),
      config,
      request: {},
    };
  };
  return { adapter, requests };
}

/** An unsigned JWT with the given payload; the client only decodes, never verifies. */
export function makeJwt(payload: Record<string, unknown>): string {
  const encode = (value: unknown): string =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}

export const NOW_MS = Date.UTC(2026, 10, 22, 12, 0, 0);
export const nowSeconds = (): number => NOW_MS / 1000;

/** A token valid for an hour after NOW_MS. */
export const freshToken = (tag = 'fresh'): string => makeJwt({ user_id: 1, exp: nowSeconds() + 3600, tag });
/** A token inside the refresh margin. */
export const expiredToken = (tag = 'expired'): string => makeJwt({ user_id: 1, exp: nowSeconds() + 60, tag });

export const ok = <T>(data: T): FakeReply => ({ status: 200, data: { code: 'ZGEN0000', context: {}, data } });

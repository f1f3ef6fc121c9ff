import { decodeText, type Transport } from '../transport';

/** A request as the server would see it. */
export interface RecordedRequest {
  method: string;
  /** Full URL with the serialised query string. */
  url: string;
  /** Path without the query string. */
  path: string;
  /** Lower-case names; the client's headers as handed to the transport. */
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

/** A transport that answers from `handler` and records every request; no network. */
export function createFakeTransport(handler: FakeHandler): { adapter: Transport; requests: RecordedRequest[] } {
  const requests: RecordedRequest[] = [];
  const adapter: Transport = async ({ method, url, headers, body, responseType }) => {
    const recordedHeaders: Record<string, string> = {};
    for (const [name, value] of Object.entries(headers)) recordedHeaders[name.toLowerCase()] = value;
    const request: RecordedRequest = {
      method,
      url,
      path: url.split('?')[0],
      headers: recordedHeaders,
      body: typeof body === 'string' ? decodeText(body) : body,
    };
    requests.push(request);
    const reply = await handler(request);
    const replyHeaders: Record<string, string> = {};
    for (const [name, value] of Object.entries(reply.headers ?? {})) replyHeaders[name.toLowerCase()] = value;
    // A text reply is decoded like fetchTransport decodes a body; objects and Blobs stand for the decoded body.
    const data = typeof reply.data === 'string' && responseType === 'json' ? decodeText(reply.data) : reply.data;
    return { status: reply.status ?? 200, headers: replyHeaders, data };
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

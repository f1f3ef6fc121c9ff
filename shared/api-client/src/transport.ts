/**
 * The seam between the client and the network: one request in, one response out, every status resolved.
 * The browser uses `fetchTransport`; tests pass `createFakeTransport` (test-support) instead.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'OPTIONS';

/** `json`: a JSON body parsed, other text kept as a string, an empty body as ''. `blob`: the body as a Blob. */
export type ResponseKind = 'json' | 'blob';

export interface TransportRequest {
  method: HttpMethod;
  /** Full URL with the serialised query string. */
  url: string;
  /** The client's headers; `Content-Type` is on every call (SPEC §7), see `fetchTransport` for what goes on the wire. */
  headers: Record<string, string>;
  /** Encoded already: JSON text or FormData; undefined sends no body. */
  body?: string | FormData;
  signal?: AbortSignal;
  responseType: ResponseKind;
}

export interface TransportResponse {
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
  /** Decoded as `responseType` says. */
  data: unknown;
}

export type Transport = (request: TransportRequest) => Promise<TransportResponse>;

/** A text body as the client reads it: parsed JSON, else the text itself (a proxy's HTML page), '' when empty. */
export function decodeText(text: string): unknown {
  if (text === '') return '';
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Which of the client's headers go on the wire for this body. */
function wireHeaders({ headers, body }: Pick<TransportRequest, 'headers' | 'body'>): Headers {
  const result = new Headers(headers);
  // No body: no Content-Type, or the server would try to parse an empty JSON body (Fastify answers 400).
  // FormData: the browser writes `multipart/form-data; boundary=…` itself; a hand-set value would lack the boundary.
  if (body === undefined || body instanceof FormData) result.delete('content-type');
  return result;
}

/**
 * The browser's `fetch`. Rejects only when no response arrived: a network failure (fetch's TypeError) or an
 * aborted `signal` (an `AbortError`, also while the body is still being read).
 */
export const fetchTransport: Transport = async (request) => {
  const bodyless = request.method === 'GET' || request.method === 'HEAD';
  const body = bodyless ? undefined : request.body;
  const response = await fetch(request.url, {
    method: request.method,
    headers: wireHeaders({ headers: request.headers, body }),
    body,
    signal: request.signal,
  });
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name.toLowerCase()] = value;
  });
  const data = request.responseType === 'blob' ? await response.blob() : decodeText(await response.text());
  return { status: response.status, headers, data };
};

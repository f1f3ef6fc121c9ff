/**
 * The seam between the client and the network: one request in, one response out, every status resolved.
 * The client's axios instance (http.ts) goes to the network with axios' fetch adapter; tests pass
 * `createFakeTransport` (test-support), which then serves as that instance's adapter.
 */
import type { AxiosInstance } from 'axios';
import { createHttp, sendThrough } from './http';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'OPTIONS';

/** `json`: a JSON body parsed, other text kept as a string, an empty body as ''. `blob`: the body as a Blob. */
export type ResponseKind = 'json' | 'blob';

export interface TransportRequest {
  method: HttpMethod;
  /** Full URL with the serialised query string. */
  url: string;
  /** The client's headers; `Content-Type` is on every call (SPEC §7), see `createHttp` for what goes on the wire. */
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

export { decodeText } from './body-decoding';

let network: AxiosInstance | undefined;

/**
 * The network without the client's interceptors: axios' fetch adapter with the client's wire rules (see
 * `createHttp`). Rejects only when no response arrived: a network failure (a `TypeError`) or an aborted `signal`
 * (an `AbortError`, also while the body is still being read).
 */
export const fetchTransport: Transport = (request) => sendThrough((network ??= createHttp()), request);

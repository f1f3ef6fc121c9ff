/**
 * The client's axios instance. Every request of the client goes through it, so interceptors that teams shipping
 * remotes add with `apiClient.interceptors` run for every call, in the browser and in tests over a fake transport.
 *
 * What the instance is set up to do (the client's rules stay in client.ts; axios only carries the exchange):
 * - every status resolves (`validateStatus`): the client applies SPEC §8 itself after the response interceptors;
 * - the body is sent as the client encoded it (JSON text or FormData; no `transformRequest`), and a JSON answer
 *   is decoded before the response interceptors see it (`decodeText`), a download is a Blob;
 * - on the network it is axios' fetch adapter, with two wire rules: no `Content-Type` without a body (the server
 *   would try to parse an empty JSON body) and none for FormData (the browser writes the boundary);
 * - given a `Transport` (tests: `createFakeTransport`), that transport is axios' adapter instead of the network.
 */
import axios, {
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosInstance,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { decodeText } from './body-decoding';
import type { HttpMethod, Transport, TransportRequest, TransportResponse } from './transport';

function lowerCaseHeaders(headers: unknown): Record<string, string> {
  const result: Record<string, string> = {};
  const record = AxiosHeaders.from(headers as ConstructorParameters<typeof AxiosHeaders>[0]).toJSON(true) as Record<string, unknown>;
  for (const [name, value] of Object.entries(record)) {
    if (typeof value === 'string') result[name.toLowerCase()] = value;
  }
  return result;
}

const responseKind = (config: InternalAxiosRequestConfig) => (config.responseType === 'blob' ? 'blob' : 'json');

/** axios' own fetch adapter with the two wire rules above, then the JSON decoding. */
function networkAdapter(): AxiosAdapter {
  // Resolved at the first request: a test environment without fetch (jsdom) may still create the client.
  let fetchAdapter: AxiosAdapter | undefined;
  return async (config) => {
    fetchAdapter ??= axios.getAdapter('fetch');
    const method = (config.method ?? 'get').toUpperCase();
    // fetch refuses a body on GET and HEAD.
    if (method === 'GET' || method === 'HEAD') config.data = undefined;
    if (config.data === undefined || config.data instanceof FormData) config.headers.delete('Content-Type');
    const response = await fetchAdapter({ ...config, responseType: responseKind(config) === 'blob' ? 'blob' : 'text' });
    if (responseKind(config) === 'json' && typeof response.data === 'string') response.data = decodeText(response.data);
    return response;
  };
}

/** A `Transport` (a test's fake) as axios' adapter: the client's request as it stands after the interceptors. */
function transportAdapter(transport: Transport): AxiosAdapter {
  return async (config) => {
    const response = await transport({
      method: (config.method ?? 'get').toUpperCase() as HttpMethod,
      url: config.url ?? '',
      headers: Object.fromEntries(Object.entries(config.headers.toJSON(true)).filter(([, value]) => typeof value === 'string')) as Record<string, string>,
      body: config.data as TransportRequest['body'],
      signal: (config.signal as AbortSignal | undefined) ?? undefined,
      responseType: responseKind(config),
    });
    const answer: AxiosResponse = {
      status: response.status,
      statusText: '',
      headers: AxiosHeaders.from(response.headers),
      data: response.data,
      config,
    };
    return answer;
  };
}

/** An axios instance for the client: over the network, or over `transport` when given. */
export function createHttp(transport?: Transport): AxiosInstance {
  const http = axios.create({
    adapter: transport ? transportAdapter(transport) : networkAdapter(),
    validateStatus: () => true,
    transformRequest: [(data: unknown) => data],
    transformResponse: [(data: unknown) => data],
  });
  // The client names its own headers (SPEC §7); axios' default Accept would be one more on every request.
  delete http.defaults.headers.common.Accept;
  return http;
}

/**
 * The error a call rejects with when no response arrived, as fetch gives it: the signal's reason (an
 * `AbortError`) when the caller aborted, a `TypeError` on a network failure; anything else (an interceptor's own
 * error) as it is.
 */
function transportError(error: unknown, signal: AbortSignal | undefined): unknown {
  if (axios.isCancel(error) || (signal?.aborted && axios.isAxiosError(error))) {
    return signal?.reason ?? new DOMException('The operation was aborted.', 'AbortError');
  }
  if (axios.isAxiosError(error) && error.code === axios.AxiosError.ERR_NETWORK) {
    return new TypeError(error.message, { cause: error });
  }
  return error;
}

/** One exchange through `http`; every status resolves, rejects only when no response arrived. */
export async function sendThrough(http: AxiosInstance, request: TransportRequest): Promise<TransportResponse> {
  try {
    const response = await http.request<unknown>({
      method: request.method,
      url: request.url,
      headers: request.headers,
      data: request.body,
      signal: request.signal,
      responseType: request.responseType === 'blob' ? 'blob' : 'json',
    });
    return { status: response.status, headers: lowerCaseHeaders(response.headers), data: response.data };
  } catch (error) {
    throw transportError(error, request.signal);
  }
}

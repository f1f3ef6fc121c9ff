import {
  REFRESH_TOKEN_PATH,
  type ApiResponse,
  type Paged,
  type RefreshTokenRequest,
} from '@timekeep/contracts';
import { downloadFileName, type DownloadResult } from './download';
import { isEnvelope, toEnvelope } from './envelope';
import { ApiRequestError } from './errors';
import { toFormData, type FormBody } from './form-data';
import { browserTimezone, defaultHooks, type ApiClientHooks } from './hooks';
import { createLookups, type Lookups } from './lookups';
import { clientMessage, responseMessage } from './messages';
import { serializeParams, type QueryParams } from './params';
import { idSegment, resourcePath, subSegment, type ResourceId } from './paths';
import { createRefreshLock, type RefreshLock } from './refresh-lock';
import { sessionExpiryUrl, withSessionNotice } from './session-redirect';
import { applyStatusPolicy } from './status-policy';
import { isTokenExpired } from './token-expiry';
import { browserStorage, createTokenStore, type SessionStorage, type TokenStore } from './token-store';
import type { AxiosInstance } from 'axios';
import { createHttp, sendThrough } from './http';
import type { HttpMethod, ResponseKind, Transport } from './transport';
import { websocketUrl } from './websocket';

/** Every path is sent under this prefix (SPEC §7). */
export const WEB_PREFIX = '/web';
/** How long a refused refresh waits for another tab's new tokens to reach this tab, and how often it looks. */
const ROTATION_WAIT_MS = 2_000;
const ROTATION_POLL_MS = 50;

export interface ApiClientOptions {
  /** Origin (or path) put before `/web`; '' sends to the page's own origin. */
  baseURL?: string;
  /**
   * What the client's axios instance sends through instead of the network (axios' fetch adapter); tests pass
   * `createFakeTransport`. Interceptors run either way.
   */
  adapter?: Transport;
  /** Session storage; localStorage by default. */
  storage?: () => SessionStorage;
  /** Refresh lock; Web Locks when the browser has them, else an in-memory lock. */
  lock?: RefreshLock;
  /** Clock in milliseconds, for token expiry. */
  now?: () => number;
  hooks?: Partial<ApiClientHooks>;
}

export interface RequestOptions {
  /** Send `Authorization: JWT <access>` (refreshing first when needed). Default true; SPEC §6 lists the calls that pass false. */
  auth?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface RequestSpec extends RequestOptions {
  method: HttpMethod;
  /** Path below `/web`, e.g. `/oauth/api/v2/sign_in/`. */
  path: string;
  params?: QueryParams;
  body?: unknown;
  /** Send `body` as multipart/form-data (a FormData, or a record turned into one). */
  multipart?: boolean;
}

export interface ActionOptions extends RequestOptions {
  /** Middle segment of the `{base}{sub}/{id}/` shape. */
  sub?: string;
}

export interface DownloadOptions extends RequestOptions {
  params?: QueryParams;
  /** Present → POST with this body; absent → GET. */
  body?: unknown;
}

type Body = FormBody;

export interface ApiClient extends Lookups {
  /** Random per instance; with `API_CLIENT_INSTANCE_ID` it proves shell and remotes share one instance. */
  readonly instanceId: string;
  readonly tokens: TokenStore;
  /**
   * The interceptors of the client's axios instance, for teams shipping remotes: a request interceptor may add
   * headers (tracing, a feature flag); a response interceptor sees every status, with the JSON body decoded,
   * before the client applies SPEC §8. They must not refresh tokens or retry on 401: the client refreshes under
   * its lock. `use` returns an id for `eject`; a remote ejects its interceptors when it unmounts. README: Interceptors.
   */
  readonly interceptors: AxiosInstance['interceptors'];
  configure(hooks: Partial<ApiClientHooks>): void;

  /** Any call: resolves with the envelope for 2xx and for the statuses SPEC §8 handles as results. */
  request<T = unknown>(spec: RequestSpec): Promise<ApiResponse<T>>;
  get<T = unknown>(path: string, params?: QueryParams, options?: RequestOptions): Promise<ApiResponse<T>>;
  post<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<ApiResponse<T>>;

  list<T = unknown>(base: string, params?: QueryParams, options?: RequestOptions): Promise<ApiResponse<Paged<T>>>;
  create<T = unknown>(base: string, body: unknown, options?: RequestOptions): Promise<ApiResponse<T>>;
  createForm<T = unknown>(base: string, body: Body, options?: RequestOptions): Promise<ApiResponse<T>>;
  retrieve<T = unknown>(base: string, id: ResourceId, options?: RequestOptions): Promise<ApiResponse<T>>;
  update<T = unknown>(base: string, id: ResourceId, body: unknown, options?: RequestOptions): Promise<ApiResponse<T>>;
  updateForm<T = unknown>(base: string, id: ResourceId, body: Body, options?: RequestOptions): Promise<ApiResponse<T>>;
  partialUpdate<T = unknown>(base: string, id: ResourceId, body: unknown, options?: RequestOptions): Promise<ApiResponse<T>>;
  partialUpdateForm<T = unknown>(base: string, id: ResourceId, body: Body, options?: RequestOptions): Promise<ApiResponse<T>>;
  destroy<T = unknown>(base: string, id: ResourceId, options?: RequestOptions): Promise<ApiResponse<T>>;
  multiDestroy<T = unknown>(base: string, body: unknown, options?: RequestOptions): Promise<ApiResponse<T>>;
  /** POST `{base}{id}/`, or `{base}{sub}/{id}/` with `options.sub`. */
  action<T = unknown>(base: string, id: ResourceId, body?: unknown, options?: ActionOptions): Promise<ApiResponse<T>>;
  /** GET on the same shapes as `action`. */
  query<T = unknown>(base: string, id: ResourceId, params?: QueryParams, options?: ActionOptions): Promise<ApiResponse<T>>;
  download(path: string, options?: DownloadOptions): Promise<DownloadResult>;

  /** `ws(s)://<host>/websocket{path}` without a token. */
  websocketUrl(path: string): string;
  /** The same with `token=<access JWT>`, refreshing the token first when it is expired. */
  authorizedWebsocketUrl(path: string): Promise<string>;
  /** A valid access token (refreshed under the lock if needed); rejects after ending the session. */
  getValidAccessToken(): Promise<string>;
  /** The translated message of a response (`api:<code>`, else `context.message`). */
  messageOf(response: ApiResponse<unknown>): string;
}

interface RawResponse {
  status: number;
  /** Lower-case names. */
  headers: Record<string, string>;
  data: unknown;
}

type WireSpec = RequestSpec & { responseType?: ResponseKind };

/** Header names are case-insensitive: a caller's `content-type` replaces the default `Content-Type`. */
function setHeader(headers: Record<string, string>, name: string, value: string): void {
  for (const existing of Object.keys(headers)) {
    if (existing.toLowerCase() === name.toLowerCase()) delete headers[existing];
  }
  headers[name] = value;
}

/** A JSON body as axios sent it: JSON text as it is, anything else (plain text too) through JSON.stringify. */
function jsonBody(body: unknown): string {
  if (typeof body === 'string') {
    try {
      JSON.parse(body);
      return body.trim();
    } catch {
      // Plain text becomes a JSON string below.
    }
  }
  return JSON.stringify(body);
}

function randomId(): string {
  const cryptoApi = globalThis.crypto;
  if (cryptoApi && typeof cryptoApi.randomUUID === 'function') return cryptoApi.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseURL = (options.baseURL ?? '').replace(/\/+$/, '');
  const http = createHttp(options.adapter);
  const store = createTokenStore(options.storage ?? browserStorage);
  const lock = options.lock ?? createRefreshLock();
  const now = options.now ?? Date.now;
  let hooks: ApiClientHooks = { ...defaultHooks(), ...options.hooks };
  // One toast and one redirect however many requests hit the expired session; re-armed by new tokens.
  let sessionEnded = false;

  const tokens: TokenStore = {
    ...store,
    setTokens(next) {
      store.setTokens(next);
      sessionEnded = false;
    },
  };

  function expireSession(): void {
    if (sessionEnded) return;
    sessionEnded = true;
    const companyCode = store.getCompanyCode();
    store.clearTokens();
    hooks.notify({ type: 'info', message: clientMessage(hooks.translate, 'sessionTimeout') });
    const location = hooks.getLocation();
    hooks.navigate(withSessionNotice(sessionExpiryUrl(location, companyCode), location));
  }

  function baseHeaders(): Record<string, string> {
    return {
      'Content-Type': 'application/json',
      Timezone: hooks.timezone ?? browserTimezone(),
      Accessor: 'Web',
      ...(hooks.language ? { 'Accept-Language': hooks.language() } : {}),
    };
  }

  /** One HTTP exchange; every status resolves so the status policy sees it. */
  async function transmit(spec: WireSpec, accessToken: string | null): Promise<RawResponse> {
    const multipart = spec.multipart === true || spec.body instanceof FormData;
    const headers = baseHeaders();
    // Left out on the wire so the browser adds the boundary (see createHttp).
    if (multipart) headers['Content-Type'] = 'multipart/form-data';
    if (accessToken) headers.Authorization = `JWT ${accessToken}`;
    for (const [name, value] of Object.entries(spec.headers ?? {})) setHeader(headers, name, value);
    const query = serializeParams(spec.params);
    const separator = spec.path.includes('?') ? '&' : '?';
    let body: string | FormData | undefined;
    if (spec.body !== undefined) body = multipart ? toFormData(spec.body as FormBody) : jsonBody(spec.body);
    return sendThrough(http, {
      method: spec.method,
      url: `${baseURL}${WEB_PREFIX}${spec.path}${query ? `${separator}${query}` : ''}`,
      headers,
      body,
      signal: spec.signal,
      responseType: spec.responseType ?? 'json',
    });
  }

  /** The new access token, or null when the server did not return both tokens (SPEC §7). */
  async function refreshTokens(access: string | null, refresh: string | null): Promise<string | null> {
    if (!refresh) return null;
    const body: RefreshTokenRequest = { access, refresh };
    const response = await transmit({ method: 'POST', path: REFRESH_TOKEN_PATH, body, auth: false }, null);
    if (response.status < 200 || response.status >= 300 || !isEnvelope(response.data)) return null;
    const data = response.data.data as Partial<Record<'token' | 'refresh', unknown>> | null;
    const token = data?.token;
    const nextRefresh = data?.refresh;
    if (typeof token !== 'string' || !token || typeof nextRefresh !== 'string' || !nextRefresh) return null;
    tokens.setTokens({ access: token, refresh: nextRefresh });
    return token;
  }

  /** The access token another tab stored after rotating `sent`, if it shows up within ~2 s; null otherwise. */
  async function tokensRotatedElsewhere(sent: string | null): Promise<string | null> {
    for (let waited = 0; sent && waited < ROTATION_WAIT_MS; waited += ROTATION_POLL_MS) {
      await new Promise((resolve) => setTimeout(resolve, ROTATION_POLL_MS));
      const refresh = store.getRefreshToken();
      if (!refresh || refresh === sent) continue;
      const access = store.getAccessToken();
      if (access && !isTokenExpired(access, now())) return access;
      // A newer pair whose access token is short-lived (a hand-off): renew it once, with the new refresh token.
      return refreshTokens(access, refresh);
    }
    return null;
  }

  async function getValidAccessToken(): Promise<string> {
    const current = store.getAccessToken();
    if (current && !isTokenExpired(current, now())) return current;
    return lock(async () => {
      // Another request or tab may have refreshed while this one waited for the lock.
      const stored = store.getAccessToken();
      if (stored && !isTokenExpired(stored, now())) return stored;
      const sent = store.getRefreshToken();
      const refreshed = await refreshTokens(stored, sent);
      if (refreshed) return refreshed;
      // Refused: maybe another tab rotated this token a moment ago and its new pair has not reached this tab's view
      // of localStorage yet (Chromium delivers it asynchronously); the server refuses such a replay without
      // revoking anything (REUSE_GRACE_MS). Wait briefly for the new pair before ending the session.
      const arrived = await tokensRotatedElsewhere(sent);
      if (arrived) return arrived;
      expireSession();
      throw new ApiRequestError('session-expired', 'The session could not be refreshed');
    });
  }

  /** Sends and applies SPEC §8; resolves with the status and the (raw) body for results. */
  async function exchange(spec: WireSpec): Promise<RawResponse & { handled: boolean }> {
    const accessToken = spec.auth === false ? null : await getValidAccessToken();
    const response = await transmit(spec, accessToken);
    if (response.status >= 200 && response.status < 300) return { ...response, handled: false };
    const handled = await applyStatusPolicy(response.status, `${WEB_PREFIX}${spec.path.split('?')[0]}`, response.data, {
      translate: (key, translateOptions) => hooks.translate(key, translateOptions),
      notify: (toast) => hooks.notify(toast),
      expireSession,
    });
    return { ...response, data: handled.body, handled: true };
  }

  async function request<T>(spec: RequestSpec): Promise<ApiResponse<T>> {
    const response = await exchange(spec);
    if (response.handled) return response.data as ApiResponse<T>;
    const body = await toEnvelope(response.data, response.status);
    if (response.data !== undefined && response.data !== null && response.data !== '' && !isEnvelope(response.data)) {
      throw new ApiRequestError('invalid-response', `Response of ${spec.path} is not an API envelope`, response.status, body);
    }
    return body as ApiResponse<T>;
  }

  const at = (base: string, id: ResourceId, sub?: string): string =>
    sub ? resourcePath(base, subSegment(sub), idSegment(id)) : resourcePath(base, idSegment(id));

  const client: Omit<ApiClient, keyof Lookups> = {
    instanceId: randomId(),
    tokens,
    interceptors: http.interceptors,
    configure(next) {
      hooks = { ...hooks, ...next };
    },
    request,
    get: (path, params, opts) => request({ ...opts, method: 'GET', path, params }),
    post: (path, body, opts) => request({ ...opts, method: 'POST', path, body }),

    list: (base, params, opts) => request({ ...opts, method: 'GET', path: resourcePath(base), params }),
    create: (base, body, opts) => request({ ...opts, method: 'POST', path: resourcePath(base), body }),
    createForm: (base, body, opts) => request({ ...opts, method: 'POST', path: resourcePath(base), body, multipart: true }),
    retrieve: (base, id, opts) => request({ ...opts, method: 'GET', path: at(base, id) }),
    update: (base, id, body, opts) => request({ ...opts, method: 'PUT', path: at(base, id), body }),
    updateForm: (base, id, body, opts) => request({ ...opts, method: 'PUT', path: at(base, id), body, multipart: true }),
    partialUpdate: (base, id, body, opts) => request({ ...opts, method: 'PATCH', path: at(base, id), body }),
    partialUpdateForm: (base, id, body, opts) =>
      request({ ...opts, method: 'PATCH', path: at(base, id), body, multipart: true }),
    destroy: (base, id, opts) => request({ ...opts, method: 'DELETE', path: at(base, id) }),
    multiDestroy: (base, body, opts) =>
      request({ ...opts, method: 'DELETE', path: resourcePath(base, 'multi-destroy'), body }),
    action: (base, id, body, opts) => request({ ...opts, method: 'POST', path: at(base, id, opts?.sub), body }),
    query: (base, id, params, opts) => request({ ...opts, method: 'GET', path: at(base, id, opts?.sub), params }),

    async download(path, opts = {}) {
      const { body, params, ...rest } = opts;
      const method: HttpMethod = body === undefined ? 'GET' : 'POST';
      const response = await exchange({ ...rest, method, path, params, body, responseType: 'blob' });
      if (response.handled) {
        throw new ApiRequestError('status', `Download of ${path} failed with status ${response.status}`,
          response.status, response.data as ApiResponse<unknown>);
      }
      const blob = response.data instanceof Blob ? response.data : new Blob([JSON.stringify(response.data ?? '')]);
      return { blob, fileName: downloadFileName(response.headers['content-disposition'], path), status: response.status };
    },

    websocketUrl: (path) => websocketUrl(hooks.getLocation(), path),
    async authorizedWebsocketUrl(path) {
      return websocketUrl(hooks.getLocation(), path, await getValidAccessToken());
    },
    getValidAccessToken,
    messageOf: (response) => responseMessage(hooks.translate, response),
  };

  return { ...client, ...createLookups(client) };
}

export { apiClient, API_CLIENT_INSTANCE_ID, configureApiClient } from './instance';
export {
  createApiClient,
  WEB_PREFIX,
  type ActionOptions,
  type ApiClient,
  type ApiClientOptions,
  type DownloadOptions,
  type RequestOptions,
  type RequestSpec,
} from './client';
export { fetchTransport, type HttpMethod, type ResponseKind, type Transport, type TransportRequest, type TransportResponse } from './transport';
export type { ApiClientHooks, Toast, ToastType, TranslateOptions } from './hooks';
export { ApiRequestError, type ApiRequestErrorReason } from './errors';
export { API_CLIENT_MESSAGES, type ApiClientMessageKey } from './messages';
export { createTokenStore, type SessionStorage, type SessionTokens, type TokenStore } from './token-store';
export { isTokenExpired, tokenExpiry } from './token-expiry';
export { createMemoryLock, createRefreshLock, createWebLock, REFRESH_LOCK_NAME } from './refresh-lock';
export type { RefreshLock, WebLockManager } from './refresh-lock';
export { SESSION_NOTICE_PARAM, SESSION_TIMEOUT_NOTICE, sessionExpiryUrl, withSessionNotice, type PageLocation } from './session-redirect';
export { serializeParams, type QueryParams, type QueryValue } from './params';
export { toFormData, type FormBody, type FormFieldValue } from './form-data';
export type { ResourceId } from './paths';
export {
  DEFAULT_DOWNLOAD_NAME,
  downloadFileName,
  fileNameFromDisposition,
  saveDownload,
  type DownloadResult,
} from './download';
export { websocketUrl } from './websocket';
export { followJob, isJobFinished, JOBS_PATH, JOBS_SOCKET_PATH, type FollowJobOptions, type JobSocket } from './jobs';
export {
  ID_RESOLUTION_PAGE_SIZE,
  LOOKUP_PAGE_SIZE,
  type EmployeePage,
  type EmployeePageQuery,
  type EmployeeRow,
  type LookupListOptions,
  type LookupOption,
  type LookupPage,
  type Lookups,
  type TreeNode,
} from './lookups';

/**
 * Session contract (SPEC §3 local storage, §4 Session, §7 token refresh, §8 401 handling), shared by the
 * api-client that keeps the session, the shell that stores tokens on /switch-company and sign-in, and the
 * server that issues and refreshes tokens.
 */

/** localStorage keys of the session; the names are fixed by SPEC §3. */
export const SESSION_STORAGE_KEYS = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  companyCode: 'company_code',
} as const;

/** An access token counts as expired when its `exp` is this close to now, or cannot be decoded (SPEC §9). */
export const TOKEN_REFRESH_MARGIN_SECONDS = 300;

/** Payload of an access token (a JWT). `exp` is in seconds since the epoch. */
export interface AccessTokenPayload {
  user_id: string | number;
  staff?: boolean;
  exp: number;
}

/** Refresh call: POST, unauthenticated, under the `/web` prefix. */
export const REFRESH_TOKEN_PATH = '/oauth/api/v2/refresh_token/';

export interface RefreshTokenRequest {
  access: string | null;
  refresh: string | null;
}

/** `data` of a refresh response; the client accepts it only when both fields come back. */
export interface RefreshTokenResponse {
  token: string;
  refresh: string;
}

/** Credentials path whose 401 means "wrong credentials", not "session over" (SPEC §8), full `/web` path. */
export const CREDENTIALS_TOKEN_PATH = '/web/oauth/api/v1/token/';

/** Where an expired session is sent (SPEC §4 Session-expiry redirect). */
export const COMPANY_VERIFICATION_PATH = '/onboard/company-verification';

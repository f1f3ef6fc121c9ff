import type { SessionTokens } from '@timekeep/api-client';

/** SPEC §2: `/switch-company?state=<access>&refresh=<refresh>` is how sign-in hands a session to a company host. */
export const SWITCH_COMPANY_PATH = '/switch-company';
const ACCESS_PARAM = 'state';
const REFRESH_PARAM = 'refresh';

export interface TokenSink {
  setTokens(tokens: SessionTokens): void;
}

/**
 * Reads the tokens from the URL, stores them, and at once rewrites the current history entry without them, so
 * they stay neither in the address bar nor in history (nor in a later Referer). Returns whether a complete pair
 * was stored; other query values are kept.
 */
export function takeSwitchCompanyTokens(
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
  history: Pick<History, 'replaceState' | 'state'>,
  sink: TokenSink,
): boolean {
  const params = new URLSearchParams(location.search);
  const access = params.get(ACCESS_PARAM);
  const refresh = params.get(REFRESH_PARAM);
  if (params.has(ACCESS_PARAM) || params.has(REFRESH_PARAM)) {
    params.delete(ACCESS_PARAM);
    params.delete(REFRESH_PARAM);
    const query = params.toString();
    // Keep the router's own entry state (key, index) so back/forward still line up.
    history.replaceState(history.state, '', `${location.pathname}${query ? `?${query}` : ''}${location.hash}`);
  }
  if (!access || !refresh) return false;
  sink.setTokens({ access, refresh });
  return true;
}

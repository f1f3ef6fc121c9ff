import { COMPANY_VERIFICATION_PATH } from '@timekeep/contracts';

/** What the redirect needs to know about the current page (`window.location` in the browser). */
export type PageLocation = Pick<Location, 'protocol' | 'hostname' | 'port'>;

/**
 * SPEC §4 Session-expiry redirect. A company's pages live on `<company_code>.<base host>`; company verification
 * lives on the base host. So when the host starts with `<company_code>.`, drop that label (same protocol and
 * port); otherwise stay on the current host.
 */
export function sessionExpiryUrl(location: PageLocation, companyCode: string | null): string {
  const hostname = location.hostname.toLowerCase();
  const prefix = companyCode ? `${companyCode.toLowerCase()}.` : '';
  const targetHost = prefix && hostname.startsWith(prefix) && hostname.length > prefix.length
    ? hostname.slice(prefix.length)
    : hostname;
  const port = location.port ? `:${location.port}` : '';
  return `${location.protocol}//${targetHost}${port}${COMPANY_VERIFICATION_PATH}`;
}

/**
 * The query parameter that carries a notice across a redirect to another host (`?notice=session-timeout`): a toast
 * shown before a full page load is lost with the page, so the shell shows it again on arrival (issue 17 item 3).
 */
export const SESSION_NOTICE_PARAM = 'notice';
export const SESSION_TIMEOUT_NOTICE = 'session-timeout';

/**
 * `url`, marked with the session-timeout notice when it leaves the current host (a company host → the base host):
 * there the page loads anew and the shell says "Session Timeout" (SPEC §8). On the same host the single-page app
 * keeps the toast the client already showed, so the URL stays as it is.
 */
export function withSessionNotice(url: string, location: PageLocation): string {
  const target = new URL(url);
  const port = location.port ? `:${location.port}` : '';
  if (target.host.toLowerCase() === `${location.hostname.toLowerCase()}${port}`) return url;
  target.searchParams.set(SESSION_NOTICE_PARAM, SESSION_TIMEOUT_NOTICE);
  return target.toString();
}

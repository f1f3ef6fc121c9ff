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

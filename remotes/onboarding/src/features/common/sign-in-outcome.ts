import type { PageLocation } from '@timekeep/api-client';
import type { SessionGrant } from './onboarding-api';

/** Where a successful sign-in leads (SPEC §4 "Sign-in success with company domain"). */
export type SignInOutcome =
  | { kind: 'home'; domain: string }
  | { kind: 'company-login' }
  | { kind: 'switch-host'; url: string };

/** The company's domain in a grant: `company_domain` (sign-in) or `domain` (company login). */
export function grantDomain(grant: SessionGrant): string | null {
  const domain = (grant.company_domain ?? grant.domain ?? '').trim();
  return domain || null;
}

/**
 * The host without a company sub-domain: on `acme.example.com`, with `acme` among the company domains this page
 * knows (the stored company code, the user's joined companies), that is `example.com`. Without a known company
 * prefix the host is taken as the base host.
 */
export function baseHost(hostname: string, knownCompanyDomains: readonly (string | null | undefined)[]): string {
  const host = hostname.toLowerCase();
  for (const prefix of [...knownCompanyDomains, 'www']) {
    if (prefix && host.startsWith(`${prefix.toLowerCase()}.`)) return host.slice(prefix.length + 1);
  }
  return host;
}

/**
 * SPEC §4: with a domain, the same host (already `<domain>.…`) keeps the session here and goes to `/`; another host
 * gets the tokens in `/switch-company?state=…&refresh=…` on `<domain>.<base host>[:port]`. Without a domain the
 * user picks a company on company-login.
 */
export function planSignIn(
  grant: SessionGrant,
  location: PageLocation,
  knownCompanyDomains: readonly (string | null | undefined)[],
): SignInOutcome {
  const domain = grantDomain(grant);
  if (!domain) return { kind: 'company-login' };
  const host = location.hostname.toLowerCase();
  if (host.startsWith(`${domain.toLowerCase()}.`)) return { kind: 'home', domain };
  const port = location.port ? `:${location.port}` : '';
  const query = new URLSearchParams({ state: grant.token, refresh: grant.refresh }).toString();
  return {
    kind: 'switch-host',
    url: `${location.protocol}//${domain.toLowerCase()}.${baseHost(host, knownCompanyDomains)}${port}/switch-company?${query}`,
  };
}

/** A grant is usable only with both tokens. */
export function isSessionGrant(data: unknown): data is SessionGrant {
  const grant = data as Partial<SessionGrant> | null;
  return typeof grant?.token === 'string' && grant.token !== '' && typeof grant.refresh === 'string' && grant.refresh !== '';
}

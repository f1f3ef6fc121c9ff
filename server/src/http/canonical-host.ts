/**
 * Pages must be opened on BASE_DOMAIN: signing in hops to `<company>.<host>`, and on `127.0.0.1` (or any IP,
 * or a host outside BASE_DOMAIN) that becomes `demo.127.0.0.1`, which browsers refuse, so the sign-in
 * seemed to do nothing. A page request on such a host is redirected to the same path on BASE_DOMAIN, keeping
 * the scheme and port the browser used. Only pages: the API, terminals and assets answer on any host.
 */
import { isIP } from 'node:net';

export interface RequestHost {
  /** The Host header value (`127.0.0.1:8080`, `[::1]:8080`, `acme.localhost`). */
  host: string | undefined;
  protocol: string;
}

function splitHost(host: string): { hostname: string; port: string } {
  const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(host);
  if (bracketed) return { hostname: bracketed[1], port: bracketed[2] ?? '' };
  const [hostname, port = ''] = host.split(':');
  return { hostname, port };
}

export function isUnderBaseDomain(hostname: string, baseDomain: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  return name === baseDomain || name.endsWith(`.${baseDomain}`);
}

/** Where a page request on `request` should go instead, or undefined when its host is fine (or unknown). */
export function canonicalPageUrl(request: RequestHost, url: string, baseDomain: string): string | undefined {
  if (!request.host) return undefined;
  const { hostname, port } = splitHost(request.host.trim());
  if (!hostname) return undefined;
  if (isIP(hostname) === 0 && isUnderBaseDomain(hostname, baseDomain)) return undefined;
  // An IP-literal BASE_DOMAIN cannot host company sub-domains either; redirecting to it would loop.
  if (hostname === baseDomain) return undefined;
  const path = url.startsWith('/') && !url.startsWith('//') ? url : '/';
  return `${request.protocol}://${baseDomain}${port ? `:${port}` : ''}${path}`;
}

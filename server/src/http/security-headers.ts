/**
 * Security headers (ADR 0043). Three kinds of answer, three policies:
 * - the shell's HTML (`index.html` for every page path): a nonce-based strict Content-Security-Policy, frame
 *   protection and a referrer policy, set by `applyHtmlSecurityHeaders` where the page is rendered;
 * - the `/web` API: `Cache-Control: no-store` unless a route chose its own policy (answers carry personal data and
 *   tokens; a shared or back/forward cache must not keep them);
 * - everything but `/iclock`: `X-Content-Type-Options: nosniff`.
 * `/iclock` (biometric terminals, ZKTeco PUSH) gets none of them: the devices parse plain text answers and some
 * firmware chokes on unknown headers.
 */
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Google's documented hosts for the Maps JS API under a strict CSP (developers.google.com, "Content Security Policy Guide"). */
const GOOGLE_MAPS_SOURCES = {
  img: ['https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com', 'https://*.googleusercontent.com'],
  connect: ['https://*.googleapis.com', 'https://*.google.com', 'https://*.gstatic.com'],
  font: ['https://fonts.gstatic.com'],
  style: ['https://fonts.googleapis.com'],
  frame: ['https://*.google.com'],
};

export interface CspOptions {
  /** Per response, base64; the same value goes on the page's script and style elements. */
  nonce: string;
  /** The origin (or full script URL) the Maps JS API is loaded from (MAPS_BASE_URL). */
  mapsBaseUrl: string;
  /** Other origins the page loads from: remotes published behind a CDN (absolute entries of the deploy manifest). */
  assetOrigins?: readonly string[];
}

export function createNonce(): string {
  return crypto.randomBytes(16).toString('base64');
}

function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

export function isGoogleMaps(mapsBaseUrl: string): boolean {
  const origin = originOf(mapsBaseUrl);
  return origin !== null && /^https:\/\/([a-z0-9-]+\.)*(googleapis|google)\.com$/.test(origin);
}

/**
 * The shell's policy. Scripts: only those carrying this response's nonce, and what they load
 * (`'strict-dynamic'`: webpack's chunks, the remotes' entries and chunks, the Maps script all are inserted by
 * trusted script); no 'unsafe-inline'. `'self'` and the origins are a fallback for browsers without CSP 3, which
 * ignore 'strict-dynamic'. Styles: nonce'd `<style>` elements (antd's CSS-in-JS, style-loader, ag-grid and Maps
 * all insert them and get the nonce, see ADR 0043); style attributes set through the CSSOM are not affected.
 */
export function contentSecurityPolicy({ nonce, mapsBaseUrl, assetOrigins = [] }: CspOptions): string {
  const google = isGoogleMaps(mapsBaseUrl);
  const maps = originOf(mapsBaseUrl);
  const unique = (values: (string | null)[]): string[] => [...new Set(values.filter((v): v is string => Boolean(v)))];
  const assets = unique(assetOrigins.map(originOf));
  const mapsOrigins = unique([maps]);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    // Google's strict-CSP sample for the Maps JS API lists 'unsafe-eval': only when the real API is configured.
    ['script-src', [`'nonce-${nonce}'`, "'strict-dynamic'", "'self'", ...assets, ...mapsOrigins, ...(google ? ["'unsafe-eval'"] : [])]],
    ['style-src', ["'self'", `'nonce-${nonce}'`, ...assets, ...(google ? GOOGLE_MAPS_SOURCES.style : [])]],
    ['img-src', ["'self'", 'data:', 'blob:', ...assets, ...(google ? GOOGLE_MAPS_SOURCES.img : mapsOrigins)]],
    ['font-src', ["'self'", 'data:', ...assets, ...(google ? GOOGLE_MAPS_SOURCES.font : [])]],
    ['connect-src', ["'self'", ...assets, ...unique([...mapsOrigins, ...(google ? GOOGLE_MAPS_SOURCES.connect : [])])]],
    ['frame-src', google ? GOOGLE_MAPS_SOURCES.frame : ["'none'"]],
    ['worker-src', ["'self'", 'blob:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** Headers of the shell's HTML, besides its CSP: no framing (clickjacking), only the origin as referrer. */
export function applyHtmlSecurityHeaders(reply: FastifyReply, csp: string): void {
  reply.header('Content-Security-Policy', csp);
  reply.header('X-Frame-Options', 'DENY');
  // Full URLs never leave the page: /switch-company carries hand-off tokens in its query. The origin still goes
  // cross-origin, which referrer-restricted Maps API keys need.
  reply.header('Referrer-Policy', 'strict-origin');
  reply.header('X-Content-Type-Options', 'nosniff');
}

function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

function under(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** nosniff everywhere but /iclock; no-store on /web answers whose route set no cache policy. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const pathname = pathOf(request.url);
    if (under(pathname, '/iclock')) return payload;
    if (!reply.hasHeader('X-Content-Type-Options')) reply.header('X-Content-Type-Options', 'nosniff');
    if (under(pathname, '/web') && !reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
    return payload;
  });
}

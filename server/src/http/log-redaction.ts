/**
 * Keeps credentials that travel in URLs out of the logs: the company hand-off (`/switch-company?state=<access
 * token>&refresh=<refresh token>`), the mailed links (`/onboard/<page>?code=<activation, reset or invitation
 * code>`), a provider's `token=` on a payment return, and whatever a client puts in `?token=`/`?key=`. Pino logs
 * the request URL on every request (`incoming request`) and Fastify quotes it in a few messages; both go
 * through here. Names are matched broadly (any name containing one of the words): a redacted search filter
 * costs little, a logged token is a stolen session.
 */
import type { FastifyRequest } from 'fastify';

export const REDACTED = '[redacted]';

const SECRET_NAME = /token|secret|passw|pwd|refresh|access|state|code|key|auth|session|signature|sig$|otp|nonce|ticket|jwt/i;

function decodedName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

export function isSecretParameter(name: string): boolean {
  return SECRET_NAME.test(decodedName(name));
}

/** Every `?name=value` / `&name=value` in `text` whose name looks secret gets its value replaced. */
export function redactQueryValues(text: string): string {
  if (!text.includes('=')) return text;
  return text.replace(/([?&;])([^=&?#\s"'<>]+)=([^&#\s"'<>]*)/g, (whole, sep: string, name: string, value: string) =>
    value !== '' && isSecretParameter(name) ? `${sep}${name}=${REDACTED}` : whole,
  );
}

/** Fastify's default `req` serializer, with the URL redacted. */
export function serializeRequest(request: FastifyRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: redactQueryValues(request.url),
    version: request.headers?.['accept-version'],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * Pino hook: strings passed to a log call (Fastify's "Route GET:/x?… not found", "Reply was already sent … in
 * the "/x?…" route") are redacted like the serialized request.
 */
export function redactLogArguments(this: unknown, args: unknown[], method: (...a: unknown[]) => void): void {
  method.apply(
    this,
    args.map((arg) => (typeof arg === 'string' ? redactQueryValues(arg) : arg)),
  );
}

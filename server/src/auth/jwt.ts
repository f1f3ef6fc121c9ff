/**
 * Minimal HS256 JWT (RFC 7519) on node:crypto: the access token of SPEC §3 carries user_id, staff and exp
 * (seconds). Verification checks the algorithm, the signature in constant time and the expiry.
 */
import crypto from 'node:crypto';

export interface JwtClaims {
  exp: number;
  iat?: number;
  [claim: string]: unknown;
}

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

function signature(data: string, secret: Buffer): string {
  return crypto.createHmac('sha256', secret).update(data).digest('base64url');
}

export function signJwt(claims: JwtClaims, secret: Buffer): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const data = `${HEADER}.${payload}`;
  return `${data}.${signature(data, secret)}`;
}

export type JwtResult<T> = { ok: true; claims: T } | { ok: false; reason: 'malformed' | 'signature' | 'expired' };

export function verifyJwt<T extends JwtClaims>(token: string, secret: Buffer, nowSeconds: number): JwtResult<T> {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'malformed' };
  const [header, payload, sig] = parts;
  let parsedHeader: unknown;
  let claims: unknown;
  try {
    parsedHeader = JSON.parse(Buffer.from(header, 'base64url').toString('utf8'));
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (typeof parsedHeader !== 'object' || parsedHeader === null || (parsedHeader as { alg?: unknown }).alg !== 'HS256') {
    return { ok: false, reason: 'malformed' };
  }
  const expected = Buffer.from(signature(`${header}.${payload}`, secret));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) {
    return { ok: false, reason: 'signature' };
  }
  if (typeof claims !== 'object' || claims === null || typeof (claims as JwtClaims).exp !== 'number') {
    return { ok: false, reason: 'malformed' };
  }
  if ((claims as JwtClaims).exp <= nowSeconds) return { ok: false, reason: 'expired' };
  return { ok: true, claims: claims as T };
}

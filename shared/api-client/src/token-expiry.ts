import { jwtDecode } from 'jwt-decode';
import { TOKEN_REFRESH_MARGIN_SECONDS } from '@timekeep/contracts';

/** `exp` (seconds) of a JWT, or null when the token is missing, malformed or carries no numeric `exp`. */
export function tokenExpiry(token: string | null): number | null {
  if (!token) return null;
  try {
    const { exp } = jwtDecode<{ exp?: unknown }>(token);
    return typeof exp === 'number' && Number.isFinite(exp) ? exp : null;
  } catch {
    return null;
  }
}

/**
 * SPEC §4: expired when `exp` is within the margin of now (remaining ≤ 300 s counts as expired) or the token
 * cannot be decoded. A token without `exp` is treated as undecodable, because its lifetime cannot be known.
 */
export function isTokenExpired(
  token: string | null,
  nowMs: number = Date.now(),
  marginSeconds: number = TOKEN_REFRESH_MARGIN_SECONDS,
): boolean {
  const exp = tokenExpiry(token);
  if (exp === null) return true;
  return exp - nowMs / 1000 <= marginSeconds;
}

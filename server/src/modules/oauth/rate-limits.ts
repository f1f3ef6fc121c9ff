/**
 * Per-IP limits of the unauthenticated oauth calls (@fastify/rate-limit route config). Windows follow the
 * injected clock, so tests move time instead of waiting.
 */
export const RATE_LIMITS = {
  signIn: { max: 10, timeWindow: 60_000 },
  signUp: { max: 10, timeWindow: 10 * 60_000 },
  /** forgot_password and the activation-mail resend: each may send mail. */
  mail: { max: 5, timeWindow: 10 * 60_000 },
  /** activation, invited, reset checks, join approval and the forms that consume a code. */
  codeCheck: { max: 20, timeWindow: 60_000 },
  refresh: { max: 60, timeWindow: 60_000 },
  /** invite/: an admin inviting a team, but not a mail cannon. */
  invite: { max: 30, timeWindow: 10 * 60_000 },
} as const;

export function rateLimit(kind: keyof typeof RATE_LIMITS): { rateLimit: { max: number; timeWindow: number } } {
  return { rateLimit: { ...RATE_LIMITS[kind] } };
}

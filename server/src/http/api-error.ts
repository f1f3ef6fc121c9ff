import type { ApiContext } from '@timekeep/contracts';

/**
 * A failure the client should see: HTTP status, a code translated in the `api` namespace, and context
 * (fallback message, interpolation params, per-field codes). Thrown anywhere in a handler; the error handler
 * turns it into the SPEC envelope.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly context: ApiContext = {},
  ) {
    super(context.message ?? code);
    this.name = 'ApiError';
  }
}

import type { ApiResponse } from '@timekeep/contracts';

/**
 * Why a call rejected:
 * - `session-expired`: 401 outside the credentials path, or no usable token could be obtained; the session was
 *   cleared and the browser sent to company verification.
 * - `status`: an HTTP status the client does not turn into a result (SPEC §8 "other statuses"), or a download
 *   answered with an error status.
 * - `invalid-response`: a success status whose body is not the `/web` envelope.
 */
export type ApiRequestErrorReason = 'session-expired' | 'status' | 'invalid-response';

export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';

  constructor(
    readonly reason: ApiRequestErrorReason,
    message: string,
    readonly status?: number,
    /** The response body as an envelope, when the server sent one (or the client built one for the status). */
    readonly response?: ApiResponse<unknown>,
  ) {
    super(message);
  }
}

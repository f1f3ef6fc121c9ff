import { GENERAL_CODES, type ApiContext, type ApiResponse } from '@timekeep/contracts';

/** The SPEC response envelope for a successful call. */
export function ok<T>(data: T, code: string = GENERAL_CODES.ok, context: ApiContext = {}): ApiResponse<T> {
  return { code, context, data };
}

/** The envelope for a failed call (used by the error handler). */
export function failure(code: string, context: ApiContext = {}): ApiResponse<null> {
  return { code, context, data: null };
}

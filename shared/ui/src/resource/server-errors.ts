import type { ApiResponse } from '@timekeep/contracts';
import type { Translate } from './field-schema';

/**
 * Field errors of a refused write, translated from their codes (`context.fields`: field → code), e.g.
 * `{ name: 'ZPER0003' }` → the `api:ZPER0003` text with the response's params; a plain rule name
 * (`required`, `max_length`, …) → the generic form text.
 */
export function serverFieldErrors(response: ApiResponse<unknown>, t: Translate): Record<string, string> {
  const fields = response.context?.fields ?? {};
  const params = response.context?.params ?? {};
  const errors: Record<string, string> = {};
  for (const [field, code] of Object.entries(fields)) {
    errors[field] = /^Z[A-Z]{3}\d{4}$/.test(code) ? t(`api:${code}`, params) : t(`common:form.${code === 'required' ? 'required' : 'type'}`);
  }
  return errors;
}

/** The outcome of a write: the server's envelope, and whether the api-client has already shown it as a toast. */
export interface WriteOutcome<T> {
  response: ApiResponse<T | null>;
  /** 400, 500 and 504 answers are toasted by the api-client itself (SPEC §8); other refusals are not. */
  notified: boolean;
}

/**
 * Runs a write and always comes back with an envelope: statuses the api-client rejects (403, 404, …) carry their
 * envelope on the error. Errors without one (network, session expired) are rethrown.
 */
export async function settleWrite<T>(call: Promise<ApiResponse<T>>): Promise<WriteOutcome<T>> {
  try {
    return { response: await call, notified: true };
  } catch (error: unknown) {
    const response = (error as { response?: ApiResponse<unknown> } | null)?.response;
    if (response && typeof response.code === 'string') return { response: { ...response, data: null }, notified: false };
    throw error;
  }
}

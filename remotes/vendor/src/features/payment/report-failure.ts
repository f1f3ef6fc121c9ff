import type { ApiClient } from '@timekeep/api-client';
import type { ApiResponse } from '@timekeep/contracts';
import { toast } from '@timekeep/ui';

/** Statuses the api-client already shows as a toast before it rejects (SPEC §8). */
const ALREADY_SHOWN = new Set([400, 500, 504]);

interface RejectedCall {
  status?: number;
  response?: ApiResponse<unknown>;
}

/**
 * Explains a rejected call once: nothing more when the api-client has shown it, the server's translated message
 * for other refusals (e.g. 403 for someone who is not a vendor operator), else `fallback` (network failure).
 */
export function reportFailure(client: ApiClient, error: unknown, fallback: string): void {
  const rejected = (error ?? {}) as RejectedCall;
  if (rejected.status !== undefined && ALREADY_SHOWN.has(rejected.status)) return;
  if (rejected.response && typeof rejected.response.code === 'string') {
    toast.error(client.messageOf(rejected.response));
    return;
  }
  toast.error(fallback);
}

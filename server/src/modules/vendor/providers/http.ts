/**
 * One HTTP exchange with a payment provider, bounded by the configured timeout. Whatever goes wrong on the
 * way (timeout, refused connection, 5xx, a body that is not JSON) becomes a ProviderError, so the caller
 * can answer clearly and leave the order as it was.
 */
export type ProviderFailure = 'timeout' | 'unavailable';

export class ProviderError extends Error {
  constructor(
    readonly failure: ProviderFailure,
    message: string,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

export interface ProviderResponse {
  status: number;
  body: unknown;
}

export async function exchange(provider: string, url: string, init: RequestInit, timeoutMs: number): Promise<ProviderResponse> {
  let response: Response;
  let text: string;
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    response = await fetch(url, { ...init, signal });
    text = await response.text();
  } catch (error) {
    // The rejection's class differs between runtimes (DOMException, wrapped TypeError); the signal does not.
    if (signal.aborted) {
      throw new ProviderError('timeout', `${provider} did not answer within ${timeoutMs} ms`);
    }
    throw new ProviderError('unavailable', `${provider} could not be reached: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (response.status >= 500) throw new ProviderError('unavailable', `${provider} answered HTTP ${response.status}`);
  try {
    return { status: response.status, body: text === '' ? {} : (JSON.parse(text) as unknown) };
  } catch {
    throw new ProviderError('unavailable', `${provider} answered HTTP ${response.status} without JSON`);
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function stringOf(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

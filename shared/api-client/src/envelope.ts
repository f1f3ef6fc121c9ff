import { GENERAL_CODES, type ApiResponse } from '@timekeep/contracts';

export function isEnvelope(body: unknown): body is ApiResponse<unknown> {
  return typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'string';
}

const codeForStatus: Record<number, string> = {
  400: GENERAL_CODES.validation,
  401: GENERAL_CODES.unauthenticated,
  500: GENERAL_CODES.internal,
  504: GENERAL_CODES.upstreamTimeout,
};

/**
 * The body as an envelope. Error bodies of downloads arrive as Blobs and are parsed; a body that is not an
 * envelope (a proxy's HTML 504 page, say) becomes one whose code matches the status, so callers can always
 * test `isSuccessCode(result.code)`.
 */
export async function toEnvelope(body: unknown, status: number): Promise<ApiResponse<unknown>> {
  const parsed = typeof Blob !== 'undefined' && body instanceof Blob ? await parseBlob(body) : body;
  if (isEnvelope(parsed)) return { ...parsed, context: parsed.context ?? {} };
  if (status >= 200 && status < 300 && (parsed === '' || parsed === null || parsed === undefined)) {
    return { code: GENERAL_CODES.ok, context: {}, data: null };
  }
  return { code: codeForStatus[status] ?? GENERAL_CODES.internal, context: {}, data: null };
}

async function parseBlob(blob: Blob): Promise<unknown> {
  try {
    return JSON.parse(await blobText(blob));
  } catch {
    return undefined;
  }
}

/** `Blob.text()`, with FileReader for environments that lack it (older Safari, jsdom). */
function blobText(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

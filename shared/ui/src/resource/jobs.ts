import type { ApiClient } from '@timekeep/api-client';
import { isSuccessCode, type JobView } from '@timekeep/contracts';

/** `GET /web/api/v2/jobs/<id>/` (api-contracts.md, bulk data). */
export const JOB_PATH = '/api/v2/jobs/';
export const JOB_POLL_MS = 1000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Follows a background job until it is done or failed, reporting its progress (0..100) on the way. Reads the jobs
 * API (the websocket pushes the same; polling keeps this independent of a socket that a proxy may block).
 */
export async function followJob(
  client: ApiClient,
  job: number,
  onProgress: (progress: number) => void,
  { pollMs = JOB_POLL_MS, signal }: { pollMs?: number; signal?: AbortSignal } = {},
): Promise<JobView> {
  for (;;) {
    if (signal?.aborted) throw new Error('job follow aborted');
    const response = await client.get<JobView>(`${JOB_PATH}${job}/`);
    if (!isSuccessCode(response.code) || !response.data) throw new Error(client.messageOf(response));
    onProgress(response.data.progress);
    if (response.data.status === 'done' || response.data.status === 'failed') return response.data;
    await sleep(pollMs);
  }
}

/** A job's `file_url` is a `/web/…` path; the api-client adds `/web` itself. */
export function apiPathOf(fileUrl: string): string {
  return fileUrl.replace(/^\/web(?=\/)/, '');
}

/** A blob's text (FileReader: test DOMs lack Blob.text). */
export function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('blob read failed'));
    reader.readAsText(blob);
  });
}

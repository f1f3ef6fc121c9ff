import type { ApiResponse } from '@timekeep/contracts';
import type { Region } from '@timekeep/ui';

export const REGION_IDENTIFY_PATH = '/oauth/api/v2/region_identify/';

/** The one api-client method region identification needs (the real client, or a fake in tests). */
export interface RegionClient {
  post<T>(path: string, body?: unknown, options?: { auth?: boolean }): Promise<ApiResponse<T>>;
}

const REGION_FIELDS = ['code', 'identify_code', 'product_name', 'website', 'copyright', 'logo'] as const;

function isRegion(data: unknown): data is Region {
  if (typeof data !== 'object' || data === null) return false;
  const record = data as Record<string, unknown>;
  return REGION_FIELDS.every((field) => typeof record[field] === 'string') && record.product_name !== '';
}

/**
 * SPEC §4 App start / §7: `POST region_identify/` with an empty payload, unauthenticated. Resolves with the
 * region, or null for anything else (network error, `isSuccess` false, malformed data), which the caller shows
 * as "Invalid Access" (SPEC §8).
 */
export async function identifyRegion(client: RegionClient): Promise<Region | null> {
  try {
    const response = await client.post<unknown>(REGION_IDENTIFY_PATH, {}, { auth: false });
    if (response?.isSuccess !== true || !isRegion(response.data)) return null;
    return response.data;
  } catch {
    return null;
  }
}

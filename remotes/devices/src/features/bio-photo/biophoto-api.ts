import type { ApiClient } from '@timekeep/api-client';
import type { ApiResponse, BiophotoRecord, BiophotoStatus, Paged } from '@timekeep/contracts';

export const BIOPHOTOS_PATH = '/device/api/v2/biophotos/';

export type { BiophotoStatus };

/** A row of `GET /device/api/v2/biophotos/` (the shared contract). */
export type BiophotoRow = BiophotoRecord;

export interface BiophotoQuery {
  page: number;
  page_size: number;
  status?: BiophotoStatus;
}

export function listBiophotos(client: ApiClient, query: BiophotoQuery): Promise<ApiResponse<Paged<BiophotoRow>>> {
  const params: Record<string, string | number> = { page: query.page, page_size: query.page_size };
  if (query.status) params.status = query.status;
  return client.list<BiophotoRow>(BIOPHOTOS_PATH, params);
}

export function reviewBiophotos(client: ApiClient, ids: number[], action: 'approve' | 'reject'): Promise<ApiResponse<{ ids: number[]; status: string } | null>> {
  return client.post(`${BIOPHOTOS_PATH}approve/`, { ids, action });
}

import type { ApiClient } from '@timekeep/api-client';
import type { ApiResponse, LocationRecord, Paged } from '@timekeep/contracts';

/** SPEC §7 personnel path `locations` (the api-client adds /web). */
export const LOCATIONS_PATH = '/personnel/api/v2/locations/';

export type LocationRow = LocationRecord;

/** What the create and edit form sends (PUT replaces every writable field): the record less its id and label. */
export type LocationInput = Omit<LocationRecord, 'id' | 'display_name'>;

export interface LocationListQuery {
  page: number;
  page_size: number;
  search?: string;
  time_zone?: string | null;
}

/** List parameters without paging (also what an export sends); empty filters are left out. */
export function locationFilterParams(query: Omit<LocationListQuery, 'page' | 'page_size'>): Record<string, string> {
  const params: Record<string, string> = {};
  const search = query.search?.trim();
  if (search) params.search = search;
  if (query.time_zone) params.time_zone = query.time_zone;
  return params;
}

export function listLocations(client: ApiClient, query: LocationListQuery): Promise<ApiResponse<Paged<LocationRow>>> {
  return client.list<LocationRow>(LOCATIONS_PATH, { page: query.page, page_size: query.page_size, ...locationFilterParams(query) });
}

export function createLocation(client: ApiClient, input: LocationInput): Promise<ApiResponse<LocationRow>> {
  return client.create<LocationRow>(LOCATIONS_PATH, input);
}

export function updateLocation(client: ApiClient, id: number, input: LocationInput): Promise<ApiResponse<LocationRow>> {
  return client.update<LocationRow>(LOCATIONS_PATH, id, input);
}

export function deleteLocation(client: ApiClient, id: number): Promise<ApiResponse<{ deleted: number }>> {
  return client.destroy<{ deleted: number }>(LOCATIONS_PATH, id);
}

export function deleteLocations(client: ApiClient, ids: ReadonlyArray<number>): Promise<ApiResponse<{ deleted: number }>> {
  return client.multiDestroy<{ deleted: number }>(LOCATIONS_PATH, { ids: [...ids] });
}

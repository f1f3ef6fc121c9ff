import type { ApiResponse } from '@timekeep/contracts';
import type { MapsConfig } from '@timekeep/ui';

/** Server settings the browser needs before sign-in (`GET /web/api/v2/public_config/`, unauthenticated). */
export const PUBLIC_CONFIG_PATH = '/api/v2/public_config/';

export interface PublicConfig {
  maps?: MapsConfig;
}

interface PublicConfigData {
  maps_api_key?: string | null;
  maps_base_url?: string | null;
}

export interface PublicConfigClient {
  get<T>(path: string, params?: undefined, options?: { auth?: boolean }): Promise<ApiResponse<T>>;
}

/** Never throws: without the configuration the maps widgets simply have no key (they show their own error). */
export async function loadPublicConfig(client: PublicConfigClient): Promise<PublicConfig> {
  try {
    const response = await client.get<PublicConfigData>(PUBLIC_CONFIG_PATH, undefined, { auth: false });
    const key = response?.data?.maps_api_key;
    if (typeof key !== 'string' || key === '') return {};
    const base = response.data.maps_base_url;
    return { maps: { apiKey: key, ...(typeof base === 'string' && base ? { scriptBaseUrl: base } : {}) } };
  } catch {
    return {};
  }
}

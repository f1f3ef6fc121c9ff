import { createApiClient, type ApiClient } from './client';
import type { ApiClientHooks } from './hooks';

/**
 * The one client of the page. Module Federation shares this package as a singleton, so the shell and every
 * remote import the same module and therefore this same object (one session, one refresh lock).
 */
export const apiClient: ApiClient = createApiClient();

/** Made once at module load; the shell and a remote reading the same value proves they share the module. */
export const API_CLIENT_INSTANCE_ID: string = apiClient.instanceId;

/** The shell calls this once at start with i18next's `t`, its toast function and a full-page redirect. */
export function configureApiClient(hooks: ApiClientHooks): void {
  apiClient.configure(hooks);
}

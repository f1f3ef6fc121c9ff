/**
 * GET /web/api/v2/public_config/: settings the browser needs before sign-in. The Maps key is configuration
 * (MAPS_API_KEY), never part of a bundle.
 */
import { ok } from '../../http/envelope';
import type { ServerModule } from '../module';

export const publicConfigModule: ServerModule = {
  name: 'public-config',
  prefix: '/web/api/v2',
  async register(app, deps) {
    app.get('/public_config/', { schema: { tags: ['system'], summary: 'Public client configuration' } }, async () =>
      ok({
        maps_api_key: deps.config.mapsApiKey ?? null,
        maps_base_url: deps.config.mapsBaseUrl,
        base_domain: deps.config.baseDomain,
      }),
    );
  },
};

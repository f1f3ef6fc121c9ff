/** POST /web/oauth/api/v2/region_identify/ (SPEC §7): the region and branding for the request host. */
import { OAUTH_CODES } from '@timekeep/contracts';
import { ApiError } from '../../http/api-error';
import type { ServerModule } from '../module';
import { identifyRegion } from './region-repository';

const regionSchema = {
  type: 'object',
  properties: {
    code: { type: 'string' },
    identify_code: { type: 'string' },
    product_name: { type: 'string' },
    website: { type: 'string' },
    copyright: { type: 'string' },
    logo: { type: 'string' },
  },
};

export const regionModule: ServerModule = {
  name: 'region',
  prefix: '/web/oauth/api/v2',
  async register(app, deps) {
    app.post(
      '/region_identify/',
      {
        schema: {
          tags: ['oauth'],
          summary: 'Region and branding for the request host',
          response: {
            200: {
              type: 'object',
              properties: { code: { type: 'string' }, context: { type: 'object' }, isSuccess: { type: 'boolean' }, data: regionSchema },
            },
          },
        },
      },
      async (request) => {
        const region = await identifyRegion(deps.database.db, request.host);
        if (!region) throw new ApiError(404, OAUTH_CODES.failed, { message: 'No region is configured.' });
        return { code: OAUTH_CODES.ok, context: {}, isSuccess: true, data: region };
      },
    );
  },
};

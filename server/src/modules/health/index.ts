import { GENERAL_CODES } from '@timekeep/contracts';
import { ok } from '../../http/envelope';
import { ApiError } from '../../http/api-error';
import type { ServerModule } from '../module';

export const healthModule: ServerModule = {
  name: 'health',
  prefix: '/web',
  async register(app, deps) {
    app.get('/health', { schema: { tags: ['system'], summary: 'Liveness and database reachability' } }, async () => {
      try {
        await deps.database.ping();
      } catch {
        throw new ApiError(503, GENERAL_CODES.unavailable, { message: 'The database is not reachable.' });
      }
      return ok({ status: 'ok', database: deps.database.kind });
    });
  },
};

import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';

/**
 * A server area (mirrors the remotes): registers its routes under `prefix`. Add one line to MODULES in
 * ./index.ts to mount a new module.
 */
export interface ServerModule {
  name: string;
  prefix: string;
  register(app: FastifyInstance, deps: AppDeps): Promise<void>;
}

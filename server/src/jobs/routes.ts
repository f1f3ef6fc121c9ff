/**
 * The jobs API (api-contracts.md, bulk data): `GET /web/api/v2/jobs/<id>/` → JobView, `GET …/<id>/file/` → the
 * produced file (same JWT, same company, Content-Disposition name), and the websocket `/websocket/jobs/?token=<JWT>`
 * (SPEC §7) that pushes a JobView for every change of the caller's company jobs this process sees. A client may
 * send `{"subscribe": [id, …]}` to follow only those jobs; it is answered at once with their current views.
 * Jobs of other companies answer 404 (their ids are not confirmed to exist).
 */
import fs from 'node:fs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { GENERAL_CODES, type JobView } from '@timekeep/contracts';
import { authContextOf, isAccessClaims, type AccessClaims } from '../auth/access-token';
import { verifyJwt } from '../auth/jwt';
import type { AppDeps } from '../deps';
import { ApiError } from '../http/api-error';
import { ok } from '../http/envelope';
import { attachmentDisposition } from '../bulk/content-disposition';
import type { ServerModule } from '../modules/module';
import { mayViewJob } from './access';
import { jobView, type JobRecord } from './job-types';

const notFound = (): ApiError => new ApiError(404, GENERAL_CODES.notFound, { message: 'The job was not found.' });

const jobViewSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    kind: { type: 'string' },
    status: { type: 'string', enum: ['queued', 'running', 'done', 'failed'] },
    progress: { type: 'integer', minimum: 0, maximum: 100 },
    file_url: { type: ['string', 'null'] },
    error: { type: ['string', 'null'] },
    result: {},
  },
} as const;

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } },
} as const;

async function visibleJob(deps: AppDeps, request: FastifyRequest, id: number): Promise<JobRecord> {
  const companyId = request.auth?.companyId;
  if (!companyId) throw notFound();
  const job = await deps.jobs.find(companyId, id);
  if (!job || !(await mayViewJob(deps, request, job))) throw notFound();
  return job;
}

/** The websocket carries the JWT in `?token=` (browsers cannot set headers on a websocket). */
function authenticateFromQuery(deps: AppDeps, request: FastifyRequest): void {
  const token = (request.query as { token?: unknown }).token;
  const result = typeof token === 'string' ? verifyJwt<AccessClaims>(token, deps.keys.jwtSecret, Math.floor(deps.now().getTime() / 1000)) : null;
  if (!result?.ok || !isAccessClaims(result.claims)) {
    throw new ApiError(401, GENERAL_CODES.unauthenticated, { message: 'Authentication credentials were not provided or are invalid.' });
  }
  request.auth = authContextOf(result.claims);
  if (!request.auth.companyId) throw new ApiError(403, GENERAL_CODES.forbidden, { message: 'Sign in to a company first.' });
}

function registerJobSocket(app: FastifyInstance, deps: AppDeps): void {
  app.get(
    '/websocket/jobs/',
    {
      websocket: true,
      preValidation: async (request) => authenticateFromQuery(deps, request),
      schema: { hide: true },
    },
    (socket, request) => {
      const companyId = request.auth?.companyId as number;
      let only: Set<number> | null = null;
      const send = (view: JobView): void => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(view));
      };
      const unsubscribe = deps.jobs.subscribe((event) => {
        if (event.companyId !== companyId || (only && !only.has(event.view.id))) return;
        void mayViewJob(deps, request, event).then((allowed) => allowed && send(event.view), () => undefined);
      });
      socket.on('message', (data: Buffer) => {
        let ids: unknown;
        try {
          ids = (JSON.parse(data.toString('utf8')) as { subscribe?: unknown }).subscribe;
        } catch {
          return;
        }
        if (!Array.isArray(ids)) return;
        const wanted = ids.filter((id): id is number => Number.isSafeInteger(id) && id > 0).slice(0, 100);
        only = new Set(wanted);
        for (const id of wanted) {
          void visibleJob(deps, request, id).then((job) => send(jobView(job)), () => undefined);
        }
      });
      socket.on('close', unsubscribe);
    },
  );
}

export const jobsModule: ServerModule = {
  name: 'jobs',
  prefix: '',
  async register(app, deps) {
    app.get<{ Params: { id: number } }>(
      '/web/api/v2/jobs/:id/',
      {
        preHandler: app.requireCompany,
        schema: {
          tags: ['jobs'],
          summary: 'A background job of the caller’s company (export, import, recalculation)',
          security: [{ jwt: [] }],
          params: idParams,
          response: { 200: { type: 'object', properties: { code: { type: 'string' }, context: {}, data: jobViewSchema } } },
        },
      },
      async (request) => ok(jobView(await visibleJob(deps, request, request.params.id))),
    );

    app.get<{ Params: { id: number } }>(
      '/web/api/v2/jobs/:id/file/',
      {
        preHandler: app.requireCompany,
        schema: { tags: ['jobs'], summary: 'The file a finished job produced', security: [{ jwt: [] }], params: idParams },
      },
      async (request, reply) => {
        const job = await visibleJob(deps, request, request.params.id);
        if (job.status !== 'done' || !job.file) throw notFound();
        const absolute = deps.jobs.filePath(job.file.path);
        const stat = await fs.promises.stat(absolute).catch(() => null);
        if (!stat) throw notFound();
        return reply
          .header('content-type', job.file.type)
          .header('content-length', stat.size)
          .header('content-disposition', attachmentDisposition(job.file.name))
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .send(fs.createReadStream(absolute));
      },
    );

    registerJobSocket(app, deps);
  },
};

/**
 * Builds the Fastify application around explicit dependencies (no globals), so the same code serves
 * `npm start`, the API tests on PGlite and on PostgreSQL, and the Playwright runs.
 */
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyMultipart from '@fastify/multipart';
import fastifyWebsocket from '@fastify/websocket';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { GENERAL_CODES } from '@timekeep/contracts';
import { authPlugin } from './auth/auth-plugin';
import type { AppDeps } from './deps';
import { failure } from './http/envelope';
import { refuseControlCharacters } from './http/control-characters';
import { registerErrorHandling } from './http/error-handler';
import { redactLogArguments, serializeRequest } from './http/log-redaction';
import { strictInputValidators } from './http/input-validation';
import { clockRateLimitStore } from './http/rate-limit-store';
import { registerSecurityHeaders } from './http/security-headers';
import { registerStaticFiles } from './http/static-files';
import { registerMailJobs } from './mail/outbox';
import { MODULES } from './modules';
import { recalcWorkerOf } from './modules/att/recalc/worker';
import { createStatisticsKeeper } from './db/table-statistics';
import { revokedFamiliesOf } from './modules/oauth/repositories/revoked-families';
import { SERVER_ROOT } from './paths';

export interface BuildAppOptions {
  /** Pino level and destination (default: config.logLevel to stdout); false silences logs (tests). */
  logger?: false | { level: string; stream?: { write(line: string): void } };
  /** Serve the shell, remotes, manifest and locales (off in pure API tests). */
  serveStatic?: boolean;
}

export const BODY_LIMIT_BYTES = 12 * 1024 * 1024;

export async function buildApp(deps: AppDeps, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const logger = options.logger ?? { level: deps.config.logLevel };
  const app = Fastify({
    // Tokens in URLs (the company hand-off, mailed codes) never reach the log.
    logger: logger && { ...logger, serializers: { req: serializeRequest }, hooks: { logMethod: redactLogArguments } },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: deps.config.trustProxy,
    // Respect both `/x/` and `/x` for the same route (SPEC paths end in a slash; clients differ).
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    // Bodies are validated without type coercion, querystrings and params with canonical integers (ADR 0042).
    schemaController: { compilersFactory: { buildValidator: strictInputValidators() } },
  });

  registerErrorHandling(app);
  registerSecurityHeaders(app);
  refuseControlCharacters(app);
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Timekeep API', version: '1.0.0', description: 'The /web API of Timekeep (SPEC §7).' },
      components: { securitySchemes: { jwt: { type: 'apiKey', in: 'header', name: 'Authorization' } } },
    },
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/web/docs' });
  if (deps.config.rateLimitScale !== 1) {
    // Runs before the rate-limit plugin's own onRoute hook (registered next), so it sees the scaled limits.
    app.addHook('onRoute', (route) => {
      const limit = (route.config as { rateLimit?: { max?: unknown } } | undefined)?.rateLimit;
      if (limit && typeof limit.max === 'number') limit.max *= deps.config.rateLimitScale;
    });
  }
  await app.register(fastifyRateLimit, {
    global: false,
    now: () => deps.now().getTime(),
    store: clockRateLimitStore(() => deps.now().getTime()),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      ...failure(GENERAL_CODES.rateLimited, {
        message: 'Too many requests. Please try again later.',
        params: { seconds: Math.ceil(context.ttl / 1000) },
      }),
    }),
  } as Parameters<typeof fastifyRateLimit>[1]);
  await app.register(fastifyMultipart, { limits: { fileSize: 10 * 1024 * 1024, files: 10 } });
  // SPEC §7 web sockets under /websocket (job progress); one message is a small JSON object.
  await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } });
  const revokedFamilies = revokedFamiliesOf(deps.database.db, deps.now);
  await app.register(authPlugin, {
    secret: deps.keys.jwtSecret,
    now: () => Math.floor(deps.now().getTime() / 1000),
    isRevokedFamily: (family) => revokedFamilies.has(family),
  });

  await app.register(fastifyStatic, {
    root: path.join(SERVER_ROOT, 'assets'),
    prefix: '/web/static/',
    decorateReply: false,
    index: false,
    setHeaders(res) {
      res.header('Cache-Control', 'public, max-age=86400');
      res.header('Access-Control-Allow-Origin', '*');
    },
  });

  // Every module may write mail to the outbox (ADR 0075); the job runner sends it.
  registerMailJobs(deps);
  for (const module of MODULES) {
    await app.register(async (scope) => module.register(scope, deps), { prefix: module.prefix });
  }

  if (options.serveStatic ?? true) {
    await registerStaticFiles(app, {
      shellDir: deps.config.shellDir,
      releasesDir: deps.config.releasesDir,
      localesDir: deps.config.localesDir,
      baseDomain: deps.config.baseDomain,
      mapsBaseUrl: deps.config.mapsBaseUrl,
    });
  } else {
    app.setNotFoundHandler((request, reply) =>
      reply.status(404).send(failure(GENERAL_CODES.notFound, { message: `No route ${request.method} ${request.url.split('?')[0]}` })),
    );
  }

  // Handlers register while modules load; the runner polls once the app is ready and stops before the database closes.
  app.addHook('onReady', async () => deps.jobs.start());
  // PGlite has no autovacuum: its planner's statistics are kept here (table-statistics.ts).
  const statistics = createStatisticsKeeper(deps.database);
  app.addHook('onReady', async () => statistics.start());
  app.addHook('onClose', async () => {
    await statistics.stop();
    await deps.jobs.stop();
    // The module's own onClose may run after this one (bench:recalc saw a pass fail on the closed database).
    await recalcWorkerOf(deps)?.stop();
    deps.mailer.close();
    await deps.paymentSandbox?.close();
    await deps.database.close();
  });
  return app;
}

/**
 * The terminal server (ZKTeco PUSH / ADMS, issue 12, ADR 0070) on the product's one port under `/iclock/`,
 * every path also with `.aspx`. Answers are plain text with a Date header and an exact Content-Length; no
 * redirects, no compression, never HTML or JSON (a failure is a plain-text 500, so the device keeps its data
 * and retries). Bodies are read as raw bytes whatever Content-Type the device claims.
 */
import crypto from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { AppDeps } from '../../deps';
import type { ServerModule } from '../module';
import { ingestPunches, logErrors, logUpload, parseAttlogBatch, punchRow, type ParsedBatch } from './attlog';
import { applyResults, pollAnswer } from './commands';
import { poll } from './poll';
import { handshakeBody, push3Body, rtdataTimeBody } from './handshake';
import { firmwareVersion, keyValues, parseCommandResults, parseDeviceOptions, parseInfo, splitLines } from './parse';
import { ingestRecords } from './records';
import { quarantineLines } from './quarantine';
import { Refused } from './refused';
import { companyOfHost, loadTerminal, SN_PATTERN, touchDevice, type RegistryRow, type Terminal } from './registry';
import './tables';
import { recordStage } from './ingest-profile';

/** Up to 16 MB must pass (brief §10); a little more for headroom. */
export const ICLOCK_BODY_LIMIT = 20 * 1024 * 1024;

type Query = Record<string, string | undefined>;

export function sendText(reply: FastifyReply, status: number, body: string): FastifyReply {
  const bytes = Buffer.from(body, 'utf8');
  return reply
    .status(status)
    .header('Date', new Date().toUTCString())
    .header('Content-Type', 'text/plain')
    .header('Content-Length', bytes.length)
    .header('Pragma', 'no-cache')
    .header('Cache-Control', 'no-store')
    .send(bytes);
}

function queryOf(request: FastifyRequest): Query {
  const raw = (request.query ?? {}) as Record<string, unknown>;
  const query: Query = {};
  for (const [key, value] of Object.entries(raw)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') query[key.toLowerCase()] = first;
  }
  return query;
}

function bodyOf(request: FastifyRequest): Buffer {
  return Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
}

interface Caller {
  sn: string;
  query: Query;
  registry: RegistryRow;
  /** The claimed terminal; null while the SN is unclaimed. */
  terminal: Terminal | null;
  ip: string;
}

/** `kind`: a handshake records protocol facts; `frequent` requests (uploads, polls) may be answered before their registry touch is written. */
async function callerOf(deps: AppDeps, request: FastifyRequest, kind: 'handshake' | 'frequent' | 'other' = 'other'): Promise<Caller> {
  const handshake = kind === 'handshake';
  const query = queryOf(request);
  const sn = (query.sn ?? '').trim();
  if (!SN_PATTERN.test(sn)) throw new Refused(400, 'SN required');
  const hostCompanyId = await companyOfHost(deps, request.headers.host);
  const registry = await touchDevice(deps, {
    sn,
    ip: request.ip,
    userAgent: String(request.headers['user-agent'] ?? '').slice(0, 200),
    hostCompanyId,
    handshake: handshake ? { pushver: query.pushver ?? null, language: query.language ?? null, deviceType: query.devicetype ?? null } : undefined,
  }, { mayDefer: kind === 'frequent' });
  if (registry.company_id === null || registry.terminal_id === null) return { sn, query, registry, terminal: null, ip: request.ip };
  if (hostCompanyId !== null && hostCompanyId !== registry.company_id) {
    // Another company's entry point for this company's SN: refused, and the owner hears of it.
    await deps.database.withTenant(registry.company_id, (trx) =>
      logErrors(trx, registry.company_id as number, { id: registry.terminal_id as number, sn }, 'security', [
        { lineNo: 0, reason: 'wrong_host', raw: `${request.method} ${request.url.slice(0, 300)} host=${String(request.headers.host).slice(0, 100)} ip=${request.ip}` },
      ]),
    );
    throw new Refused(403, 'UNAUTHORIZED');
  }
  const terminal = await loadTerminal(deps, registry.company_id, registry.terminal_id, { mayServeStale: kind === 'frequent' });
  return { sn, query, registry, terminal: terminal ?? null, ip: request.ip };
}

function textOf(body: Buffer): string {
  return body.toString('utf8');
}

async function handleAttlog(deps: AppDeps, caller: Caller, request: FastifyRequest, body: Buffer, tableName: string): Promise<string> {
  const t0 = performance.now();
  const lines = splitLines(textOf(body));
  if (!caller.terminal) {
    if (!(await quarantineLines(deps, caller.sn, tableName, lines))) throw new Refused(503, 'QUARANTINE FULL');
    return `OK: ${lines.length}`;
  }
  const batch = parseAttlogBatch(lines, caller.terminal, deps.now());
  recordStage('parse', performance.now() - t0);
  const outcome = await ingestPunches(
    deps,
    caller.terminal,
    batch,
    { tableName, path: request.url.split('?')[0], bytes: body.length, stamp: caller.query.stamp ?? null, ip: caller.ip },
    'attlog_stamp',
  );
  return `OK: ${outcome.accepted}`;
}

/** rtlog (3.x real-time events, §11.2): key=value lines; attendance events become punches keyed like ATTLOG. */
async function handleRtlog(deps: AppDeps, caller: Caller, request: FastifyRequest, body: Buffer): Promise<string> {
  const lines = splitLines(textOf(body));
  if (!caller.terminal) {
    if (!(await quarantineLines(deps, caller.sn, 'rtlog', lines))) throw new Refused(503, 'QUARANTINE FULL');
    return 'OK';
  }
  const batch: ParsedBatch = { rows: [], errors: [] };
  lines.forEach((line, index) => {
    const pairs = keyValues(line);
    const pin = (pairs.get('pin') ?? '').trim();
    const event = Number(pairs.get('event') ?? '0');
    if (!pin || pin === '0' || ![0, 1, 2, 3, 14, 15, 16, 17, 18, 19, 203].includes(event)) {
      batch.errors.push({ lineNo: index + 1, reason: 'access_event', raw: line.slice(0, 1000) });
      return;
    }
    const num = (key: string) => (/^-?\d+$/.test(pairs.get(key) ?? '') ? Number(pairs.get(key)) : null);
    const row = punchRow(
      { pin, time: (pairs.get('time') ?? '').trim(), state: num('inoutstatus'), verify: num('verifytype'), workCode: '', recordIndex: num('index'), raw: line },
      caller.terminal as Terminal,
      deps.now(),
    );
    if ('error' in row) batch.errors.push({ lineNo: index + 1, reason: row.error, raw: line.slice(0, 1000) });
    else batch.rows.push(row);
  });
  await ingestPunches(deps, caller.terminal, batch, { tableName: 'rtlog', path: request.url.split('?')[0], bytes: body.length, stamp: null, ip: caller.ip }, null);
  return 'OK';
}

async function handleOptions(deps: AppDeps, caller: Caller, body: Buffer): Promise<string> {
  if (!caller.terminal) return 'OK';
  const options = parseDeviceOptions(textOf(body));
  await updateDeviceReport(deps, caller.terminal, options);
  return 'OK';
}

const count = (value: string | undefined): number | null => (value !== undefined && /^\d{1,9}$/.test(value.trim()) ? Number(value.trim()) : null);

/** Device-reported facts (options push, INFO result) onto the terminal row. */
async function updateDeviceReport(deps: AppDeps, terminal: Terminal, options: Record<string, string>): Promise<void> {
  const now = deps.now();
  await deps.database.withTenant(terminal.company_id, (trx) =>
    trx
      .updateTable('terminals')
      .set({
        // Merged in SQL: concurrent reports (INFO, options push) never overwrite each other's keys.
        device_options: sql<Record<string, string>>`device_options || ${JSON.stringify(options)}::jsonb`,
        last_activity: now,
        state_seen_at: now,
        ...(options.FWVersion ? { fw_ver: firmwareVersion(options.FWVersion).slice(0, 100) } : {}),
        ...(count(options.UserCount) !== null ? { user_count: count(options.UserCount) } : {}),
        ...(count(options.FPCount) !== null ? { fp_count: count(options.FPCount) } : {}),
        ...(count(options.FaceCount) !== null ? { face_count: count(options.FaceCount) } : {}),
        ...(count(options.TransactionCount) !== null ? { transaction_count: count(options.TransactionCount) } : {}),
        ...(options.IPAddress ? { ip_address: options.IPAddress.slice(0, 64) } : {}),
      })
      .where('company_id', '=', terminal.company_id)
      .where('id', '=', terminal.id)
      .execute(),
  );
}

async function handleCdataPost(deps: AppDeps, request: FastifyRequest): Promise<string> {
  const t0 = performance.now();
  const caller = await callerOf(deps, request, 'frequent');
  recordStage('caller', performance.now() - t0);
  const body = bodyOf(request);
  // Legacy firmware (§5.11): `Stamp=` without table is ATTLOG, `OpStamp=` without table is OPERLOG.
  const table = (caller.query.table ?? (caller.query.opstamp !== undefined ? 'OPERLOG' : 'ATTLOG')).toUpperCase();
  switch (table) {
    case 'ATTLOG':
      return handleAttlog(deps, caller, request, body, 'ATTLOG');
    case 'RTLOG':
      return handleRtlog(deps, caller, request, body);
    case 'OPTIONS':
      return handleOptions(deps, caller, body);
    case 'RTSTATE':
      return 'OK';
    default:
      return ingestRecords(deps, caller, request, body, table);
  }
}

async function handleHandshake(deps: AppDeps, request: FastifyRequest): Promise<string> {
  const caller = await callerOf(deps, request, 'handshake');
  const query = caller.query;
  // Remote attendance would hand user records to anyone who knows an SN (§8): never.
  if ((query.table ?? '').toLowerCase() === 'remoteatt' || (query.pin !== undefined && query.options === undefined)) return 'NONE';
  const pushver = query.pushver ?? null;
  const major = Number((pushver ?? '').split('.')[0]);
  if (major >= 3 || (query.devicetype ?? '').toLowerCase() === 'acc') {
    // 3.x: an unregistered device hears OK and registers next (§11.1).
    if (!caller.registry.registry_code) return 'OK';
    return push3Body(caller.terminal, await sessionOf(deps, caller), caller.registry.registry_code);
  }
  if (caller.terminal) {
    const now = deps.now();
    await deps.database.withTenant(caller.terminal.company_id, (trx) =>
      trx
        .updateTable('terminals')
        .set({ pushver, language: query.language ?? null, device_type: (query.devicetype ?? 'att').slice(0, 20), ip_address: caller.ip.slice(0, 64), last_activity: now, state_seen_at: now })
        .where('company_id', '=', caller.terminal!.company_id)
        .where('id', '=', caller.terminal!.id)
        .execute(),
    );
  }
  return handshakeBody(caller.sn, pushver, caller.terminal, deps.now());
}

async function sessionOf(deps: AppDeps, caller: Caller): Promise<string> {
  if (caller.registry.session_id) return caller.registry.session_id;
  const sessionId = crypto.randomBytes(16).toString('hex').toUpperCase();
  await deps.database.db.updateTable('iclock_devices').set({ session_id: sessionId }).where('sn', '=', caller.sn).execute();
  return sessionId;
}

async function handlePoll(deps: AppDeps, request: FastifyRequest): Promise<string> {
  const caller = await callerOf(deps, request, 'frequent');
  const terminal = caller.terminal;
  if (!terminal) return 'OK';
  const info = caller.query.info ? parseInfo(caller.query.info) : null;
  const commands = await poll(deps, { terminal, info });
  return pollAnswer(commands);
}

async function handleResults(deps: AppDeps, request: FastifyRequest): Promise<string> {
  const caller = await callerOf(deps, request);
  const terminal = caller.terminal;
  if (!terminal) return 'OK';
  const results = parseCommandResults(textOf(bodyOf(request)));
  const outcomes = await deps.database.withTenant(terminal.company_id, async (trx) => {
    const applied = await applyResults(trx, terminal.company_id, terminal.id, results, deps.now());
    const unknown = applied.filter((outcome) => outcome.outcome === 'unknown');
    if (unknown.length > 0) {
      await logErrors(
        trx,
        terminal.company_id,
        terminal,
        'devicecmd',
        unknown.map((outcome) => ({ lineNo: 0, reason: 'unknown_command_id', raw: `ID=${outcome.id}`.slice(0, 100) })),
      );
    }
    await logUpload(trx, terminal.company_id, terminal, {
      tableName: 'devicecmd',
      path: request.url.split('?')[0],
      bytes: bodyOf(request).length,
      lineCount: results.length,
      stored: applied.filter((outcome) => outcome.outcome === 'succeeded' || outcome.outcome === 'failed').length,
      duplicates: applied.filter((outcome) => outcome.outcome === 'duplicate').length,
      errors: unknown.length,
      stamp: null,
      ip: caller.ip,
    });
    return applied;
  });
  const info = results.find((result) => result.cmd.toUpperCase() === 'INFO' && Object.keys(result.extra).length > 0);
  if (info && outcomes.some((outcome) => outcome.id === info.id && outcome.outcome === 'succeeded')) await updateDeviceReport(deps, terminal, info.extra);
  return 'OK';
}

/** 3.x registration (§11.1): a stable RegistryCode per SN. */
async function handleRegistry(deps: AppDeps, request: FastifyRequest): Promise<string> {
  const caller = await callerOf(deps, request);
  const capabilities = parseDeviceOptions(textOf(bodyOf(request)));
  let code = caller.registry.registry_code;
  if (!code) {
    code = crypto.randomBytes(10).toString('hex');
    const row = await deps.database.db
      .updateTable('iclock_devices')
      .set((eb) => ({ registry_code: eb.fn.coalesce('registry_code', eb.val(code as string)), device_type: capabilities.DeviceType ?? 'acc' }))
      .where('sn', '=', caller.sn)
      .returning('registry_code')
      .executeTakeFirstOrThrow();
    code = row.registry_code as string;
  }
  if (caller.terminal) await updateDeviceReport(deps, caller.terminal, capabilities);
  return `RegistryCode=${code}`;
}

async function handlePush(deps: AppDeps, request: FastifyRequest): Promise<string> {
  const caller = await callerOf(deps, request);
  return push3Body(caller.terminal, await sessionOf(deps, caller), null);
}

/** 3.x query results (`querydata`): the records are stored like uploads; the answer is `<tablename>=<n>`. */
async function handleQueryData(deps: AppDeps, request: FastifyRequest): Promise<string> {
  const caller = await callerOf(deps, request);
  const tableName = (caller.query.tablename ?? caller.query.type ?? 'tabledata').toLowerCase();
  const answer = await ingestRecords(deps, caller, request, bodyOf(request), 'TABLEDATA');
  const n = /=(\d+)$/.exec(answer)?.[1] ?? String(splitLines(textOf(bodyOf(request))).length);
  return `${tableName}=${n}`;
}

async function handlePing(deps: AppDeps, request: FastifyRequest): Promise<string> {
  const query = queryOf(request);
  if (query.sn && SN_PATTERN.test(query.sn)) await callerOf(deps, request);
  return 'OK';
}

type Handler = (deps: AppDeps, request: FastifyRequest) => Promise<string>;

function route(app: FastifyInstance, deps: AppDeps, name: string, handlers: { GET?: Handler; POST?: Handler }): void {
  for (const url of [`/${name}`, `/${name}.aspx`]) {
    app.route({
      method: ['GET', 'POST'],
      url,
      schema: { hide: true },
      bodyLimit: ICLOCK_BODY_LIMIT,
      handler: async (request, reply) => {
        const handler = request.method === 'POST' ? (handlers.POST ?? handlers.GET) : (handlers.GET ?? handlers.POST);
        return sendText(reply, 200, handler ? await handler(deps, request) : 'OK');
      },
    });
  }
}

export const iclockModule: ServerModule = {
  name: 'iclock',
  prefix: '/iclock',
  async register(app, deps) {
    // Raw bytes for every content type (or none): no form, JSON or charset parser touches a device body.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: ICLOCK_BODY_LIMIT }, (_request, body, done) => done(null, body));
    app.setErrorHandler((error: FastifyError | Refused, request, reply) => {
      if (error instanceof Refused) return sendText(reply, error.status, error.body);
      if ((error as FastifyError).code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        request.log.error({ url: request.url.split('?')[0] }, 'iclock body over the limit');
        return sendText(reply, 413, 'BODY TOO LARGE');
      }
      const status = (error as FastifyError).statusCode;
      if (status && status >= 400 && status < 500) return sendText(reply, status, 'BAD REQUEST');
      // Nothing was acknowledged: the device keeps the data and sends it again.
      request.log.error({ err: error, url: request.url.split('?')[0] }, 'iclock request failed');
      return sendText(reply, 500, 'ERROR');
    });

    route(app, deps, 'cdata', { GET: handleHandshake, POST: handleCdataPost });
    route(app, deps, 'getrequest', { GET: handlePoll });
    route(app, deps, 'devicecmd', { POST: handleResults, GET: async () => 'OK' });
    route(app, deps, 'ping', { GET: handlePing });
    route(app, deps, 'registry', { POST: handleRegistry });
    route(app, deps, 'push', { POST: handlePush });
    route(app, deps, 'querydata', { POST: handleQueryData });
    route(app, deps, 'rtdata', { GET: async (d, r) => rtdataTimeBody((await callerOf(d, r)).terminal, new Date()) });
    route(app, deps, 'fdata', { POST: handleCdataPost, GET: handlePing });
    // Unknown /iclock paths: 200 OK, logged, never an HTML or JSON 404 (§1).
    app.route({
      method: ['GET', 'POST', 'PUT', 'HEAD', 'DELETE', 'OPTIONS', 'PATCH'],
      url: '/*',
      schema: { hide: true },
      bodyLimit: ICLOCK_BODY_LIMIT,
      handler: async (request, reply) => {
        request.log.info({ url: request.url.split('?')[0] }, 'unknown iclock path');
        return sendText(reply, 200, 'OK');
      },
    });
  },
};

export { handleAttlog };

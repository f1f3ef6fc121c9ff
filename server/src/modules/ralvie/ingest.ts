/**
 * The agent ingest API (ADR 0120). A desktop agent authenticates with its company's agent token (`Authorization:
 * Bearer <secret>`), reads its settings (`GET agent/config/`: the idle threshold) and posts batches of samples
 * (`POST agent/samples/`). A batch is checked whole before anything is written (a refusal is a translated 400 and
 * stores nothing); a sample's key is (employee, device, start), so a retried batch is stored once and answered as
 * duplicates. The daily usage the summaries read is added to in the same statement, from the rows actually stored.
 */
import crypto from 'node:crypto';
import {
  RALVIE_AGENT_CONFIG_PATH,
  RALVIE_AGENT_SAMPLES_PATH,
  RALVIE_MAX_BATCH,
  RALVIE_MAX_SAMPLE_AGE_DAYS,
  RALVIE_MAX_SAMPLE_SECONDS,
  type RalvieIngestResult,
  type RalvieKind,
} from '@timekeep/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { AppDeps } from '../../deps';
import { ApiError } from '../../http/api-error';
import { hasControlCharacter } from '../../http/control-characters';
import { ok } from '../../http/envelope';
import { RALVIE_CODES } from './codes';
import { readRalvieSetting } from './settings';

export interface ParsedSample {
  empCode: string;
  startedAt: Date;
  seconds: number;
  kind: RalvieKind;
  name: string;
  active: boolean;
}

export interface ParsedBatch {
  device: string;
  samples: ParsedSample[];
}

const SAMPLE_KEYS = new Set(['emp_code', 'start', 'end', 'duration', 'application', 'domain', 'active']);
const RFC3339 = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?(Z|[+-](\d{2}):(\d{2}))$/;
const HOSTNAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;
/** A sample may end this far ahead of the server's clock (an agent's clock a little fast). */
const FUTURE_MARGIN_MS = 5 * 60_000;

function invalid(field: string, message: string): ApiError {
  return new ApiError(400, RALVIE_CODES.invalidBatch, { message, params: { field }, fields: { [field]: RALVIE_CODES.invalidBatch } });
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A one-line text of 1..max characters after trimming, no control character. */
function text(value: unknown, field: string, max: number): string {
  if (typeof value !== 'string') throw invalid(field, 'Text expected.');
  const trimmed = value.trim();
  if (trimmed === '' || trimmed.length > max || hasControlCharacter(trimmed)) throw invalid(field, `1 to ${max} characters expected.`);
  return trimmed;
}

/** An RFC 3339 instant with its offset; calendar-checked (no 31 February). */
function instant(value: unknown, field: string): Date {
  const match = typeof value === 'string' ? RFC3339.exec(value) : null;
  if (!match) throw invalid(field, 'An RFC 3339 date-time with an offset expected.');
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as [number, number, number, number, number, number];
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const offsetOk = match[8] === 'Z' || (Number(match[9]) <= 23 && Number(match[10]) <= 59);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth || hour > 23 || minute > 59 || second > 59 || !offsetOk) throw invalid(field, 'Not a real date-time.');
  return new Date(value as string);
}

/** Checks a whole batch; the first problem is thrown as 400 ZRAL0005 / ZRAL0007 naming its field. */
export function parseBatch(body: unknown, now: Date): ParsedBatch {
  if (!isObject(body)) throw invalid('(body)', 'A JSON object expected.');
  const extra = Object.keys(body).find((key) => key !== 'device' && key !== 'samples');
  if (extra !== undefined) throw invalid(extra, 'Unknown field.');
  const device = text(body.device, 'device', 100);
  const list = body.samples;
  if (!Array.isArray(list) || list.length === 0 || list.length > RALVIE_MAX_BATCH) throw invalid('samples', `1 to ${RALVIE_MAX_BATCH} samples expected.`);
  const earliest = now.getTime() - RALVIE_MAX_SAMPLE_AGE_DAYS * 86_400_000;
  const latest = now.getTime() + FUTURE_MARGIN_MS;
  const samples = list.map((item: unknown, index): ParsedSample => {
    const at = (field: string) => `samples[${index}].${field}`;
    if (!isObject(item)) throw invalid(`samples[${index}]`, 'A JSON object expected.');
    const unknown = Object.keys(item).find((key) => !SAMPLE_KEYS.has(key));
    if (unknown !== undefined) throw invalid(at(unknown), 'Unknown field.');
    const empCode = text(item.emp_code, at('emp_code'), 50);
    const startedAt = instant(item.start, at('start'));
    if ((item.end === undefined) === (item.duration === undefined)) throw invalid(at('duration'), 'Give either end or duration.');
    let seconds: number;
    if (item.duration !== undefined) {
      if (typeof item.duration !== 'number' || !Number.isInteger(item.duration)) throw invalid(at('duration'), 'Whole seconds expected.');
      seconds = item.duration;
    } else {
      seconds = Math.round((instant(item.end, at('end')).getTime() - startedAt.getTime()) / 1000);
    }
    if (seconds < 1 || seconds > RALVIE_MAX_SAMPLE_SECONDS) throw invalid(at(item.duration !== undefined ? 'duration' : 'end'), `A sample lasts 1 to ${RALVIE_MAX_SAMPLE_SECONDS} seconds.`);
    if (startedAt.getTime() < earliest || startedAt.getTime() + seconds * 1000 > latest) {
      throw new ApiError(400, RALVIE_CODES.sampleOutOfRange, {
        message: 'The sample is too old or in the future.',
        params: { field: at('start'), days: RALVIE_MAX_SAMPLE_AGE_DAYS },
        fields: { [at('start')]: RALVIE_CODES.sampleOutOfRange },
      });
    }
    if ((item.application === undefined) === (item.domain === undefined)) throw invalid(at('application'), 'Give either application or domain.');
    const kind: RalvieKind = item.application !== undefined ? 'application' : 'domain';
    const name = text(item[kind], at(kind), 255).toLowerCase();
    if (kind === 'domain' && !HOSTNAME.test(name)) throw invalid(at('domain'), 'A host name expected (no scheme, path or port).');
    if (typeof item.active !== 'boolean') throw invalid(at('active'), 'true or false expected.');
    return { empCode, startedAt, seconds, kind, name, active: item.active };
  });
  return { device, samples };
}

/** A new agent secret: 32 random bytes, prefixed so a leaked one is recognisable in logs and scanners. */
export const newAgentSecret = (): string => `rlv_${crypto.randomBytes(32).toString('base64url')}`;

export const hashSecret = (secret: string): string => crypto.createHash('sha256').update(secret, 'utf8').digest('hex');

/** The agent token's company and id, or 401 ZRAL0004 (none, unknown or revoked). */
async function agentOf(deps: AppDeps, request: FastifyRequest): Promise<{ companyId: number; tokenId: number }> {
  const header = request.headers.authorization;
  const secret = typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7).trim() : '';
  const refuse = () => new ApiError(401, RALVIE_CODES.agentUnauthorized, { message: 'The agent token is missing, unknown or revoked.' });
  if (secret === '' || secret.length > 200) throw refuse();
  const { rows } = await sql<{ company_id: number; token_id: number; revoked: boolean }>`
    select company_id, token_id, revoked from ralvie_agent_keys where token_hash = ${hashSecret(secret)}`.execute(deps.database.db);
  const key = rows[0];
  if (!key || key.revoked) throw refuse();
  return { companyId: Number(key.company_id), tokenId: Number(key.token_id) };
}

/** Stores a checked batch for the company; answers how many samples were new. */
export async function storeBatch(deps: AppDeps, companyId: number, tokenId: number | null, batch: ParsedBatch): Promise<RalvieIngestResult> {
  return deps.database.withTenant(companyId, async (trx) => {
    const codes = [...new Set(batch.samples.map((sample) => sample.empCode))];
    const { rows: known } = await sql<{ id: number; emp_code: string }>`
      select id, emp_code from employees where company_id = ${companyId} and emp_code = any(${codes}::text[])`.execute(trx);
    const idOf = new Map(known.map((row) => [row.emp_code, Number(row.id)]));
    const missing = batch.samples.findIndex((sample) => !idOf.has(sample.empCode));
    if (missing >= 0) {
      const field = `samples[${missing}].emp_code`;
      throw new ApiError(400, RALVIE_CODES.unknownEmployee, {
        message: 'No employee has this code.',
        params: { field, emp_code: batch.samples[missing]?.empCode ?? '' },
        fields: { [field]: RALVIE_CODES.unknownEmployee },
      });
    }
    const input = JSON.stringify(
      batch.samples.map((sample) => ({ employee: idOf.get(sample.empCode), started_at: sample.startedAt.toISOString(), seconds: sample.seconds, kind: sample.kind, name: sample.name, active: sample.active })),
    );
    // One statement: the new samples (a stored key is skipped) and, from exactly those, the daily usage.
    const { rows } = await sql<{ accepted: number }>`
      with input as (
        select x.* from jsonb_to_recordset(${input}::jsonb) as x(employee bigint, started_at timestamptz, seconds integer, kind text, name text, active boolean)
      ), zone as (
        select company_timezone as tz from companies where id = ${companyId}
      ), stored as (
        insert into ralvie_samples (company_id, employee, device, started_at, seconds, work_date, kind, name, active, token_id, received_at)
        select ${companyId}, i.employee, ${batch.device}, i.started_at, i.seconds, (i.started_at at time zone zone.tz)::date, i.kind, i.name, i.active, ${tokenId}, ${deps.now()}
        from input i, zone
        on conflict (company_id, employee, device, started_at) do nothing
        returning employee, work_date, kind, name, active, seconds
      ), added as (
        insert into ralvie_usage (company_id, employee, work_date, kind, name, active, seconds)
        select ${companyId}, employee, work_date, kind, name, active, sum(seconds)::int from stored group by employee, work_date, kind, name, active
        on conflict (company_id, work_date, employee, kind, name, active) do update set seconds = ralvie_usage.seconds + excluded.seconds
        returning 1
      )
      select (select count(*)::int from stored) as accepted, (select count(*)::int from added) as usage_rows`.execute(trx);
    const accepted = Number(rows[0]?.accepted ?? 0);
    if (tokenId !== null) await sql`update ralvie_agent_tokens set last_used = ${deps.now()} where company_id = ${companyId} and id = ${tokenId}`.execute(trx);
    return { accepted, duplicates: batch.samples.length - accepted };
  });
}

export function registerAgentRoutes(app: FastifyInstance, deps: AppDeps, prefix: string): void {
  const path = (full: string) => `/web${full}`.slice(prefix.length);
  // No JWT: the agent token in `Authorization: Bearer` is the credential.
  const schema = { tags: ['ralvie'] };
  app.get(path(RALVIE_AGENT_CONFIG_PATH), { schema: { ...schema, summary: "The agent's settings (agent token)" } }, async (request) => {
    const { companyId } = await agentOf(deps, request);
    const setting = await deps.database.withTenant(companyId, (trx) => readRalvieSetting(trx, companyId));
    return ok({ idle_threshold: setting.idle_threshold, max_batch: RALVIE_MAX_BATCH, max_sample_seconds: RALVIE_MAX_SAMPLE_SECONDS }, RALVIE_CODES.ok);
  });
  app.post(path(RALVIE_AGENT_SAMPLES_PATH), { schema: { ...schema, summary: 'Post activity samples (agent token); a retried batch is stored once' } }, async (request) => {
    const { companyId, tokenId } = await agentOf(deps, request);
    const batch = parseBatch(request.body, deps.now());
    return ok(await storeBatch(deps, companyId, tokenId, batch), RALVIE_CODES.ok);
  });
}

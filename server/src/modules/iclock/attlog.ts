/**
 * Punch ingest (brief §4, §9, §13): parse the whole batch, then store it with ON CONFLICT DO NOTHING on
 * (company, SN, PIN, local time), its error-log rows, its upload-log row and the terminal's counters in one
 * transaction, which it shares with the batches of the company's other terminals that arrive meanwhile (group
 * commit, ADR 0098). The device hears `OK: n` only after that commit; n counts every line accepted (stored,
 * already stored, or set aside in the error log), so a replay answers the same n and stores nothing.
 */
import { sql, type Transaction } from 'kysely';
import type { AppDeps } from '../../deps';
import type { Database } from '../../db/database';
import type { Tables } from '../../db/schema';
import { wakeRecalc } from '../att/recalc/wake';
import { isClockSuspect, parseWallTime, wallToUtc } from './device-time';
import { parseAttlogLine } from './parse';
import type { Terminal } from './registry';
import { GroupCommit } from './group-commit';
import { recordStage } from './ingest-profile';

/** Rows per insert statement: keeps parameters few (arrays) and statements small on PGlite. */
const CHUNK = 2000;

export interface PunchRow {
  pin: string;
  time: string;
  utc: string;
  state: number | null;
  verify: number | null;
  workCode: string;
  flag: 'dst_gap' | 'dst_ambiguous' | null;
  suspect: boolean;
  review: boolean;
  recordIndex: number | null;
  raw: string;
}

export interface LineError {
  lineNo: number;
  reason: string;
  raw: string;
}

export interface ParsedBatch {
  rows: PunchRow[];
  errors: LineError[];
}

export interface PunchInput {
  pin: string;
  time: string;
  state: number | null;
  verify: number | null;
  workCode: string;
  recordIndex?: number | null;
  raw: string;
}

/** Wall time → UTC in the terminal's zone, with the flags of §9.4; null with a reason when impossible. */
export function punchRow(input: PunchInput, terminal: Pick<Terminal, 'time_zone' | 'claimed_at'>, now: Date): PunchRow | { error: string } {
  const wall = parseWallTime(input.time);
  if ('error' in wall) return wall;
  const zoned = wallToUtc(wall, terminal.time_zone);
  return {
    pin: input.pin,
    time: input.time,
    utc: zoned.utc.toISOString(),
    state: input.state,
    verify: input.verify,
    workCode: input.workCode.slice(0, 64),
    flag: zoned.flag,
    suspect: isClockSuspect(zoned.utc, wall, now),
    // Records older than the claim may be a previous owner's (brief §14.3): stored, but reviewed first.
    review: zoned.utc.getTime() < new Date(terminal.claimed_at).getTime(),
    recordIndex: input.recordIndex ?? null,
    raw: input.raw.slice(0, 1000),
  };
}

export function parseAttlogBatch(lines: string[], terminal: Pick<Terminal, 'time_zone' | 'claimed_at'>, now: Date): ParsedBatch {
  const rows: PunchRow[] = [];
  const errors: LineError[] = [];
  lines.forEach((line, index) => {
    const parsed = parseAttlogLine(line);
    if ('error' in parsed) {
      errors.push({ lineNo: index + 1, reason: parsed.error, raw: line.slice(0, 1000) });
      return;
    }
    const row = punchRow({ ...parsed, state: parsed.status, raw: line }, terminal, now);
    if ('error' in row) errors.push({ lineNo: index + 1, reason: row.error, raw: line.slice(0, 1000) });
    else rows.push(row);
  });
  return { rows, errors };
}

type Trx = Transaction<Tables>;

/**
 * Inserts punches, skipping duplicates; returns how many rows were new. On PGlite through `app_insert_punches`
 * (migration 0115, ADR 0123): a plain insert, and ON CONFLICT only for a batch that meets an existing key — the
 * speculative insert's extra index search per row was about a fifth of the insert's CPU there. On PostgreSQL the
 * ON CONFLICT statement itself: the function's subtransaction per batch would count against the 64 a transaction
 * keeps cached, and a group may hold more batches than that.
 */
export async function insertPunches(
  trx: Trx,
  companyId: number,
  terminal: Pick<Terminal, 'id' | 'sn'>,
  rows: PunchRow[],
  now: Date,
  plainFirst: boolean,
): Promise<number> {
  let stored = 0;
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    const column = <K extends keyof PunchRow>(key: K) => chunk.map((row) => row[key]);
    const arrays = sql`${column('pin')}::text[], ${column('time')}::text[], ${column('utc')}::text[], ${column('state')}::int[],
        ${column('verify')}::int[], ${column('workCode')}::text[], ${column('flag')}::text[], ${column('suspect')}::boolean[],
        ${column('review')}::boolean[], ${column('recordIndex')}::bigint[], ${column('raw')}::text[]`;
    if (plainFirst) {
      const result = await sql<{ stored: string }>`
        select app_insert_punches(${companyId}, ${terminal.id}, ${terminal.sn}, ${now}::timestamptz, ${arrays}) as stored`.execute(trx);
      stored += Number(result.rows[0].stored);
      continue;
    }
    // No RETURNING: the affected-row count is enough, and skipping it is ~20% faster on PGlite.
    const result = await sql`
      insert into transactions (company_id, terminal_id, terminal_sn, emp_code, employee_id, punch_time, punch_utc,
        punch_state, verify_type, work_code, time_flag, clock_suspect, needs_review, record_index, raw_line, upload_time)
      select ${companyId}, ${terminal.id}, ${terminal.sn}, v.pin, e.id, v.t::timestamp, v.u::timestamptz,
        v.st, v.vf, v.wc, v.fl, v.cs, v.nr, v.ri, v.raw, ${now}::timestamptz
      from unnest(${arrays}) as v(pin, t, u, st, vf, wc, fl, cs, nr, ri, raw)
      left join employees e on e.company_id = ${companyId} and e.emp_code = v.pin
      on conflict (company_id, terminal_sn, emp_code, punch_time) do nothing`.execute(trx);
    stored += Number(result.numAffectedRows ?? 0n);
  }
  return stored;
}

export interface UploadLog {
  tableName: string;
  path: string;
  bytes: number;
  lineCount: number;
  stored: number;
  duplicates: number;
  errors: number;
  stamp: string | null;
  ip: string;
}

export async function logUpload(trx: Trx, companyId: number, terminal: Pick<Terminal, 'id' | 'sn'>, log: UploadLog): Promise<void> {
  await logUploads(trx, companyId, [{ terminal, log }]);
}

/** Several upload-log rows in one statement. */
export async function logUploads(trx: Trx, companyId: number, uploads: { terminal: Pick<Terminal, 'id' | 'sn'>; log: UploadLog }[]): Promise<void> {
  if (uploads.length === 0) return;
  await trx
    .insertInto('terminal_upload_logs')
    .values(
      uploads.map(({ terminal, log }) => ({
        company_id: companyId,
        terminal_id: terminal.id,
        terminal_sn: terminal.sn,
        table_name: log.tableName.slice(0, 40),
        path: log.path.slice(0, 200),
        bytes: log.bytes,
        line_count: log.lineCount,
        stored: log.stored,
        duplicates: log.duplicates,
        errors: log.errors,
        stamp: log.stamp?.slice(0, 40) ?? null,
        ip_address: log.ip.slice(0, 64),
      })),
    )
    .execute();
}

export async function logErrors(trx: Trx, companyId: number, terminal: Pick<Terminal, 'id' | 'sn'>, tableName: string, errors: LineError[]): Promise<void> {
  for (let start = 0; start < errors.length; start += 500) {
    await trx
      .insertInto('terminal_error_logs')
      .values(
        errors.slice(start, start + 500).map((error) => ({
          company_id: companyId,
          terminal_id: terminal.id,
          terminal_sn: terminal.sn,
          table_name: tableName.slice(0, 40),
          line_no: error.lineNo,
          reason: error.reason,
          raw_line: error.raw,
        })),
      )
      .execute();
  }
}

export interface IngestOutcome {
  accepted: number;
  stored: number;
  duplicates: number;
  errors: number;
}

/** One batch of one terminal waiting for its group (ADR 0098). */
export interface PunchJob {
  terminal: Pick<Terminal, 'id' | 'sn' | 'company_id'>;
  batch: ParsedBatch;
  log: Omit<UploadLog, 'lineCount' | 'stored' | 'duplicates' | 'errors'>;
  stampColumn: 'attlog_stamp' | null;
}

/** Rows a group may gather before it is written (a few 500-line batches; a bigger batch goes alone). */
export const GROUP_ROWS = 10_000;

/**
 * The batches of one company that arrived together, in one tenant transaction: each batch's insert (exact
 * per-batch counts from its own statement), their error-log rows, one upload-log row each (one statement), the
 * terminals' counters (one statement). Returns one outcome per job, in order.
 */
export async function storePunchGroup(deps: AppDeps, jobs: PunchJob[]): Promise<IngestOutcome[]> {
  const companyId = jobs[0].terminal.company_id;
  if (jobs.some((job) => job.terminal.company_id !== companyId)) throw new Error('a punch group holds one company');
  const now = deps.now();
  const t0 = performance.now();
  let t1 = 0;
  let t3 = 0;
  const outcomes = await deps.database.withTenant(companyId, async (trx) => {
    t1 = performance.now();
    recordStage('queue', t1 - t0);
    // The group's terminals, locked as a key check would (migration 0093 dropped the per-row check): a terminal
    // deleted meanwhile fails the group (its batches are then written one by one, and that one fails alone), and
    // a delete that comes after waits for this commit, then unlinks these punches too.
    const terminalIds = [...new Set(jobs.map((job) => job.terminal.id))];
    const present = await sql<{ id: number }>`
      select id from terminals where company_id = ${companyId} and id = any(${terminalIds}::bigint[]) for key share`.execute(trx);
    if (present.rows.length !== terminalIds.length) throw new Error('a terminal of the batch is gone');
    const outcomes: IngestOutcome[] = [];
    for (const { terminal, batch } of jobs) {
      const stored = await insertPunches(trx, companyId, terminal, batch.rows, now, deps.database.kind === 'pglite');
      outcomes.push({ accepted: batch.rows.length + batch.errors.length, stored, duplicates: batch.rows.length - stored, errors: batch.errors.length });
    }
    const t2 = performance.now();
    recordStage('insert', t2 - t1);
    for (const job of jobs) if (job.batch.errors.length > 0) await logErrors(trx, companyId, job.terminal, job.log.tableName, job.batch.errors);
    await logUploads(
      trx,
      companyId,
      jobs.map((job, index) => ({
        terminal: job.terminal,
        log: { ...job.log, lineCount: outcomes[index].accepted, stored: outcomes[index].stored, duplicates: outcomes[index].duplicates, errors: outcomes[index].errors },
      })),
    );
    // One statement for every terminal of the group (a terminal is in a group at most once).
    await sql`
      update terminals t set last_activity = ${now}::timestamptz, state_seen_at = ${now}::timestamptz,
        duplicate_count = t.duplicate_count + v.duplicates, attlog_stamp = coalesce(v.stamp, t.attlog_stamp)
      from unnest(${jobs.map((job) => job.terminal.id)}::bigint[], ${outcomes.map((outcome) => outcome.duplicates)}::int[],
        ${jobs.map((job) => (job.stampColumn === 'attlog_stamp' && job.log.stamp ? job.log.stamp.slice(0, 40) : null))}::text[])
        as v(id, duplicates, stamp)
      where t.company_id = ${companyId} and t.id = v.id`.execute(trx);
    t3 = performance.now();
    recordStage('logs', t3 - t2);
    return outcomes;
  });
  recordStage('commit', performance.now() - t3);
  // The punches' days are marked dirty by the table's trigger; the worker calculates them now (ADR 0081).
  if (outcomes.some((outcome) => outcome.stored > 0)) wakeRecalc(deps.database);
  return outcomes;
}

/** Groups written at once on PostgreSQL (a pool of 10 connections, shared with everything else). */
const POSTGRES_GROUPS_IN_FLIGHT = 3;

const groups = new WeakMap<Database, GroupCommit<PunchJob, IngestOutcome>>();

/** The database's punch committer: one group in flight on PGlite (one connection), a few on PostgreSQL. */
export function punchCommitter(deps: AppDeps): GroupCommit<PunchJob, IngestOutcome> {
  let committer = groups.get(deps.database);
  if (!committer) {
    committer = new GroupCommit((jobs) => storePunchGroup(deps, jobs), {
      groupOf: (job) => job.terminal.company_id,
      memberOf: (job) => job.terminal.id,
      sizeOf: (job) => job.batch.rows.length + job.batch.errors.length,
      maxSize: GROUP_ROWS,
      maxInFlight: deps.database.kind === 'pglite' ? 1 : POSTGRES_GROUPS_IN_FLIGHT,
    });
    groups.set(deps.database, committer);
  }
  return committer;
}

/**
 * One ATTLOG (or rtlog, or a record upload's punches) batch of a claimed terminal, stored together with the
 * batches of the company's other terminals that arrive meanwhile (group commit, ADR 0098). Settles after the
 * commit that holds its rows.
 */
export function ingestPunches(
  deps: AppDeps,
  terminal: Terminal,
  batch: ParsedBatch,
  log: Omit<UploadLog, 'lineCount' | 'stored' | 'duplicates' | 'errors'>,
  stampColumn: 'attlog_stamp' | null,
): Promise<IngestOutcome> {
  return punchCommitter(deps).submit({ terminal, batch, log, stampColumn });
}

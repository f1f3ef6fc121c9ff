/**
 * Punch ingest (brief §4, §9, §13): parse the whole batch, then one transaction: multi-row inserts with
 * ON CONFLICT DO NOTHING on (company, SN, PIN, local time), the error-log rows, the upload-log row, the
 * terminal's counters. The device hears `OK: n` only after that commit; n counts every line accepted (stored,
 * already stored, or set aside in the error log), so a replay answers the same n and stores nothing.
 */
import { sql, type Transaction } from 'kysely';
import type { AppDeps } from '../../deps';
import type { Tables } from '../../db/schema';
import { wakeRecalc } from '../att/recalc/wake';
import { isClockSuspect, parseWallTime, wallToUtc } from './device-time';
import { parseAttlogLine } from './parse';
import type { Terminal } from './registry';

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

/** Inserts punches, skipping duplicates; returns how many rows were new. */
export async function insertPunches(trx: Trx, companyId: number, terminal: Pick<Terminal, 'id' | 'sn'>, rows: PunchRow[], now: Date): Promise<number> {
  let stored = 0;
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    const column = <K extends keyof PunchRow>(key: K) => chunk.map((row) => row[key]);
    // No RETURNING: the affected-row count is enough, and skipping it is ~20% faster on PGlite.
    const result = await sql`
      insert into transactions (company_id, terminal_id, terminal_sn, emp_code, employee_id, punch_time, punch_utc,
        punch_state, verify_type, work_code, time_flag, clock_suspect, needs_review, record_index, raw_line, upload_time)
      select ${companyId}, ${terminal.id}, ${terminal.sn}, v.pin, e.id, v.t::timestamp, v.u::timestamptz,
        v.st, v.vf, v.wc, v.fl, v.cs, v.nr, v.ri, v.raw, ${now}::timestamptz
      from unnest(${column('pin')}::text[], ${column('time')}::text[], ${column('utc')}::text[], ${column('state')}::int[],
        ${column('verify')}::int[], ${column('workCode')}::text[], ${column('flag')}::text[], ${column('suspect')}::boolean[],
        ${column('review')}::boolean[], ${column('recordIndex')}::bigint[], ${column('raw')}::text[])
        as v(pin, t, u, st, vf, wc, fl, cs, nr, ri, raw)
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
  await trx
    .insertInto('terminal_upload_logs')
    .values({
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
    })
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

/** One ATTLOG (or rtlog) batch for a claimed terminal, in one transaction. */
export async function ingestPunches(
  deps: AppDeps,
  terminal: Terminal,
  batch: ParsedBatch,
  log: Omit<UploadLog, 'lineCount' | 'stored' | 'duplicates' | 'errors'>,
  stampColumn: 'attlog_stamp' | null,
): Promise<IngestOutcome> {
  const companyId = terminal.company_id;
  const now = deps.now();
  const outcome = await deps.database.withTenant(companyId, async (trx) => {
    const stored = await insertPunches(trx, companyId, terminal, batch.rows, now);
    const duplicates = batch.rows.length - stored;
    await logErrors(trx, companyId, terminal, log.tableName, batch.errors);
    await logUpload(trx, companyId, terminal, { ...log, lineCount: batch.rows.length + batch.errors.length, stored, duplicates, errors: batch.errors.length });
    await trx
      .updateTable('terminals')
      .set((eb) => ({
        last_activity: now,
        state_seen_at: now,
        duplicate_count: eb('duplicate_count', '+', duplicates),
        ...(stampColumn && log.stamp ? { [stampColumn]: log.stamp.slice(0, 40) } : {}),
      }))
      .where('company_id', '=', companyId)
      .where('id', '=', terminal.id)
      .execute();
    return { accepted: batch.rows.length + batch.errors.length, stored, duplicates, errors: batch.errors.length };
  });
  // The punches' days are marked dirty by the table's trigger; the worker calculates them now (ADR 0081).
  if (outcome.stored > 0) wakeRecalc(deps.database);
  return outcome;
}

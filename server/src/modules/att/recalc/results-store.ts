/**
 * Writes calculated days to `att_day_results` (migration 0063), hash-idempotent: a day whose fingerprint equals
 * the stored one writes nothing (its calculated_at stays: the inputs did not change). Rows go in as one JSON
 * parameter per chunk (json_to_recordset: parsed as text, the trace kept as json — no jsonb built; ADR 0101): a
 * single round trip, fast on PGlite and PostgreSQL alike. Rows only for employees the caller read (loadBatchInputs):
 * on PGlite the table has no foreign key (migration 0085); on PostgreSQL it has its key to employees (migration 0090,
 * ADR 0105).
 */
import { sql } from 'kysely';
import type { Trx } from '../../../resources/types';
import type { DayResultRow } from './calculate-batch';

const CHUNK = 2000;

export async function storedFingerprints(trx: Trx, companyId: number, employeeIds: readonly number[], from: string, to: string): Promise<Map<string, string>> {
  const { rows } = await sql<{ employee_id: string | number; work_date: string; fingerprint: string }>`
    select employee_id, to_char(work_date, 'YYYY-MM-DD') as work_date, fingerprint from att_day_results
    where company_id = ${companyId} and employee_id = any(${employeeIds}::bigint[]) and work_date between ${from}::date and ${to}::date`.execute(trx);
  return new Map(rows.map((row) => [`${row.employee_id}|${row.work_date}`, row.fingerprint]));
}

/** Upserts the rows whose fingerprint changed; returns how many were written. */
export async function storeResults(trx: Trx, companyId: number, rows: readonly DayResultRow[], stored: ReadonlyMap<string, string>, calculatedAt: Date): Promise<number> {
  const changed = rows.filter((row) => stored.get(`${row.employee_id}|${row.work_date}`) !== row.fingerprint);
  for (let start = 0; start < changed.length; start += CHUNK) {
    const chunk = JSON.stringify(changed.slice(start, start + CHUNK));
    await sql`
      insert into att_day_results (company_id, employee_id, work_date, status, timetable_ids, clock_in, clock_out, duty, worked, regular,
        late, early, short, absent, leave, break_deducted, ot, ot1, ot2, ot3, weekly_ot, weekend_ot, holiday_ot, exceptions, trace,
        fingerprint, calculated_at)
      select ${companyId}, r.employee_id, r.work_date, r.status, r.timetable_ids, r.clock_in, r.clock_out, r.duty, r.worked, r.regular,
        r.late, r.early, r.short, r.absent, r.leave, r.break_deducted, r.ot, r.ot1, r.ot2, r.ot3, r.weekly_ot, r.weekend_ot, r.holiday_ot,
        r.exceptions, r.trace, r.fingerprint, ${calculatedAt}::timestamptz
      from json_to_recordset(${chunk}::json) as r (employee_id bigint, work_date date, status text, timetable_ids bigint[],
        clock_in timestamp, clock_out timestamp, duty integer, worked integer, regular integer, late integer, early integer,
        short integer, absent integer, leave integer, break_deducted integer, ot integer, ot1 integer, ot2 integer, ot3 integer,
        weekly_ot integer, weekend_ot integer, holiday_ot integer, exceptions text[], trace json, fingerprint text)
      on conflict (company_id, employee_id, work_date) do update set
        status = excluded.status, timetable_ids = excluded.timetable_ids, clock_in = excluded.clock_in, clock_out = excluded.clock_out,
        duty = excluded.duty, worked = excluded.worked, regular = excluded.regular, late = excluded.late, early = excluded.early,
        short = excluded.short, absent = excluded.absent, leave = excluded.leave, break_deducted = excluded.break_deducted,
        ot = excluded.ot, ot1 = excluded.ot1, ot2 = excluded.ot2, ot3 = excluded.ot3, weekly_ot = excluded.weekly_ot,
        weekend_ot = excluded.weekend_ot, holiday_ot = excluded.holiday_ot, exceptions = excluded.exceptions, trace = excluded.trace,
        fingerprint = excluded.fingerprint, calculated_at = excluded.calculated_at`.execute(trx);
  }
  return changed.length;
}

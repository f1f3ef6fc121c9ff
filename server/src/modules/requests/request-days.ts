/** The local dates a request touches (what its approval, or the end of one, makes dirty; ADR 0081). */
import type { RequestType } from '@timekeep/contracts';
import { sql } from 'kysely';
import type { Trx } from '../../resources/types';

export interface RequestDays {
  /** inclusive 'YYYY-MM-DD' ranges */
  ranges: Array<[string, string]>;
  /** a swap's other employee */
  other: number | null;
}

const DAY = `'YYYY-MM-DD'`;

export async function requestDays(trx: Trx, companyId: number, type: RequestType, id: number): Promise<RequestDays | null> {
  if (type === 'swap_schedule') {
    const row = (await sql<{ d: string; s: string; other: string | number }>`
      select to_char(date, ${sql.raw(DAY)}) as d, to_char(swap_date, ${sql.raw(DAY)}) as s, swap_with as other
      from swap_schedule_requests where company_id = ${companyId} and id = ${id}`.execute(trx)).rows[0];
    return row ? { ranges: [[row.d, row.d], [row.s, row.s]], other: Number(row.other) } : null;
  }
  const query =
    type === 'manual_log'
      ? sql<{ f: string; t: string }>`select to_char(punch_time, ${sql.raw(DAY)}) as f, to_char(punch_time, ${sql.raw(DAY)}) as t
          from manual_log_requests where company_id = ${companyId} and id = ${id}`
      : sql<{ f: string; t: string }>`select to_char(start_time, ${sql.raw(DAY)}) as f, to_char(end_time, ${sql.raw(DAY)}) as t
          from ${sql.table(`${type}_requests`)} where company_id = ${companyId} and id = ${id}`;
  const row = (await query.execute(trx)).rows[0];
  return row ? { ranges: [[row.f, row.t]], other: null } : null;
}

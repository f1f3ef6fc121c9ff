/**
 * Break times, timetables and shifts on the resource kernel (api-contracts.md "Attendance set-up", ADR 0078).
 * The contract gives the fields and the kernel the routes; the hooks here add what JSON cannot say: windows that
 * fit, breaks inside the duty, slots inside the cycle, one day's timetables apart, and what may not be deleted
 * while something uses it. A change of a break time or timetable is checked against what already uses it, so
 * the stored set-up always compiles in the engine.
 */
import { BREAK_TIME_RESOURCE, KERNEL_CODES, SHIFT_RESOURCE, TIMETABLE_KIND_FIELDS, TIMETABLE_RESOURCE } from '@timekeep/contracts';
import { sql } from 'kysely';
import { ApiError } from '../../http/api-error';
import { defaultOf } from '../../resources/fields';
import { defineResource } from '../../resources/register';
import type { Row, Trx, WriteContext } from '../../resources/types';
import { ATT_CODES } from './codes';
import { markChangedRange } from './recalc/dirty-queue';
import { recountSpans } from './recalc/setup-marks';
import {
  checkAutoShift,
  checkBreakTime,
  checkBreaksInDuty,
  checkCycle,
  checkDayTimetables,
  checkFlexibleTimetable,
  checkNormalTimetable,
  inUse,
  parseAutoShift,
  parseSlots,
  type BreakWindow,
  type Cycle,
  type NormalTimetableValues,
  type TimetableSpan,
} from './setup-rules';

export const ATT_PREFIX = '/web/att/api/v2';

async function breakWindows(trx: Trx, companyId: number, ids: readonly number[]): Promise<(BreakWindow & { id: number })[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql<{ id: number | string; alias: string; start: string; duration: number }>`
    select id, alias, to_char(start, 'HH24:MI') as start, duration from break_times
    where company_id = ${companyId} and id in (${sql.join(ids)}) order by id`.execute(trx);
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

async function timetableSpans(trx: Trx, companyId: number, ids: readonly number[]): Promise<TimetableSpan[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql<{ id: number | string; alias: string; kind: string; start: string | null; duration: number | null }>`
    select id, alias, kind, to_char(start, 'HH24:MI') as start, duration from timetables
    where company_id = ${companyId} and id in (${sql.join(ids)})`.execute(trx);
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

// ---------------------------------------------------------------- break times

async function recheckTimetablesUsingBreak(trx: Trx, companyId: number, breakId: number, changed: BreakWindow): Promise<void> {
  const { rows } = await sql<{ id: number | string; alias: string; start: string; duration: number }>`
    select t.id, t.alias, to_char(t.start, 'HH24:MI') as start, t.duration from timetables t
    join timetable_break_times l on l.company_id = t.company_id and l.timetable_id = t.id
    where t.company_id = ${companyId} and l.break_time_id = ${breakId} and t.kind = 'normal'`.execute(trx);
  for (const timetable of rows) {
    const { rows: links } = await sql<{ break_time_id: number | string }>`
      select break_time_id from timetable_break_times where company_id = ${companyId} and timetable_id = ${timetable.id}`.execute(trx);
    const windows = await breakWindows(trx, companyId, links.map((link) => Number(link.break_time_id)));
    checkBreaksInDuty(
      timetable.alias,
      timetable.start,
      timetable.duration,
      windows.map((window) => (window.id === breakId ? changed : window)),
    );
  }
}

export const breakTimes = defineResource({
  contract: BREAK_TIME_RESOURCE,
  prefix: ATT_PREFIX,
  codes: { ok: ATT_CODES.ok },
  table: 'break_times',
  search: ['alias'],
  ordering: { fields: ['alias', 'start', 'duration'], default: ['start', 'alias'] },
  hooks: {
    async beforeWrite({ trx, companyId, values, existing }) {
      checkBreakTime({ allowance: values.allowance, duration: values.duration });
      if (existing) {
        await recheckTimetablesUsingBreak(trx, companyId, existing.id as number, { alias: values.alias as string, start: values.start as string, duration: values.duration as number });
      }
    },
    async beforeDelete({ trx, companyId, ids }) {
      const { rows } = await sql<{ alias: string }>`
        select distinct t.alias from timetables t
        join timetable_break_times l on l.company_id = t.company_id and l.timetable_id = t.id
        where t.company_id = ${companyId} and l.break_time_id in (${sql.join(ids)}) order by t.alias`.execute(trx);
      if (rows.length > 0) {
        throw inUse(ATT_CODES.breakTimeInUse, 'The break time is used by timetables.', { timetables: rows.map((row) => row.alias).join(', ') });
      }
    },
  },
});

// ---------------------------------------------------------------- in use by schedules and rules (ADR 0079)

const aliasesOf = async (trx: Trx, table: 'shifts' | 'timetables', companyId: number, ids: readonly number[]): Promise<string> =>
  (await sql<{ alias: string }>`select alias from ${sql.table(table)} where company_id = ${companyId} and id in (${sql.join(ids)}) order by alias`.execute(trx)).rows.map((row) => row.alias).join(', ');

/** ZATT0024: a shift named by an employee / department schedule or as a rule's default shift stays. */
async function refuseScheduledShifts(trx: Trx, companyId: number, ids: readonly number[]): Promise<void> {
  const { rows } = await sql<{ n: number | string }>`
    select (select count(*) from employee_schedules where company_id = ${companyId} and shift in (${sql.join(ids)}))
      + (select count(*) from department_schedules where company_id = ${companyId} and shift in (${sql.join(ids)}))
      + (select count(*) from global_rules where company_id = ${companyId} and default_shift_id in (${sql.join(ids)}))
      + (select count(*) from department_rules where company_id = ${companyId} and default_shift_id in (${sql.join(ids)})) as n`.execute(trx);
  const count = Number(rows[0]?.n ?? 0);
  if (count > 0) throw new ApiError(409, ATT_CODES.shiftInUse, { message: 'The shift is used by schedules or rules.', params: { shifts: await aliasesOf(trx, 'shifts', companyId, ids), count } });
}

/** ZATT0025: a timetable of a temporary schedule or of a rule's auto-shift set stays. */
async function refuseScheduledTimetables(trx: Trx, companyId: number, ids: readonly number[]): Promise<void> {
  const inAutoShift = (table: 'global_rules' | 'department_rules') =>
    sql`(select count(*) from ${sql.table(table)} r where r.company_id = ${companyId} and r.auto_shift_timetable_ids is not null
      and exists (select 1 from jsonb_array_elements(r.auto_shift_timetable_ids) e where e::text in (${sql.join(ids.map(String))})))`;
  const { rows } = await sql<{ n: number | string }>`
    select (select count(distinct temporary_schedule_id) from temporary_schedule_timetables where company_id = ${companyId} and timetable_id in (${sql.join(ids)}))
      + ${inAutoShift('global_rules')} + ${inAutoShift('department_rules')} as n`.execute(trx);
  const count = Number(rows[0]?.n ?? 0);
  if (count > 0) throw new ApiError(409, ATT_CODES.timetableScheduled, { message: 'The timetable is used by temporary schedules or rules.', params: { timetables: await aliasesOf(trx, 'timetables', companyId, ids), count } });
}

// ---------------------------------------------------------------- recalculation after an edit (ADR 0079, 0081)

const ALL_DAYS = '1900-01-01';

/**
 * An edited shift (or the shifts of an edited timetable) changes the days of everyone scheduled on it: the
 * employees and departments of its schedules, and the whole company / the departments whose rule names it as the
 * default shift. Marked within the recalculation horizon; answers the employee-days marked.
 */
async function markShiftUsers(trx: Trx, companyId: number, shiftIds: readonly number[], now: Date): Promise<number> {
  if (shiftIds.length === 0) return 0;
  const list = sql.join(shiftIds);
  const employees = (await sql<{ id: number | string }>`select distinct employee as id from employee_schedules where company_id = ${companyId} and shift in (${list})`.execute(trx)).rows;
  const departments = (
    await sql<{ id: number | string }>`
      select department as id from department_schedules where company_id = ${companyId} and shift in (${list})
      union select department from department_rules where company_id = ${companyId} and default_shift_id in (${list})`.execute(trx)
  ).rows;
  const companyWide = (await sql<{ id: number | string }>`select id from global_rules where company_id = ${companyId} and default_shift_id in (${list})`.execute(trx)).rows.length > 0;
  if (!companyWide && employees.length === 0 && departments.length === 0) return 0;
  const scope = companyWide ? {} : { employees: employees.map((row) => Number(row.id)), departments: departments.map((row) => Number(row.id)) };
  // the shift's slots decide its users' rest days, which their leaves do not count (ADR 0112)
  await recountSpans(trx, companyId, [{ scope, from: ALL_DAYS, to: null }]);
  return markChangedRange(trx, companyId, scope, ALL_DAYS, null, now);
}

/** An edited timetable: its shifts' users, the employees of its temporary schedules, rules whose auto-shift set names it. */
async function markTimetableUsers(trx: Trx, companyId: number, timetableId: number, now: Date): Promise<number> {
  const inAutoShift = (table: 'global_rules' | 'department_rules') =>
    sql`select ${sql.ref(table === 'global_rules' ? 'company_id' : 'department')} as id from ${sql.table(table)} where company_id = ${companyId} and auto_shift_timetable_ids @> ${JSON.stringify([timetableId])}::jsonb`;
  if ((await sql`${inAutoShift('global_rules')}`.execute(trx)).rows.length > 0) return markChangedRange(trx, companyId, {}, ALL_DAYS, null, now);
  const shiftIds = (await sql<{ id: number | string }>`select shift_id as id from shift_timetables where company_id = ${companyId} and timetable_id = ${timetableId}`.execute(trx)).rows.map((row) => Number(row.id));
  let marked = await markShiftUsers(trx, companyId, shiftIds, now);
  const departments = (await sql<{ id: number | string }>`${inAutoShift('department_rules')}`.execute(trx)).rows.map((row) => Number(row.id));
  if (departments.length > 0) marked += await markChangedRange(trx, companyId, { departments }, ALL_DAYS, null, now);
  const { rows: temporary } = await sql<{ employee: number | string; date: string }>`
    select s.employee, to_char(s.date, 'YYYY-MM-DD') as date from temporary_schedules s
    join temporary_schedule_timetables l on l.company_id = s.company_id and l.temporary_schedule_id = s.id
    where s.company_id = ${companyId} and l.timetable_id = ${timetableId}`.execute(trx);
  for (const day of temporary) marked += await markChangedRange(trx, companyId, { employees: [Number(day.employee)] }, day.date, day.date, now);
  return marked;
}

// ---------------------------------------------------------------- timetables

/** A record shows the fields of its kind only (api-contracts.md pins the two shapes). */
function timetableRecord(row: Row): Row {
  const kind = row.kind === 'flexible' ? 'flexible' : 'normal';
  const record: Row = { id: row.id };
  for (const field of TIMETABLE_KIND_FIELDS[kind]) record[field] = row[field];
  return record;
}

/** Fields of the other kind (and any left unknown by a PATCH of a stripped record) back to their defaults. */
function normaliseTimetable(values: Row): void {
  const kind = values.kind === 'flexible' ? 'flexible' : 'normal';
  const own = new Set<string>(TIMETABLE_KIND_FIELDS[kind]);
  for (const [field, spec] of Object.entries(TIMETABLE_RESOURCE.fields)) {
    if (!own.has(field) || values[field] === undefined) values[field] = defaultOf(spec);
  }
}

/** The shifts using a timetable must still be valid with its new times (and kind). */
async function recheckShiftsUsingTimetable(trx: Trx, companyId: number, changed: TimetableSpan): Promise<void> {
  const { rows } = await sql<{ alias: string; slots: Record<string, number[]>; auto_shift: number[] | null }>`
    select s.alias, s.slots, s.auto_shift from shifts s
    join shift_timetables l on l.company_id = s.company_id and l.shift_id = s.id
    where s.company_id = ${companyId} and l.timetable_id = ${changed.id}`.execute(trx);
  for (const shift of rows) {
    const slots = parseSlots(shift.slots);
    const ids = [...new Set([...slots.values()].flat())];
    const spans = new Map((await timetableSpans(trx, companyId, ids)).map((span) => [span.id, span.id === changed.id ? changed : span]));
    for (const [index, slot] of slots) {
      if (slot.includes(changed.id)) checkDayTimetables(index, slot.map((id) => spans.get(id)).filter((span): span is TimetableSpan => span !== undefined));
    }
    if (shift.auto_shift?.includes(changed.id)) checkAutoShift([changed]);
  }
}

export const timetables = defineResource({
  contract: TIMETABLE_RESOURCE,
  prefix: ATT_PREFIX,
  codes: { ok: ATT_CODES.ok },
  table: 'timetables',
  links: { break_times: { table: 'timetable_break_times', owner: 'timetable_id', value: 'break_time_id' } },
  filters: { kind: { kind: 'eq', field: 'kind' } },
  search: ['alias'],
  ordering: { fields: ['alias', 'kind', 'start', 'duration'], default: ['alias'] },
  toRecord: timetableRecord,
  hooks: {
    async beforeWrite({ trx, companyId, values, existing }: WriteContext) {
      normaliseTimetable(values);
      if (values.kind === 'normal') {
        const breaks = await breakWindows(trx, companyId, values.break_times as number[]);
        checkNormalTimetable(values as unknown as NormalTimetableValues, breaks);
      } else {
        checkFlexibleTimetable({ required: values.required, core_band: values.core_band, pairing: values.pairing });
      }
      if (existing) {
        const id = existing.id as number;
        await recheckShiftsUsingTimetable(trx, companyId, {
          id,
          alias: values.alias as string,
          kind: values.kind as string,
          start: values.start as string | null,
          duration: values.duration as number | null,
        });
      }
    },
    async afterWrite({ trx, companyId, id, values, existing, deps }) {
      // a PATCH to flexible does not send break_times, so the kernel keeps the links: a flexible timetable has none
      if (values.kind === 'flexible') await sql`delete from timetable_break_times where company_id = ${companyId} and timetable_id = ${id}`.execute(trx);
      // a new timetable is nobody's yet; an edited one changes its users' days
      return existing ? { recalculating: await markTimetableUsers(trx, companyId, id, deps.now()) } : undefined;
    },
    async beforeDelete({ trx, companyId, ids }) {
      const { rows } = await sql<{ alias: string }>`
        select distinct s.alias from shifts s
        join shift_timetables l on l.company_id = s.company_id and l.shift_id = s.id
        where s.company_id = ${companyId} and l.timetable_id in (${sql.join(ids)}) order by s.alias`.execute(trx);
      if (rows.length > 0) throw inUse(ATT_CODES.timetableInUse, 'The timetable is used by shifts.', { shifts: rows.map((row) => row.alias).join(', ') });
      await refuseScheduledTimetables(trx, companyId, ids);
    },
  },
});

// ---------------------------------------------------------------- shifts

function relatedNotFound(field: string): ApiError {
  return new ApiError(400, KERNEL_CODES.relatedNotFound, { message: `The ${field} was not found.`, params: { field }, fields: { [field]: KERNEL_CODES.relatedNotFound } });
}

export const shifts = defineResource({
  contract: SHIFT_RESOURCE,
  prefix: ATT_PREFIX,
  codes: { ok: ATT_CODES.ok },
  table: 'shifts',
  search: ['alias'],
  ordering: { fields: ['alias', 'cycle', 'length'], default: ['alias'] },
  hooks: {
    async beforeWrite({ trx, companyId, values }) {
      const slots = parseSlots(values.slots);
      const auto = parseAutoShift(values.auto_shift);
      checkCycle(values.cycle as Cycle, values.length as number, slots);
      const slotIds = [...new Set([...slots.values()].flat())];
      const spans = new Map((await timetableSpans(trx, companyId, [...new Set([...slotIds, ...(auto ?? [])])])).map((span) => [span.id, span]));
      if (slotIds.some((id) => !spans.has(id))) throw relatedNotFound('slots');
      if (auto?.some((id) => !spans.has(id))) throw relatedNotFound('auto_shift');
      for (const [index, ids] of slots) checkDayTimetables(index, ids.map((id) => spans.get(id) as TimetableSpan));
      if (auto) checkAutoShift(auto.map((id) => spans.get(id) as TimetableSpan));
      // stored in index order, rest days (empty slots) left out; an empty auto-shift set is none
      values.slots = Object.fromEntries([...slots].filter(([, ids]) => ids.length > 0).sort(([a], [b]) => a - b).map(([index, ids]) => [String(index), ids]));
      values.auto_shift = auto && auto.length > 0 ? auto : null;
    },
    beforeDelete: ({ trx, companyId, ids }) => refuseScheduledShifts(trx, companyId, ids),
    async afterWrite({ trx, companyId, id, values, existing, deps }) {
      const ids = new Set<number>([...Object.values(values.slots as Record<string, number[]>).flat(), ...((values.auto_shift as number[] | null) ?? [])]);
      await sql`delete from shift_timetables where company_id = ${companyId} and shift_id = ${id}`.execute(trx);
      if (ids.size > 0) await sql`insert into shift_timetables (company_id, shift_id, timetable_id) values ${sql.join([...ids].map((timetable) => sql`(${companyId}, ${id}, ${timetable})`))}`.execute(trx);
      return existing ? { recalculating: await markShiftUsers(trx, companyId, [id], deps.now()) } : undefined;
    },
  },
});

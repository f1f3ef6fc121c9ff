/**
 * Kernel hooks that mark the days a schedule or holiday change touches (§4.11, ADR 0081): the range before and
 * after an update, the range of a deleted record. In the write's transaction: the marks commit with it.
 */
import { sql } from 'kysely';
import type { DeleteContext, Row, Trx, WriteContext } from '../../../resources/types';
import { refuseClosedDays } from '../closed-periods';
import { markChangedRange, type DirtyScope } from './dirty-queue';

export interface Span {
  scope: DirtyScope;
  from: string;
  to: string | null;
}

type SpanOf = (record: Row) => Span | null;

const pad = (n: number) => String(n).padStart(2, '0');

/** A date column as 'YYYY-MM-DD' (drivers give text or a local-midnight Date). */
function text(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
  return String(value).slice(0, 10);
}

const ids = (value: unknown): number[] => (Array.isArray(value) ? value.map(Number) : []);

export const employeeScheduleSpan: SpanOf = (r) => (r.employee && text(r.start_date) ? { scope: { employees: [Number(r.employee)] }, from: text(r.start_date) as string, to: text(r.end_date) } : null);
export const departmentScheduleSpan: SpanOf = (r) => (r.department && text(r.start_date) ? { scope: { departments: [Number(r.department)] }, from: text(r.start_date) as string, to: text(r.end_date) } : null);
export const temporaryScheduleSpan: SpanOf = (r) => (r.employee && text(r.date) ? { scope: { employees: [Number(r.employee)] }, from: text(r.date) as string, to: text(r.date) } : null);
/** A rule has no dates: every day within the implicit horizon (markChangedRange clips the open range). */
export const ALL_DAYS = '1900-01-01';
export const departmentRuleSpan: SpanOf = (r) => (r.department ? { scope: { departments: [Number(r.department)] }, from: ALL_DAYS, to: null } : null);
export const holidaySpan: SpanOf = (r) => {
  const from = text(r.start_date);
  if (!from) return null;
  const last = new Date(Date.parse(`${from}T00:00:00Z`) + (Math.max(1, Number(r.days ?? 1)) - 1) * 86_400_000).toISOString().slice(0, 10);
  const departments = ids(r.departments);
  return { scope: departments.length > 0 ? { departments } : {}, from, to: last };
};

/** Two spans of one scope that meet become one (an update's before and after): each day is counted once. */
export function mergeSpans(spans: ReadonlyArray<Span | null>): Span[] {
  const merged: Span[] = [];
  for (const span of spans) {
    if (!span) continue;
    const same = merged.find((other) => JSON.stringify(other.scope) === JSON.stringify(span.scope) && (other.to === null || span.from <= other.to) && (span.to === null || other.from <= span.to));
    if (!same) merged.push({ ...span });
    else {
      same.from = span.from < same.from ? span.from : same.from;
      same.to = same.to === null || span.to === null ? null : span.to > same.to ? span.to : same.to;
    }
  }
  return merged;
}

/**
 * The stored days of the pending and approved leaves the spans reach, counted again: a holiday or a schedule
 * changed what they skip (ADR 0112). In the write's transaction, after the change is written (a delete's in
 * `afterDelete`), so the counts read the new set-up.
 */
export async function recountSpans(trx: Trx, companyId: number, spans: ReadonlyArray<Span | null>): Promise<void> {
  // imported when called: the leave module reads the engine set-up, whose resource declarations import these hooks
  const { recountLeaves } = await import('../../requests/leave-day-counts');
  for (const span of mergeSpans(spans)) await recountLeaves(trx, companyId, span.scope, span.from, span.to);
}

/** Marks the spans; answers how many employee-days were marked (the answer's `recalculating`, ADR 0079). */
async function mark(trx: Trx, companyId: number, spans: ReadonlyArray<Span | null>, now: Date): Promise<number> {
  let marked = 0;
  for (const span of mergeSpans(spans)) marked += await markChangedRange(trx, companyId, span.scope, span.from, span.to, now);
  return marked;
}

const shiftDay = (date: string, days: number): string => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The dates an update changes: with the same scope and the same `content` fields (a schedule's shift) only the
 * dates that moved in or out (a schedule ended at a later date changes nothing before it); otherwise both spans.
 */
export function changedSpans(before: Span | null, after: Span | null, sameContent: boolean): Span[] {
  if (!before || !after) return [before, after].filter((span): span is Span => span !== null);
  const apart = (before.to !== null && after.from > before.to) || (after.to !== null && before.from > after.to);
  if (!sameContent || apart || JSON.stringify(before.scope) !== JSON.stringify(after.scope)) return [before, after];
  const spans: Span[] = [];
  if (before.from !== after.from) {
    const [low, high] = before.from < after.from ? [before.from, after.from] : [after.from, before.from];
    spans.push({ scope: after.scope, from: low, to: shiftDay(high, -1) });
  }
  if (before.to !== after.to) {
    const ends = [before.to, after.to];
    const low = ends.filter((end): end is string => end !== null).sort()[0];
    const high = ends.includes(null) ? null : (ends as string[]).sort()[1];
    spans.push({ scope: after.scope, from: shiftDay(low, 1), to: high });
  }
  return spans;
}

/** A field's value as text whatever the driver gave (ids as numbers, bigint or text). */
const comparable = (value: unknown): string => JSON.stringify(value ?? null, (_key, item: unknown) => (typeof item === 'number' || typeof item === 'bigint' ? String(item) : item));

/** ZATT0030/0031 when a change reaches into a closed payroll period (ADR 0094). */
async function refuseClosed(trx: Trx, companyId: number, spans: readonly Span[]): Promise<void> {
  for (const span of spans) await refuseClosedDays(trx, companyId, span.scope, span.from, span.to);
}

/**
 * afterWrite + beforeDelete for a table whose records `spanOf` reads (`select *` of the deleted rows). With
 * `lockedBy` (the fields besides the dates that decide the days, e.g. a schedule's shift), a write changing days of
 * a closed payroll period is refused; without it (rules, holidays) such days are only left as they are.
 */
export function dirtyMarkHooks(table: string, spanOf: SpanOf, options: { lockedBy?: readonly string[] } = {}) {
  const locked = options.lockedBy;
  return {
    async afterWrite(context: WriteContext & { id: number }): Promise<Row> {
      const before = context.existing ? spanOf(context.existing) : null;
      const after = spanOf(context.values);
      if (locked) {
        const existing = context.existing;
        const same = existing !== undefined && locked.every((field) => comparable(existing[field]) === comparable(context.values[field]));
        await refuseClosed(context.trx, context.companyId, changedSpans(before, after, same));
      }
      const recalculating = await mark(context.trx, context.companyId, [before, after], context.deps.now());
      await recountSpans(context.trx, context.companyId, [before, after]);
      return { recalculating };
    },
    async beforeDelete(context: DeleteContext): Promise<Row> {
      const { rows } = await sql<Row>`select * from ${sql.table(table)} where company_id = ${context.companyId} and id = any(${context.ids}::bigint[])`.execute(context.trx);
      const spans = rows.map(spanOf);
      if (locked) await refuseClosed(context.trx, context.companyId, spans.filter((span): span is Span => span !== null));
      return { recalculating: await mark(context.trx, context.companyId, spans, context.deps.now()) };
    },
    async afterDelete(context: DeleteContext & { records: Row[] }): Promise<void> {
      await recountSpans(context.trx, context.companyId, context.records.map(spanOf));
    },
  };
}

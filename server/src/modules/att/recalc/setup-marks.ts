/**
 * Kernel hooks that mark the days a schedule or holiday change touches (§4.11, ADR 0081): the range before and
 * after an update, the range of a deleted record. In the write's transaction: the marks commit with it.
 */
import { sql } from 'kysely';
import type { DeleteContext, Row, Trx, WriteContext } from '../../../resources/types';
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

/** Marks the spans; answers how many employee-days were marked (the answer's `recalculating`, ADR 0079). */
async function mark(trx: Trx, companyId: number, spans: ReadonlyArray<Span | null>, now: Date): Promise<number> {
  let marked = 0;
  for (const span of mergeSpans(spans)) marked += await markChangedRange(trx, companyId, span.scope, span.from, span.to, now);
  return marked;
}

/** afterWrite + beforeDelete for a table whose records `spanOf` reads (`select *` of the deleted rows). */
export function dirtyMarkHooks(table: string, spanOf: SpanOf) {
  return {
    async afterWrite(context: WriteContext & { id: number }): Promise<Row> {
      return { recalculating: await mark(context.trx, context.companyId, [context.existing ? spanOf(context.existing) : null, spanOf(context.values)], context.deps.now()) };
    },
    async beforeDelete(context: DeleteContext): Promise<Row> {
      const { rows } = await sql<Row>`select * from ${sql.table(table)} where company_id = ${context.companyId} and id = any(${context.ids}::bigint[])`.execute(context.trx);
      return { recalculating: await mark(context.trx, context.companyId, rows.map(spanOf), context.deps.now()) };
    },
  };
}

/**
 * What a report declares (issue 15, ADR 0074): its columns and a query of its rows for the filters. The
 * framework (query.ts) pages, orders, sums and exports any declaration; a new report is one declaration in
 * ./library and one line in the registry (./library/index.ts).
 */
import type { PayCodeKey, ReportColumnKind } from '@timekeep/contracts';
import type { RawBuilder } from 'kysely';
import type { Translate } from '../../i18n/translator';
import type { Row, Trx } from '../../resources/types';

export interface ReportColumnDefinition {
  key: string;
  /** i18n key of the header (translated in the request's language). */
  title: string;
  kind?: ReportColumnKind;
  /** `minutes` columns: the pay code whose unit and rounding the exports print. */
  payCode?: PayCodeKey;
  /** Summed into `totals` (numbers and minutes). */
  total?: boolean;
  /** Values for the title's placeholders (a day column's `{{day}}`). */
  titleParams?: Readonly<Record<string, string | number>>;
  /** `false`: not a valid `ordering` (a matrix's day columns). */
  sortable?: boolean;
  /** Stays in view while the screen scrolls sideways. */
  fixed?: boolean;
  /** The day of a day column ('YYYY-MM-DD'). */
  date?: string;
}

/** The pinned filters, parsed: an inclusive date range (≤ 366 days), departments and employees (empty: all). */
export interface ReportFilters {
  companyId: number;
  startDate: string;
  endDate: string;
  departments: readonly number[];
  employees: readonly number[];
}

export interface ReportContext {
  trx: Trx;
  filters: ReportFilters;
  t: Translate;
  /** The request's clock: figures "as of now" (a leave ledger's accrual so far) read it. */
  now: Date;
}

export interface ReportDefinition {
  /** The SPEC §2 route name under /report/report-library/ (the URL's `<report>`). */
  name: string;
  /** i18n key of the report's title (export file name, PDF heading). */
  title: string;
  columns: readonly ReportColumnDefinition[];
  /**
   * Columns that depend on the filters (a matrix: one per day of the range): when given, the report's columns
   * for a request; `columns` stays what the report list shows without filters.
   */
  columnsFor?: (filters: ReportFilters) => readonly ReportColumnDefinition[];
  /**
   * The rows as one SELECT whose output names are the column keys (plus any hidden key the order needs).
   * It must filter `company_id` itself; the framework wraps it for counting, totals and pages.
   */
  source(filters: ReportFilters): RawBuilder<unknown>;
  /** Default order (keys, `-key` descending); `tieBreak` keys follow every order so pages never overlap. */
  order: readonly string[];
  tieBreak: readonly string[];
  /** Rows come grouped by department (exports print a heading per department). */
  groupByDepartment?: boolean;
  /**
   * Count and sum in a query of their own rather than beside the page's rows (query.ts pageWithTotals): for sources
   * whose rows are cheap to count but costly to project (a stored day's timetable names), which PostgreSQL projects
   * only for the page's rows after a sort with a limit, never under a window over every row.
   */
  countApart?: boolean;
  /**
   * Fills columns of a page's rows that the server's own arithmetic computes rather than the SQL (the leave detail
   * report's ledger, ADR 0100), before `prepare`; in the page's transaction. Such columns are neither sortable
   * nor summed (the source's values for them are placeholders).
   */
  completePage?: (context: ReportContext, rows: Row[]) => Promise<void>;
  /** Turns stored values into shown ones (e.g. punch-state labels), prepared once per request or export. */
  prepare?: (context: ReportContext) => Promise<(row: Row) => Row>;
}

/** The columns of a report for these filters (its `columnsFor`, else its fixed columns). */
export function reportColumns(definition: ReportDefinition, filters: ReportFilters): readonly ReportColumnDefinition[] {
  return definition.columnsFor ? definition.columnsFor(filters) : definition.columns;
}

/**
 * `&export=xlsx|csv|pdf` of any report (api-contracts.md "Reports": it starts a job): one job kind rebuilds the
 * report from its payload, reads it in pages of its own short tenant transactions, and streams the file —
 * CSV and XLSX through the kernel's bulk writers (exceljs streaming writer), PDF through pdf.ts. Minutes print
 * in their pay code's unit, rounded once (rows and the totals row alike); progress follows the rows written.
 */
import type { AppDeps } from '../../deps';
import { BULK_CONTENT_TYPES, writeExport, type BulkColumn } from '../../bulk';
import { analyzeDue } from '../../db/table-statistics';
import type { ReportLegendEntry } from '@timekeep/contracts';
import { translator, type Translate } from '../../i18n/translator';
import { JobError, type JobContext } from '../../jobs/runner';
import type { Row } from '../../resources/types';
import { reportColumns, type ReportColumnDefinition, type ReportDefinition } from './definition';
import { REPORT_LIBRARY } from './library';
import { exportedMinutes, exportedTitle, hasStatusCells, loadPayCodes, statusLegend, type PayCodes } from './pay-codes';
import { pdfLayoutOf } from '../system/delivery/pdf-setting';
import { PDF_CONTENT_TYPE, writePdf } from './pdf';
import { cursorOf, orderBy, orderKeys, pageWithTotals, parseFilters, selectPage, selectPageAfter } from './query';

export const REPORT_EXPORT_JOB = 'reports.export';
export const REPORT_EXPORT_FORMATS = ['xlsx', 'csv', 'pdf'] as const;
export type ReportExportFormat = (typeof REPORT_EXPORT_FORMATS)[number];
// Rows per page (one short transaction each): pages continue after the previous page's last row (keyset), so each
// one reads only what is left; memory holds one page.
const EXPORT_PAGE = 5000;

/** A status cell's colour (null for other cells and empty days). */
function fillOf(column: ReportColumnDefinition, value: unknown, legend: Legend): string | null {
  return column.kind === 'status' && value !== null && value !== undefined ? (legend.get(String(value))?.color ?? null) : null;
}

/** The header of an exported column (a day column's title takes its placeholders). */
function headerOf(column: ReportColumnDefinition, payCodes: PayCodes, t: Translate): string {
  return column.titleParams ? t(column.title, column.titleParams) : exportedTitle(column, payCodes, t);
}

/** What runExport uses of the app (the bench passes only these). */
export type ExportDeps = Pick<AppDeps, 'database' | 'now'> & { config: Pick<AppDeps['config'], 'localesDir' | 'dataDir'> };

export interface ReportExportPayload {
  report: string;
  format: ReportExportFormat;
  language: string;
  query: Record<string, string>;
  [key: string]: string | Record<string, string>;
}

type Legend = ReadonlyMap<string, ReportLegendEntry>;

/** A cell as an export writes it (numbers stay numbers; minutes through the pay code; a status as its symbol). */
function exportedValue(column: ReportColumnDefinition, payCodes: PayCodes, value: unknown, legend: Legend): string | number | null {
  if (column.kind === 'minutes') return exportedMinutes(column, payCodes, value);
  if (column.kind === 'status') return value === null || value === undefined ? null : (legend.get(String(value))?.symbol ?? String(value));
  if (column.kind === 'number') return value === null || value === undefined ? null : Number(value);
  return value === null || value === undefined ? null : String(value);
}

const BULK_TYPE = { number: 'number', minutes: 'number', date: 'date' } as const;

function textOf(value: string | number | null): string {
  return value === null ? '' : String(value);
}

export async function runExport(
  deps: ExportDeps,
  job: Pick<JobContext<ReportExportPayload>, 'payload' | 'companyId' | 'progress' | 'createFile' | 'signal'>,
  { pageSize = EXPORT_PAGE }: { pageSize?: number } = {},
): Promise<{ rows: number; file_name: string }> {
  const { payload } = job;
  const found: ReportDefinition | undefined = REPORT_LIBRARY.get(payload.report);
  if (!found || job.companyId === null) throw new JobError('common:jobs.error.failed', { retry: false });
  const definition = found;
  const companyId = job.companyId;
  const t = translator(deps.config.localesDir, payload.language);
  const filters = parseFilters(companyId, payload.query);
  const keys = orderKeys(definition, payload.query.ordering, filters);
  const order = orderBy(keys);
  // one clock for the whole file: every page's "as of now" figures agree
  const now = deps.now();
  // PGlite has no autovacuum: tables bulk-written since the keeper's last tick (a month's recalculation, an import)
  // are analyzed now, or the planner nest-loops the report's joins over them (ADR 0104: minutes instead of seconds).
  if (deps.database.kind === 'pglite') await analyzeDue(deps.database);
  // The first page carries the count and totals (one run of the report's source instead of two).
  const { count, totals, payCodes, prepare, firstPage } = await deps.database.withTenant(companyId, async (trx) => {
    const first = await pageWithTotals(trx, definition, filters, order, pageSize, 0);
    const context = { trx, filters, t, now };
    await definition.completePage?.(context, first.rows);
    const prepared = definition.prepare ? await definition.prepare(context) : (row: Row) => row;
    return { count: first.total, totals: first.totals, payCodes: await loadPayCodes(trx, companyId), prepare: prepared, firstPage: first.rows };
  });
  const columns = reportColumns(definition, filters);
  const legendEntries = hasStatusCells(columns) ? statusLegend(payCodes, t) : [];
  const legend: Legend = new Map(legendEntries.map((entry) => [entry.code, entry]));
  const progressEvery = (written: number) => job.progress(Math.min(99, (written / Math.max(1, count)) * 100));

  async function* rows(): AsyncGenerator<Row> {
    let page = firstPage;
    let read = 0;
    for (;;) {
      // Taken before `prepare`, which may rewrite a key column (a status code into its label).
      const cursor = page.length > 0 ? cursorOf(keys, page[page.length - 1]) : null;
      read += page.length;
      for (const row of page) yield prepare(row);
      if (page.length < pageSize) return;
      if (job.signal.aborted) throw new Error('export stopped: the application is closing');
      page = await deps.database.withTenant(companyId, async (trx) => {
        const next = cursor ? await selectPageAfter(trx, definition, filters, keys, cursor, pageSize) : await selectPage(trx, definition, filters, order, pageSize, read);
        await definition.completePage?.({ trx, filters, t, now }, next);
        return next;
      });
    }
  }
  // The totals row (first cell "Total" unless the first column is summed itself).
  const totalsRow: Row | null = totals ? { ...Object.fromEntries(columns.map((column) => [column.key, null])), ...totals, [columns[0].key]: t('report:library.total'), __totals: true } : null;

  const fileName = `${t(definition.title)}-${deps.now().toISOString().slice(0, 10).replace(/-/g, '')}.${payload.format}`;
  if (payload.format === 'pdf') {
    // The company's PDF setting (/system/pdf-setting): header, logo, paper and orientation of every report PDF.
    const layout = await pdfLayoutOf(deps, companyId);
    const out = job.createFile(fileName, PDF_CONTENT_TYPE);
    const cells = (row: Row) => columns.map((column) => textOf(exportedValue(column, payCodes, row[column.key], legend)));
    const fills = (row: Row) => columns.map((column) => fillOf(column, row[column.key], legend));
    const written = await writePdf(
      {
        title: t(definition.title),
        subtitle: t('report:library.range', { start: filters.startDate, end: filters.endDate }),
        headers: columns.map((column) => headerOf(column, payCodes, t)),
        numeric: new Set(columns.flatMap((column, index) => (column.kind === 'number' || column.kind === 'minutes' ? [index] : []))),
        narrow: new Set(columns.flatMap((column, index) => (column.kind === 'status' ? [index] : []))),
        legend: legendEntries,
        rows: (async function* () {
          for await (const row of rows()) {
            yield { cells: cells(row), group: definition.groupByDepartment ? String(row.department ?? '') : undefined, ...(legendEntries.length > 0 ? { fills: fills(row) } : {}) };
          }
        })(),
        totals: totalsRow ? cells(totalsRow) : null,
        rtl: payload.language === 'ar',
        paper: layout.paper,
        landscape: layout.landscape,
        header: layout.header,
        logo: layout.logo,
        pageLabel: (page) => t('report:library.page', { page }),
      },
      out,
      progressEvery,
    );
    return { rows: written, file_name: fileName };
  }
  const bulkColumns: BulkColumn<Row>[] = columns.map((column) => ({
    header: headerOf(column, payCodes, t),
    type: column.kind ? (BULK_TYPE[column.kind as keyof typeof BULK_TYPE] ?? 'text') : 'text',
    value: (row) => (row.__totals && column === columns[0] ? String(row[column.key]) : exportedValue(column, payCodes, row[column.key], legend)),
    ...(column.kind === 'status' ? { width: 5, fill: (row: Row) => fillOf(column, row[column.key], legend) } : {}),
  }));
  const out = job.createFile(fileName, BULK_CONTENT_TYPES[payload.format]);
  const written = await writeExport(
    {
      format: payload.format,
      fileName,
      columns: bulkColumns,
      count,
      rows: async function* () {
        yield* rows();
        if (totalsRow) yield totalsRow;
      },
    },
    out,
    progressEvery,
  );
  return { rows: written - (totalsRow ? 1 : 0), file_name: fileName };
}

/** The one job kind of every report export. */
export function registerReportExportJob(deps: AppDeps): void {
  deps.jobs.registerOnce<ReportExportPayload>(REPORT_EXPORT_JOB, (job) => runExport(deps, job), { maxAttempts: 2 });
}

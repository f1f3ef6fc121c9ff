import { useCallback, useEffect, useMemo, useState, type ReactElement } from 'react';
import { Alert, Button, Flex, Progress, Space, Table, Typography, type TableColumnsType, type TableProps } from 'antd';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { apiClient as defaultClient, saveDownload, type ApiClient, type FollowJobOptions } from '@timekeep/api-client';
import { isSuccessCode, REPORTS_PATH, type ReportColumn, type ReportLegendEntry, type ReportPage, type ReportTemplateSettings } from '@timekeep/contracts';
import { ColumnChooser } from '../resource/ColumnChooser';
import { usePermissions } from '../resource/permissions';
import { toast } from '../toast/toast-queue';
import { DateInput } from '../widgets/date-input/DateInput';
import { useJob } from '../widgets/hooks/useJob';
import { MultiSelectFromRecords } from '../widgets/record-lookup/SelectFromRecords';
import { ReportTemplates } from './ReportTemplates';

export type ExportFormat = 'xlsx' | 'csv' | 'pdf';
const FORMATS: readonly ExportFormat[] = ['xlsx', 'csv', 'pdf'];
const PAGE_SIZES = [20, 50, 100, 500];

type Row = Record<string, unknown> & { __key?: string };

export interface ReportViewProps {
  /** The route name under /report/report-library/ (the API's `<report>`). */
  report: string;
  client?: ApiClient;
  /** The first range shown (default: `?start_date=&end_date=` of the URL, else the current month up to today). */
  initialRange?: { start: string; end: string };
  /** Job following (tests: fast polling, no websocket). */
  jobOptions?: FollowJobOptions;
  /**
   * The signed-in employee's own report (/personal/report/*): the server restricts an employee login to its own
   * rows and refuses exports, so the screen shows neither the department/employee filters nor the export buttons;
   * it asks for the signed-in user's employee only (an admin's personal report is theirs too).
   */
  personal?: boolean;
}

const today = () => new Date().toISOString().slice(0, 10);
const monthStart = () => `${today().slice(0, 8)}01`;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A range from links (the dashboard, e-mails): both days given and in order, else the current month. */
function rangeOf(start: string | null, end: string | null): { start: string; end: string } {
  return start && end && DAY.test(start) && DAY.test(end) && start <= end ? { start, end } : { start: monthStart(), end: today() };
}
/** `?department__in=1,2` of a link (the dashboard's): the ids it names, nothing for anything else. */
export function idsOf(text: string | null): number[] {
  if (!text) return [];
  const ids = text.split(',').map((part) => Number(part.trim()));
  return ids.every((id) => Number.isSafeInteger(id) && id > 0) ? [...new Set(ids)] : [];
}
const hiddenKey = (report: string) => `timekeep.report.${report}.hidden`;

function readHidden(report: string): string[] {
  try {
    const stored = JSON.parse(globalThis.localStorage?.getItem(hiddenKey(report)) ?? '[]') as unknown;
    return Array.isArray(stored) ? stored.filter((key): key is string => typeof key === 'string') : [];
  } catch {
    return [];
  }
}

/** Minutes as the screen shows them: integers (pay-code units are for the exported files, api-contracts.md). */
function cellOf(column: ReportColumn, value: unknown): string {
  if (value === null || value === undefined) return '';
  return String(value);
}

/** Black or white text, whichever reads on `#rrggbb` (the pay code's colour); black for anything else. */
export function textOn(color: string): string {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color);
  if (!match) return '#000000';
  const [r, g, b] = match.slice(1).map((part) => parseInt(part, 16));
  return 0.299 * r + 0.587 * g + 0.114 * b > 150 ? '#000000' : '#ffffff';
}

/** A matrix cell: the status code's symbol on its colour, named for screen readers and on hover. */
function StatusCell({ entry }: { entry: ReportLegendEntry }): ReactElement {
  return (
    <span
      role="img"
      aria-label={entry.title}
      title={entry.title}
      data-status={entry.code}
      style={{ display: 'inline-block', minWidth: 24, padding: '0 4px', borderRadius: 4, textAlign: 'center', fontWeight: 600, backgroundColor: entry.color, color: textOn(entry.color) }}
    >
      {entry.symbol}
    </span>
  );
}

/** What each symbol means, in the page's direction (a matrix's legend). */
function StatusLegend({ legend, title }: { legend: readonly ReportLegendEntry[]; title: string }): ReactElement {
  return (
    <Flex wrap gap={12} align="center" data-testid="report-legend" role="list" aria-label={title}>
      <Typography.Text type="secondary">{title}</Typography.Text>
      {legend.map((entry) => (
        <Flex key={entry.code} gap={4} align="center" role="listitem">
          <StatusCell entry={entry} />
          <Typography.Text>{entry.title}</Typography.Text>
        </Flex>
      ))}
    </Flex>
  );
}

/** A day column's header: its title and the weekday in the page's language. */
function dayTitle(column: ReportColumn, language: string): ReactElement | string {
  if (!column.date) return column.title;
  const weekday = new Intl.DateTimeFormat(language, { weekday: 'narrow', timeZone: 'UTC' }).format(new Date(`${column.date}T00:00:00Z`));
  return (
    <Flex vertical align="center">
      <span>{column.title}</span>
      <Typography.Text type="secondary" style={{ fontSize: 11 }}>
        {weekday}
      </Typography.Text>
    </Flex>
  );
}

/**
 * One report of the library (issue 15): date range, departments and employees, server paging and sorting, a
 * column chooser kept per report in this browser, the totals row over every matching row, and exports that run
 * as jobs with a progress bar and download their file when done. Every report uses this screen; a report is a
 * declaration (route → report name). The personal reports (/personal/report/*) use it with `personal`.
 */
export function ReportView({ report, client = defaultClient, initialRange, jobOptions, personal = false }: ReportViewProps): ReactElement {
  const { t, i18n } = useTranslation(['report', 'common']);
  const [search] = useSearchParams();
  const { employeeId } = usePermissions();
  const [range, setRange] = useState(() => initialRange ?? rangeOf(search.get('start_date'), search.get('end_date')));
  // A link may name the departments and employees too (`?department__in=&employee__in=`); the filters show them.
  const [departments, setDepartments] = useState<number[]>(() => (personal ? [] : idsOf(search.get('department__in'))));
  const [employees, setEmployees] = useState<number[]>(() => (personal ? [] : idsOf(search.get('employee__in'))));
  const [applied, setApplied] = useState({ range, departments, employees });
  const [paging, setPaging] = useState({ page: 1, pageSize: 20, ordering: '' });
  const [result, setResult] = useState<ReportPage<Row> | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [hidden, setHidden] = useState<string[]>(() => readHidden(report));
  const [jobId, setJobId] = useState<number | null>(null);
  const [exporting, setExporting] = useState<ExportFormat | null>(null);
  const job = useJob(jobId, { client, ...jobOptions });

  const query = useMemo(
    () => ({
      start_date: applied.range.start,
      end_date: applied.range.end,
      ...(applied.departments.length > 0 ? { department__in: applied.departments.join(',') } : {}),
      ...(applied.employees.length > 0 ? { employee__in: applied.employees.join(',') } : {}),
      // an admin's own report is theirs too (an employee login is restricted by the server either way)
      ...(personal && employeeId ? { employee__in: String(employeeId) } : {}),
      ...(paging.ordering ? { ordering: paging.ordering } : {}),
    }),
    [applied, paging.ordering, personal, employeeId],
  );
  const path = `${REPORTS_PATH}${report}/`;

  useEffect(() => {
    let live = true;
    setLoading(true);
    client.get<ReportPage<Row>>(path, { ...query, page: paging.page, page_size: paging.pageSize }).then(
      (response) => {
        if (!live) return;
        setLoading(false);
        if (isSuccessCode(response.code) && response.data) {
          setResult(response.data);
          setError(null);
        } else setError(client.messageOf(response));
      },
      () => {
        if (!live) return;
        setLoading(false);
        setError(t('report:screen.failed'));
      },
    );
    return () => {
      live = false;
    };
  }, [client, path, query, paging.page, paging.pageSize, t]);

  // The finished job's file is fetched with the same session and saved.
  useEffect(() => {
    if (!job || (job.status !== 'done' && job.status !== 'failed')) return;
    setJobId(null);
    setExporting(null);
    if (job.status === 'failed' || !job.file_url) {
      toast.error(t('report:screen.exportFailed'));
      return;
    }
    client.download(job.file_url.replace(/^\/web(?=\/)/, '')).then(
      (file) => {
        saveDownload(file);
        toast.success(t('report:screen.exported'));
      },
      () => toast.error(t('report:screen.exportFailed')),
    );
  }, [job, client, t]);

  const startExport = useCallback(
    async (format: ExportFormat) => {
      setExporting(format);
      const response = await client.get<{ job: number }>(path, { ...query, export: format }).catch(() => null);
      if (response && isSuccessCode(response.code) && response.data) setJobId(response.data.job);
      else {
        setExporting(null);
        toast.error(response ? client.messageOf(response) : t('report:screen.exportFailed'));
      }
    },
    [client, path, query, t],
  );

  const chooseHidden = (keys: string[]) => {
    setHidden(keys);
    globalThis.localStorage?.setItem(hiddenKey(report), JSON.stringify(keys));
  };

  // A saved template (ADR 0091) keeps what the screen shows now — the run filters, not unrun choices — and is
  // applied to the current dates.
  const templateSettings: ReportTemplateSettings = useMemo(
    () => ({ hidden, departments: applied.departments, employees: applied.employees, ordering: paging.ordering, page_size: paging.pageSize }),
    [hidden, applied.departments, applied.employees, paging.ordering, paging.pageSize],
  );
  const applyTemplate = (settings: ReportTemplateSettings) => {
    chooseHidden(settings.hidden);
    const chosen = personal ? { departments: [], employees: [] } : { departments: settings.departments, employees: settings.employees };
    setDepartments(chosen.departments);
    setEmployees(chosen.employees);
    setApplied({ range, ...chosen });
    setPaging({ page: 1, pageSize: PAGE_SIZES.includes(settings.page_size) ? settings.page_size : 20, ordering: settings.ordering });
  };

  // A matrix's day columns are always shown (their keys change with the range); the chooser offers the rest.
  const choosable = (result?.columns ?? []).filter((column) => column.kind !== 'status');
  const shownColumns = (result?.columns ?? []).filter((column) => column.kind === 'status' || !hidden.includes(column.key));
  const legend = useMemo(() => new Map((result?.legend ?? []).map((entry) => [entry.code, entry])), [result]);
  const sortedKey = paging.ordering.replace(/^-/, '');
  const tableColumns: TableColumnsType<Row> = shownColumns.map((column) => ({
    key: column.key,
    dataIndex: column.key,
    title: column.kind === 'status' ? dayTitle(column, i18n.language) : column.title,
    sorter: column.sortable !== false,
    sortOrder: sortedKey === column.key ? (paging.ordering.startsWith('-') ? 'descend' : 'ascend') : null,
    ...(column.fixed ? { fixed: 'start' as const } : {}),
    ...(column.kind === 'status' ? { width: 40 } : {}),
    align: column.kind === 'number' || column.kind === 'minutes' ? 'end' : column.kind === 'status' ? 'center' : undefined,
    render: (value: unknown) => {
      const entry = column.kind === 'status' && typeof value === 'string' ? legend.get(value as ReportLegendEntry['code']) : undefined;
      return entry ? <StatusCell entry={entry} /> : cellOf(column, value);
    },
  }));

  const onTableChange: TableProps<Row>['onChange'] = (pagination, _filters, sorter) => {
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    const key = one?.order ? String(one.columnKey ?? '') : '';
    const ordering = key ? `${one?.order === 'descend' ? '-' : ''}${key}` : '';
    setPaging({ page: ordering === paging.ordering ? (pagination.current ?? 1) : 1, pageSize: pagination.pageSize ?? paging.pageSize, ordering });
  };

  const totals = result?.totals;
  const summary = totals
    ? () => (
        <Table.Summary.Row data-testid="report-totals">
          {shownColumns.map((column, index) => (
            <Table.Summary.Cell key={column.key} index={index} align={column.key in totals ? 'right' : undefined}>
              {column.key in totals ? String(totals[column.key]) : index === 0 ? <Typography.Text strong>{t('report:library.total')}</Typography.Text> : ''}
            </Table.Summary.Cell>
          ))}
        </Table.Summary.Row>
      )
    : undefined;

  return (
    <Flex vertical gap={12} data-testid={`report-${report}`}>
      <Flex wrap gap={8} align="end">
        <Flex vertical gap={2}>
          <Typography.Text>{t('report:screen.dateRange')}</Typography.Text>
          <Space>
            <DateInput id="report-start" aria-label={t('report:library.columns.date')} value={range.start} emptyValue="" onChange={(start) => setRange({ ...range, start })} />
            <DateInput id="report-end" aria-label={t('report:library.columns.date')} value={range.end} emptyValue="" minDate={range.start} onChange={(end) => setRange({ ...range, end })} />
          </Space>
        </Flex>
        {!personal && (
          <>
            <Flex vertical gap={2} style={{ minWidth: 200 }}>
              <Typography.Text>{t('report:screen.departments')}</Typography.Text>
              <MultiSelectFromRecords aria-label={t('report:screen.departments')} listPath="/personnel/api/v2/departments/" value={departments} onChange={(ids) => setDepartments(ids.map(Number))} placeholder={t('report:screen.all')} />
            </Flex>
            <Flex vertical gap={2} style={{ minWidth: 220 }}>
              <Typography.Text>{t('report:screen.employees')}</Typography.Text>
              <MultiSelectFromRecords
                aria-label={t('report:screen.employees')}
                listPath="/personnel/api/v2/employees/"
                value={employees}
                onChange={(ids) => setEmployees(ids.map(Number))}
                placeholder={t('report:screen.all')}
                optionLabel={(record) => `${String(record.emp_code ?? '')} ${String(record.first_name ?? '')} ${String(record.last_name ?? '')}`.trim()}
              />
            </Flex>
          </>
        )}
        <Button
          type="primary"
          onClick={() => {
            setApplied({ range, departments, employees });
            setPaging({ ...paging, page: 1 });
          }}
        >
          {t('report:screen.run')}
        </Button>
        <Flex gap={8} style={{ marginInlineStart: 'auto' }}>
          {!personal &&
            FORMATS.map((format) => (
              <Button key={format} icon={<DownloadOutlined />} loading={exporting === format} disabled={exporting !== null || !result || result.total === 0} onClick={() => void startExport(format)}>
                {t('report:screen.export', { format: format.toUpperCase() })}
              </Button>
            ))}
          <ColumnChooser columns={choosable} hidden={hidden} onChange={chooseHidden} />
          <ReportTemplates report={report} client={client} current={templateSettings} onApply={applyTemplate} shareable={!personal} />
        </Flex>
      </Flex>
      {exporting && (
        <div role="status" aria-label={t('report:screen.exporting')}>
          <Typography.Text type="secondary">{t('report:screen.exporting')}</Typography.Text>
          <Progress percent={Math.round(job?.progress ?? 0)} data-testid="report-export-progress" />
        </div>
      )}
      {error && <Alert type="error" showIcon title={error} />}
      {result?.legend && result.legend.length > 0 && <StatusLegend legend={result.legend} title={t('report:library.legend')} />}
      <Table<Row>
        size="small"
        rowKey={(row) => JSON.stringify([row.employee, row.date, row.time, row.id, row.emp_code])}
        columns={tableColumns}
        dataSource={result?.data ?? []}
        loading={loading}
        onChange={onTableChange}
        locale={{ emptyText: t('report:screen.empty') }}
        pagination={{ current: paging.page, pageSize: paging.pageSize, total: result?.total ?? 0, pageSizeOptions: PAGE_SIZES, showSizeChanger: true, showTotal: (count) => t('report:screen.rows', { count }) }}
        summary={summary}
        scroll={{ x: 'max-content' }}
      />
    </Flex>
  );
}

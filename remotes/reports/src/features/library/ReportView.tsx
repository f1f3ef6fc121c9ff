import { useCallback, useEffect, useMemo, useState, type ReactElement } from 'react';
import { Alert, Button, Flex, Progress, Space, Table, Typography, type TableColumnsType, type TableProps } from 'antd';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { apiClient as defaultClient, saveDownload, type ApiClient, type FollowJobOptions } from '@timekeep/api-client';
import { isSuccessCode, REPORTS_PATH, type ReportColumn, type ReportPage } from '@timekeep/contracts';
import { ColumnChooser, DateInput, MultiSelectFromRecords, toast, useJob } from '@timekeep/ui';

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
}

const today = () => new Date().toISOString().slice(0, 10);
const monthStart = () => `${today().slice(0, 8)}01`;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A range from links (the dashboard, e-mails): both days given and in order, else the current month. */
function rangeOf(start: string | null, end: string | null): { start: string; end: string } {
  return start && end && DAY.test(start) && DAY.test(end) && start <= end ? { start, end } : { start: monthStart(), end: today() };
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

/**
 * One report of the library (issue 15): date range, departments and employees, server paging and sorting, a
 * column chooser kept per report in this browser, the totals row over every matching row, and exports that run
 * as jobs with a progress bar and download their file when done. Every report uses this screen; a report is a
 * declaration (route → report name).
 */
export function ReportView({ report, client = defaultClient, initialRange, jobOptions }: ReportViewProps): ReactElement {
  const { t } = useTranslation(['report', 'common']);
  const [search] = useSearchParams();
  const [range, setRange] = useState(() => initialRange ?? rangeOf(search.get('start_date'), search.get('end_date')));
  const [departments, setDepartments] = useState<number[]>([]);
  const [employees, setEmployees] = useState<number[]>([]);
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
      ...(paging.ordering ? { ordering: paging.ordering } : {}),
    }),
    [applied, paging.ordering],
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

  const shownColumns = (result?.columns ?? []).filter((column) => !hidden.includes(column.key));
  const sortedKey = paging.ordering.replace(/^-/, '');
  const tableColumns: TableColumnsType<Row> = shownColumns.map((column) => ({
    key: column.key,
    dataIndex: column.key,
    title: column.title,
    sorter: true,
    sortOrder: sortedKey === column.key ? (paging.ordering.startsWith('-') ? 'descend' : 'ascend') : null,
    align: column.kind === 'number' || column.kind === 'minutes' ? 'end' : undefined,
    render: (value: unknown) => cellOf(column, value),
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
          {FORMATS.map((format) => (
            <Button key={format} icon={<DownloadOutlined />} loading={exporting === format} disabled={exporting !== null || !result || result.total === 0} onClick={() => void startExport(format)}>
              {t('report:screen.export', { format: format.toUpperCase() })}
            </Button>
          ))}
          <ColumnChooser columns={result?.columns ?? []} hidden={hidden} onChange={chooseHidden} />
        </Flex>
      </Flex>
      {exporting && (
        <div role="status" aria-label={t('report:screen.exporting')}>
          <Typography.Text type="secondary">{t('report:screen.exporting')}</Typography.Text>
          <Progress percent={Math.round(job?.progress ?? 0)} data-testid="report-export-progress" />
        </div>
      )}
      {error && <Alert type="error" showIcon title={error} />}
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

import { useEffect, useMemo, useState, type ReactElement } from 'react';
import { Alert, Button, DatePicker, Flex, Pagination, Segmented, Spin } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { apiClient as defaultClient, type ApiClient } from '@timekeep/api-client';
import { isSuccessCode, type EmployeeRecord, type TimeCardRow } from '@timekeep/contracts';
import {
  AreaPage,
  asLabel,
  clockText,
  datesBetween,
  FilterBar,
  formatMinutes,
  isoDate,
  monthRange,
  PERSONNEL_PATHS,
  saveCsv,
  TimeCardView,
  toCsv,
  useTimeCards,
  type AreaPageEntry,
  type CsvColumn,
  type FilterDeclaration,
  type TimeCardEmployee,
  type TimeCardViewMode,
} from '@timekeep/ui';

/** Employees per page: a month of 20 people is 620 days, two reads of the time cards. */
export const EMPLOYEES_PER_PAGE = 20;
/** The longest range one screen shows (a grid wider than this is unreadable; reports cover longer ones). */
const MAX_DAYS = 62;

const FILTERS: readonly FilterDeclaration[] = [
  { kind: 'dateRange', params: ['start_date', 'end_date'], label: 'att:timeCard.filters.range' },
  { kind: 'tree', param: 'department__in', label: 'att:timeCard.filters.departments', uri: PERSONNEL_PATHS.departments },
  { kind: 'employee', param: 'employee__in', label: 'att:timeCard.filters.employees' },
];
const FILTER_PARAMS = ['start_date', 'end_date', 'department__in', 'employee__in'] as const;

type EmployeeLine = Pick<EmployeeRecord, 'id' | 'emp_code' | 'first_name' | 'last_name'>;

/** The range in the URL, or this month; a range longer than MAX_DAYS is cut. */
function rangeOf(params: URLSearchParams): { start: string; end: string } {
  const month = monthRange(isoDate(new Date()));
  const start = params.get('start_date') || month.start;
  const end = params.get('end_date') || (params.get('start_date') ? monthRange(start).end : month.end);
  const dates = datesBetween(start, end);
  return { start, end: dates.length > MAX_DAYS ? dates[MAX_DAYS - 1] : end };
}

/** The page's employees (server-paged by employee: the time cards of exactly these are read). */
function useEmployeePage(client: ApiClient, page: number, departments: string, employees: string) {
  const [state, setState] = useState<{ lines: TimeCardEmployee[]; total: number; loading: boolean; failed: boolean }>({ lines: [], total: 0, loading: true, failed: false });
  useEffect(() => {
    let live = true;
    setState((current) => ({ ...current, loading: true, failed: false }));
    const params: Record<string, string | number> = { page, page_size: EMPLOYEES_PER_PAGE, ordering: 'emp_code' };
    if (departments) params.department__in = departments;
    if (employees) params.id__in = employees;
    client
      .list<EmployeeLine>(PERSONNEL_PATHS.employees, params)
      .then((response) => {
        if (!live) return;
        if (!isSuccessCode(response.code) || !response.data) return setState({ lines: [], total: 0, loading: false, failed: true });
        const lines = response.data.data.map((e) => ({ id: e.id, emp_code: e.emp_code, name: [e.first_name, e.last_name].filter(Boolean).join(' ') }));
        setState({ lines, total: response.data.total, loading: false, failed: false });
      })
      .catch(() => live && setState({ lines: [], total: 0, loading: false, failed: true }));
    return () => {
      live = false;
    };
  }, [client, page, departments, employees]);
  return state;
}

/**
 * /report/report-library/total-timecard: every employee's days of a month (or a range) as a grid coloured by
 * status or as a list, paged by employee, filtered by department and employee; a day opens its explanation with
 * the punches the terminals sent. Export writes the visible page's days as CSV.
 */
export function TotalTimeCardBody({ client = defaultClient }: { client?: ApiClient }): ReactElement {
  const { t, i18n } = useTranslation(['att', 'common']);
  const [params, setParams] = useSearchParams();
  const { start, end } = rangeOf(params);
  const dates = useMemo(() => datesBetween(start, end), [start, end]);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const view: TimeCardViewMode = params.get('view') === 'list' ? 'list' : 'grid';
  const departments = params.get('department__in') ?? '';
  const chosen = params.get('employee__in') ?? '';
  const employees = useEmployeePage(client, page, departments, chosen);
  const ids = employees.lines.map((line) => line.id).join(',');
  const query = useMemo(() => (ids ? { start_date: start, end_date: end, employee__in: ids } : null), [ids, start, end]);
  const cards = useTimeCards(client, query, i18n.language);
  const rows = ids ? cards.rows : [];

  const update = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(patch)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    setParams(next);
  };
  const filterValues = Object.fromEntries(FILTER_PARAMS.map((name) => [name, params.get(name) ?? '']).filter(([, value]) => value));

  const exportCsv = () => {
    const names = new Map(employees.lines.map((line) => [line.id, line.name ?? '']));
    const minutes = (field: 'duty' | 'worked' | 'late' | 'early' | 'short' | 'absent' | 'leave' | 'break_deducted' | 'ot' | 'weekly_ot' | 'weekend_ot' | 'holiday_ot'): CsvColumn<TimeCardRow> => ({
      header: t(`timeCard.columns.${field}`),
      value: (row) => formatMinutes(row[field]),
    });
    const columns: CsvColumn<TimeCardRow>[] = [
      { header: t('timeCard.columns.emp_code'), value: (row) => row.emp_code },
      { header: t('timeCard.columns.employee'), value: (row) => names.get(row.employee) ?? '' },
      { header: t('timeCard.columns.date'), value: (row) => row.date },
      { header: t('timeCard.columns.status'), value: (row) => asLabel(t(`traceValue.status.${row.status}`, { defaultValue: row.status }), i18n.language) },
      { header: t('timeCard.columns.timetables'), value: (row) => row.timetables.join(' ') },
      { header: t('timeCard.columns.clock_in'), value: (row) => clockText(row.clock_in, row.date) },
      { header: t('timeCard.columns.clock_out'), value: (row) => clockText(row.clock_out, row.date) },
      ...(['duty', 'worked', 'late', 'early', 'short', 'absent', 'leave', 'break_deducted', 'ot', 'weekly_ot', 'weekend_ot', 'holiday_ot'] as const).map(minutes),
      { header: t('timeCard.columns.exceptions'), value: (row) => row.exceptions.map((code) => t(`timeCard.exception.${code}`, { defaultValue: code })).join('; ') },
    ];
    saveCsv(toCsv(rows, columns), `${t('timeCard.exportName')}-${start}-${end}.csv`);
  };

  const failed = employees.failed || cards.failed;
  const loading = employees.loading || cards.loading;
  return (
    <Flex vertical gap={12}>
      <Flex wrap gap={8} align="center">
        <DatePicker
          picker="month"
          allowClear={false}
          aria-label={t('timeCard.filters.month')}
          value={dayjs(start)}
          onChange={(value) => {
            if (!value) return;
            const month = monthRange(value.format('YYYY-MM'));
            update({ start_date: month.start, end_date: month.end, page: null });
          }}
        />
        <FilterBar filters={FILTERS} values={filterValues} onChange={(values) => update({ ...Object.fromEntries(FILTER_PARAMS.map((name) => [name, values[name] ?? null])), page: null })} />
        <Segmented<TimeCardViewMode>
          aria-label={t('timeCard.view.label')}
          value={view}
          options={[
            { value: 'grid', label: t('timeCard.view.grid') },
            { value: 'list', label: t('timeCard.view.list') },
          ]}
          onChange={(value) => update({ view: value === 'list' ? 'list' : null })}
        />
        <Button onClick={exportCsv} disabled={rows.length === 0}>
          {t('timeCard.export')}
        </Button>
      </Flex>
      {failed ? (
        <Alert
          type="error"
          showIcon
          title={t('timeCard.loadFailed')}
          action={
            <Button size="small" onClick={cards.reload}>
              {t('timeCard.retry')}
            </Button>
          }
        />
      ) : null}
      <Spin spinning={loading}>
        {!loading && employees.lines.length === 0 && !failed ? <Alert type="info" title={t('timeCard.empty')} /> : null}
        {employees.lines.length > 0 ? <TimeCardView client={client} rows={rows} dates={dates} employees={employees.lines} view={view} withTransactions /> : null}
      </Spin>
      {employees.total > EMPLOYEES_PER_PAGE ? (
        <Pagination current={page} pageSize={EMPLOYEES_PER_PAGE} total={employees.total} showSizeChanger={false} onChange={(next) => update({ page: next > 1 ? String(next) : null })} />
      ) : null}
    </Flex>
  );
}

export function TotalTimeCardScreen({ entry }: { entry: AreaPageEntry }): ReactElement {
  return (
    <AreaPage entry={entry}>
      <TotalTimeCardBody />
    </AreaPage>
  );
}

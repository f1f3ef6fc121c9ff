import { useEffect, useState, type ReactElement, type ReactNode } from 'react';
import { Alert, Button, Flex, Pagination, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { apiClient as defaultClient, type ApiClient } from '@timekeep/api-client';
import { isSuccessCode, SCHEDULE_VIEW_PATH, type ScheduleViewPage } from '@timekeep/contracts';
import { employeeRecordLabel, PERSONNEL_PATHS, SelectFromRecords, TreeSelect } from '@timekeep/ui';
import { ScheduleGrid } from './ScheduleGrid';
import { EmployeeMonth } from './EmployeeMonth';

/** 'YYYY-MM' of today, or of `month` moved by `delta` months. */
export function monthOf(date: Date = new Date()): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
}

export function shiftMonth(month: string, delta: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** First and last date of a month. */
export function monthRange(month: string): [string, string] {
  const days = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
  return [`${month}-01`, `${month}-${String(days).padStart(2, '0')}`];
}

export function MonthNavigation({ month, onChange }: { month: string; onChange: (month: string) => void }): ReactElement {
  const { t, i18n } = useTranslation('att');
  const title = new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));
  return (
    <Flex align="center" gap={8}>
      <Button onClick={() => onChange(shiftMonth(month, -1))} aria-label={t('schedule.view.previous')}>
        {t('schedule.view.previous')}
      </Button>
      <Typography.Text strong data-testid="schedule-month" style={{ minWidth: 140, textAlign: 'center' }}>
        {title}
      </Typography.Text>
      <Button onClick={() => onChange(shiftMonth(month, 1))} aria-label={t('schedule.view.next')}>
        {t('schedule.view.next')}
      </Button>
    </Flex>
  );
}

/** Reads one schedule-view page whenever the query changes. */
function useScheduleView(client: ApiClient, query: Record<string, string | number> | null): { page: ScheduleViewPage | null; error: string | null } {
  const { t } = useTranslation('att');
  const [page, setPage] = useState<ScheduleViewPage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const key = JSON.stringify(query);
  useEffect(() => {
    if (query === null) return undefined;
    let live = true;
    setError(null);
    void client
      .get<ScheduleViewPage>(SCHEDULE_VIEW_PATH, query)
      .then((response) => {
        if (!live) return;
        if (isSuccessCode(response.code) && response.data) setPage(response.data);
        else setError(client.messageOf(response));
      })
      // signed out or offline: the api-client has said so already
      .catch(() => live && setError(t('common:resource.loadFailed')));
    return () => {
      live = false;
    };
    // `key` stands for the query
  }, [client, key, t]);
  return { page, error };
}

function Loaded({ page, error, children }: { page: ScheduleViewPage | null; error: string | null; children: (page: ScheduleViewPage) => ReactNode }): ReactElement {
  if (error) return <Alert type="error" message={error} />;
  return page ? <>{children(page)}</> : <Spin />;
}

/** `/att/schedule-view`: who works what, a month at a glance (employees × days), by department. */
export function ScheduleView({ client = defaultClient, initialMonth }: { client?: ApiClient; initialMonth?: string }): ReactElement {
  const { t } = useTranslation('att');
  const [month, setMonth] = useState(initialMonth ?? monthOf());
  const [department, setDepartment] = useState<number | null>(null);
  const [pageNumber, setPageNumber] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const [start, end] = monthRange(month);
  const { page, error } = useScheduleView(client, {
    start_date: start,
    end_date: end,
    page: pageNumber,
    page_size: pageSize,
    ...(department === null ? {} : { department__in: String(department) }),
  });
  return (
    <Flex vertical gap={12}>
      <Flex wrap gap={12} align="center">
        <MonthNavigation month={month} onChange={setMonth} />
        <div style={{ minWidth: 240 }}>
          <TreeSelect
            uri={PERSONNEL_PATHS.departments}
            aria-label={t('resource.schedule.fields.department')}
            placeholder={t('resource.schedule.fields.department')}
            value={department}
            onChange={(next) => {
              setDepartment(typeof next === 'number' ? next : null);
              setPageNumber(1);
            }}
          />
        </div>
      </Flex>
      <Loaded page={page} error={error}>
        {(loaded) => (
          <>
            <ScheduleGrid page={loaded} />
            <Pagination
              current={loaded.page}
              pageSize={loaded.page_size}
              total={loaded.total}
              showSizeChanger
              pageSizeOptions={[20, 50, 100]}
              onChange={(next, size) => {
                setPageNumber(size === pageSize ? next : 1);
                setPageSize(size);
              }}
            />
          </>
        )}
      </Loaded>
    </Flex>
  );
}

/** `/att/employee-calendar`: one employee's month, schedule and holidays. */
export function EmployeeCalendar({ client = defaultClient, initialMonth, initialEmployee = null }: { client?: ApiClient; initialMonth?: string; initialEmployee?: number | null }): ReactElement {
  const { t } = useTranslation('att');
  const [month, setMonth] = useState(initialMonth ?? monthOf());
  const [employee, setEmployee] = useState<number | null>(initialEmployee);
  const [start, end] = monthRange(month);
  const { page, error } = useScheduleView(client, employee === null ? null : { start_date: start, end_date: end, employee__in: String(employee), page: 1, page_size: 1 });
  return (
    <Flex vertical gap={12}>
      <Flex wrap gap={12} align="center">
        <div style={{ minWidth: 280 }}>
          <SelectFromRecords
            listPath={PERSONNEL_PATHS.employees}
            optionLabel={employeeRecordLabel}
            aria-label={t('resource.schedule.fields.employee')}
            placeholder={t('resource.schedule.fields.employee')}
            value={employee}
            onChange={(next) => setEmployee(typeof next === 'number' ? next : null)}
          />
        </div>
        <MonthNavigation month={month} onChange={setMonth} />
      </Flex>
      {employee === null ? (
        <Typography.Text type="secondary">{t('schedule.calendar.pick')}</Typography.Text>
      ) : (
        <Loaded page={page} error={error}>
          {(loaded) => (loaded.data[0] ? <EmployeeMonth page={loaded} row={loaded.data[0]} /> : <Typography.Text type="secondary">{t('common:resource.empty')}</Typography.Text>)}
        </Loaded>
      )}
    </Flex>
  );
}

import { useMemo, type ReactElement } from 'react';
import { Alert, DatePicker, Flex, Table } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { apiClient as defaultClient, type ApiClient } from '@timekeep/api-client';
import { AreaPage, formatWireDate, isoDate, useCompanyFormats, type AreaPageEntry } from '@timekeep/ui';
import { fetchHolidays, holidayDates, useLoaded, type HolidayRecord } from './personal-data';

/**
 * /personal/my-calendar/holiday: the company's holidays of a year (`?year=`), first to last, with their dates
 * and length; those of other departments are marked as such (the list shows every holiday of the company).
 */
export function MyHolidaysBody({ client = defaultClient }: { client?: ApiClient }): ReactElement {
  const { t } = useTranslation(['personal', 'att']);
  const { dateFormat } = useCompanyFormats();
  const [params, setParams] = useSearchParams();
  const asked = params.get('year') ?? '';
  const year = /^\d{4}$/.test(asked) ? asked : isoDate(new Date()).slice(0, 4);
  const holidays = useLoaded(() => fetchHolidays(client, `${year}-01-01`, `${year}-12-31`), year);
  const rows = useMemo(() => holidays.value ?? [], [holidays.value]);
  return (
    <Flex vertical gap={12}>
      <DatePicker
        picker="year"
        allowClear={false}
        aria-label={t('personal:holiday.year')}
        value={dayjs(`${year}-01-01`)}
        onChange={(value) => value && setParams(new URLSearchParams({ year: value.format('YYYY') }))}
        style={{ width: 120 }}
      />
      {holidays.failed ? <Alert type="error" showIcon title={t('personal:holiday.loadFailed')} /> : null}
      <Table<HolidayRecord>
        size="small"
        rowKey="id"
        loading={holidays.loading}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: t('personal:holiday.empty', { year }) }}
        columns={[
          { key: 'alias', title: t('att:resource.holiday.fields.alias'), dataIndex: 'alias' },
          {
            key: 'dates',
            title: t('personal:holiday.dates'),
            render: (_, holiday) => {
              const dates = holidayDates(holiday);
              const first = formatWireDate(dates[0], dateFormat);
              return dates.length > 1 ? `${first} – ${formatWireDate(dates[dates.length - 1], dateFormat)}` : first;
            },
          },
          { key: 'days', title: t('att:resource.holiday.fields.days'), dataIndex: 'days', align: 'end' },
          {
            key: 'scope',
            title: t('personal:holiday.scope'),
            render: (_, holiday) => (holiday.departments.length === 0 ? t('personal:holiday.everyone') : t('personal:holiday.someDepartments')),
          },
        ]}
      />
    </Flex>
  );
}

export function MyHolidaysScreen({ entry }: { entry: AreaPageEntry }): ReactElement {
  return (
    <AreaPage entry={entry}>
      <MyHolidaysBody />
    </AreaPage>
  );
}

import { useMemo, type ReactElement } from 'react';
import { Alert, Button, DatePicker, Flex, Segmented, Spin } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { apiClient as defaultClient, type ApiClient } from '@timekeep/api-client';
import { AreaPage, datesBetween, TimeCardView, usePermissions, useTimeCards, type AreaPageEntry, type TimeCardViewMode } from '@timekeep/ui';
import { monthOf } from './month-param';

/**
 * /personal/report/time-card: the signed-in employee's own days of a month (the server gives an employee login
 * only their rows), as the coloured line or the list; a day opens its explanation.
 */
export function PersonalTimeCardBody({ client = defaultClient }: { client?: ApiClient }): ReactElement {
  const { t, i18n } = useTranslation(['att', 'personal']);
  const { employeeId } = usePermissions();
  const [params, setParams] = useSearchParams();
  const { month, start, end } = monthOf(params);
  const view: TimeCardViewMode = params.get('view') === 'grid' ? 'grid' : 'list';
  const dates = useMemo(() => datesBetween(start, end), [start, end]);
  const query = useMemo(() => ({ start_date: start, end_date: end, ...(employeeId ? { employee__in: String(employeeId) } : {}) }), [start, end, employeeId]);
  const cards = useTimeCards(client, query, i18n.language);
  const update = (name: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next);
  };
  return (
    <Flex vertical gap={12}>
      <Flex wrap gap={8} align="center">
        <DatePicker picker="month" allowClear={false} aria-label={t('timeCard.filters.month')} value={dayjs(`${month}-01`)} onChange={(value) => value && update('month', value.format('YYYY-MM'))} />
        <Segmented<TimeCardViewMode>
          aria-label={t('timeCard.view.label')}
          value={view}
          options={[
            { value: 'list', label: t('timeCard.view.list') },
            { value: 'grid', label: t('timeCard.view.grid') },
          ]}
          onChange={(value) => update('view', value === 'grid' ? 'grid' : null)}
        />
      </Flex>
      {cards.failed ? (
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
      <Spin spinning={cards.loading}>
        {!cards.loading && !cards.failed && cards.rows.length === 0 ? <Alert type="info" title={t('timeCard.empty')} /> : null}
        {cards.rows.length > 0 ? <TimeCardView client={client} rows={cards.rows} dates={dates} view={view} /> : null}
      </Spin>
    </Flex>
  );
}

export function PersonalTimeCardScreen({ entry }: { entry: AreaPageEntry }): ReactElement {
  return (
    <AreaPage entry={entry}>
      <PersonalTimeCardBody />
    </AreaPage>
  );
}

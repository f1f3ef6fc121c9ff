import { lazy, Suspense, useEffect, useState, type ReactElement } from 'react';
import { Alert, Card, Col, Empty, Flex, Row, Segmented, Skeleton, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { apiClient as defaultClient, type ApiClient } from '@timekeep/api-client';
import {
  isSuccessCode,
  VENDOR_DASHBOARD_PATH,
  VENDOR_SALES_PATH,
  VENDOR_SALES_PERIODS,
  type VendorDashboard as Figures,
  type VendorSalesData,
  type VendorSalesPeriod,
} from '@timekeep/contracts';
import { isRtl } from '@timekeep/i18n';
import { DateInput } from '@timekeep/ui';

// The chart library is fetched only when the dashboard opens (the remote's ./App stays small).
const SalesChart = lazy(() => import('./SalesChart'));

const D = 'vendor:dashboard';

/** What a call answered: its data, or the failure to show. */
function useAnswer<T>(client: ApiClient, path: string, params: Record<string, string> | undefined, failed: string): { data: T | null; failure: string | null } {
  const [state, setState] = useState<{ data: T | null; failure: string | null }>({ data: null, failure: null });
  const key = JSON.stringify(params ?? {});
  useEffect(() => {
    let live = true;
    client.get<T>(path, JSON.parse(key) as Record<string, string>).then(
      (response) => {
        if (!live) return;
        if (isSuccessCode(response.code) && response.data) setState({ data: response.data, failure: null });
        else setState((previous) => ({ data: previous.data, failure: client.messageOf(response) }));
      },
      () => {
        if (live) setState((previous) => ({ data: previous.data, failure: failed }));
      },
    );
    return () => {
      live = false;
    };
  }, [client, path, key, failed]);
  return state;
}

function Figure({ testId, title, value, note }: { testId: string; title: string; value: number | string; note?: string }): ReactElement {
  return (
    <Col xs={12} md={8} xl={4} flex="auto">
      <Card size="small" data-testid={testId}>
        <Statistic title={title} value={value} />
        {note ? <Typography.Text type="secondary">{note}</Typography.Text> : null}
      </Card>
    </Col>
  );
}

export interface VendorDashboardProps {
  client?: ApiClient;
}

/**
 * /vendor/dashboard (ADR 0119): the platform's figures (companies, employees, terminals, mobile accounts, paid
 * orders and revenue per currency) and paid sales per day, week or month over a chosen range.
 */
export function VendorDashboard({ client = defaultClient }: VendorDashboardProps): ReactElement {
  const { t, i18n } = useTranslation(['vendor', 'common']);
  const rtl = isRtl(i18n.language);
  const [period, setPeriod] = useState<VendorSalesPeriod>('day');
  const [range, setRange] = useState<{ start_date?: string; end_date?: string }>({});
  const failed = t(`${D}.loadFailed`);
  const figures = useAnswer<Figures>(client, VENDOR_DASHBOARD_PATH, undefined, failed);
  const salesParams: Record<string, string> = { period, ...(range.start_date ? { start_date: range.start_date } : {}), ...(range.end_date ? { end_date: range.end_date } : {}) };
  const sales = useAnswer<VendorSalesData>(client, VENDOR_SALES_PATH, salesParams, failed);

  if (figures.failure && !figures.data) return <Alert type="error" showIcon title={figures.failure} data-testid="vendor-dashboard-failed" />;
  if (!figures.data) return <Skeleton active paragraph={{ rows: 6 }} />;
  const f = figures.data;
  const hasSales = sales.data ? sales.data.points.some((point) => point.orders > 0) : false;

  return (
    <Flex vertical gap="middle" data-testid="vendor-dashboard">
      <Row gutter={[12, 12]}>
        <Figure testId="vendor-kpi-companies" title={t(`${D}.companies`)} value={f.companies} note={t(`${D}.activeCompanies`, { count: f.active_companies })} />
        <Figure
          testId="vendor-kpi-subscriptions"
          title={t(`${D}.subscriptions`)}
          value={f.subscriptions_active}
          note={t(`${D}.subscriptionsNote`, { trial: f.subscriptions_trial, expiring: f.subscriptions_expiring })}
        />
        <Figure testId="vendor-kpi-employees" title={t(`${D}.employees`)} value={f.employees} />
        <Figure testId="vendor-kpi-devices" title={t(`${D}.devices`)} value={f.devices} note={t(`${D}.pendingDevices`, { count: f.pending_devices })} />
        <Figure testId="vendor-kpi-mobile" title={t(`${D}.mobileAccounts`)} value={f.mobile_accounts} />
        <Figure testId="vendor-kpi-orders" title={t(`${D}.ordersPaid`)} value={f.orders_paid} note={t(`${D}.ordersPending`, { count: f.orders_pending })} />
      </Row>
      <Card size="small" title={t(`${D}.revenue`)} data-testid="vendor-revenue">
        {f.revenue.length === 0 ? (
          <Typography.Text type="secondary">{t(`${D}.noRevenue`)}</Typography.Text>
        ) : (
          <Row gutter={[12, 12]}>
            {f.revenue.map((line) => (
              <Col key={line.currency} xs={12} md={6}>
                <Statistic title={`${line.currency} · ${t(`${D}.orders`)}: ${line.orders}`} value={line.amount} />
              </Col>
            ))}
          </Row>
        )}
      </Card>
      <Card
        size="small"
        title={t(`${D}.sales`)}
        extra={
          <Flex gap="small" wrap align="center">
            <Segmented<VendorSalesPeriod>
              aria-label={t(`${D}.period`)}
              value={period}
              onChange={setPeriod}
              options={VENDOR_SALES_PERIODS.map((value) => ({ value, label: t(`${D}.periods.${value}`) }))}
            />
            <DateInput aria-label={t(`${D}.from`)} emptyValue="" value={range.start_date ?? null} onChange={(value) => setRange((r) => ({ ...r, start_date: value || undefined }))} />
            <DateInput aria-label={t(`${D}.to`)} emptyValue="" value={range.end_date ?? null} onChange={(value) => setRange((r) => ({ ...r, end_date: value || undefined }))} />
          </Flex>
        }
      >
        {sales.failure ? <Alert type="warning" showIcon title={sales.failure} data-testid="vendor-sales-failed" /> : null}
        {!sales.data ? (
          <Skeleton active />
        ) : hasSales ? (
          <Suspense fallback={<Skeleton active />}>
            <SalesChart sales={sales.data} rtl={rtl} label={t(`${D}.sales`)} />
          </Suspense>
        ) : (
          <Empty description={t(`${D}.noSales`)} />
        )}
        <Typography.Text type="secondary" data-testid="vendor-sales-range">
          {sales.data ? `${sales.data.start_date} – ${sales.data.end_date} · ${t(`${D}.utcNote`)}` : ''}
        </Typography.Text>
      </Card>
    </Flex>
  );
}

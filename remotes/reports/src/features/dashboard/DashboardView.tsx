import type { ReactElement, ReactNode } from 'react';
import { Alert, Button, Card, Col, Empty, Flex, Row, Skeleton, Statistic, Typography, theme } from 'antd';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { apiClient as defaultClient, type ApiClient } from '@timekeep/api-client';
import { DASHBOARD_PATH, type DashboardSummary } from '@timekeep/contracts';
import { isRtl } from '@timekeep/i18n';
import { LateDepartmentsChart, PunchesByHourChart, TrendChart } from './DashboardCharts';
import { dashboardLinks, lateDepartmentLink } from './dashboard-links';
import { useReloadableGet } from './useReloadableGet';


const D = 'report:dashboard';

interface CountCardProps {
  to: string;
  testId: string;
  title: string;
  value: number;
  suffix?: string;
  color?: string;
}

/** One of today's numbers; the whole card is the link to the report behind it. */
function CountCard({ to, testId, title, value, suffix, color }: CountCardProps): ReactElement {
  return (
    <Col xs={12} md={8} xl={4} flex="auto">
      <Link to={to} data-testid={testId}>
        <Card hoverable size="small">
          <Statistic title={title} value={value} suffix={suffix} styles={{ content: color ? { color } : {} }} />
        </Card>
      </Link>
    </Col>
  );
}

function Panel({ title, extra, children }: { title: string; extra: ReactNode; children: ReactNode }): ReactElement {
  return (
    <Card size="small" title={title} extra={extra} styles={{ body: { paddingInline: 8 } }}>
      {children}
    </Card>
  );
}

export interface DashboardViewProps {
  client?: ApiClient;
}

/**
 * /dashboard's content (issue 15, ADR 0088), exposed as `reports/Dashboard` and mounted by the shell: today's
 * present / late / absent / on-leave counts and terminals online, punches by hour, the 30-day trend and this month's
 * most-late departments, from one call. Every number links to the report behind it for the same range.
 */
export function DashboardView({ client = defaultClient }: DashboardViewProps): ReactElement {
  const { t, i18n } = useTranslation(['report', 'common']);
  const { token } = theme.useToken();
  // The last summary stays on screen while a refresh loads.
  const { data: summary, failure, loading, reload: refresh } = useReloadableGet<DashboardSummary>(client, DASHBOARD_PATH, t(`${D}.failed`));
  const rtl = isRtl(i18n.language);
  const navigate = useNavigate();
  const refreshButton = (
    <Button icon={<ReloadOutlined />} onClick={refresh} loading={loading}>
      {t(`${D}.refresh`)}
    </Button>
  );

  if (failure) return <Alert type="error" showIcon title={failure} action={refreshButton} data-testid="dashboard-failed" />;
  if (!summary) return <Skeleton active paragraph={{ rows: 8 }} />;

  const links = dashboardLinks(summary);
  const punchesToday = summary.punches_by_hour.reduce((sum, n) => sum + n, 0);
  const series = { present: t(`${D}.present`), late: t(`${D}.late`), absent: t(`${D}.absent`) };
  const departments = summary.late_departments.map((department) => ({ ...department, label: department.name || t(`${D}.noDepartment`) }));

  return (
    <Flex vertical gap="middle" data-testid="dashboard">
      <Flex justify="space-between" align="center" wrap gap="small">
        <Typography.Text type="secondary" data-testid="dashboard-date">
          {t(`${D}.today`, { date: summary.date, zone: summary.time_zone })}
        </Typography.Text>
        {refreshButton}
      </Flex>
      <Row gutter={[16, 16]}>
        <CountCard to={links.present} testId="dashboard-count-present" title={series.present} value={summary.today.present} color={token.colorSuccess} />
        <CountCard to={links.late} testId="dashboard-count-late" title={series.late} value={summary.today.late} color={token.colorWarning} />
        <CountCard to={links.absent} testId="dashboard-count-absent" title={series.absent} value={summary.today.absent} color={token.colorError} />
        <CountCard to={links.onLeave} testId="dashboard-count-leave" title={t(`${D}.onLeave`)} value={summary.today.on_leave} />
        <CountCard
          to={links.terminals}
          testId="dashboard-count-terminals"
          title={t(`${D}.terminalsOnline`)}
          value={summary.terminals.online}
          suffix={t(`${D}.ofTotal`, { total: summary.terminals.total })}
        />
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <Panel title={t(`${D}.hours`)} extra={<Link to={links.punches} data-testid="dashboard-punches">{t(`${D}.punchesToday`, { n: punchesToday })}</Link>}>
            <PunchesByHourChart hours={summary.punches_by_hour} rtl={rtl} texts={{ label: t(`${D}.hours`), punches: t(`${D}.punches`) }} />
          </Panel>
        </Col>
        <Col xs={24} xl={12}>
          <Panel title={t(`${D}.trend`, { n: summary.trend.length })} extra={<Link to={links.trend}>{t(`${D}.openReport`)}</Link>}>
            <TrendChart trend={summary.trend} rtl={rtl} texts={{ label: t(`${D}.trend`, { n: summary.trend.length }), ...series }} />
          </Panel>
        </Col>
        <Col xs={24}>
          <Panel title={t(`${D}.lateDepartments`)} extra={<Link to={links.lateDepartments}>{t(`${D}.openReport`)}</Link>}>
            {departments.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`${D}.noneLate`)} />
            ) : (
              <Row gutter={[16, 16]} align="middle">
                <Col xs={24} lg={14}>
                  <LateDepartmentsChart
                    departments={departments}
                    rtl={rtl}
                    texts={{ label: t(`${D}.lateDepartments`), late_days: t(`${D}.lateDays`) }}
                    onSelect={(department) => navigate(lateDepartmentLink(summary, department))}
                  />
                </Col>
                <Col xs={24} lg={10}>
                  <ol data-testid="dashboard-late-departments" style={{ margin: 0, paddingInlineStart: 20 }}>
                    {departments.map((department) => (
                      <li key={department.department ?? 'none'}>
                        <Link to={lateDepartmentLink(summary, department.department)}>{department.label}</Link>{' '}
                        <Typography.Text type="secondary">
                          {t(`${D}.lateSummary`, { days: department.late_days, minutes: department.late_minutes })}
                        </Typography.Text>
                      </li>
                    ))}
                  </ol>
                </Col>
              </Row>
            )}
          </Panel>
        </Col>
      </Row>
    </Flex>
  );
}

/**
 * /ralvie/dashboard (ADR 0120): today's and this week's totals, the productive share over the last days against
 * the company's target, this week's top applications coloured by category, and the departments — one call, drawn
 * with recharts (ADR 0088) in the page's theme and direction. Loaded on demand: the charts stay out of `./App`.
 */
import type { ReactElement, ReactNode } from 'react';
import { Alert, Button, Card, Col, Empty, Flex, Row, Skeleton, Statistic, Typography, theme } from 'antd';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Bar, BarChart, CartesianGrid, Cell, Line, LineChart, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import { apiClient as defaultClient, type ApiClient } from '@timekeep/api-client';
import { RALVIE_DASHBOARD_PATH, type RalvieDashboard, type RalvieTotals } from '@timekeep/contracts';
import { isRtl } from '@timekeep/i18n';
import { ChartFrame } from '../dashboard/ChartFrame';
import { useReloadableGet } from '../dashboard/useReloadableGet';
import { hoursMinutes, hoursOf, summaryLink } from './format';

const D = 'ralvie:dashboard';
function Panel({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }): ReactElement {
  return (
    <Card size="small" title={title} extra={extra} styles={{ body: { paddingInline: 8 } }}>
      {children}
    </Card>
  );
}

/** One period's numbers (today or this week); the card links to the summary rows they add up from. */
function PeriodCards({ totals, to, prefix, target }: { totals: RalvieTotals; to: string; prefix: string; target: number }): ReactElement {
  const { t } = useTranslation('ralvie');
  const { token } = theme.useToken();
  const card = (key: string, title: string, value: ReactNode, color?: string) => (
    <Col xs={12} md={6} key={key}>
      <Link to={to} data-testid={`${prefix}-${key}`}>
        <Card hoverable size="small">
          <Statistic title={title} value={value as string} styles={{ content: color ? { color } : {} }} />
        </Card>
      </Link>
    </Col>
  );
  // Darker than the status colours: large figures on a white card keep a 3:1 contrast (axe; #52c41a is 2.26:1).
  const onTarget = totals.productive_pct >= target;
  return (
    <Row gutter={[16, 16]}>
      {card('pct', t(`${D}.productivePct`), `${totals.productive_pct} %`, totals.active_seconds === 0 ? undefined : onTarget ? token.colorSuccessTextActive : token.colorErrorText)}
      {card('productive', t(`${D}.productive`), hoursMinutes(totals.productive_seconds), token.colorSuccessTextActive)}
      {card('active', t(`${D}.active`), hoursMinutes(totals.active_seconds))}
      {card('employees', t(`${D}.employees`), String(totals.employees))}
    </Row>
  );
}

export default function RalvieDashboardView({ client = defaultClient }: { client?: ApiClient }): ReactElement {
  const { t, i18n } = useTranslation(['ralvie', 'common']);
  const { token } = theme.useToken();
  const rtl = isRtl(i18n.language);
  const { data, failure, loading, reload: refresh } = useReloadableGet<RalvieDashboard>(client, RALVIE_DASHBOARD_PATH, t(`${D}.failed`));
  const refreshButton = (
    <Button icon={<ReloadOutlined />} onClick={refresh} loading={loading}>
      {t('common:button.refresh')}
    </Button>
  );
  if (failure) return <Alert type="error" showIcon title={failure} action={refreshButton} data-testid="ralvie-dashboard-failed" />;
  if (!data) return <Skeleton active paragraph={{ rows: 8 }} />;

  const tick = { fill: token.colorTextSecondary, fontSize: token.fontSizeSM };
  const tooltip = {
    contentStyle: { background: token.colorBgElevated, border: `1px solid ${token.colorBorder}`, borderRadius: token.borderRadius, color: token.colorText },
    labelStyle: { color: token.colorText },
    itemStyle: { color: token.colorText },
    cursor: { fill: token.colorFillTertiary },
  };
  const categoryColor: Record<string, string> = { productive: token.colorSuccess, unproductive: token.colorError, neutral: token.colorTextQuaternary };
  const trend = data.trend.map((day) => ({ day: day.date.slice(5), pct: day.active_seconds > 0 ? day.productive_pct : null }));
  const top = data.top_applications.map((app) => ({ ...app, hours: hoursOf(app.seconds) }));
  const departments = data.departments.map((d) => ({ ...d, label: d.name || t(`${D}.noDepartment`) }));
  const empty = data.week.active_seconds === 0;

  return (
    <Flex vertical gap="middle" data-testid="ralvie-dashboard">
      <Flex justify="space-between" align="center" wrap gap="small">
        <Typography.Text type="secondary" data-testid="ralvie-dashboard-date">
          {t(`${D}.dates`, { date: data.date, week: data.week_start, target: data.productive_target })}
        </Typography.Text>
        {refreshButton}
      </Flex>
      <Typography.Title level={5} style={{ margin: 0 }}>{t(`${D}.today`)}</Typography.Title>
      <PeriodCards totals={data.today} to={summaryLink(data.date, data.date)} prefix="ralvie-today" target={data.productive_target} />
      <Typography.Title level={5} style={{ margin: 0 }}>{t(`${D}.week`)}</Typography.Title>
      <PeriodCards totals={data.week} to={summaryLink(data.week_start, data.date)} prefix="ralvie-week" target={data.productive_target} />
      {empty ? (
        <Empty description={t(`${D}.noData`)} data-testid="ralvie-dashboard-empty" />
      ) : (
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={12}>
            <Panel title={t(`${D}.trend`, { n: data.trend.length })}>
              <ChartFrame label={t(`${D}.trend`, { n: data.trend.length })} testId="ralvie-chart-trend">
                <LineChart data={trend} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
                  <CartesianGrid vertical={false} stroke={token.colorBorderSecondary} />
                  <XAxis dataKey="day" reversed={rtl} tick={tick} minTickGap={16} />
                  <YAxis orientation={rtl ? 'right' : 'left'} domain={[0, 100]} tick={tick} width={36} unit="%" />
                  <Tooltip {...tooltip} />
                  <ReferenceLine y={data.productive_target} stroke={token.colorWarning} strokeDasharray="4 4" label={{ value: t(`${D}.target`), fill: token.colorTextSecondary, fontSize: token.fontSizeSM }} />
                  <Line type="monotone" dataKey="pct" name={t(`${D}.productivePct`)} stroke={token.colorSuccess} strokeWidth={2} connectNulls isAnimationActive={false} />
                </LineChart>
              </ChartFrame>
            </Panel>
          </Col>
          <Col xs={24} xl={12}>
            <Panel title={t(`${D}.topApplications`)}>
              <ChartFrame label={t(`${D}.topApplications`)} testId="ralvie-chart-applications">
                <BarChart data={top} layout="vertical" margin={{ top: 8, right: 16, bottom: 0, left: 16 }}>
                  <CartesianGrid horizontal={false} stroke={token.colorBorderSecondary} />
                  <XAxis type="number" reversed={rtl} tick={tick} unit={t(`${D}.hoursUnit`)} />
                  <YAxis type="category" dataKey="name" orientation={rtl ? 'right' : 'left'} tick={tick} width={130} />
                  <Tooltip {...tooltip} />
                  <Bar dataKey="hours" name={t(`${D}.hours`)} radius={rtl ? [3, 0, 0, 3] : [0, 3, 3, 0]} isAnimationActive={false}>
                    {top.map((app) => (
                      <Cell key={`${app.kind}:${app.name}`} fill={categoryColor[app.category] ?? token.colorPrimary} />
                    ))}
                  </Bar>
                </BarChart>
              </ChartFrame>
              <Flex gap="small" justify="center" wrap>
                {(['productive', 'unproductive', 'neutral'] as const).map((category) => (
                  <Typography.Text key={category} type="secondary">
                    <span style={{ display: 'inline-block', width: 10, height: 10, borderRadius: 2, background: categoryColor[category], marginInlineEnd: 4 }} />
                    {t(`category.${category}`)}
                  </Typography.Text>
                ))}
              </Flex>
            </Panel>
          </Col>
          <Col xs={24}>
            <Panel title={t(`${D}.departments`)}>
              <Row gutter={[16, 16]} align="middle">
                <Col xs={24} lg={14}>
                  <ChartFrame label={t(`${D}.departments`)} testId="ralvie-chart-departments">
                    <BarChart data={departments} layout="vertical" margin={{ top: 8, right: 16, bottom: 0, left: 16 }}>
                      <CartesianGrid horizontal={false} stroke={token.colorBorderSecondary} />
                      <XAxis type="number" reversed={rtl} domain={[0, 100]} unit="%" tick={tick} />
                      <YAxis type="category" dataKey="label" orientation={rtl ? 'right' : 'left'} tick={tick} width={110} />
                      <Tooltip {...tooltip} />
                      <ReferenceLine x={data.productive_target} stroke={token.colorWarning} strokeDasharray="4 4" />
                      <Bar dataKey="productive_pct" name={t(`${D}.productivePct`)} fill={token.colorPrimary} radius={rtl ? [3, 0, 0, 3] : [0, 3, 3, 0]} isAnimationActive={false} />
                    </BarChart>
                  </ChartFrame>
                </Col>
                <Col xs={24} lg={10}>
                  <ol data-testid="ralvie-departments" style={{ margin: 0, paddingInlineStart: 20 }}>
                    {departments.map((d) => (
                      <li key={d.department ?? 'none'}>
                        <Link to={summaryLink(data.week_start, data.date, d.department === null ? {} : { department__in: String(d.department) })}>{d.label}</Link>{' '}
                        <Typography.Text type="secondary">{t(`${D}.departmentLine`, { pct: d.productive_pct, active: hoursMinutes(d.active_seconds) })}</Typography.Text>
                      </li>
                    ))}
                  </ol>
                </Col>
              </Row>
            </Panel>
          </Col>
        </Row>
      )}
    </Flex>
  );
}

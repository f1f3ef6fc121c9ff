import { useEffect, useState, type ReactElement } from 'react';
import { Alert, Button, Card, Descriptions, Empty, Flex, Progress, Spin } from 'antd';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { apiClient as defaultClient, type ApiClient } from '@timekeep/api-client';
import { isSuccessCode, SUBSCRIPTION_ACTIONS, SUBSCRIPTION_HISTORY_RESOURCE, type CurrentSubscription } from '@timekeep/contracts';
import { formatWireDate, ResourceList, usePermissions, type ResourceDeclaration } from '@timekeep/ui';
import { SubscriptionStatusTag } from './SubscriptionStatusTag';

const CURRENT_PATH = '/vendor/api/v2/subscriptions/current/';
const HK = 'subscription.history';
const H = `sub:${HK}`;

export const historyDeclaration: ResourceDeclaration = {
  contract: SUBSCRIPTION_HISTORY_RESOURCE,
  search: true,
  import: false,
  export: 'server',
  columns: [
    { key: 'created_at', sortable: true },
    { key: 'action' },
    { key: 'plan' },
    { key: 'billing_period' },
    { key: 'licensed_count' },
    { key: 'starts_on' },
    { key: 'ends_on', sortable: true },
    { key: 'previous_ends_on', hiddenByDefault: true },
    { key: 'amount', sortable: true, render: (row) => `${Number(row.amount).toFixed(2)} ${String(row.currency)}` },
    { key: 'order_no' },
  ],
  filters: [
    { kind: 'choice', param: 'action', label: `${H}.fields.action`, options: (t) => SUBSCRIPTION_ACTIONS.map((value) => ({ value, label: t(`sub:subscription.action.${value}`) })) },
    { kind: 'dateRange', params: ['start_time', 'end_time'], label: `${H}.fields.created_at` },
  ],
  rowLabel: (row) => `${String(row.plan)} ${String(row.ends_on)}`,
};

function daysLeft(endsOn: string): number {
  const end = Date.parse(`${endsOn}T00:00:00Z`);
  const today = Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
  return Math.max(0, Math.round((end - today) / 86_400_000) + 1);
}

/** `/subscription`: the company's subscription as it reads today, what it uses of its licence, and its history. */
export function SubscriptionScreen({ client = defaultClient }: { client?: ApiClient }): ReactElement {
  const { t } = useTranslation('sub');
  const { can } = usePermissions();
  const [current, setCurrent] = useState<CurrentSubscription | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void client
      .get<CurrentSubscription>(CURRENT_PATH)
      .then((response) => {
        if (!live) return;
        if (isSuccessCode(response.code) && response.data) setCurrent(response.data);
        else setFailed(client.messageOf(response));
      })
      .catch(() => live && setFailed(t('common:resource.loadFailed')));
    return () => {
      live = false;
    };
  }, [client, t]);

  const buy = can('subscription.purchase_subscription') && (
    <Link to="/onlineSubscription">
      <Button type="primary">{t('subscription.buy')}</Button>
    </Link>
  );
  let summary: ReactElement;
  if (failed) summary = <Alert type="error" title={failed} />;
  else if (!current) summary = <Spin />;
  else if (!current.subscription) summary = <Empty description={t('subscription.none')}>{buy}</Empty>;
  else {
    const s = current.subscription;
    const used = s.unit === 'company' ? 1 : current.usage[s.unit];
    const percent = Math.min(100, Math.round((used / s.licensed_count) * 100));
    summary = (
      <Descriptions column={{ xs: 1, sm: 2, lg: 3 }} bordered size="small" data-testid="subscription-current">
        <Descriptions.Item label={t(`${HK}.fields.plan`)}>{s.plan}</Descriptions.Item>
        <Descriptions.Item label={t('subscription.statusLabel')}>
          <SubscriptionStatusTag status={s.status} />
        </Descriptions.Item>
        <Descriptions.Item label={t(`${HK}.fields.billing_period`)}>{t(`vendor:catalogue.period.${s.billing_period}`)}</Descriptions.Item>
        <Descriptions.Item label={t(`${HK}.fields.starts_on`)}>{formatWireDate(s.starts_on)}</Descriptions.Item>
        <Descriptions.Item label={t(`${HK}.fields.ends_on`)}>{formatWireDate(s.ends_on)}</Descriptions.Item>
        <Descriptions.Item label={t('subscription.daysLeft')}>{s.status === 'expired' || s.status === 'cancelled' ? 0 : daysLeft(s.ends_on)}</Descriptions.Item>
        <Descriptions.Item label={t(`subscription.limit.${s.unit}`)} span={3}>
          <Flex vertical gap={4}>
            <span>{t('subscription.usage', { used, limit: s.licensed_count })}</span>
            <Progress percent={percent} status={used > s.licensed_count ? 'exception' : 'normal'} showInfo={false} aria-label={t(`subscription.limit.${s.unit}`)} />
            {used > s.licensed_count && <Alert type="warning" showIcon title={t('subscription.overLimit')} />}
          </Flex>
        </Descriptions.Item>
      </Descriptions>
    );
  }
  return (
    <Flex vertical gap={16}>
      <Card size="small" title={t('subscription.current')} extra={current?.subscription ? buy : null}>
        {summary}
      </Card>
      <Card size="small" title={t(`${HK}.label`)}>
        <ResourceList declaration={historyDeclaration} client={client} />
      </Card>
    </Flex>
  );
}

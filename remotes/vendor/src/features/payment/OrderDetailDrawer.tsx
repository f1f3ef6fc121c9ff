import type { ReactElement } from 'react';
import { Descriptions, Drawer, Empty, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '@timekeep/api-client';
import { formatMoney, formatTime } from './formatting';
import { ProviderAnswer } from './ProviderAnswer';
import { StatusTag } from './StatusTag';
import { useDetail } from './useDetail';
import { retrieveOrder } from './vendor-api';

export interface OrderDetailDrawerProps {
  client: ApiClient;
  orderId: number | null;
  onClose: () => void;
}

/** One order with its company and, once the provider settled it, the settlement. */
export function OrderDetailDrawer({ client, orderId, onClose }: OrderDetailDrawerProps): ReactElement {
  const { t, i18n } = useTranslation('vendor');
  const { record: order, loading } = useDetail(client, orderId, retrieveOrder, t('backOffice.detailFailed'));
  const field = (name: string) => t(`order.fields.${name}`);
  return (
    <Drawer
      open={orderId !== null}
      onClose={onClose}
      size="large"
      title={order ? t('order.detailTitle', { orderNo: order.order_no }) : t('backOffice.details')}
      closable={{ 'aria-label': t('backOffice.close') }}
    >
      {loading && !order && <Spin />}
      {order && (
        <>
          <Descriptions
            column={1}
            bordered
            size="small"
            items={[
              { key: 'order_no', label: field('order_no'), children: order.order_no },
              { key: 'company', label: field('company'), children: `${order.company_name} (${order.company_domain})` },
              { key: 'plan', label: field('plan'), children: order.plan },
              { key: 'amount', label: field('amount'), children: formatMoney(order.amount, order.currency, i18n.language) },
              { key: 'provider', label: field('provider'), children: t(`provider.${order.provider}`) },
              { key: 'provider_ref', label: field('provider_ref'), children: order.provider_ref },
              { key: 'status', label: field('status'), children: <StatusTag status={order.status} /> },
              { key: 'created_at', label: field('created_at'), children: formatTime(order.created_at) },
              { key: 'paid_at', label: field('paid_at'), children: formatTime(order.paid_at) },
              { key: 'updated_at', label: field('updated_at'), children: formatTime(order.updated_at) },
            ]}
          />
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {field('payment')}
          </Typography.Title>
          {order.payment ? (
            <>
              <Descriptions
                column={1}
                bordered
                size="small"
                items={[
                  { key: 'transaction_ref', label: t('payment.fields.transaction_ref'), children: order.payment.transaction_ref },
                  { key: 'status', label: t('payment.fields.status'), children: <StatusTag status={order.payment.status} /> },
                  { key: 'payer_id', label: t('payment.fields.payer_id'), children: order.payment.payer_id },
                  { key: 'created_at', label: t('payment.fields.created_at'), children: formatTime(order.payment.created_at) },
                ]}
              />
              <ProviderAnswer answer={order.payment.provider_answer} label={t('payment.fields.provider_answer')} />
            </>
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('order.noPayment')} />
          )}
        </>
      )}
    </Drawer>
  );
}

import type { ReactElement } from 'react';
import { Descriptions, Drawer, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '@timekeep/api-client';
import { formatMoney, formatTime } from './formatting';
import { ProviderAnswer } from './ProviderAnswer';
import { StatusTag } from './StatusTag';
import { useDetail } from './useDetail';
import { retrievePayment } from './vendor-api';

export interface PaymentDetailDrawerProps {
  client: ApiClient;
  paymentId: number | null;
  onClose: () => void;
}

/** One settlement with its order, company and the provider's recorded answer. */
export function PaymentDetailDrawer({ client, paymentId, onClose }: PaymentDetailDrawerProps): ReactElement {
  const { t, i18n } = useTranslation('vendor');
  const { record: payment, loading } = useDetail(client, paymentId, retrievePayment, t('backOffice.detailFailed'));
  const field = (name: string) => t(`payment.fields.${name}`);
  return (
    <Drawer
      open={paymentId !== null}
      onClose={onClose}
      size="large"
      title={payment ? t('payment.detailTitle', { ref: payment.transaction_ref || payment.provider_ref }) : t('backOffice.details')}
      closable={{ 'aria-label': t('backOffice.close') }}
    >
      {loading && !payment && <Spin />}
      {payment && (
        <>
          <Descriptions
            column={1}
            bordered
            size="small"
            items={[
              { key: 'transaction_ref', label: field('transaction_ref'), children: payment.transaction_ref },
              { key: 'order_no', label: field('order_no'), children: payment.order_no },
              { key: 'company', label: field('company'), children: `${payment.company_name} (${payment.company_domain})` },
              { key: 'amount', label: field('amount'), children: formatMoney(payment.amount, payment.currency, i18n.language) },
              { key: 'provider', label: field('provider'), children: t(`provider.${payment.provider}`) },
              { key: 'provider_ref', label: field('provider_ref'), children: payment.provider_ref },
              { key: 'payer_id', label: field('payer_id'), children: payment.payer_id },
              { key: 'status', label: field('status'), children: <StatusTag status={payment.status} /> },
              { key: 'created_at', label: field('created_at'), children: formatTime(payment.created_at) },
            ]}
          />
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {field('provider_answer')}
          </Typography.Title>
          <ProviderAnswer answer={payment.provider_answer} label={field('provider_answer')} />
        </>
      )}
    </Drawer>
  );
}

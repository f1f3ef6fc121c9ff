import { useState, type ReactElement } from 'react';
import { Button, Flex, Table, type TableColumnsType } from 'antd';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import { useTranslation } from 'react-i18next';
import { apiClient, type ApiClient } from '@timekeep/api-client';
import type { VendorPaymentRecord, VendorPaymentStatus } from '@timekeep/contracts';
import { BackOfficeFiltersBar } from './BackOfficeFiltersBar';
import { formatMoney, formatTime } from './formatting';
import { PaymentDetailDrawer } from './PaymentDetailDrawer';
import { StatusTag } from './StatusTag';
import { BACK_OFFICE_PAGE_SIZES, useBackOfficeList } from './useBackOfficeList';
import { useExport } from './useExport';
import { PAYMENT_STATUSES, VENDOR_PATHS, listPayments } from './vendor-api';

export interface PaymentListPanelProps {
  client?: ApiClient;
}

/**
 * /vendor/payment/transaction: the settlements Telr and PayPal reported for every company's orders,
 * server-paged, with search, filters, a detail drawer (with the provider's answer) and CSV export.
 */
export function PaymentListPanel({ client = apiClient }: PaymentListPanelProps): ReactElement {
  const { t, i18n } = useTranslation('vendor');
  const list = useBackOfficeList<VendorPaymentRecord, VendorPaymentStatus>(client, (filters, paging) => listPayments(client, filters, paging), t('backOffice.loadFailed'));
  const exporter = useExport(client, VENDOR_PATHS.payments, {
    done: (fileName) => t('backOffice.exported', { fileName }),
    failed: t('backOffice.exportFailed'),
  });
  const [openId, setOpenId] = useState<number | null>(null);
  const field = (name: string) => t(`payment.fields.${name}`);

  const columns: TableColumnsType<VendorPaymentRecord> = [
    { key: 'transaction_ref', dataIndex: 'transaction_ref', title: field('transaction_ref') },
    { key: 'order_no', dataIndex: 'order_no', title: field('order_no') },
    { key: 'company', title: field('company'), render: (_, row) => row.company_name },
    { key: 'amount', title: field('amount'), align: 'end', render: (_, row) => formatMoney(row.amount, row.currency, i18n.language) },
    { key: 'provider', title: field('provider'), render: (_, row) => t(`provider.${row.provider}`) },
    { key: 'payer_id', dataIndex: 'payer_id', title: field('payer_id') },
    { key: 'status', title: field('status'), render: (_, row) => <StatusTag status={row.status} /> },
    { key: 'created_at', title: field('created_at'), render: (_, row) => formatTime(row.created_at) },
    {
      key: 'actions',
      title: t('backOffice.actions'),
      // Pinned to the row's end: the table scrolls sideways at 1440 wide and below, and the button must stay in view.
      fixed: 'end',
      align: 'center',
      render: (_, row) => (
        <Button
          size="small"
          icon={<EyeOutlined />}
          aria-label={t('backOffice.viewOne', { ref: row.transaction_ref || row.order_no })}
          onClick={() => setOpenId(row.id)}
        />
      ),
    },
  ];

  return (
    <Flex vertical gap={12}>
      <BackOfficeFiltersBar<VendorPaymentStatus>
        filters={list.filters}
        onChange={list.changeFilters}
        statuses={PAYMENT_STATUSES}
        searchPlaceholder={t('payment.searchPlaceholder')}
        exporting={exporter.exporting}
        onExport={() => void exporter.run(list.filters)}
      />
      <Table<VendorPaymentRecord>
        rowKey="id"
        columns={columns}
        dataSource={list.rows}
        loading={list.loading}
        locale={{ emptyText: t('backOffice.empty') }}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: list.page,
          pageSize: list.pageSize,
          total: list.total,
          showSizeChanger: true,
          pageSizeOptions: [...BACK_OFFICE_PAGE_SIZES],
          showTotal: (count) => t('backOffice.total', { count }),
          onChange: list.changePage,
        }}
      />
      <PaymentDetailDrawer client={client} paymentId={openId} onClose={() => setOpenId(null)} />
    </Flex>
  );
}

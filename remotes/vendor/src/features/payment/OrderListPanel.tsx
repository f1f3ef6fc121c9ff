import { useState, type ReactElement } from 'react';
import { Button, Flex, Table, type TableColumnsType } from 'antd';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import { useTranslation } from 'react-i18next';
import { apiClient, type ApiClient } from '@timekeep/api-client';
import type { VendorOrderRecord, VendorOrderStatus } from '@timekeep/contracts';
import { BackOfficeFiltersBar } from './BackOfficeFiltersBar';
import { formatMoney, formatTime } from './formatting';
import { OrderDetailDrawer } from './OrderDetailDrawer';
import { StatusTag } from './StatusTag';
import { BACK_OFFICE_PAGE_SIZES, useBackOfficeList } from './useBackOfficeList';
import { useExport } from './useExport';
import { ORDER_STATUSES, VENDOR_PATHS, listOrders } from './vendor-api';

export interface OrderListPanelProps {
  client?: ApiClient;
}

/**
 * /vendor/payment/order: subscription orders of every company, server-paged, with search, status / provider /
 * company / day filters, a detail drawer (with the settlement) and CSV export of the filtered list.
 */
export function OrderListPanel({ client = apiClient }: OrderListPanelProps): ReactElement {
  const { t, i18n } = useTranslation('vendor');
  const list = useBackOfficeList<VendorOrderRecord, VendorOrderStatus>(client, (filters, paging) => listOrders(client, filters, paging), t('backOffice.loadFailed'));
  const exporter = useExport(client, VENDOR_PATHS.orders, {
    done: (fileName) => t('backOffice.exported', { fileName }),
    failed: t('backOffice.exportFailed'),
  });
  const [openId, setOpenId] = useState<number | null>(null);
  const field = (name: string) => t(`order.fields.${name}`);

  const columns: TableColumnsType<VendorOrderRecord> = [
    { key: 'order_no', dataIndex: 'order_no', title: field('order_no') },
    { key: 'company', title: field('company'), render: (_, row) => row.company_name },
    { key: 'plan', dataIndex: 'plan', title: field('plan') },
    { key: 'amount', title: field('amount'), align: 'end', render: (_, row) => formatMoney(row.amount, row.currency, i18n.language) },
    { key: 'provider', title: field('provider'), render: (_, row) => t(`provider.${row.provider}`) },
    { key: 'status', title: field('status'), render: (_, row) => <StatusTag status={row.status} /> },
    { key: 'created_at', title: field('created_at'), render: (_, row) => formatTime(row.created_at) },
    { key: 'paid_at', title: field('paid_at'), render: (_, row) => formatTime(row.paid_at) },
    {
      key: 'actions',
      title: t('backOffice.actions'),
      // Pinned to the row's end: the table scrolls sideways at 1440 wide and below, and the button must stay in view.
      fixed: 'end',
      align: 'center',
      render: (_, row) => (
        <Button size="small" icon={<EyeOutlined />} aria-label={t('backOffice.viewOne', { ref: row.order_no })} onClick={() => setOpenId(row.id)} />
      ),
    },
  ];

  return (
    <Flex vertical gap={12}>
      <BackOfficeFiltersBar<VendorOrderStatus>
        filters={list.filters}
        onChange={list.changeFilters}
        statuses={ORDER_STATUSES}
        searchPlaceholder={t('order.searchPlaceholder')}
        exporting={exporter.exporting}
        onExport={() => void exporter.run(list.filters)}
      />
      <Table<VendorOrderRecord>
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
      <OrderDetailDrawer client={client} orderId={openId} onClose={() => setOpenId(null)} />
    </Flex>
  );
}

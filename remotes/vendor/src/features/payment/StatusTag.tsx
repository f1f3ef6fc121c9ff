import type { ReactElement } from 'react';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { VendorOrderStatus } from '@timekeep/contracts';

const COLORS: Record<VendorOrderStatus, string> = {
  PENDING: 'processing',
  PAID: 'success',
  CANCELLED: 'default',
  DECLINED: 'warning',
  FAILED: 'error',
};

/** An order or payment status, translated and coloured the same way in the lists and the drawers. */
export function StatusTag({ status }: { status: VendorOrderStatus }): ReactElement {
  const { t } = useTranslation('vendor');
  return <Tag color={COLORS[status]}>{t(`status.${status}`)}</Tag>;
}

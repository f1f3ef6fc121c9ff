import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { VendorOrderStatus } from '@timekeep/contracts';
import { HueTag, type StatusHue } from '@timekeep/ui';

// antd's status presets (success, warning…) paint their text in the status colour itself, under 4.5:1 on their pale fill.
const HUES: Record<VendorOrderStatus, StatusHue | null> = {
  PENDING: 'blue',
  PAID: 'green',
  CANCELLED: null,
  DECLINED: 'gold',
  FAILED: 'red',
};

/** An order or payment status, translated and coloured the same way in the lists and the drawers. */
export function StatusTag({ status }: { status: VendorOrderStatus }): ReactElement {
  const { t } = useTranslation('vendor');
  return <HueTag hue={HUES[status]}>{t(`status.${status}`)}</HueTag>;
}

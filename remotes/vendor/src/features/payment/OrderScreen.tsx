import { AreaPage, type AreaPageEntry } from '@timekeep/ui';
import { OrderListPanel } from './OrderListPanel';

export function OrderScreen({ entry }: { entry: AreaPageEntry }) {
  return (
    <AreaPage entry={entry}>
      <OrderListPanel />
    </AreaPage>
  );
}

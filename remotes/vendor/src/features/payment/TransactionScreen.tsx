import { AreaPage, type AreaPageEntry } from '@timekeep/ui';
import { PaymentListPanel } from './PaymentListPanel';

export function TransactionScreen({ entry }: { entry: AreaPageEntry }) {
  return (
    <AreaPage entry={entry}>
      <PaymentListPanel />
    </AreaPage>
  );
}

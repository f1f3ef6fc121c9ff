import { AreaPage, type AreaPageEntry } from '@timekeep/ui';
import { EmployeeListPanel } from './EmployeeListPanel';

export function EmployeeScreen({ entry }: { entry: AreaPageEntry }) {
  return (
    <AreaPage entry={entry}>
      <EmployeeListPanel />
    </AreaPage>
  );
}

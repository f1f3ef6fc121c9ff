import { AreaPage, type AreaPageEntry } from '@timekeep/ui';
import { ResignListPanel } from './ResignListPanel';

export function ResignScreen({ entry }: { entry: AreaPageEntry }) {
  return (
    <AreaPage entry={entry}>
      <ResignListPanel />
    </AreaPage>
  );
}

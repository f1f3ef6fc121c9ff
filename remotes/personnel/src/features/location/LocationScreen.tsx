import { AreaPage, type AreaPageEntry } from '@timekeep/ui';
import { LocationListPanel } from './LocationListPanel';

export function LocationScreen({ entry }: { entry: AreaPageEntry }) {
  return (
    <AreaPage entry={entry}>
      <LocationListPanel />
    </AreaPage>
  );
}

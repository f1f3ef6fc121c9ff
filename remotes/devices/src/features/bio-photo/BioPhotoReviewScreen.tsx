import { AreaPage, type AreaPageEntry } from '@timekeep/ui';
import { BioPhotoReviewPanel } from './BioPhotoReviewPanel';

export function BioPhotoReviewScreen({ entry }: { entry: AreaPageEntry }) {
  return (
    <AreaPage entry={entry}>
      <BioPhotoReviewPanel />
    </AreaPage>
  );
}

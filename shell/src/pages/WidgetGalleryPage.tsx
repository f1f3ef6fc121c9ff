import { lazy, Suspense } from 'react';
import { AppLoading } from './AppLoading';

// The gallery shows every widget (grids, cropper, maps): fetched only when /dev/widgets is opened.
const WidgetGallery = lazy(() => import('@timekeep/ui').then((m) => ({ default: m.WidgetGallery })));

/** `/dev/widgets` (public): the shared widget gallery, with the maps settings the shell got from the server. */
export function WidgetGalleryPage() {
  return (
    <Suspense fallback={<AppLoading />}>
      <WidgetGallery />
    </Suspense>
  );
}

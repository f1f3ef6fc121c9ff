import { Suspense, type ReactElement } from 'react';
import type { MapsConfig } from '../widgets/providers/AppProvider';
import { lazyNamed } from '../widgets/lazy/lazyNamed';
import { LoadingBox } from '../widgets/lazy/LoadingBox';

export interface WidgetGalleryProps {
  /** Maps settings (from server configuration); defaults to those of a surrounding AppProvider. */
  maps?: MapsConfig;
}

const WidgetGalleryDemo = lazyNamed(() =>
  import(/* webpackChunkName: "ui-widget-gallery" */ './WidgetGalleryDemo').then((m) => m.WidgetGalleryDemo),
);

/**
 * Every shared widget in its states (SPEC §2) on in-memory sample data (`/dev/widgets`). A developer page: its
 * demo code loads on demand rather than with the `@timekeep/ui` singleton.
 */
export function WidgetGallery(props: WidgetGalleryProps): ReactElement {
  return (
    <Suspense fallback={<LoadingBox height="50vh" testId="widget-gallery-loading" />}>
      <WidgetGalleryDemo {...props} />
    </Suspense>
  );
}

import { Suspense, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { MapsConfig } from '../providers/AppProvider';
import { lazyNamed } from '../lazy/lazyNamed';
import { LoadingDialog } from '../lazy/LoadingDialog';
import { useOpenedOnce } from '../lazy/useOpenedOnce';
import type { MapsLoader } from './mapsLoader';
import { MAP_HEIGHT, MAP_WIDTH, type LatLngLiteral, type SelectedPlace } from './placeModel';

export { AuthFailurePanel } from './AuthFailurePanel';

export interface MapLocationDialogProps {
  open: boolean;
  /** Where to open (zoom 11); without it the browser position is asked for, else the world centre at zoom 1. */
  position?: LatLngLiteral | null;
  /** The place the user confirmed. */
  onConfirm: (place: SelectedPlace) => void;
  /** Discard, Escape, or after Confirm. */
  onClose: () => void;
  /** Maps settings; defaults to the app's (server configuration). */
  maps?: MapsConfig;
  /** Loader to use (tests); defaults to the page-wide one. */
  loader?: MapsLoader;
}

const GoogleMapLocationDialog = lazyNamed(() =>
  import(/* webpackChunkName: "ui-map-location" */ './GoogleMapLocationDialog').then((m) => m.GoogleMapLocationDialog),
);

/**
 * Map Location dialog (SPEC §2, §4, §7): address search, a 640×352 map with a draggable marker, reverse geocoding
 * and the place's time zone. @react-google-maps/api loads when the dialog first opens.
 */
export function MapLocationDialog(props: MapLocationDialogProps): ReactElement | null {
  const { t } = useTranslation('common');
  if (!useOpenedOnce(props.open)) return null;
  return (
    <Suspense
      fallback={
        <LoadingDialog open={props.open} title={t('widget.map.title')} width={MAP_WIDTH + 48} bodyHeight={MAP_HEIGHT} onCancel={props.onClose} />
      }
    >
      <GoogleMapLocationDialog {...props} />
    </Suspense>
  );
}

import { useEffect, useRef, useState, type ReactElement } from 'react';
import { Alert, AutoComplete, Button, Input, Modal, Spin, Typography } from 'antd';
import LoadingOutlined from '@ant-design/icons/LoadingOutlined';
import { GoogleMap, MarkerF } from '@react-google-maps/api';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../providers/AppProvider';
import { useWarn } from '../hooks/useWarn';
import { getMapsLoader, useMapsStatus } from './mapsLoader';
import { resolveMapsUrls } from './mapsUrls';
import { AuthFailurePanel } from './AuthFailurePanel';
import { MapUnavailablePanel } from './MapUnavailablePanel';
import type { MapLocationDialogProps } from './MapLocationDialog';
import {
  addressFromComponents,
  AUTOCOMPLETE_DEBOUNCE_MS,
  currentPosition,
  fetchTimeZone,
  GEOLOCATION_TIMEOUT_MS,
  MAP_HEIGHT,
  MAP_WIDTH,
  PLACE_DETAIL_FIELDS,
  WORLD_CENTER,
  ZOOM_WITH_POSITION,
  ZOOM_WORLD,
  type LatLngLiteral,
  type SelectedPlace,
} from './placeModel';

interface PlaceLike {
  formatted_address?: string;
  address_components?: google.maps.GeocoderAddressComponent[];
  geometry?: { location?: google.maps.LatLng; viewport?: google.maps.LatLngBounds };
}

/** The selected place's time zone: being looked up, found, or not found (failed or timed out; the user may retry). */
type ZoneLookup = 'none' | 'pending' | 'found' | 'failed';

interface MapsServices {
  autocomplete: google.maps.places.AutocompleteService;
  details: google.maps.places.PlacesService;
  geocoder: google.maps.Geocoder;
}

/**
 * Map Location dialog (SPEC §2, §4, §7): address search with suggestions (debounced 500 ms, one session token per
 * search, renewed after each selection), a 640×352 map with a draggable marker, map click or drag → reverse geocode
 * in the UI language; the selected place carries its time zone. Heavy (@react-google-maps/api): reached only through the
 * lazy `MapLocationDialog`.
 */
export function GoogleMapLocationDialog({ open, position, onConfirm, onClose, maps, loader = getMapsLoader() }: MapLocationDialogProps): ReactElement {
  const { t, i18n } = useTranslation('common');
  const services = useAppServices();
  const warn = useWarn();
  const config = maps ?? services.maps;
  // Without a key there is nothing to load: the dialog says so instead of waiting for a script that never comes.
  const hasKey = Boolean(config?.apiKey);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const scriptOptions = open && config && hasKey ? { apiKey: config.apiKey, scriptBaseUrl: config.scriptBaseUrl, language } : null;
  const status = useMapsStatus(scriptOptions, loader);

  const [center, setCenter] = useState<LatLngLiteral>(position ?? WORLD_CENTER);
  const [zoom, setZoom] = useState(position ? ZOOM_WITH_POSITION : ZOOM_WORLD);
  const [selected, setSelected] = useState<SelectedPlace | null>(null);
  const [searchText, setSearchText] = useState('');
  const [suggestions, setSuggestions] = useState<google.maps.places.AutocompletePrediction[]>([]);
  // The place's address is being fetched (details or reverse geocoding), then its time zone.
  const [resolving, setResolving] = useState(false);
  const [zone, setZone] = useState<ZoneLookup>('none');
  // Each selection (and each opening) gets a number; an answer for an older one is dropped, so a slow lookup can
  // neither overwrite a newer place nor leave the dialog waiting.
  const generationRef = useRef(0);
  const mapsRef = useRef<MapsServices | null>(null);
  const tokenRef = useRef<google.maps.places.AutocompleteSessionToken | null>(null);
  const debounceRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // Every opening starts fresh: at the given position, else wherever the browser says (1 s at most), else the world.
  useEffect(() => {
    if (!open) return;
    let live = true;
    generationRef.current += 1;
    setSelected(null);
    setResolving(false);
    setZone('none');
    setSearchText('');
    setSuggestions([]);
    if (position) {
      setCenter(position);
      setZoom(ZOOM_WITH_POSITION);
      return;
    }
    setCenter(WORLD_CENTER);
    setZoom(ZOOM_WORLD);
    void currentPosition(GEOLOCATION_TIMEOUT_MS).then((found) => {
      if (!live || !found) return;
      setCenter(found);
      setZoom(ZOOM_WITH_POSITION);
    });
    return () => {
      live = false;
    };
  }, [open, position]);

  useEffect(() => {
    if (status !== 'LOADED' || mapsRef.current) return;
    mapsRef.current = {
      autocomplete: new google.maps.places.AutocompleteService(),
      details: new google.maps.places.PlacesService(document.createElement('div')),
      geocoder: new google.maps.Geocoder(),
    };
    tokenRef.current = new google.maps.places.AutocompleteSessionToken();
  }, [status]);

  useEffect(() => () => clearTimeout(debounceRef.current), []);

  const toSelectedPlace = (result: PlaceLike, fallback: LatLngLiteral): SelectedPlace => {
    const location = result.geometry?.location?.toJSON() ?? fallback;
    return {
      description: result.formatted_address ?? '',
      geometry: { location, viewport: result.geometry?.viewport?.toJSON() },
      address: addressFromComponents(result.address_components),
      timezone: '',
    };
  };

  /** Looks up the zone of the selected place; never rejects, and gives up after TIME_ZONE_TIMEOUT_MS. */
  const lookUpZone = (location: LatLngLiteral, generation: number) => {
    if (!config) return;
    setZone('pending');
    void fetchTimeZone(resolveMapsUrls(config.scriptBaseUrl, config.timeZoneUrl).timeZone, config.apiKey, location).then((timezone) => {
      if (generation !== generationRef.current) return;
      if (!timezone) {
        setZone('failed');
        return;
      }
      setSelected((current) => (current ? { ...current, timezone } : current));
      setZone('found');
    });
  };

  /** A new place is shown at once; its time zone follows. */
  const select = (result: PlaceLike, fallback: LatLngLiteral, generation: number): SelectedPlace | null => {
    if (generation !== generationRef.current) return null;
    const place = toSelectedPlace(result, fallback);
    setSelected(place);
    setSearchText(place.description);
    lookUpZone(place.geometry.location, generation);
    return place;
  };

  const retryZone = () => {
    if (!selected || resolving || zone === 'pending') return;
    generationRef.current += 1;
    lookUpZone(selected.geometry.location, generationRef.current);
  };

  const search = (text: string) => {
    setSearchText(text);
    clearTimeout(debounceRef.current);
    debounceRef.current = setTimeout(() => {
      const service = mapsRef.current?.autocomplete;
      if (!service || !text.trim()) {
        setSuggestions([]);
        return;
      }
      void service
        .getPlacePredictions({ input: text, sessionToken: tokenRef.current ?? undefined, language })
        .then((response) => setSuggestions(response?.predictions ?? []))
        .catch((error: unknown) => {
          console.warn('place suggestions failed', error);
          setSuggestions([]);
        });
    }, AUTOCOMPLETE_DEBOUNCE_MS);
  };

  const choosePrediction = (placeId: string) => {
    const service = mapsRef.current?.details;
    if (!service) return;
    generationRef.current += 1;
    const generation = generationRef.current;
    setResolving(true);
    service.getDetails(
      { placeId, fields: PLACE_DETAIL_FIELDS, sessionToken: tokenRef.current ?? undefined, language },
      (result, detailStatus) => {
        // A session ends with its details request: the next search starts a new one.
        tokenRef.current = new google.maps.places.AutocompleteSessionToken();
        try {
          if (detailStatus !== google.maps.places.PlacesServiceStatus.OK || !result) {
            console.warn('place details failed', detailStatus);
            return;
          }
          const place = select(result, center, generation);
          if (!place) return;
          setCenter(place.geometry.location);
          setZoom(ZOOM_WITH_POSITION);
        } catch (error: unknown) {
          console.warn('place details could not be read', error);
        } finally {
          if (generation === generationRef.current) setResolving(false);
        }
      },
    );
  };

  const reverseGeocode = (latLng: google.maps.LatLng | null | undefined) => {
    const geocoder = mapsRef.current?.geocoder;
    if (!geocoder || !latLng) return;
    const location = latLng.toJSON();
    generationRef.current += 1;
    const generation = generationRef.current;
    setResolving(true);
    geocoder
      .geocode({ location, language })
      .then(({ results }) => {
        const first = results[0];
        if (!first) return;
        select({ ...first, geometry: { location: latLng, viewport: first.geometry.viewport } }, location, generation);
      })
      .catch((error: unknown) => console.warn('reverse geocoding failed', error))
      .finally(() => {
        if (generation === generationRef.current) setResolving(false);
      });
  };

  // Confirm waits while the place or its zone is being looked up (at most TIME_ZONE_TIMEOUT_MS for the zone); when
  // the zone cannot be found the notice below offers a retry, and Confirm keeps the place without a zone.
  const waiting = resolving || zone === 'pending';

  const confirm = () => {
    if (waiting) return;
    if (!selected) {
      warn(t('message.noLocationSelected'));
      return;
    }
    onConfirm(selected);
    onClose();
  };

  const retryScript = () => {
    if (!scriptOptions) return;
    loader.reset();
    loader.load(scriptOptions);
  };

  const markerPosition = selected?.geometry.location ?? position ?? null;

  return (
    <Modal
      open={open}
      title={t('widget.map.title')}
      width={MAP_WIDTH + 48}
      onCancel={onClose}
      destroyOnHidden
      closable={{ 'aria-label': t('widget.close') }}
      footer={[
        <Button key="discard" onClick={onClose}>
          {t('widget.discard')}
        </Button>,
        // Not antd's `loading`: its spinner leaves through a CSS transition, and when the busy spell is shorter than the
        // transition's first frame (a fast lookup) the transition never runs, its end never fires and the spinner
        // (named "loading") stays in the button for good. A plain icon has no exit animation.
        <Button
          key="confirm"
          type="primary"
          onClick={confirm}
          disabled={waiting}
          aria-busy={waiting}
          icon={waiting ? <LoadingOutlined spin aria-hidden /> : undefined}
          data-testid="map-confirm"
        >
          {t('widget.confirm')}
        </Button>,
      ]}
    >
      <div data-testid="map-dialog" data-status={status} style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
        <AutoComplete
          value={searchText}
          options={suggestions.map((p) => ({ value: p.place_id, label: p.description }))}
          onSearch={search}
          onChange={(text: string) => setSearchText(text)}
          onSelect={(placeId: string) => choosePrediction(placeId)}
          disabled={!hasKey || status !== 'LOADED'}
          style={{ width: '100%' }}
        >
          <Input.Search aria-label={t('widget.map.search')} placeholder={t('widget.map.search')} />
        </AutoComplete>
        {!hasKey && <MapUnavailablePanel reason="no-key" />}
        {hasKey && status === 'AUTH_FAILURE' && <AuthFailurePanel />}
        {hasKey && status === 'LOADED' && (
          <GoogleMap
            mapContainerStyle={{ width: MAP_WIDTH, maxWidth: '100%', height: MAP_HEIGHT }}
            center={center}
            zoom={zoom}
            options={{ clickableIcons: false, streetViewControl: false }}
            onClick={(event) => reverseGeocode(event.latLng)}
          >
            {markerPosition && <MarkerF position={markerPosition} draggable onDragEnd={(event) => reverseGeocode(event.latLng)} />}
          </GoogleMap>
        )}
        {hasKey && (status === 'LOADING' || status === 'NOT_LOADED') && (
          <div style={{ width: MAP_WIDTH, maxWidth: '100%', height: MAP_HEIGHT, display: 'grid', placeItems: 'center' }}>
            <Spin aria-label={t('widget.loading')} />
          </div>
        )}
        {hasKey && status === 'FAILED' && <MapUnavailablePanel reason="load-failed" onRetry={retryScript} />}
        {selected && (
          <Typography.Text type="secondary" data-testid="selected-place">
            {t('widget.map.selected', { address: selected.description })}
          </Typography.Text>
        )}
        {selected && zone === 'failed' && !resolving && (
          <Alert
            type="warning"
            showIcon
            data-testid="time-zone-failed"
            title={t('widget.map.timeZoneFailed')}
            action={
              <Button size="small" onClick={retryZone}>
                {t('widget.map.retry')}
              </Button>
            }
          />
        )}
      </div>
    </Modal>
  );
}

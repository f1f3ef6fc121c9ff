import { useEffect, useRef, useState, type ReactElement } from 'react';
import { AutoComplete, Button, Input, Modal, Spin, Typography } from 'antd';
import { GoogleMap, MarkerF } from '@react-google-maps/api';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../providers/AppProvider';
import { useWarn } from '../hooks/useWarn';
import { getMapsLoader, useMapsStatus } from './mapsLoader';
import { resolveMapsUrls } from './mapsUrls';
import { AuthFailurePanel } from './AuthFailurePanel';
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
  const language = i18n.resolvedLanguage ?? i18n.language;
  const status = useMapsStatus(open && config ? { apiKey: config.apiKey, scriptBaseUrl: config.scriptBaseUrl, language } : null, loader);

  const [center, setCenter] = useState<LatLngLiteral>(position ?? WORLD_CENTER);
  const [zoom, setZoom] = useState(position ? ZOOM_WITH_POSITION : ZOOM_WORLD);
  const [selected, setSelected] = useState<SelectedPlace | null>(null);
  const [searchText, setSearchText] = useState('');
  const [suggestions, setSuggestions] = useState<google.maps.places.AutocompletePrediction[]>([]);
  const [busy, setBusy] = useState(false);
  const mapsRef = useRef<MapsServices | null>(null);
  const tokenRef = useRef<google.maps.places.AutocompleteSessionToken | null>(null);
  const debounceRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // Every opening starts fresh: at the given position, else wherever the browser says (1 s at most), else the world.
  useEffect(() => {
    if (!open) return;
    let live = true;
    setSelected(null);
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

  const toSelectedPlace = async (result: PlaceLike, fallback: LatLngLiteral): Promise<SelectedPlace> => {
    const location = result.geometry?.location?.toJSON() ?? fallback;
    const timezone = config
      ? await fetchTimeZone(resolveMapsUrls(config.scriptBaseUrl, config.timeZoneUrl).timeZone, config.apiKey, location)
      : '';
    return {
      description: result.formatted_address ?? '',
      geometry: { location, viewport: result.geometry?.viewport?.toJSON() },
      address: addressFromComponents(result.address_components),
      timezone,
    };
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
    setBusy(true);
    service.getDetails(
      { placeId, fields: PLACE_DETAIL_FIELDS, sessionToken: tokenRef.current ?? undefined, language },
      (result, detailStatus) => {
        // A session ends with its details request: the next search starts a new one.
        tokenRef.current = new google.maps.places.AutocompleteSessionToken();
        if (detailStatus !== google.maps.places.PlacesServiceStatus.OK || !result) {
          console.warn('place details failed', detailStatus);
          setBusy(false);
          return;
        }
        void toSelectedPlace(result, center).then((place) => {
          setSelected(place);
          setSearchText(place.description);
          setCenter(place.geometry.location);
          setZoom(ZOOM_WITH_POSITION);
          setBusy(false);
        });
      },
    );
  };

  const reverseGeocode = (latLng: google.maps.LatLng | null | undefined) => {
    const geocoder = mapsRef.current?.geocoder;
    if (!geocoder || !latLng) return;
    const location = latLng.toJSON();
    setBusy(true);
    geocoder
      .geocode({ location, language })
      .then(async ({ results }) => {
        const first = results[0];
        if (!first) return;
        const place = await toSelectedPlace({ ...first, geometry: { location: latLng, viewport: first.geometry.viewport } }, location);
        setSelected(place);
        setSearchText(place.description);
      })
      .catch((error: unknown) => console.warn('reverse geocoding failed', error))
      .finally(() => setBusy(false));
  };

  const confirm = () => {
    if (!selected) {
      warn(t('message.noLocationSelected'));
      return;
    }
    onConfirm(selected);
    onClose();
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
        <Button key="confirm" type="primary" onClick={confirm} loading={busy}>
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
          disabled={status !== 'LOADED'}
          style={{ width: '100%' }}
        >
          <Input.Search aria-label={t('widget.map.search')} placeholder={t('widget.map.search')} />
        </AutoComplete>
        {status === 'AUTH_FAILURE' && <AuthFailurePanel />}
        {status === 'LOADED' && (
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
        {(status === 'LOADING' || status === 'NOT_LOADED') && (
          <div style={{ width: MAP_WIDTH, maxWidth: '100%', height: MAP_HEIGHT, display: 'grid', placeItems: 'center' }}>
            <Spin aria-label={t('widget.loading')} />
          </div>
        )}
        {status === 'FAILED' && (
          // Load failures are only logged (SPEC §8): the area stays empty.
          <div data-testid="maps-failed" style={{ width: MAP_WIDTH, maxWidth: '100%', height: MAP_HEIGHT, background: '#f0f0f0' }} />
        )}
        {selected && (
          <Typography.Text type="secondary" data-testid="selected-place">
            {t('widget.map.selected', { address: selected.description })}
          </Typography.Text>
        )}
      </div>
    </Modal>
  );
}

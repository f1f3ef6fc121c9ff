import { useMemo, useState, type ReactElement, type ReactNode } from 'react';
import { Button, Input, Space } from 'antd';
import EnvironmentOutlined from '@ant-design/icons/EnvironmentOutlined';
import { useTranslation } from 'react-i18next';
import { knownTimeZones } from '../time-zones/knownTimeZones';
import { useAppServices, type MapsConfig } from '../providers/AppProvider';
import { getMapsLoader, useMapsStatus, type MapsLoader } from './mapsLoader';
import { MapLocationDialog } from './MapLocationDialog';
import { ManualLocationDialog } from './ManualLocationDialog';
import { locationMode, locationPosition, placeToLocation, type LocationFieldValue, type LocationMode, type PlaceLocation } from './location';

export interface LocationFieldProps {
  id?: string;
  /** The chosen location, or a record's address, coordinates and zone. */
  value?: LocationFieldValue | null;
  /** A place chosen on the map or entered by hand. */
  onChange?: (location: PlaceLocation) => void;
  /** Given: the address is typed in place as well (a record's free-text address); absent: read-only. */
  onAddressChange?: (address: string) => void;
  onBlur?: () => void;
  onPressEnter?: () => void;
  /** Text of the button; absent: an icon button named "Choose location on map". */
  buttonLabel?: ReactNode;
  /** Zones the manual form offers (every zone of the runtime by default), and its zone when the value has none. */
  timezones?: readonly string[];
  defaultTimezone?: string;
  /** The manual form asks for country, code, province and city too (a company's address). */
  addressParts?: boolean;
  addressMaxLength?: number;
  disabled?: boolean;
  status?: 'error' | 'warning';
  placeholder?: string;
  'aria-label'?: string;
  /** Maps settings; the app's (server configuration) by default. */
  maps?: MapsConfig;
  /** Maps loader (tests); the page-wide one by default. */
  loader?: MapsLoader;
}

/**
 * The one location field (SPEC §2 Location form field): the address with a button opening the Map Location dialog.
 * Without a Maps key, or when the script fails or the key is refused, the button opens the manual form instead,
 * so a place can always be entered. Used by company creation, /company/settings and /company/location.
 */
export function LocationField({
  id,
  value,
  onChange,
  onAddressChange,
  onBlur,
  onPressEnter,
  buttonLabel,
  timezones,
  defaultTimezone,
  addressParts = true,
  addressMaxLength,
  disabled,
  status,
  placeholder,
  maps: mapsProp,
  loader = getMapsLoader(),
  ...rest
}: LocationFieldProps): ReactElement {
  const { t, i18n } = useTranslation('common');
  const services = useAppServices();
  const maps = mapsProp ?? services.maps;
  const language = i18n.resolvedLanguage ?? i18n.language;
  // Loading starts with the page, so a failure is usually known before the user asks for the map.
  const mapsStatus = useMapsStatus(maps?.apiKey ? { apiKey: maps.apiKey, scriptBaseUrl: maps.scriptBaseUrl, language } : null, loader);
  const mode = locationMode(maps, mapsStatus);
  const [opened, setOpened] = useState<LocationMode | null>(null);
  // The map failing while its dialog is open hands over to the manual form rather than leaving a dead map.
  const shown: LocationMode | null = opened === 'map' && mode === 'manual' ? 'manual' : opened;
  // A stable object: the map dialog starts afresh whenever its position changes (not on every typed letter).
  const latitude = value?.latitude;
  const longitude = value?.longitude;
  const position = useMemo(() => locationPosition({ latitude, longitude }), [latitude, longitude]);
  const zones = useMemo(() => timezones ?? knownTimeZones(), [timezones]);
  const close = () => setOpened(null);
  const address = value?.address ?? '';
  return (
    <>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          id={id}
          readOnly={!onAddressChange}
          disabled={disabled && Boolean(onAddressChange)}
          maxLength={onAddressChange ? addressMaxLength : undefined}
          value={address}
          onChange={onAddressChange ? (event) => onAddressChange(event.target.value) : undefined}
          onBlur={onBlur}
          onPressEnter={onPressEnter}
          status={status}
          placeholder={placeholder}
          aria-label={rest['aria-label']}
        />
        <Button
          icon={<EnvironmentOutlined aria-hidden />}
          disabled={disabled}
          onClick={() => setOpened(mode)}
          data-location-mode={mode}
          aria-label={buttonLabel ? undefined : t('widget.map.open')}
        >
          {buttonLabel}
        </Button>
      </Space.Compact>
      <MapLocationDialog
        open={shown === 'map'}
        position={position}
        maps={maps}
        loader={loader}
        onClose={close}
        onConfirm={(place) => onChange?.(placeToLocation(place))}
      />
      <ManualLocationDialog
        open={shown === 'manual'}
        value={value}
        timezones={zones}
        defaultTimezone={value?.timezone || defaultTimezone}
        addressParts={addressParts}
        addressMaxLength={addressMaxLength}
        onDiscard={close}
        onConfirm={(location) => {
          close();
          onChange?.(location);
        }}
      />
    </>
  );
}

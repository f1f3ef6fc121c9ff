import { useMemo, useState } from 'react';
import { Button, Input, Space } from 'antd';
import EnvironmentOutlined from '@ant-design/icons/EnvironmentOutlined';
import { useTranslation } from 'react-i18next';
import { getMapsLoader, MapLocationDialog, useAppServices, useMapsStatus, type MapsLoader } from '@timekeep/ui';
import { locationMode, locationPosition, placeToLocation, type CompanyLocation, type LocationMode } from './location';
import { ManualLocationDialog } from './ManualLocationDialog';

export interface LocationFieldProps {
  id: string;
  value: CompanyLocation | null;
  onChange: (location: CompanyLocation) => void;
  timezones: readonly string[];
  defaultTimezone?: string;
  status?: 'error';
  /** Maps loader (tests); the page-wide one by default. */
  loader?: MapsLoader;
}

/**
 * Read-only address with a button that opens the shared Map Location dialog (SPEC §2 Location form field). The
 * Maps key comes from the server's public configuration; without one, or when the script fails or the key is
 * refused, the button opens the manual dialog instead, so the company can still be created.
 */
export function LocationField({ id, value, onChange, timezones, defaultTimezone, status, loader = getMapsLoader() }: LocationFieldProps) {
  const { t, i18n } = useTranslation('oauth');
  const { maps } = useAppServices();
  const language = i18n.resolvedLanguage ?? i18n.language;
  // Loading starts with the page, so a failure is usually known before the user asks for the map.
  const mapsStatus = useMapsStatus(maps?.apiKey ? { apiKey: maps.apiKey, scriptBaseUrl: maps.scriptBaseUrl, language } : null, loader);
  const mode = locationMode(maps, mapsStatus);
  const [opened, setOpened] = useState<LocationMode | null>(null);
  // The map failing while its dialog is open hands over to the manual dialog rather than leaving a dead map.
  const shown: LocationMode | null = opened === 'map' && mode === 'manual' ? 'manual' : opened;
  // A stable object: the map dialog starts afresh whenever its position changes.
  const position = useMemo(() => locationPosition(value), [value]);
  const close = () => setOpened(null);
  return (
    <>
      <Space.Compact style={{ width: '100%' }}>
        <Input id={id} readOnly value={value?.address ?? ''} placeholder={t('location.placeholder')} status={status} />
        <Button icon={<EnvironmentOutlined aria-hidden />} onClick={() => setOpened(mode)} data-location-mode={mode}>
          {t('location.choose')}
        </Button>
      </Space.Compact>
      <MapLocationDialog
        open={shown === 'map'}
        position={position}
        maps={maps}
        loader={loader}
        onClose={close}
        onConfirm={(place) => onChange(placeToLocation(place))}
      />
      <ManualLocationDialog
        open={shown === 'manual'}
        value={value}
        timezones={timezones}
        defaultTimezone={defaultTimezone}
        onDiscard={close}
        onConfirm={(location) => {
          close();
          onChange(location);
        }}
      />
    </>
  );
}

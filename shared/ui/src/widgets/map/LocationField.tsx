import { useState, type ReactElement } from 'react';
import { Button, Input, Space } from 'antd';
import EnvironmentOutlined from '@ant-design/icons/EnvironmentOutlined';
import { useTranslation } from 'react-i18next';
import type { MapsConfig } from '../providers/AppProvider';
import type { MapsLoader } from './mapsLoader';
import { MapLocationDialog } from './MapLocationDialog';
import type { SelectedPlace } from './placeModel';

export interface LocationFieldProps {
  value?: SelectedPlace | null;
  onChange?: (place: SelectedPlace) => void;
  id?: string;
  disabled?: boolean;
  status?: 'error' | 'warning';
  placeholder?: string;
  'aria-label'?: string;
  maps?: MapsConfig;
  loader?: MapsLoader;
}

/** Read-only address with a button opening the Map Location dialog (SPEC §2). */
export function LocationField({ value, onChange, id, disabled, status, placeholder, maps, loader, ...rest }: LocationFieldProps): ReactElement {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Space.Compact style={{ width: '100%' }}>
        <Input id={id} readOnly value={value?.description ?? ''} status={status} placeholder={placeholder} aria-label={rest['aria-label']} />
        <Button icon={<EnvironmentOutlined aria-hidden />} disabled={disabled} onClick={() => setOpen(true)} aria-label={t('widget.map.open')} />
      </Space.Compact>
      <MapLocationDialog
        open={open}
        position={value?.geometry.location ?? null}
        onClose={() => setOpen(false)}
        onConfirm={(place) => onChange?.(place)}
        maps={maps}
        loader={loader}
      />
    </>
  );
}

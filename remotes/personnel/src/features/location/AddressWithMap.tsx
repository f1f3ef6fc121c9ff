import { useState, type ReactElement } from 'react';
import { Button, Input, Space } from 'antd';
import EnvironmentOutlined from '@ant-design/icons/EnvironmentOutlined';
import { useTranslation } from 'react-i18next';
import { LOCATION_RESOURCE } from '@timekeep/contracts';
import { MapLocationDialog, type FieldWidgetProps, type SelectedPlace } from '@timekeep/ui';

const ADDRESS_MAX = LOCATION_RESOURCE.fields.address.maxLength;

/**
 * The address field with a Map button: the Map Location dialog fills address, latitude, longitude and (when the
 * time-zone service answers) the time zone; each stays editable so a location can be entered without the map.
 */
export function AddressWithMap({ id, value, setValue, values, setValues, onBlur, submit }: FieldWidgetProps): ReactElement {
  const { t } = useTranslation('per');
  const [open, setOpen] = useState(false);
  const lat = values.latitude;
  const lng = values.longitude;
  const position = typeof lat === 'number' && typeof lng === 'number' ? { lat, lng } : null;
  const apply = (place: SelectedPlace) => {
    setOpen(false);
    setValues({
      address: place.description.slice(0, ADDRESS_MAX),
      latitude: place.geometry.location.lat,
      longitude: place.geometry.location.lng,
      time_zone: place.timezone || values.time_zone,
    });
  };
  return (
    <>
      <Space.Compact style={{ width: '100%' }}>
        <Input id={id} name="address" maxLength={ADDRESS_MAX} value={typeof value === 'string' ? value : ''} onChange={(event) => setValue(event.target.value)} onBlur={onBlur} onPressEnter={submit} />
        <Button icon={<EnvironmentOutlined aria-hidden />} onClick={() => setOpen(true)}>
          {t('location.pickOnMap')}
        </Button>
      </Space.Compact>
      <MapLocationDialog open={open} position={position} onClose={() => setOpen(false)} onConfirm={apply} />
    </>
  );
}

import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCATION_RESOURCE } from '@timekeep/contracts';
import { LocationField, type FieldWidgetProps, type PlaceLocation } from '@timekeep/ui';

const ADDRESS_MAX = LOCATION_RESOURCE.fields.address.maxLength;

const numberOrNull = (value: unknown) => (typeof value === 'number' ? value : null);

/**
 * The address with the shared location field: the Map Location dialog, or the manual form when the map cannot be
 * used (no Maps key, the script failed, the key was refused), fills address, latitude, longitude and the time zone
 * (when one is known). Each stays editable in the form, so a location can be entered or corrected without either.
 */
export function AddressWithMap({ id, value, setValue, values, setValues, status, onBlur, submit }: FieldWidgetProps): ReactElement {
  const { t } = useTranslation('per');
  const timeZone = typeof values.time_zone === 'string' ? values.time_zone : '';
  const apply = (location: PlaceLocation) =>
    setValues({
      address: location.address.slice(0, ADDRESS_MAX),
      latitude: location.latitude,
      longitude: location.longitude,
      time_zone: location.timezone || timeZone,
    });
  return (
    <LocationField
      id={id}
      value={{ address: typeof value === 'string' ? value : '', latitude: numberOrNull(values.latitude), longitude: numberOrNull(values.longitude), timezone: timeZone }}
      onChange={apply}
      onAddressChange={setValue}
      onBlur={onBlur}
      onPressEnter={submit}
      status={status}
      buttonLabel={t('location.pickOnMap')}
      addressParts={false}
      addressMaxLength={ADDRESS_MAX}
    />
  );
}

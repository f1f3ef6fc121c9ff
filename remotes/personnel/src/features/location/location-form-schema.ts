import * as yup from 'yup';
import { isKnownTimeZone } from '@timekeep/validation';
import type { LocationInput, LocationRow } from './location-api';

/** The server's limits (personnel location-routes). */
export const LOCATION_LIMITS = { name: 100, code: 50, address: 255 } as const;
/** SPEC §5: `>`, `=` and `<` are illegal in text. */
const ILLEGAL_TEXT = /[<>=]/;

export type LocationFormValues = LocationInput;

export const EMPTY_LOCATION: LocationFormValues = { name: '', code: '', address: '', latitude: null, longitude: null, time_zone: '' };

export function formValuesOf(row: LocationRow | null): LocationFormValues {
  if (!row) return EMPTY_LOCATION;
  return { name: row.name, code: row.code, address: row.address, latitude: row.latitude, longitude: row.longitude, time_zone: row.time_zone };
}

export function toLocationInput(values: LocationFormValues): LocationInput {
  return { ...values, name: values.name.trim(), code: values.code.trim(), address: values.address.trim(), time_zone: values.time_zone.trim() };
}

export type SchemaTranslate = (key: string, options?: Record<string, unknown>) => string;

/** Time zones the runtime knows, for the time-zone select (IANA names). */
export function knownTimeZones(): string[] {
  const supported = (Intl as { supportedValuesOf?: (key: 'timeZone') => string[] }).supportedValuesOf;
  const zones = supported ? supported('timeZone') : [];
  return zones.includes('UTC') ? zones : ['UTC', ...zones];
}

/** The create / edit schema; messages are translated when the schema is built (rebuilt on language change). */
export function locationFormSchema(t: SchemaTranslate): yup.ObjectSchema<LocationFormValues> {
  const text = (max: number) =>
    yup
      .string()
      .ensure()
      .max(max, t('common:form.maxLength', { max }))
      .test('legal', t('common:form.illegalInput'), (value) => !ILLEGAL_TEXT.test(value ?? ''));
  // Latitude and longitude come as a pair: both empty (no position) or both set.
  const coordinate = (limit: number, other: 'latitude' | 'longitude') =>
    yup
      .number()
      .typeError(t('common:form.type'))
      .min(-limit, t('per:location.coordinateRange', { min: -limit, max: limit }))
      .max(limit, t('per:location.coordinateRange', { min: -limit, max: limit }))
      .nullable()
      .defined()
      .test('pair', t('per:location.coordinatesPair'), function pair(value) {
        const partner = (this.parent as LocationFormValues)[other];
        return (value === null || value === undefined) === (partner === null || partner === undefined);
      });
  return yup.object({
    name: text(LOCATION_LIMITS.name).trim().required(t('common:form.required')),
    code: text(LOCATION_LIMITS.code),
    address: text(LOCATION_LIMITS.address),
    latitude: coordinate(90, 'longitude'),
    longitude: coordinate(180, 'latitude'),
    time_zone: yup
      .string()
      .ensure()
      .test('zone', t('per:location.timeZoneInvalid'), (value) => !value || isKnownTimeZone(value)),
  });
}

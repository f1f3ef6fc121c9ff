import * as yup from 'yup';
import { LOCATION_RESOURCE, type LocationRecord } from '@timekeep/contracts';
import { FieldInput, knownTimeZones, type ResourceDeclaration, type Translate } from '@timekeep/ui';
import { AddressWithMap } from './AddressWithMap';

type LocationRow = LocationRecord & { [field: string]: unknown };

const coordinateText = (value: number | null) => (value === null ? '' : value.toFixed(6));

/** Latitude and longitude come as a pair: both empty (no position) or both set. */
function coordinateRule(t: Translate, limit: number, other: 'latitude' | 'longitude') {
  const range = t('per:location.coordinateRange', { min: -limit, max: limit });
  return yup
    .number()
    .typeError(t('common:form.type'))
    .min(-limit, range)
    .max(limit, range)
    .nullable()
    .defined()
    .test('pair', t('per:location.coordinatesPair'), function pair(value) {
      const partner = (this.parent as Record<string, unknown>)[other];
      return (value === null || value === undefined) === (partner === null || partner === undefined);
    });
}

/** /company/location: search, time-zone filter, CSV export, create / edit with the Map Location dialog, delete. */
export const LOCATION_SCREEN: ResourceDeclaration<LocationRow> = {
  contract: LOCATION_RESOURCE,
  texts: 'per:location',
  columns: [
    { key: 'name', sortable: true },
    { key: 'code', sortable: true },
    { key: 'address', ellipsis: true },
    { key: 'latitude', render: (row) => coordinateText(row.latitude) },
    { key: 'longitude', render: (row) => coordinateText(row.longitude) },
    { key: 'time_zone' },
  ],
  filters: [
    { kind: 'choice', param: 'time_zone', label: 'per:location.timeZoneFilter', width: 240, options: () => knownTimeZones().map((zone) => ({ value: zone, label: zone })) },
  ],
  form: {
    fields: [
      'name',
      'code',
      { name: 'address', render: (props) => <AddressWithMap {...props} /> },
      'latitude',
      'longitude',
      // Text on the wire (the server checks the zone); picked from the runtime's zones.
      { name: 'time_zone', render: (props) => <FieldInput spec={{ ...LOCATION_RESOURCE.fields.time_zone, kind: 'timezone' }} field={{ name: 'time_zone' }} props={props} /> },
    ],
    rules: (t) => ({ latitude: coordinateRule(t, 90, 'longitude'), longitude: coordinateRule(t, 180, 'latitude') }),
  },
  rowLabel: (row) => row.name,
  // The CSV written from the list's pages, as before the server kernel (one Export button, the list's columns).
  export: 'client',
};

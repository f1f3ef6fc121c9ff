/** Personnel resources declared for both kernels (the client screens read these; see resources.ts). */
import type { ResourceContract } from './resources';

/** /company/location: a work location with its map position and time zone (personnel location-routes limits). */
export const LOCATION_RESOURCE = {
  name: 'personnel.location',
  path: '/personnel/api/v2/locations/',
  label: 'menu:company.location',
  fields: {
    name: { kind: 'text', label: 'per:location.fields.name', required: true, maxLength: 100, unique: true },
    code: { kind: 'text', label: 'per:location.fields.code', maxLength: 50 },
    address: { kind: 'text', label: 'per:location.fields.address', maxLength: 255 },
    latitude: { kind: 'decimal', label: 'per:location.fields.latitude', min: -90, max: 90, nullable: true },
    longitude: { kind: 'decimal', label: 'per:location.fields.longitude', min: -180, max: 180, nullable: true },
    time_zone: { kind: 'timezone', label: 'per:location.fields.time_zone' },
    display_name: { kind: 'text', label: 'per:location.fields.name', readOnly: true },
  },
} as const satisfies ResourceContract;

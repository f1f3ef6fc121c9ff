/** Personnel resources on the kernel (SPEC §7 personnel service paths). */
import type { ResourceContract } from '../resources';

/** `/web/personnel/api/v2/locations/` (screen /company/location); rows are `LocationRecord`. */
export const LOCATION_RESOURCE = {
  name: 'personnel.location',
  path: '/personnel/api/v2/locations/',
  label: 'per:resource.location.label',
  fields: {
    name: { kind: 'text', label: 'per:resource.location.fields.name', required: true, maxLength: 100, unique: true },
    code: { kind: 'text', label: 'per:resource.location.fields.code', maxLength: 50 },
    address: { kind: 'text', label: 'per:resource.location.fields.address', maxLength: 255 },
    /** Both null (no position chosen) or both set. */
    latitude: { kind: 'decimal', label: 'per:resource.location.fields.latitude', min: -90, max: 90, nullable: true, default: null },
    longitude: { kind: 'decimal', label: 'per:resource.location.fields.longitude', min: -180, max: 180, nullable: true, default: null },
    /** IANA zone identifier, '' when not set (checked by the server: ZPER0010). */
    time_zone: { kind: 'text', label: 'per:resource.location.fields.time_zone', maxLength: 64 },
    display_name: { kind: 'text', label: 'per:resource.location.fields.name', readOnly: true },
  },
} as const satisfies ResourceContract;

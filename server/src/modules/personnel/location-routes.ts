/**
 * Locations (SPEC §7 personnel path `locations`, screen /company/location) on the resource kernel (ADR 0050):
 * the declaration is `LOCATION_RESOURCE`; what is only the location's own is here — a known time zone and
 * latitude/longitude given as a pair — with personnel's response codes.
 */
import { LOCATION_RESOURCE, type LocationRecord } from '@timekeep/contracts';
import { isKnownTimeZone } from '@timekeep/validation';
import { ApiError } from '../../http/api-error';
import { defineResource } from '../../resources/register';
import type { Row } from '../../resources/types';
import { PERSONNEL_CODES } from './codes';

export type { LocationRecord };

export const PERSONNEL_PREFIX = '/web/personnel/api/v2';

/** The kernel codes of personnel resources (as before the kernel: ZPER0001 not found, ZPER0003 name taken, …). */
export const PERSONNEL_RESOURCE_CODES = {
  ok: PERSONNEL_CODES.ok,
  notFound: PERSONNEL_CODES.notFound,
  duplicate: PERSONNEL_CODES.duplicateName,
  relatedNotFound: PERSONNEL_CODES.relatedNotFound,
  inUse: PERSONNEL_CODES.inUse,
} as const;

/** The checks a FieldSpec cannot state: a known time zone, and latitude and longitude given as a pair. */
function assertLocationRules(values: Row): void {
  const zone = values.time_zone as string;
  if (zone !== '' && !isKnownTimeZone(zone)) {
    throw new ApiError(400, PERSONNEL_CODES.invalidTimeZone, {
      message: 'The time zone is not valid.',
      params: { time_zone: zone },
      fields: { time_zone: PERSONNEL_CODES.invalidTimeZone },
    });
  }
  if ((values.latitude === null) !== (values.longitude === null)) {
    const missing = values.latitude === null ? 'latitude' : 'longitude';
    throw new ApiError(400, PERSONNEL_CODES.incompleteCoordinates, {
      message: 'Latitude and longitude must be given together.',
      fields: { [missing]: PERSONNEL_CODES.incompleteCoordinates },
    });
  }
}

export const locations = defineResource({
  contract: LOCATION_RESOURCE,
  prefix: PERSONNEL_PREFIX,
  codes: PERSONNEL_RESOURCE_CODES,
  illegalText: { code: PERSONNEL_CODES.illegalInput },
  table: 'locations',
  columns: { display_name: { sql: 't.name' } },
  filters: { time_zone: { kind: 'eq', field: 'time_zone' } },
  search: ['name', 'code', 'address'],
  ordering: { fields: ['name', 'code', 'time_zone'], default: ['name'] },
  hooks: { beforeWrite: ({ values }) => assertLocationRules(values) },
});

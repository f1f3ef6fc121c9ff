/**
 * Locations (SPEC §7 personnel path `locations`, screen /company/location): a company's work locations with
 * name, code, address, map position and time zone; the same paging, search, CRUD, multi-read and multi-delete
 * as departments.
 */
import type { LocationRecord } from '@timekeep/contracts';
import { isKnownTimeZone } from '@timekeep/validation';
import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import type { Tables } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { ApiError } from '../../http/api-error';
import { PERSONNEL_CODES } from './codes';
import { assertLegalText, recordNotFound, replaceOrKeep, requiredFieldsError } from './input-rules';
import { fetchPage, matchesSearch, parseIdList, type PageQuery } from './paging';
import { assertUniqueName, deleteAllOrNone } from './record-checks';
import { resourceRoutes, type UpdateCall } from './resource-routes';

export type { LocationRecord };

interface LocationInput {
  name?: string;
  code?: string;
  address?: string;
  latitude?: number | null;
  longitude?: number | null;
  time_zone?: string;
}

interface LocationListQuery extends PageQuery {
  id__in?: string;
  time_zone?: string;
}

export const LOCATION_LIMITS = { name: 100, code: 50, address: 255, timeZone: 64 } as const;

const locationBody = {
  type: 'object',
  properties: {
    name: { type: 'string', minLength: 1, maxLength: LOCATION_LIMITS.name },
    code: { type: 'string', maxLength: LOCATION_LIMITS.code },
    address: { type: 'string', maxLength: LOCATION_LIMITS.address },
    // A type list, not anyOf: Ajv's type coercion would turn null into 0 in an anyOf number branch.
    latitude: { type: ['number', 'null'], minimum: -90, maximum: 90 },
    longitude: { type: ['number', 'null'], minimum: -180, maximum: 180 },
    time_zone: { type: 'string', maxLength: LOCATION_LIMITS.timeZone },
  },
} as const;

const LOCATION_COLUMNS = ['id', 'name', 'code', 'address', 'latitude', 'longitude', 'time_zone'] as const;

type Trx = Transaction<Tables>;

/** A stored location: the record without its label. */
type LocationRow = Omit<LocationRecord, 'display_name'>;

function toRecord(row: LocationRow): LocationRecord {
  // float8 arrives as a number from PGlite and pg alike; Number() guards drivers that hand over strings.
  const coordinate = (value: number | null) => (value === null ? null : Number(value));
  return { ...row, latitude: coordinate(row.latitude), longitude: coordinate(row.longitude), display_name: row.name };
}

const notFound = () => recordNotFound('location');

function findLocation(trx: Trx, companyId: number, id: number) {
  return trx.selectFrom('locations').select(LOCATION_COLUMNS).where('company_id', '=', companyId).where('id', '=', id).executeTakeFirst();
}

/** The checks JSON schema cannot make: a known time zone, and latitude and longitude given as a pair. */
function assertLocationRules(values: { time_zone: string; latitude: number | null; longitude: number | null }): void {
  if (values.time_zone !== '' && !isKnownTimeZone(values.time_zone)) {
    throw new ApiError(400, PERSONNEL_CODES.invalidTimeZone, {
      message: 'The time zone is not valid.',
      params: { time_zone: values.time_zone },
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

export function registerLocationRoutes(app: FastifyInstance, deps: AppDeps): void {
  const routes = resourceRoutes(app, deps, '/locations');

  routes.list({
    summary: 'Paged locations (search name, code, address; filter id__in, time_zone)',
    filters: { id__in: { type: 'string' }, time_zone: { type: 'string', maxLength: 64 } },
    list: async (query: LocationListQuery, companyId) => {
      const ids = parseIdList(query.id__in, 'id__in');
      return deps.database.withTenant(companyId, async (trx) => {
        let filtered = trx.selectFrom('locations').where('company_id', '=', companyId);
        if (ids) filtered = filtered.where('id', 'in', ids);
        if (query.time_zone) filtered = filtered.where('time_zone', '=', query.time_zone);
        const search = query.search?.trim();
        if (search) filtered = filtered.where((eb) => matchesSearch(eb, ['name', 'code', 'address'], search));
        return fetchPage(filtered, query, (page) => page.select(LOCATION_COLUMNS).orderBy('name').orderBy('id'), toRecord);
      });
    },
  });

  routes.readByIds({
    summary: 'Read several locations by id',
    read: async (trx, companyId, ids) => {
      const rows = await trx.selectFrom('locations').select(LOCATION_COLUMNS).where('company_id', '=', companyId).where('id', 'in', ids).orderBy('name').execute();
      return rows.map(toRecord);
    },
  });

  routes.readOne({
    summary: 'One location',
    find: async (trx, companyId, id) => {
      const row = await findLocation(trx, companyId, id);
      return row && toRecord(row);
    },
    notFound,
  });

  const legalText = (input: LocationInput, name: string | undefined) =>
    assertLegalText({ name, code: input.code, address: input.address, time_zone: input.time_zone });

  routes.create({
    summary: 'Create a location',
    body: { ...locationBody, required: ['name'] },
    create: async (input: LocationInput, companyId) => {
      const name = input.name?.trim() ?? '';
      legalText(input, name);
      const values = {
        name,
        code: input.code?.trim() ?? '',
        address: input.address?.trim() ?? '',
        latitude: input.latitude ?? null,
        longitude: input.longitude ?? null,
        time_zone: input.time_zone?.trim() ?? '',
      };
      assertLocationRules(values);
      const row = await deps.database.withTenant(companyId, async (trx) => {
        await assertUniqueName(trx, 'locations', companyId, name);
        return trx
          .insertInto('locations')
          .values({ company_id: companyId, ...values })
          .returning(LOCATION_COLUMNS)
          .executeTakeFirstOrThrow();
      });
      return toRecord(row);
    },
  });

  routes.updates({
    summaries: { replace: 'Replace a location', change: 'Change a location' },
    body: locationBody,
    update: async ({ partial, id, input, companyId }: UpdateCall<LocationInput>) => {
      const name = input.name?.trim();
      if (!partial && name === undefined) throw requiredFieldsError(['name']);
      legalText(input, name);
      const row = await deps.database.withTenant(companyId, async (trx) => {
        const existing = await findLocation(trx, companyId, id);
        if (!existing) throw notFound();
        const pick = replaceOrKeep(partial);
        const values = {
          name: name ?? existing.name,
          code: pick(input.code?.trim(), existing.code, ''),
          address: pick(input.address?.trim(), existing.address, ''),
          latitude: pick(input.latitude, existing.latitude, null),
          longitude: pick(input.longitude, existing.longitude, null),
          time_zone: pick(input.time_zone?.trim(), existing.time_zone, ''),
        };
        assertLocationRules(values);
        if (name !== undefined) await assertUniqueName(trx, 'locations', companyId, name, id);
        return trx
          .updateTable('locations')
          .set({ ...values, updated_at: deps.now() })
          .where('company_id', '=', companyId)
          .where('id', '=', id)
          .returning(LOCATION_COLUMNS)
          .executeTakeFirstOrThrow();
      });
      return toRecord(row);
    },
  });

  routes.deletes({
    summaries: { many: 'Delete several locations', one: 'Delete a location' },
    // All of `ids` or nothing: an id that is not the company's makes the whole call a 404.
    destroy: (companyId, ids) =>
      deps.database.withTenant(companyId, (trx) => deleteAllOrNone(trx, 'locations', companyId, ids, notFound)),
  });
}

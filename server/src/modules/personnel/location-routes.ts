/**
 * Locations (SPEC §7 personnel path `locations`, screen /company/location): a company's work locations with
 * name, code, address, map position and time zone; the same paging, search, CRUD, multi-read and multi-delete
 * as departments.
 */
import type { LocationRecord } from '@timekeep/contracts';
import { GENERAL_CODES } from '@timekeep/contracts';
import { isKnownTimeZone } from '@timekeep/validation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import { companyOf } from '../../auth/auth-plugin';
import type { Tables } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { ApiError } from '../../http/api-error';
import { ok } from '../../http/envelope';
import { PERSONNEL_CODES } from './codes';
import { assertAdmin, assertLegalText, idsOfBody } from './input-rules';
import { containsPattern, offsetOf, pageOf, pageQueryProperties, parseIdList, type PageQuery } from './paging';
import { idParams, idsBody } from './schemas';

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

interface LocationRow {
  id: number;
  name: string;
  code: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
  time_zone: string;
}

function toRecord(row: LocationRow): LocationRecord {
  // float8 arrives as a number from PGlite and pg alike; Number() guards drivers that hand over strings.
  const coordinate = (value: number | null) => (value === null ? null : Number(value));
  return { ...row, latitude: coordinate(row.latitude), longitude: coordinate(row.longitude), display_name: row.name };
}

function notFound(): ApiError {
  return new ApiError(404, PERSONNEL_CODES.notFound, { message: 'The location was not found.' });
}

function findLocation(trx: Trx, companyId: number, id: number) {
  return trx.selectFrom('locations').select(LOCATION_COLUMNS).where('company_id', '=', companyId).where('id', '=', id).executeTakeFirst();
}

async function assertUniqueName(trx: Trx, companyId: number, value: string, self?: number): Promise<void> {
  let query = trx
    .selectFrom('locations')
    .select('id')
    .where('company_id', '=', companyId)
    .where((eb) => eb(eb.fn('lower', ['name']), '=', value.toLowerCase()));
  if (self !== undefined) query = query.where('id', '<>', self);
  if (await query.executeTakeFirst()) {
    throw new ApiError(400, PERSONNEL_CODES.duplicateName, {
      message: 'This name is already in use.',
      params: { name: value },
      fields: { name: PERSONNEL_CODES.duplicateName },
    });
  }
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
  const tags = ['personnel'];

  app.get<{ Querystring: LocationListQuery }>(
    '/locations/',
    {
      preHandler: app.requireCompany,
      schema: {
        tags,
        summary: 'Paged locations (search name, code, address; filter id__in, time_zone)',
        querystring: { type: 'object', properties: { ...pageQueryProperties, id__in: { type: 'string' }, time_zone: { type: 'string', maxLength: 64 } } },
      },
    },
    async (request) => {
      const companyId = companyOf(request);
      const query = request.query;
      const ids = parseIdList(query.id__in, 'id__in');
      return deps.database.withTenant(companyId, async (trx) => {
        let filtered = trx.selectFrom('locations').where('company_id', '=', companyId);
        if (ids) filtered = filtered.where('id', 'in', ids);
        if (query.time_zone) filtered = filtered.where('time_zone', '=', query.time_zone);
        const search = query.search?.trim();
        if (search) {
          const pattern = containsPattern(search);
          filtered = filtered.where((eb) => eb.or([eb('name', 'ilike', pattern), eb('code', 'ilike', pattern), eb('address', 'ilike', pattern)]));
        }
        const { total } = await filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
        const rows = await filtered.select(LOCATION_COLUMNS).orderBy('name').orderBy('id').limit(query.page_size).offset(offsetOf(query)).execute();
        return ok(pageOf(rows.map(toRecord), Number(total), query), PERSONNEL_CODES.ok);
      });
    },
  );

  app.post<{ Body: { ids?: number[]; items?: number[] } }>(
    '/locations/read/',
    { preHandler: app.requireCompany, schema: { tags, summary: 'Read several locations by id', body: idsBody } },
    async (request) => {
      const companyId = companyOf(request);
      const ids = idsOfBody(request.body);
      if (ids.length === 0) return ok([], PERSONNEL_CODES.ok);
      const rows = await deps.database.withTenant(companyId, (trx) =>
        trx.selectFrom('locations').select(LOCATION_COLUMNS).where('company_id', '=', companyId).where('id', 'in', ids).orderBy('name').execute(),
      );
      return ok(rows.map(toRecord), PERSONNEL_CODES.ok);
    },
  );

  app.get<{ Params: { id: number } }>(
    '/locations/:id/',
    { preHandler: app.requireCompany, schema: { tags, summary: 'One location', params: idParams } },
    async (request) => {
      const companyId = companyOf(request);
      const row = await deps.database.withTenant(companyId, (trx) => findLocation(trx, companyId, request.params.id));
      if (!row) throw notFound();
      return ok(toRecord(row), PERSONNEL_CODES.ok);
    },
  );

  const legalText = (input: LocationInput, name: string | undefined) =>
    assertLegalText({ name, code: input.code, address: input.address, time_zone: input.time_zone });

  app.post<{ Body: LocationInput }>(
    '/locations/',
    { preHandler: app.requireCompany, schema: { tags, summary: 'Create a location', body: { ...locationBody, required: ['name'] } } },
    async (request) => {
      assertAdmin(request.auth?.role);
      const companyId = companyOf(request);
      const input = request.body;
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
        await assertUniqueName(trx, companyId, name);
        return trx
          .insertInto('locations')
          .values({ company_id: companyId, ...values })
          .returning(LOCATION_COLUMNS)
          .executeTakeFirstOrThrow();
      });
      return ok(toRecord(row), PERSONNEL_CODES.ok);
    },
  );

  const update = async (partial: boolean, request: FastifyRequest<{ Params: { id: number }; Body: LocationInput }>) => {
    assertAdmin(request.auth?.role);
    const companyId = companyOf(request);
    const id = request.params.id;
    const input = request.body;
    const name = input.name?.trim();
    if (!partial && name === undefined) {
      throw new ApiError(400, GENERAL_CODES.validation, { message: 'The request is not valid.', fields: { name: 'required' } });
    }
    legalText(input, name);
    const row = await deps.database.withTenant(companyId, async (trx) => {
      const existing = await findLocation(trx, companyId, id);
      if (!existing) throw notFound();
      // PUT replaces every writable field (absent → default); PATCH keeps what is not sent.
      const pick = <T>(value: T | undefined, current: T, fallback: T): T => (value !== undefined ? value : partial ? current : fallback);
      const values = {
        name: name ?? existing.name,
        code: pick(input.code?.trim(), existing.code, ''),
        address: pick(input.address?.trim(), existing.address, ''),
        latitude: pick(input.latitude, existing.latitude, null),
        longitude: pick(input.longitude, existing.longitude, null),
        time_zone: pick(input.time_zone?.trim(), existing.time_zone, ''),
      };
      assertLocationRules(values);
      if (name !== undefined) await assertUniqueName(trx, companyId, name, id);
      return trx
        .updateTable('locations')
        .set({ ...values, updated_at: deps.now() })
        .where('company_id', '=', companyId)
        .where('id', '=', id)
        .returning(LOCATION_COLUMNS)
        .executeTakeFirstOrThrow();
    });
    return ok(toRecord(row), PERSONNEL_CODES.ok);
  };

  app.put<{ Params: { id: number }; Body: LocationInput }>(
    '/locations/:id/',
    { preHandler: app.requireCompany, schema: { tags, summary: 'Replace a location', params: idParams, body: locationBody } },
    async (request) => update(false, request),
  );
  app.patch<{ Params: { id: number }; Body: LocationInput }>(
    '/locations/:id/',
    { preHandler: app.requireCompany, schema: { tags, summary: 'Change a location', params: idParams, body: locationBody } },
    async (request) => update(true, request),
  );

  /** All of `ids` or nothing: an id that is not the company's makes the whole call a 404. */
  const destroy = (companyId: number, ids: number[]) =>
    deps.database.withTenant(companyId, async (trx) => {
      const found = await trx.selectFrom('locations').select('id').where('company_id', '=', companyId).where('id', 'in', ids).execute();
      if (found.length !== ids.length) throw notFound();
      await trx.deleteFrom('locations').where('company_id', '=', companyId).where('id', 'in', ids).execute();
      return ids.length;
    });

  app.delete<{ Body: { ids?: number[]; items?: number[] } }>(
    '/locations/multi-destroy/',
    { preHandler: app.requireCompany, schema: { tags, summary: 'Delete several locations', body: idsBody } },
    async (request) => {
      assertAdmin(request.auth?.role);
      const ids = idsOfBody(request.body ?? {});
      if (ids.length === 0) throw new ApiError(400, GENERAL_CODES.validation, { message: 'No ids given.', fields: { ids: 'required' } });
      return ok({ deleted: await destroy(companyOf(request), ids) }, PERSONNEL_CODES.ok);
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/locations/:id/',
    { preHandler: app.requireCompany, schema: { tags, summary: 'Delete a location', params: idParams } },
    async (request) => {
      assertAdmin(request.auth?.role);
      return ok({ deleted: await destroy(companyOf(request), [request.params.id]) }, PERSONNEL_CODES.ok);
    },
  );
}

/**
 * `POST /web/mobile/api/v2/punch/` (ADR 0121): a punch from the app, stored as a transaction with source 'mobile'
 * (so the recalculation, the time card, /report mobile-transaction and the outdoor punch reports read it) and its
 * position, place, remark and photo beside it (gps_mobile_punches). The position must be within one of the
 * employee's allowed places (their own and their department's, valid on the punch's date); outside, the punch
 * is refused with a translated 400 unless the account allows outdoor punches, and then stored flagged `outdoor`.
 * The app's `client_id` makes a retry harmless: the same id returns the stored punch. Every call — stored,
 * repeated or refused — is a line of the mobile operation log.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { AppDeps } from '../../deps';
import { ApiError } from '../../http/api-error';
import { ok } from '../../http/envelope';
import type { Trx } from '../../resources/types';
import { wakeRecalc } from '../att/recalc/wake';
import { GPS_CODES } from '../gps/codes';
import { asMobileCaller, companyZone, doc, MOBILE_SECURITY, wallTime, writeLog } from './context';
import { checkPlaces, type Place } from './geofence';
import { envelope, PUNCH } from './schemas';
import type { MobileCaller } from './session';

/** The terminal SN a mobile punch carries (transactions.terminal_sn is required; no terminal sends punches as APP). */
export const MOBILE_TERMINAL_SN = 'APP';
/** How late an app may deliver a punch it kept offline, and how far ahead of the server's clock a phone may be. */
export const PUNCH_MAX_AGE_DAYS = 7;
export const PUNCH_MAX_AHEAD_MS = 5 * 60_000;
export const PHOTO_MAX_BYTES = 256 * 1024;

export interface PunchBody {
  client_id: string;
  time: string;
  punch_state: number;
  latitude: number;
  longitude: number;
  accuracy?: number | null;
  remark?: string;
  photo?: string | null;
}

export interface MobilePunch {
  id: number;
  client_id: string;
  punch_time: string;
  punch_state: number;
  latitude: number;
  longitude: number;
  accuracy: number | null;
  outdoor: boolean;
  place: string;
  distance: number | null;
  remark: string;
  has_photo: boolean;
  /** True when this client_id was stored before: nothing new was written. */
  repeated: boolean;
}

/** An ISO 8601 instant with its offset; the app's clock, converted to the company's wall clock. */
const TIME = '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]{1,6})?(Z|[+-][0-9]{2}:[0-9]{2})$';

const punchBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['client_id', 'time', 'punch_state', 'latitude', 'longitude'],
  properties: {
    client_id: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9._:-]+$', description: "The app's own id of this punch (a UUID): a retry with the same id is stored once." },
    time: { type: 'string', maxLength: 40, pattern: TIME, description: 'When the punch was made, with its UTC offset (2026-06-01T09:05:00+02:00).' },
    punch_state: { type: 'integer', minimum: 0, maximum: 5, description: '0 check in, 1 check out, 2 break out, 3 break in, 4 overtime in, 5 overtime out.' },
    latitude: { type: 'number', minimum: -90, maximum: 90 },
    longitude: { type: 'number', minimum: -180, maximum: 180 },
    accuracy: { type: ['number', 'null'], minimum: 0, maximum: 100000, description: 'Metres (the phone’s estimate); stored, not added to the radius.' },
    remark: { type: 'string', maxLength: 200 },
    photo: { type: ['string', 'null'], maxLength: Math.ceil(PHOTO_MAX_BYTES / 3) * 4, pattern: '^[A-Za-z0-9+/]*={0,2}$', description: 'A JPEG or PNG, base64, at most 256 KB.' },
  },
} as const;

function refuse(code: string, message: string, field: string, params: Record<string, string | number> = {}): ApiError {
  return new ApiError(400, code, { message, params, fields: { [field]: code } });
}

/** The instant of `time`, or a 400 naming the field: a real calendar time, not older than a week nor ahead of now. */
export function punchInstant(time: string, now: Date): Date {
  const instant = new Date(time);
  // the pattern admits 2026-02-30T…; Date rolls it over, so compare the date part back
  const datePart = time.slice(0, 10);
  const offsetMatch = /(Z|[+-]\d{2}:\d{2})$/.exec(time);
  const offsetMinutes = !offsetMatch || offsetMatch[1] === 'Z' ? 0 : (offsetMatch[1][0] === '-' ? -1 : 1) * (Number(offsetMatch[1].slice(1, 3)) * 60 + Number(offsetMatch[1].slice(4, 6)));
  const local = Number.isNaN(instant.getTime()) ? '' : new Date(instant.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 10);
  if (local !== datePart || Number(time.slice(11, 13)) > 23 || Math.abs(offsetMinutes) > 14 * 60) {
    throw new ApiError(400, 'ZGEN0400', { message: 'The request is not valid.', fields: { time: 'invalid' } });
  }
  if (instant.getTime() > now.getTime() + PUNCH_MAX_AHEAD_MS || instant.getTime() < now.getTime() - PUNCH_MAX_AGE_DAYS * 86_400_000) {
    throw refuse(GPS_CODES.punchTime, 'The punch time is too far from now.', 'time', { days: PUNCH_MAX_AGE_DAYS });
  }
  return instant;
}

/** A JPEG or PNG by its first bytes, within the size; 400 otherwise. */
export function photoOf(base64: string): { data: Buffer; type: 'image/jpeg' | 'image/png' } {
  const data = Buffer.from(base64, 'base64');
  const type = data.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))
    ? 'image/jpeg'
    : data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
      ? 'image/png'
      : null;
  if (!type || data.length > PHOTO_MAX_BYTES) throw refuse(GPS_CODES.photoInvalid, 'The photo must be a JPEG or PNG image of at most 256 KB.', 'photo', { max: PHOTO_MAX_BYTES / 1024 });
  return { data, type };
}

/** A stored mobile punch as read (a bigint id may come back as a string). */
type StoredRow = Omit<MobilePunch, 'id' | 'repeated'> & { id: number | string };

/** The stored mobile punch with this client id, or (a number) the one beside this transaction. */
async function storedPunch(trx: Trx, caller: MobileCaller, key: string | number): Promise<MobilePunch | undefined> {
  const which = typeof key === 'string' ? sql`m.client_id = ${key}` : sql`m.transaction_id = ${key}`;
  const { rows } = await sql<StoredRow>`
    select t.id, m.client_id, to_char(t.punch_time, 'YYYY-MM-DD HH24:MI:SS') as punch_time, t.punch_state, m.latitude, m.longitude,
      m.accuracy, m.outdoor, m.place, m.distance, m.remark, m.photo is not null as has_photo
    from gps_mobile_punches m join transactions t on t.company_id = m.company_id and t.id = m.transaction_id
    where m.company_id = ${caller.companyId} and m.employee = ${caller.employeeId} and ${which}
    order by m.id limit 1`.execute(trx);
  const row = rows[0];
  return row ? { ...row, id: Number(row.id), accuracy: row.accuracy === null ? null : Number(row.accuracy), repeated: true } : undefined;
}

/** The employee's own places and their department's, valid on `date` (open ends are open). */
async function allowedPlaces(trx: Trx, caller: MobileCaller, date: string): Promise<Place[]> {
  const { rows } = await sql<Place & { own: number }>`
    select 0 as own, l.name, l.latitude, l.longitude, l.radius from gps_employee_locations l
    where l.company_id = ${caller.companyId} and l.employee = ${caller.employeeId}
      and (l.start_date is null or l.start_date <= ${date}::date) and (l.end_date is null or l.end_date >= ${date}::date)
    union all
    select 1, l.name, l.latitude, l.longitude, l.radius from gps_department_locations l
      join employees e on e.company_id = l.company_id and e.department_id = l.department
    where l.company_id = ${caller.companyId} and e.id = ${caller.employeeId}
      and (l.start_date is null or l.start_date <= ${date}::date) and (l.end_date is null or l.end_date >= ${date}::date)
    order by 1, 2`.execute(trx);
  // the employee's own places first: at equal distance the name given is the most specific one
  return rows.map((row) => ({ name: row.name, latitude: Number(row.latitude), longitude: Number(row.longitude), radius: Number(row.radius) }));
}

type Outcome = { punch: MobilePunch } | { refusal: ApiError };

async function punch(deps: AppDeps, request: FastifyRequest<{ Body: PunchBody }>, trx: Trx, caller: MobileCaller): Promise<Outcome> {
  const body = request.body;
  const zone = await companyZone(trx, caller.companyId);
  const now = deps.now();
  const log = {
    companyId: caller.companyId,
    time: wallTime(zone, now),
    employeeId: caller.employeeId,
    empCode: caller.empCode,
    action: 'punch' as const,
    device: caller.device,
    request,
    latitude: body.latitude,
    longitude: body.longitude,
  };
  const before = await storedPunch(trx, caller, body.client_id);
  if (before) {
    await writeLog(trx, { ...log, description: `Punch ${body.client_id} repeated: already stored at ${before.punch_time}.` });
    return { punch: before };
  }
  let instant: Date;
  let photo: ReturnType<typeof photoOf> | null;
  try {
    instant = punchInstant(body.time, now);
    photo = body.photo ? photoOf(body.photo) : null;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    await writeLog(trx, { ...log, description: `Punch refused: ${error.context.message ?? error.code}` });
    return { refusal: error };
  }
  const punchTime = wallTime(zone, instant);
  const places = await allowedPlaces(trx, caller, punchTime.slice(0, 10));
  const check = checkPlaces(body, places);
  const nearest = check.inside ? check : check.nearest;
  const distance = nearest ? Math.round(nearest.distance) : null;
  if (!check.inside && !caller.allowOutdoor) {
    const refusal = nearest
      ? refuse(GPS_CODES.outsidePlaces, 'You are outside your punch places.', 'latitude', { place: nearest.place.name, distance: distance ?? 0, radius: nearest.place.radius })
      : refuse(GPS_CODES.noPlaces, 'No punch place is set for you. Ask your administrator.', 'latitude');
    await writeLog(trx, { ...log, description: nearest ? `Punch refused: ${distance ?? 0} m from ${nearest.place.name} (radius ${nearest.place.radius} m).` : 'Punch refused: no punch place is set.' });
    return { refusal };
  }
  const outdoor = !check.inside;
  const inserted = await sql<{ id: number | string }>`
    insert into transactions (company_id, terminal_sn, emp_code, employee_id, punch_time, punch_utc, punch_state, source, upload_time)
    values (${caller.companyId}, ${MOBILE_TERMINAL_SN}, ${caller.empCode}, ${caller.employeeId}, ${punchTime}::timestamp, ${instant.toISOString()}::timestamptz,
      ${body.punch_state}, 'mobile', ${now.toISOString()}::timestamptz)
    on conflict (company_id, terminal_sn, emp_code, punch_time) do nothing returning id`.execute(trx);
  const transactionId = Number(
    inserted.rows[0]?.id ??
      (await sql<{ id: number | string }>`select id from transactions where company_id = ${caller.companyId} and terminal_sn = ${MOBILE_TERMINAL_SN}
        and emp_code = ${caller.empCode} and punch_time = ${punchTime}::timestamp`.execute(trx)).rows[0].id,
  );
  const repeated = async (punch: MobilePunch): Promise<Outcome> => {
    await writeLog(trx, { ...log, description: `Punch ${body.client_id} repeated: already stored at ${punch.punch_time}.` });
    return { punch };
  };
  if (inserted.rows.length === 0) {
    // the same second from the app under another client id is the same punch (the device key says so): one
    // transaction, one position beside it — the report and the home screen list it once
    const same = await storedPunch(trx, caller, transactionId);
    if (same) return repeated(same);
  }
  const place = nearest?.place.name ?? '';
  const stored = await sql<{ id: number | string }>`
    insert into gps_mobile_punches (company_id, transaction_id, employee, client_id, latitude, longitude, accuracy, outdoor, place, distance, remark, photo, photo_type)
    values (${caller.companyId}, ${transactionId}, ${caller.employeeId}, ${body.client_id}, ${body.latitude}, ${body.longitude}, ${body.accuracy ?? null},
      ${outdoor}, ${place}, ${distance}, ${body.remark ?? ''}, ${photo?.data ?? null}, ${photo?.type ?? null})
    on conflict (company_id, employee, client_id) do nothing returning id`.execute(trx);
  if (stored.rows.length === 0) {
    // a concurrent retry of the same client id committed first: answer with what it stored
    const raced = await storedPunch(trx, caller, body.client_id);
    if (raced) return repeated(raced);
  }
  const where = outdoor ? `outdoor, ${distance === null ? 'no punch place set' : `${distance} m from ${place}`}` : `at ${place} (${distance ?? 0} m)`;
  await writeLog(trx, { ...log, description: `Punch ${body.punch_state} at ${punchTime}, ${where}.` });
  return {
    punch: {
      id: transactionId,
      client_id: body.client_id,
      punch_time: punchTime,
      punch_state: body.punch_state,
      latitude: body.latitude,
      longitude: body.longitude,
      accuracy: body.accuracy ?? null,
      outdoor,
      place,
      distance,
      remark: body.remark ?? '',
      has_photo: photo !== null,
      repeated: false,
    },
  };
}

export function registerPunchRoute(app: FastifyInstance, deps: AppDeps): void {
  app.post<{ Body: PunchBody }>(
    '/punch/',
    {
      schema: {
        ...doc(
          'Punch from the app',
          'Stored as a transaction with source "mobile" when the position is within one of the employee’s allowed places (own or department’s, valid that day); outside them, 400 ZGPS0010 (ZGPS0011 when none is set) unless the account allows outdoor punches, which are stored flagged. A retried client_id answers the stored punch with repeated: true. Every call is written to the mobile operation log.',
        ),
        security: MOBILE_SECURITY,
        body: punchBodySchema,
        response: envelope(PUNCH),
      },
    },
    async (request) => {
      const outcome = await asMobileCaller(deps, request, (trx, caller) => punch(deps, request, trx, caller));
      // a refusal's log line committed with the transaction above; the punch itself was never written
      if ('refusal' in outcome) throw outcome.refusal;
      if (!outcome.punch.repeated) wakeRecalc(deps.database);
      return ok(outcome.punch, GPS_CODES.ok);
    },
  );
}

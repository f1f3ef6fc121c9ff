/** Shared pieces of the mobile API: the company's wall clock and the mobile operation log (ADR 0121). */
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps';
import { mobileCaller, mobileClaimsOf, type MobileCaller } from './session';
import { sql } from 'kysely';
import { offsetAt } from '../../attendance/engine/time';
import type { Trx } from '../../resources/types';

/** The company's time zone (companies.company_timezone; UTC when unset or not a zone). */
export async function companyZone(trx: Trx, companyId: number): Promise<string> {
  const { rows } = await sql<{ zone: string | null }>`select company_timezone as zone from companies where id = ${companyId}`.execute(trx);
  return rows[0]?.zone || 'UTC';
}

/** 'YYYY-MM-DD HH:MM:SS' of `instant` on the wall clock of `zone` (how punch_time and the log's time are kept). */
export function wallTime(zone: string, instant: Date): string {
  let offset = 0;
  try {
    offset = offsetAt(zone, Math.floor(instant.getTime() / 60_000));
  } catch {
    offset = 0;
  }
  return new Date(instant.getTime() + offset * 60_000).toISOString().slice(0, 19).replace('T', ' ');
}

export type LogAction = 'sign_in' | 'sign_out' | 'punch' | 'other';

/** One row of the mobile operation log (/gps/operation-log), in the caller's transaction. */
export async function writeLog(
  trx: Trx,
  entry: {
    companyId: number;
    time: string;
    employeeId: number | null;
    empCode: string;
    action: LogAction;
    description: string;
    device: string;
    request: FastifyRequest;
    latitude?: number | null;
    longitude?: number | null;
  },
): Promise<void> {
  await sql`insert into gps_operation_logs (company_id, time, employee, emp_code, action, description, device, ip, latitude, longitude)
    values (${entry.companyId}, ${entry.time}::timestamp, ${entry.employeeId}, ${entry.empCode}, ${entry.action}, ${entry.description.slice(0, 500)},
      ${entry.device}, ${entry.request.ip}, ${entry.latitude ?? null}, ${entry.longitude ?? null})`.execute(trx);
}

export const DEVICE = { type: 'string', maxLength: 100, description: 'The phone and app, as the app names them (shown in the operation log).' } as const;

export const MOBILE_SECURITY = [{ jwt: [] }];
export const doc = (summary: string, description?: string) => ({ tags: ['mobile'], summary, ...(description ? { description } : {}) });

/** Runs `work` for the caller of a mobile token, in its company's transaction (401 for any other token). */
export function asMobileCaller<T>(deps: AppDeps, request: FastifyRequest, work: (trx: Trx, caller: MobileCaller) => Promise<T>): Promise<T> {
  const claims = mobileClaimsOf(deps, request);
  return deps.database.withTenant(claims.company_id, async (trx) => work(trx, await mobileCaller(trx, claims)));
}

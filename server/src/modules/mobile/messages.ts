/**
 * The announcements and notices addressed to the app's employee (ADR 0121): to everyone, to the employee's
 * department or to the employee, current on the company's today (started, not ended), newest first, each with
 * whether the employee read it; `POST <id>/read/` marks one read (again is harmless). Another employee's message,
 * another company's, or one not started yet is 404.
 */
import { GENERAL_CODES } from '@timekeep/contracts';
import type { FastifyInstance } from 'fastify';
import { sql, type RawBuilder } from 'kysely';
import type { AppDeps } from '../../deps';
import { ApiError } from '../../http/api-error';
import { ok } from '../../http/envelope';
import { idSchema } from '../../http/input-validation';
import type { Trx } from '../../resources/types';
import { GPS_CODES } from '../gps/codes';
import { asMobileCaller, companyZone, doc, MOBILE_SECURITY, wallTime } from './context';
import { envelope, list, MESSAGE } from './schemas';
import type { MobileCaller } from './session';

/** At most this many current messages of a kind are listed (the newest). */
export const MESSAGES_MAX = 100;

interface Kind {
  path: 'announcements' | 'notices';
  table: string;
  owner: string;
  reads: string;
}

export const MESSAGE_KINDS: readonly Kind[] = [
  { path: 'announcements', table: 'gps_announcements', owner: 'announcement_id', reads: 'gps_announcement_reads' },
  { path: 'notices', table: 'gps_notices', owner: 'notice_id', reads: 'gps_notice_reads' },
];

export interface MobileMessage {
  id: number;
  title: string;
  content: string;
  start_date: string;
  end_date: string | null;
  read: boolean;
  read_at: string | null;
}

/** Messages of `kind` addressed to the caller and current on `today` (the table is aliased m). */
function addressed(kind: Kind, caller: MobileCaller, today: string): RawBuilder<unknown> {
  const departments = sql.table(`${kind.table.replace(/s$/, '')}_departments`);
  const employees = sql.table(`${kind.table.replace(/s$/, '')}_employees`);
  const owner = sql.ref(`l.${kind.owner}`);
  return sql`m.company_id = ${caller.companyId} and m.start_date <= ${today}::date and (m.end_date is null or m.end_date >= ${today}::date)
    and (m.audience = 'all'
      or (m.audience = 'employees' and exists (select 1 from ${employees} l where l.company_id = m.company_id and ${owner} = m.id and l.employee_id = ${caller.employeeId}))
      or (m.audience = 'departments' and exists (select 1 from ${departments} l join employees e on e.company_id = l.company_id and e.department_id = l.department_id
        where l.company_id = m.company_id and ${owner} = m.id and e.id = ${caller.employeeId})))`;
}

async function listMessages(trx: Trx, kind: Kind, caller: MobileCaller, today: string): Promise<MobileMessage[]> {
  const reads = sql.table(kind.reads);
  const owner = sql.ref(`r.${kind.owner}`);
  const { rows } = await sql<{ id: number | string; title: string; content: string; start_date: string; end_date: string | null; read_at: Date | string | null }>`
    select m.id, m.title, m.content, to_char(m.start_date, 'YYYY-MM-DD') as start_date, to_char(m.end_date, 'YYYY-MM-DD') as end_date,
      (select r.read_at from ${reads} r where r.company_id = m.company_id and ${owner} = m.id and r.employee_id = ${caller.employeeId}) as read_at
    from ${sql.table(kind.table)} m
    where ${addressed(kind, caller, today)}
    order by m.start_date desc, m.id desc limit ${MESSAGES_MAX}`.execute(trx);
  return rows.map((row) => ({
    id: Number(row.id),
    title: row.title,
    content: row.content,
    start_date: row.start_date,
    end_date: row.end_date,
    read: row.read_at !== null,
    read_at: row.read_at === null ? null : new Date(row.read_at).toISOString(),
  }));
}

/** How many current messages of each kind the caller has not read (the home screen's badges). */
export async function unreadCounts(trx: Trx, caller: MobileCaller, today: string): Promise<Record<Kind['path'], number>> {
  const counts = { announcements: 0, notices: 0 };
  for (const kind of MESSAGE_KINDS) {
    const owner = sql.ref(`r.${kind.owner}`);
    const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(kind.table)} m where ${addressed(kind, caller, today)}
      and not exists (select 1 from ${sql.table(kind.reads)} r where r.company_id = m.company_id and ${owner} = m.id and r.employee_id = ${caller.employeeId})`.execute(trx);
    counts[kind.path] = Number(rows[0]?.n ?? 0);
  }
  return counts;
}

export function registerMessageRoutes(app: FastifyInstance, deps: AppDeps): void {
  for (const kind of MESSAGE_KINDS) {
    app.get(
      `/${kind.path}/`,
      { schema: { ...doc(`The ${kind.path} addressed to me, current today, newest first, with read state`), security: MOBILE_SECURITY, response: envelope(list(MESSAGE)) } },
      async (request) => {
        const data = await asMobileCaller(deps, request, async (trx, caller) => {
          const today = wallTime(await companyZone(trx, caller.companyId), deps.now()).slice(0, 10);
          return listMessages(trx, kind, caller, today);
        });
        return ok({ data, total: data.length }, GPS_CODES.ok);
      },
    );
    app.post<{ Params: { id: number } }>(
      `/${kind.path}/:id/read/`,
      {
        schema: {
          ...doc(`Mark one of my ${kind.path} read`),
          security: MOBILE_SECURITY,
          params: { type: 'object', required: ['id'], properties: { id: idSchema } },
          response: envelope(MESSAGE),
        },
      },
      async (request) => {
        const message = await asMobileCaller(deps, request, async (trx, caller) => {
          const today = wallTime(await companyZone(trx, caller.companyId), deps.now()).slice(0, 10);
          const owner = sql.ref(kind.owner);
          await sql`insert into ${sql.table(kind.reads)} (company_id, ${owner}, employee_id, read_at)
            select m.company_id, m.id, ${caller.employeeId}, ${deps.now().toISOString()}::timestamptz from ${sql.table(kind.table)} m
            where m.id = ${request.params.id} and ${addressed(kind, caller, today)}
            on conflict do nothing`.execute(trx);
          return (await listMessages(trx, kind, caller, today)).find((row) => row.id === request.params.id);
        });
        if (!message) throw new ApiError(404, GENERAL_CODES.notFound, { message: 'Not found.' });
        return ok(message, GPS_CODES.ok);
      },
    );
  }
}

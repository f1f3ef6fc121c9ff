/**
 * Who is calling (brief §1, §14): the SN is the identity (a claim, not a credential). Every request updates the
 * SN's registry row (the pending pool for unclaimed SNs); a claimed SN is served only for its own company, and a
 * request for it arriving on another company's host is refused.
 */
import { sql } from 'kysely';
import type { AppDeps } from '../../deps';
import type { Database } from '../../db/database';
import { GroupCommit } from './group-commit';
import { companyDomainOfHost } from '../oauth/context';
import type { TerminalsTable } from './tables';
import type { Selectable } from 'kysely';

export const SN_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export interface RegistryRow {
  sn: string;
  company_id: number | null;
  terminal_id: number | null;
  pushver: string | null;
  language: string | null;
  registry_code: string | null;
  session_id: string | null;
}

export interface SeenRequest {
  sn: string;
  ip: string;
  userAgent: string;
  hostCompanyId: number | null;
  /** Set on a handshake: the device's protocol version and language are recorded then. */
  handshake?: { pushver: string | null; language: string | null; deviceType: string | null };
}

/** Records the request against the SN (first/last seen, count, IP) and returns its registry row. */
export function touchDevice(deps: AppDeps, seen: SeenRequest): Promise<RegistryRow> {
  let committer = touches.get(deps.database);
  if (!committer) {
    // Requests of many devices that arrive together are recorded in one statement (group commit, ADR 0098).
    committer = new GroupCommit((group) => touchDevices(deps, group), {
      // A handshake records protocol facts a plain request leaves alone: one kind per statement.
      groupOf: (request) => (request.handshake ? 'handshake' : 'request'),
      // One row per SN per statement (an upsert may not touch a row twice).
      memberOf: (request) => request.sn,
      sizeOf: () => 1,
      maxSize: 200,
      maxInFlight: deps.database.kind === 'pglite' ? 1 : 2,
    });
    touches.set(deps.database, committer);
  }
  return committer.submit(seen);
}

const touches = new WeakMap<Database, GroupCommit<SeenRequest, RegistryRow>>();

/** Upserts the registry rows of several SNs (all handshakes or none); one row per request, in order. */
async function touchDevices(deps: AppDeps, group: SeenRequest[]): Promise<RegistryRow[]> {
  const now = deps.now();
  const handshake = group[0].handshake !== undefined;
  const column = <T>(value: (seen: SeenRequest) => T) => group.map(value);
  const result = await sql<RegistryRow>`
    insert into iclock_devices as d (sn, ip_address, user_agent, host_company_id, pushver, language, device_type, first_seen, last_seen, request_count)
    select v.sn, v.ip, v.ua, v.host, v.pushver, v.language, v.device_type, ${now}::timestamptz, ${now}::timestamptz, 1
      from unnest(${column((seen) => seen.sn)}::text[], ${column((seen) => seen.ip)}::text[], ${column((seen) => seen.userAgent)}::text[],
        ${column((seen) => seen.hostCompanyId)}::bigint[], ${column((seen) => seen.handshake?.pushver ?? null)}::text[],
        ${column((seen) => seen.handshake?.language ?? null)}::text[], ${column((seen) => seen.handshake?.deviceType ?? null)}::text[])
        as v(sn, ip, ua, host, pushver, language, device_type)
    on conflict (sn) do update set
      ip_address = excluded.ip_address,
      user_agent = excluded.user_agent,
      last_seen = excluded.last_seen,
      request_count = d.request_count + 1,
      host_company_id = coalesce(excluded.host_company_id, d.host_company_id),
      pushver = case when ${handshake}::boolean then excluded.pushver else d.pushver end,
      language = case when ${handshake}::boolean then excluded.language else d.language end,
      device_type = case when ${handshake}::boolean then excluded.device_type else d.device_type end
    returning sn, company_id, terminal_id, pushver, language, registry_code, session_id`.execute(deps.database.db);
  const bySn = new Map(result.rows.map((row) => [row.sn, row]));
  return group.map((seen) => {
    const row = bySn.get(seen.sn);
    if (!row) throw new Error(`no registry row for ${seen.sn}`);
    return row;
  });
}

const HOST_CACHE_MS = 60_000;
const hostCache = new Map<string, { id: number | null; at: number }>();

/** The company whose host (`<domain>.<base domain>`) the request came to, or null (base host, IP, other name). */
export async function companyOfHost(deps: AppDeps, host: string | undefined): Promise<number | null> {
  if (!host) return null;
  const domain = companyDomainOfHost(host, deps.config.baseDomain);
  if (!domain) return null;
  const cached = hostCache.get(domain);
  const at = Date.now();
  if (cached && at - cached.at < HOST_CACHE_MS) return cached.id;
  const row = await deps.database.db
    .selectFrom('companies')
    .select('id')
    .where(sql<string>`lower(company_domain)`, '=', domain)
    .executeTakeFirst();
  const id = row?.id ?? null;
  hostCache.set(domain, { id, at });
  return id;
}

export type Terminal = Selectable<TerminalsTable>;

/**
 * Terminal rows read per request are cached briefly: a device posts every few seconds and its settings (zone,
 * claim date, heartbeat) change rarely; an administrator's change reaches the device within this window.
 */
export const TERMINAL_CACHE_MS = 2000;
const terminalCache = new Map<string, { terminal: Terminal; at: number }>();

export async function loadTerminal(deps: AppDeps, companyId: number, terminalId: number): Promise<Terminal | undefined> {
  const key = `${companyId}:${terminalId}`;
  const cached = terminalCache.get(key);
  const at = Date.now();
  if (cached && at - cached.at < TERMINAL_CACHE_MS) return cached.terminal;
  const terminal = await deps.database.withTenant(companyId, (trx) =>
    trx.selectFrom('terminals').selectAll().where('company_id', '=', companyId).where('id', '=', terminalId).executeTakeFirst(),
  );
  if (terminalCache.size > 10_000) terminalCache.clear();
  if (terminal) terminalCache.set(key, { terminal, at });
  else terminalCache.delete(key);
  return terminal;
}

/** Drops the company's cached terminal rows (an administrator changed settings the device reads). */
export function forgetTerminals(companyId: number): void {
  for (const key of terminalCache.keys()) if (key.startsWith(`${companyId}:`)) terminalCache.delete(key);
}

export interface ClaimTerminal {
  sn: string;
  alias?: string;
  time_zone?: string;
  area_id?: number | null;
  claimed_at?: Date;
}

/**
 * Registers an SN as the company's terminal (the terminals resource does the same through the kernel). An SN
 * another company holds is refused by the unique index; the registry row follows by trigger.
 */
export async function claimTerminal(deps: AppDeps, companyId: number, claim: ClaimTerminal): Promise<number> {
  const row = await deps.database.withTenant(companyId, (trx) =>
    trx
      .insertInto('terminals')
      .values({
        company_id: companyId,
        sn: claim.sn,
        alias: claim.alias ?? claim.sn,
        time_zone: claim.time_zone ?? 'UTC',
        area_id: claim.area_id ?? null,
        claimed_at: claim.claimed_at ?? deps.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
  return row.id;
}

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

/**
 * Records the request against the SN (first/last seen, count, IP) and returns its registry row.
 *
 * With `mayDefer` (the frequent requests: punch uploads, polls) a claimed SN whose row a touch returned less than
 * TERMINAL_CACHE_MS ago is answered from that row at once, and its touch is written after the reply (ADR 0107):
 * the request no longer waits for a registry transaction of its own, and the row it used is as fresh as the
 * terminal row read beside it. Handshakes, unclaimed SNs and 3.x registration always wait for the row.
 */
export function touchDevice(deps: AppDeps, seen: SeenRequest, options: { mayDefer?: boolean } = {}): Promise<RegistryRow> {
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
  const written = committer.submit(seen).then((row) => {
    remember(deps.database, row);
    return row;
  });
  const cached = options.mayDefer && !seen.handshake ? registryCache.get(seen.sn) : undefined;
  if (cached && cached.database === deps.database && Date.now() - cached.at < TERMINAL_CACHE_MS) {
    // Last seen and the request count only: a failure here is logged by nobody and costs the device nothing.
    written.catch(() => undefined);
    return Promise.resolve(cached.row);
  }
  return written;
}

/** Registry rows of claimed SNs as their last touch returned them (one process may serve several databases in tests). */
const registryCache = new Map<string, { database: Database; row: RegistryRow; at: number }>();

function remember(database: Database, row: RegistryRow): void {
  if (row.company_id === null || row.terminal_id === null) {
    registryCache.delete(row.sn);
    return;
  }
  if (registryCache.size > 10_000) registryCache.clear();
  registryCache.set(row.sn, { database, row, at: Date.now() });
}

const touches = new WeakMap<Database, GroupCommit<SeenRequest, RegistryRow>>();

/**
 * Upserts the registry rows of several SNs (all handshakes or none); one row per request, in order. An
 * asynchronous commit (ADR 0107): first/last seen and a request count are worth no disk sync — a crash may lose
 * the last fraction of a second of them, and the next request writes them again. The claim itself is written by
 * the terminals trigger, in the administrator's synchronous transaction.
 */
async function touchDevices(deps: AppDeps, group: SeenRequest[]): Promise<RegistryRow[]> {
  const now = deps.now();
  const handshake = group[0].handshake !== undefined;
  const column = <T>(value: (seen: SeenRequest) => T) => group.map(value);
  const result = await deps.database.db.transaction().execute(async (trx) => {
    await sql`select set_config('synchronous_commit', 'off', true)`.execute(trx);
    return sql<RegistryRow>`
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
    returning sn, company_id, terminal_id, pushver, language, registry_code, session_id`.execute(trx);
  });
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
/** How old a cached row an upload or a poll may be answered with while a fresh one is read. */
const TERMINAL_STALE_MS = 30_000;
const terminalCache = new Map<string, { database: Database; terminal: Terminal; at: number; refreshing?: boolean }>();

/**
 * The terminal row, at most TERMINAL_CACHE_MS old. With `mayServeStale` (uploads and polls, ADR 0107) a row up to
 * TERMINAL_STALE_MS old is served at once while a fresh one is read for the next request: a device that keeps
 * sending never waits for this read, and still sees a change by the next request (an administrator's change,
 * through forgetTerminals, at once).
 */
export async function loadTerminal(deps: AppDeps, companyId: number, terminalId: number, options: { mayServeStale?: boolean } = {}): Promise<Terminal | undefined> {
  const key = `${companyId}:${terminalId}`;
  const cached = terminalCache.get(key);
  const at = Date.now();
  if (cached && cached.database === deps.database) {
    if (at - cached.at < TERMINAL_CACHE_MS) return cached.terminal;
    if (options.mayServeStale && at - cached.at < TERMINAL_STALE_MS) {
      if (!cached.refreshing) {
        cached.refreshing = true;
        readTerminal(deps, companyId, terminalId).catch(() => {
          cached.refreshing = false;
        });
      }
      return cached.terminal;
    }
  }
  return readTerminal(deps, companyId, terminalId);
}

async function readTerminal(deps: AppDeps, companyId: number, terminalId: number): Promise<Terminal | undefined> {
  const key = `${companyId}:${terminalId}`;
  const at = Date.now();
  const terminal = await deps.database.withTenant(companyId, (trx) =>
    trx.selectFrom('terminals').selectAll().where('company_id', '=', companyId).where('id', '=', terminalId).executeTakeFirst(),
  );
  if (terminalCache.size > 10_000) terminalCache.clear();
  if (terminal) terminalCache.set(key, { database: deps.database, terminal, at });
  else terminalCache.delete(key);
  return terminal;
}

/** Drops the company's cached terminal rows (an administrator changed settings the device reads). */
export function forgetTerminals(companyId: number): void {
  for (const key of terminalCache.keys()) if (key.startsWith(`${companyId}:`)) terminalCache.delete(key);
  for (const [sn, cached] of registryCache) if (cached.row.company_id === companyId) registryCache.delete(sn);
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

/**
 * Punch normalisation (§4.2): device wall time + IANA zone → instant with DST flags, and the
 * duplicate / double-read filter shared by ingestion and the calculation.
 */
import type { Punch, PunchSource, PunchState } from './model';
import { MINUTES_PER_DAY, isValidZone, parseWall, wallToInstant } from './time';

export interface RawPunch {
  id: string;
  /** device-local wall time 'YYYY-MM-DDTHH:MM[:SS]' */
  wall: string;
  /** zones in fallback order (§4.2): device → area → company → tenant */
  zones?: { device?: string; area?: string; company?: string; tenant?: string };
  /** offset the device supplied (minutes east of UTC); decides DST overlaps, or is used alone when no zone is known */
  offset?: number;
  state?: PunchState;
  source?: PunchSource;
  sourceId?: string;
  voided?: boolean;
  notForAttendance?: boolean;
  outsideGeofence?: boolean;
}

export interface NormalizeResult {
  punch: Punch;
  /** zone used (null when the fixed offset was used) */
  zone: string | null;
  /** wall time was in a DST gap and was shifted forward by this many minutes */
  gapMinutes: number;
}

/** Interpret a device punch (§4.2): pick the zone by fallback, resolve DST gaps/overlaps. */
export function normalizePunch(raw: RawPunch): NormalizeResult {
  const { wall, seconds } = parseWall(raw.wall);
  const z = raw.zones;
  const zone = [z?.device, z?.area, z?.company, z?.tenant].find((x): x is string => !!x && isValidZone(x)) ?? null;
  let instantMin: number;
  let offset: number;
  let gap = 0;
  let overlap = false;
  if (zone) {
    const r = wallToInstant(zone, wall, raw.offset);
    instantMin = r.instant;
    offset = r.offset;
    gap = r.gap;
    overlap = r.overlap && raw.offset === undefined;
  } else if (raw.offset !== undefined) {
    instantMin = wall - raw.offset;
    offset = raw.offset;
  } else {
    throw new RangeError(`punch ${raw.id}: no valid time zone and no offset`);
  }
  const punch: Punch = {
    id: raw.id,
    at: instantMin * 60000 + seconds * 1000,
    offset,
  };
  if (raw.state !== undefined) punch.state = raw.state;
  if (raw.source !== undefined) punch.source = raw.source;
  if (raw.sourceId !== undefined) punch.sourceId = raw.sourceId;
  if (raw.voided) punch.voided = true;
  if (raw.notForAttendance) punch.notForAttendance = true;
  if (raw.outsideGeofence) punch.outsideGeofence = true;
  if (gap > 0) punch.dstGap = true;
  if (overlap) punch.dstOverlap = true;
  return { punch, zone, gapMinutes: gap };
}

export interface DedupeResult<T extends Pick<Punch, 'id' | 'at' | 'sourceId'>> {
  /** punches used by the calculation, sorted by instant then id */
  kept: T[];
  /** double reads (closer than the window to the previous kept punch), kept for audit */
  duplicates: Array<{ punch: T; of: T }>;
  /** exact duplicates (same instant and source id), dropped */
  dropped: T[];
}

export function comparePunches(a: Pick<Punch, 'id' | 'at'>, b: Pick<Punch, 'id' | 'at'>): number {
  return a.at - b.at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * Duplicate filter (§4.2): drop exact duplicates (same instant and same source id), then mark
 * punches closer than `windowSeconds` to the previous *kept* punch as double reads.
 * Deterministic: the input order does not matter.
 */
export function dedupePunches<T extends Pick<Punch, 'id' | 'at' | 'sourceId'>>(punches: readonly T[], windowSeconds: number): DedupeResult<T> {
  const sorted = punches.slice().sort(comparePunches);
  const kept: T[] = [];
  const duplicates: Array<{ punch: T; of: T }> = [];
  const dropped: T[] = [];
  const windowMs = windowSeconds * 1000;
  let last: T | null = null;
  for (let i = 0; i < sorted.length; i++) {
    const p = sorted[i];
    if (i > 0 && p.sourceId !== undefined && sorted[i - 1].at === p.at && sorted[i - 1].sourceId === p.sourceId) {
      dropped.push(p);
      continue;
    }
    if (last && p.at - last.at < windowMs) {
      duplicates.push({ punch: p, of: last });
      continue;
    }
    kept.push(p);
    last = p;
  }
  return { kept, duplicates, dropped };
}

/** Local calendar date (day number) of a stored punch. */
export function punchLocalDay(p: Pick<Punch, 'at' | 'offset'>): number {
  return Math.floor((Math.floor(p.at / 60000) + p.offset) / MINUTES_PER_DAY);
}

/** Public API of the attendance calculation engine (pure: no DB, no I/O). */
export type * from './model';
export type * from './result';
export { calculateDay, calculateRange } from './calculate';
export type { DayInput, RangeInput } from './calculate';
export { DEFAULT_RULE, compileConfig } from './config';
export { normalizePunch, dedupePunches, punchLocalDay, comparePunches } from './punches';
export type { RawPunch, NormalizeResult, DedupeResult } from './punches';
export { dirtyKeys, dirtyOptionsFor } from './dirty';
export { inputFingerprint } from './fingerprint';
export { payCodeTotal } from './paycode';
export type { PayCodeRounding, PayCodeUnit, PayCodeRoundMode } from './paycode';
export type { Change, DirtyKey, DirtyKeys, DirtyOptions } from './dirty';
export { TRACE_KEYS, renderTrace } from './trace';
export type { TraceEntry, TraceKey, TraceParams } from './trace';
export { wallToInstant, instantToWall, offsetAt, isValidZone, parseDate, formatDate, parseWall, formatWall } from './time';
export type { ZonedResolution } from './time';
export { TRACE_MESSAGES_EN } from './trace-messages';

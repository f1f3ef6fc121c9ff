/**
 * Trace keys: every step of a calculation is recorded as a translatable key with parameters.
 * The templates of every language are `att:trace.<key>` in shared/i18n/locales/<lng>/att.json;
 * TRACE_MESSAGES_EN (trace-messages.ts) is the English one with "{name}" placeholders. Parameters that are
 * engine codes are translated too, through `att:traceValue` (trace-values.ts).
 */
import { localizeTraceParams } from './trace-values';

export const TRACE_KEYS = [
  'rule.resolved',
  'employee.attendance_disabled',
  'employee.before_hire',
  'employee.after_resignation',
  'schedule.temporary',
  'schedule.swap',
  'schedule.employee',
  'schedule.group',
  'schedule.department',
  'schedule.default_shift',
  'schedule.rest_day',
  'schedule.none',
  'schedule.auto_shift_chosen',
  'schedule.auto_shift_none',
  'holiday.applies',
  'holiday.work_on_holidays',
  'leave.full',
  'leave.partial_start',
  'leave.partial_end',
  'leave.minutes',
  'instance.window',
  'instance.cut',
  'instance.dst_elapsed',
  'instance.status',
  'punch.duplicate',
  'punch.clock_in',
  'punch.clock_out',
  'punch.break_out',
  'punch.break_in',
  'punch.unused',
  'punch.stray',
  'punch.other_day',
  'punch.boundary_shared',
  'punch.dst_gap',
  'punch.dst_overlap',
  'punch.manual',
  'punch.pair',
  'clock_in.grace_snap',
  'clock_out.grace_snap',
  'clock_in.rounded',
  'clock_out.rounded',
  'clock_in.missing',
  'clock_out.missing',
  'clock_in.assumed',
  'clock_out.assumed',
  'clock_out.auto',
  'span.too_short',
  'late.within_allowance',
  'late.counted',
  'early.within_allowance',
  'early.counted',
  'absent.no_punches',
  'absent.missing_punch',
  'absent.late_exceeded',
  'absent.early_exceeded',
  'absent.below_threshold',
  'half_day.late_early_exceeded',
  'half_day.below_threshold',
  'break.auto_deducted',
  'break.not_triggered',
  'break.punched',
  'break.overrun_forgiven',
  'break.late',
  'break.early_return_credit',
  'break.missing_punch',
  'duty.expected',
  'duty.worked',
  'duty.short',
  'duty.capped',
  'ot.pre',
  'ot.pre_below_min',
  'ot.post',
  'ot.post_below_min',
  'ot.disabled',
  'ot.levels',
  'ot.capped',
  'ot.below_min',
  'ot.approval',
  'holiday.worked',
  'holiday.calendar_minutes',
  'rest_day.worked',
  'unscheduled.group',
  'unscheduled.worked',
  'flex.span',
  'flex.break',
  'flex.core_late',
  'flex.core_early',
  'flex.ot',
  'flex.short',
  'weekly_ot.allocated',
  'day.status',
] as const;

export type TraceKey = (typeof TRACE_KEYS)[number];
export type TraceParams = Readonly<Record<string, string | number>>;

export interface TraceEntry {
  key: TraceKey;
  params: TraceParams;
}

/**
 * Fill a template's {name} placeholders with the entry's params (unknown names are kept). A code-valued param
 * (trace-values.ts) is shown through `values`, keyed like `traceValue.status.late` (TRACE_VALUES_EN), or as the
 * code when `values` has no text for it.
 */
export function renderTrace(
  entry: TraceEntry,
  templates: Readonly<Record<string, string>>,
  values: Readonly<Record<string, string>> = {},
): string {
  const template = templates[entry.key] ?? entry.key;
  const params = localizeTraceParams(entry, (key, code) => values[key] ?? code);
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const v = params[name];
    return v === undefined ? whole : String(v);
  });
}

import type { ReactElement } from 'react';
import { InputNumber, Select, Space, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { RULE_SETTING_DEFAULTS, RULE_SETTING_FIELDS, SHIFT_RESOURCE, TIMETABLE_RESOURCE, type RuleSettingField } from '@timekeep/contracts';
import { TimeInput } from '@timekeep/ui';
import { useSetupRecords } from '../setup/useSetupRecords';
import { AliasMultiSelect } from '../setup/widgets';

/** Groups of the rule form, in order (ADR 0079): the global rule shows them as sections. */
export const RULE_GROUPS: ReadonlyArray<{ key: string; fields: readonly RuleSettingField[] }> = [
  { key: 'punches', fields: ['pairing', 'check_in_rule', 'check_out_rule', 'dedupe_seconds', 'min_valid_span', 'boundary_tolerance'] },
  { key: 'late_early', fields: ['late_mode', 'early_mode', 'grace_snap', 'late_to_absent', 'early_to_absent', 'late_early_absence_action', 'absent_below', 'half_day_below'] },
  { key: 'missing', fields: ['miss_in', 'miss_out', 'auto_check_out'] },
  { key: 'rounding', fields: ['rounding', 'strict'] },
  { key: 'overtime', fields: ['ot_enabled', 'daily_ot_enabled', 'ot_approval', 'min_ot', 'max_ot_per_day', 'ot_thresholds', 'weekend_ot_enabled', 'holiday_ot_enabled', 'weekly_ot_threshold', 'week_start'] },
  {
    key: 'unscheduled',
    fields: ['new_day_gap', 'max_shift_span', 'max_work_per_instance', 'unscheduled_work_date', 'unscheduled_break', 'classify_by_calendar_minute', 'default_shift_id', 'auto_shift_timetable_ids'],
  },
];

export interface RuleSettingInputProps {
  field: RuleSettingField;
  id: string;
  label: string;
  value: unknown;
  onChange: (value: unknown) => void;
  status?: 'error';
}

type Json = Record<string, unknown>;
const numberOr = (value: unknown, fallback: number): number => (typeof value === 'number' ? value : fallback);
const ISO_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** Weekday names in the UI language (2024-01-01 was a Monday). */
function weekdayName(day: number, language: string): string {
  return new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, day)));
}

function MinutesInput({ label, value, onChange, max = 1440 }: { label: string; value: number; onChange: (minutes: number) => void; max?: number }): ReactElement {
  return <InputNumber aria-label={label} min={0} max={max} precision={0} value={value} onChange={(next) => onChange(typeof next === 'number' ? next : 0)} />;
}

/** A json setting switched on (an object) or left to the default (null). */
function Optional({ id, label, value, onChange, initial, children }: { id: string; label: string; value: Json | null; onChange: (value: Json | null) => void; initial: Json; children: (value: Json) => ReactElement }): ReactElement {
  return (
    <Space wrap>
      <Switch id={id} aria-label={label} checked={value !== null} onChange={(on) => onChange(on ? initial : null)} />
      {value && children(value)}
    </Space>
  );
}

/** One setting of an attendance rule; null (cleared) = the engine's default, shown as the placeholder. */
export function RuleSettingInput({ field, id, label, value, onChange, status }: RuleSettingInputProps): ReactElement {
  const { t, i18n } = useTranslation('att');
  const spec = RULE_SETTING_FIELDS[field];
  const fallback = RULE_SETTING_DEFAULTS[field];
  const shifts = useSetupRecords<{ id: number; alias: string }>(field === 'default_shift_id' ? SHIFT_RESOURCE.path : '');
  const timetables = useSetupRecords<{ id: number; alias: string }>(field === 'auto_shift_timetable_ids' ? TIMETABLE_RESOURCE.path : '', { kind: 'normal' });
  const common = { id, 'aria-label': label, status, style: { minWidth: 200 }, allowClear: true } as const;
  const defaultText = (text: string) => t('schedule.rule.default', { value: text });
  const json = (value ?? null) as Json | null;

  switch (field) {
    case 'week_start':
      return (
        <Select<number>
          {...common}
          placeholder={defaultText(weekdayName(Number(fallback), i18n.language))}
          value={typeof value === 'number' ? value : undefined}
          options={ISO_WEEKDAYS.map((day) => ({ value: day, label: weekdayName(day, i18n.language) }))}
          onChange={(next) => onChange(next ?? null)}
        />
      );
    case 'miss_in':
    case 'miss_out': {
      const timed = field === 'miss_in' ? 'late' : 'early';
      const kinds = ['exception', timed, 'absent'];
      return (
        <Space wrap>
          <Select<string>
            {...common}
            placeholder={defaultText(t('schedule.rule.miss.exception'))}
            value={typeof json?.kind === 'string' ? json.kind : undefined}
            options={kinds.map((kind) => ({ value: kind, label: t(`schedule.rule.miss.${kind}`) }))}
            onChange={(kind) => onChange(kind === undefined ? null : kind === timed ? { kind, minutes: 60 } : { kind })}
          />
          {json?.kind === timed && <MinutesInput label={t('schedule.rule.minutes')} value={numberOr(json.minutes, 60)} onChange={(minutes) => onChange({ kind: timed, minutes })} />}
        </Space>
      );
    }
    case 'auto_check_out':
      return (
        <Space wrap>
          <Select<string>
            {...common}
            placeholder={defaultText(t('schedule.rule.off'))}
            value={typeof json?.kind === 'string' ? json.kind : undefined}
            options={['after_end', 'at'].map((kind) => ({ value: kind, label: t(`schedule.rule.auto_check_out.${kind}`) }))}
            onChange={(kind) => onChange(kind === undefined ? null : kind === 'at' ? { kind, time: '23:59' } : { kind, minutes: 240 })}
          />
          {json?.kind === 'after_end' && <MinutesInput label={t('schedule.rule.minutes')} value={numberOr(json.minutes, 240)} onChange={(minutes) => onChange({ kind: 'after_end', minutes })} />}
          {json?.kind === 'at' && <TimeInput aria-label={t('schedule.rule.auto_check_out.at')} value={typeof json.time === 'string' ? json.time : null} onChange={(time) => onChange({ kind: 'at', time })} />}
        </Space>
      );
    case 'rounding':
      return (
        <Optional id={id} label={label} value={json} onChange={onChange} initial={{ interval: 15, in_mode: 'up', out_mode: 'down' }}>
          {(rounding) => (
            <>
              <InputNumber aria-label={t('schedule.rule.interval')} min={1} max={60} precision={0} value={numberOr(rounding.interval, 15)} onChange={(interval) => onChange({ ...rounding, interval: numberOr(interval, 15) })} />
              {(['in_mode', 'out_mode'] as const).map((mode) => (
                <Select<string>
                  key={mode}
                  aria-label={t(`schedule.rule.${mode}`)}
                  style={{ minWidth: 140 }}
                  value={String(rounding[mode])}
                  options={['down', 'nearest', 'up'].map((item) => ({ value: item, label: `${t(`schedule.rule.${mode}`)}: ${t(`schedule.rule.round.${item}`)}` }))}
                  onChange={(next) => onChange({ ...rounding, [mode]: next })}
                />
              ))}
            </>
          )}
        </Optional>
      );
    case 'ot_thresholds':
      return (
        <Optional id={id} label={label} value={json} onChange={onChange} initial={{ t1: 120 }}>
          {(levels) => (
            <>
              {(['t1', 't2', 't3'] as const).map((level) => (
                <InputNumber
                  key={level}
                  aria-label={t(`schedule.rule.${level}`)}
                  addonBefore={t(`schedule.rule.${level}`)}
                  min={0}
                  max={1440}
                  precision={0}
                  value={typeof levels[level] === 'number' ? (levels[level] as number) : null}
                  onChange={(next) => {
                    const copy: Json = { ...levels };
                    if (typeof next === 'number') copy[level] = next;
                    else if (level !== 't1') delete copy[level];
                    onChange(copy);
                  }}
                />
              ))}
            </>
          )}
        </Optional>
      );
    case 'unscheduled_break':
      return (
        <Optional id={id} label={label} value={json} onChange={onChange} initial={{ minutes: 60, trigger: 360 }}>
          {(deduction) => (
            <>
              <MinutesInput label={t('schedule.rule.break_minutes')} value={numberOr(deduction.minutes, 60)} onChange={(minutes) => onChange({ ...deduction, minutes })} />
              <MinutesInput label={t('schedule.rule.break_trigger')} max={2880} value={numberOr(deduction.trigger, 360)} onChange={(trigger) => onChange({ ...deduction, trigger })} />
            </>
          )}
        </Optional>
      );
    case 'default_shift_id':
      return (
        <Select<number>
          {...common}
          placeholder={defaultText(t('schedule.rule.none'))}
          value={typeof value === 'number' ? value : undefined}
          options={shifts.map((shift) => ({ value: shift.id, label: shift.alias }))}
          onChange={(next) => onChange(next ?? null)}
        />
      );
    case 'auto_shift_timetable_ids':
      return <AliasMultiSelect id={id} label={label} status={status} records={timetables} value={Array.isArray(value) ? (value as number[]) : []} onChange={(ids) => onChange(ids.length > 0 ? ids : null)} />;
    default:
      break;
  }
  if (spec.kind === 'boolean') {
    const text = (on: boolean) => t(on ? 'common:resource.yes' : 'common:resource.no');
    return (
      <Select<string>
        {...common}
        placeholder={defaultText(text(Boolean(fallback)))}
        value={typeof value === 'boolean' ? String(value) : undefined}
        options={[true, false].map((on) => ({ value: String(on), label: text(on) }))}
        onChange={(next) => onChange(next === undefined ? null : next === 'true')}
      />
    );
  }
  if (spec.kind === 'choice') {
    const labelOf = (choice: unknown) => ('choiceLabels' in spec ? t(`${spec.choiceLabels}.${String(choice)}`) : String(choice));
    return (
      <Select<string>
        {...common}
        placeholder={defaultText(labelOf(fallback))}
        value={typeof value === 'string' ? value : undefined}
        options={spec.choices.map((choice) => ({ value: choice, label: labelOf(choice) }))}
        onChange={(next) => onChange(next ?? null)}
      />
    );
  }
  // integer / duration settings: empty = the default
  const max = 'max' in spec ? spec.max : 1440;
  const min = 'min' in spec ? spec.min : 0;
  return (
    <InputNumber
      id={id}
      aria-label={label}
      status={status}
      style={{ minWidth: 200 }}
      min={min}
      max={max}
      precision={0}
      placeholder={defaultText(fallback === null ? t('schedule.rule.off') : String(fallback))}
      value={typeof value === 'number' ? value : null}
      onChange={(next) => onChange(typeof next === 'number' ? next : null)}
    />
  );
}

import { useEffect, useRef, useState, type ReactElement } from 'react';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { ACC_INTERVALS_PER_DAY, ACC_PERIOD_DAYS, type AccInterval, type AccPeriodDay, type AccPeriodIntervals } from '@timekeep/contracts';
import { TimeInput, type Translate } from '@timekeep/ui';

type Slots = Record<AccPeriodDay, AccInterval[]>;

const EMPTY: AccInterval = { start: '', end: '' };
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Three editable slots per day from a stored value (missing ones empty). */
export function slotsOf(value: unknown): Slots {
  const stored = isRecord(value) ? value : {};
  return Object.fromEntries(
    ACC_PERIOD_DAYS.map((day) => {
      const list = Array.isArray(stored[day]) ? (stored[day] as unknown[]) : [];
      const filled = list.filter(isRecord).map((item) => ({ start: String(item.start ?? ''), end: String(item.end ?? '') }));
      return [day, Array.from({ length: ACC_INTERVALS_PER_DAY }, (_, index) => filled[index] ?? EMPTY)];
    }),
  ) as Slots;
}

/** What the form sends: per day the slots that hold anything (a half-filled one stays, so the rule can name it). */
export function valueOf(slots: Slots): AccPeriodIntervals {
  return Object.fromEntries(ACC_PERIOD_DAYS.map((day) => [day, slots[day].filter((slot) => slot.start !== '' || slot.end !== '')]));
}

/** The first problem of a value in the user's words, or null: both times of an interval, the end after the start. */
export function intervalsProblem(value: unknown, t: Translate): string | null {
  const stored = isRecord(value) ? value : {};
  for (const day of ACC_PERIOD_DAYS) {
    const list = Array.isArray(stored[day]) ? (stored[day] as unknown[]) : [];
    const intervals = list.map((item) => (isRecord(item) ? { start: String(item.start ?? ''), end: String(item.end ?? '') } : EMPTY));
    const dayName = t(`acc:period.days.${day}`);
    for (const interval of intervals) {
      // Named by its times, not its number: the form sends the filled slots only, so numbers would shift.
      const context = { day: dayName, start: interval.start, end: interval.end };
      if (interval.start === '' || interval.end === '') return t('acc:period.bothTimes', context);
      if (interval.end <= interval.start) return t('acc:period.endAfterStart', context);
    }
    // The server's rule too (ZACC0002), here with the day's name in the user's language.
    const sorted = [...intervals].sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
    for (let index = 1; index < sorted.length; index += 1) {
      const [before, after] = [sorted[index - 1], sorted[index]];
      if (after.start < before.end) return t('acc:period.overlap', { day: dayName, first: `${before.start}–${before.end}`, second: `${after.start}–${after.end}` });
    }
  }
  return null;
}

const WEEKDAYS: readonly AccPeriodDay[] = ['tue', 'wed', 'thu', 'fri'];

/**
 * A time period's intervals: one row per weekday and holiday type, three start–end pairs each (as the devices
 * keep them). The slots are local state so a half-typed interval keeps its place; the form gets the filled ones.
 */
export function IntervalsInput({ id, value, onChange }: { id: string; value: unknown; onChange: (value: AccPeriodIntervals) => void }): ReactElement {
  const { t } = useTranslation('acc');
  const [slots, setSlots] = useState<Slots>(() => slotsOf(value));
  const sent = useRef<string>(JSON.stringify(valueOf(slotsOf(value))));
  useEffect(() => {
    // A value from outside (the record loaded, the form reset) replaces the slots; our own echo does not.
    const incoming = JSON.stringify(valueOf(slotsOf(value)));
    if (incoming !== sent.current) {
      sent.current = incoming;
      setSlots(slotsOf(value));
    }
  }, [value]);
  const update = (next: Slots) => {
    setSlots(next);
    const out = valueOf(next);
    sent.current = JSON.stringify(out);
    onChange(out);
  };
  const setSlot = (day: AccPeriodDay, index: number, patch: Partial<AccInterval>) =>
    update({ ...slots, [day]: slots[day].map((slot, at) => (at === index ? { ...slot, ...patch } : slot)) });

  return (
    <div id={id} role="group" aria-label={t('resource.timeperiod.fields.intervals')}>
      <table style={{ borderCollapse: 'collapse' }}>
        <thead>
          <tr>
            <th scope="col" style={{ textAlign: 'start', paddingInlineEnd: 8 }}>{t('period.day')}</th>
            {Array.from({ length: ACC_INTERVALS_PER_DAY }, (_, index) => (
              <th scope="col" key={index} style={{ textAlign: 'start' }}>{t('period.interval', { n: index + 1 })}</th>
            ))}
            <th aria-hidden />
          </tr>
        </thead>
        <tbody>
          {ACC_PERIOD_DAYS.map((day) => {
            const dayName = t(`period.days.${day}`);
            return (
              <tr key={day} data-testid={`period-${day}`}>
                <th scope="row" style={{ textAlign: 'start', fontWeight: 'normal', paddingInlineEnd: 8, whiteSpace: 'nowrap' }}>{dayName}</th>
                {slots[day].map((slot, index) => (
                  <td key={index} style={{ padding: 2 }}>
                    <Space.Compact style={{ width: 190 }}>
                      <TimeInput aria-label={`${dayName} ${t('period.interval', { n: index + 1 })} ${t('period.start')}`} value={slot.start} onChange={(start) => setSlot(day, index, { start })} />
                      <TimeInput aria-label={`${dayName} ${t('period.interval', { n: index + 1 })} ${t('period.end')}`} value={slot.end} onChange={(end) => setSlot(day, index, { end })} />
                    </Space.Compact>
                  </td>
                ))}
                <td>
                  <Button size="small" type="link" aria-label={`${t('period.clear')} ${dayName}`} onClick={() => update({ ...slots, [day]: slots[day].map(() => EMPTY) })}>
                    {t('period.clear')}
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <Button size="small" style={{ marginTop: 8 }} onClick={() => update({ ...slots, ...Object.fromEntries(WEEKDAYS.map((day) => [day, slots.mon.map((slot) => ({ ...slot }))])) })}>
        {t('period.copyMonday')}
      </Button>
    </div>
  );
}

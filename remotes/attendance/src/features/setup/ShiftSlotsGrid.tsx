import { useEffect, useMemo, type ReactElement } from 'react';
import { Checkbox, Empty, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { SHIFT_CYCLE_DAYS } from '@timekeep/contracts';

export type Slots = Record<string, number[]>;
type Cycle = keyof typeof SHIFT_CYCLE_DAYS;

export interface GridTimetable {
  id: number;
  alias: string;
  kind: string;
  start?: string | null;
  duration?: number | null;
}

/** How a slot is named: day cycle "Day 3"; week cycle "Week 2 · Tue" (0 = Monday); month cycle "Month 1 · 15". */
export function slotLabel(cycle: Cycle, index: number, t: (key: string, options?: Record<string, unknown>) => string): string {
  if (cycle === 'day') return t('setup.grid.day', { n: index + 1 });
  const unit = Math.floor(index / SHIFT_CYCLE_DAYS[cycle]);
  const within = index % SHIFT_CYCLE_DAYS[cycle];
  const day = cycle === 'week' ? t(`setup.grid.weekdays.${within}`) : String(within + 1);
  return `${t(`setup.grid.${cycle}`, { n: unit + 1 })} · ${day}`;
}

/** The slots with `timetable` switched on or off at `index` (empty slots left out, as the server stores them). */
export function toggleSlot(slots: Slots, index: number, timetable: number, on: boolean): Slots {
  const current = slots[String(index)] ?? [];
  const next = on ? [...new Set([...current, timetable])] : current.filter((id) => id !== timetable);
  const result: Slots = { ...slots };
  if (next.length > 0) result[String(index)] = next;
  else delete result[String(index)];
  return result;
}

/** A shift's cycle as a grid: one row per slot of the cycle, one column per timetable; a row with none is a rest day. */
export function ShiftSlotsGrid({
  id,
  label,
  cycle,
  length,
  value,
  onChange,
  timetables,
}: {
  id: string;
  label: string;
  cycle: Cycle;
  length: number;
  value: unknown;
  onChange: (slots: Slots) => void;
  timetables: readonly GridTimetable[];
}): ReactElement {
  const { t } = useTranslation('att');
  const { token } = theme.useToken();
  const slots = (value && typeof value === 'object' ? value : {}) as Slots;
  const count = Math.max(0, Math.min(366 * 31, (Number.isInteger(length) ? length : 0) * SHIFT_CYCLE_DAYS[cycle]));
  // A shorter cycle drops the slots it no longer has.
  useEffect(() => {
    const kept = Object.fromEntries(Object.entries(slots).filter(([index]) => Number(index) < count));
    if (Object.keys(kept).length !== Object.keys(slots).length) onChange(kept);
  }, [count, slots, onChange]);
  const rows = useMemo(() => Array.from({ length: count }, (_, index) => index), [count]);
  if (timetables.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('setup.grid.noTimetables')} />;
  const working = Object.values(slots).filter((ids) => ids.length > 0).length;
  return (
    <div id={id} role="group" aria-label={label}>
      <div style={{ maxHeight: 360, overflow: 'auto', border: `1px solid ${token.colorBorderSecondary}`, borderRadius: 4 }}>
        <table style={{ borderCollapse: 'collapse', width: '100%', fontSize: 13 }} data-testid="att-shift-grid">
          <thead style={{ position: 'sticky', top: 0, background: token.colorBgContainer }}>
            <tr>
              <th style={{ textAlign: 'start', padding: '4px 8px' }}>{t('setup.grid.slot')}</th>
              {timetables.map((timetable) => (
                <th key={timetable.id} style={{ padding: '4px 8px', fontWeight: 500 }} title={timetable.start ? `${timetable.start} · ${String(timetable.duration)}` : undefined}>
                  {timetable.alias}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((index) => {
              const chosen = slots[String(index)] ?? [];
              const name = slotLabel(cycle, index, t);
              return (
                <tr key={index} style={{ borderTop: `1px solid ${token.colorSplit}`, opacity: chosen.length === 0 ? 0.7 : 1 }}>
                  <th scope="row" style={{ textAlign: 'start', padding: '2px 8px', fontWeight: 400, whiteSpace: 'nowrap' }}>
                    {name}
                    {chosen.length === 0 && <span style={{ marginInlineStart: 6, fontSize: 11 }}>({t('setup.grid.rest')})</span>}
                  </th>
                  {timetables.map((timetable) => (
                    <td key={timetable.id} style={{ textAlign: 'center', padding: '2px 8px' }}>
                      <Checkbox
                        aria-label={`${name} ${timetable.alias}`}
                        checked={chosen.includes(timetable.id)}
                        onChange={(event) => onChange(toggleSlot(slots, index, timetable.id, event.target.checked))}
                      />
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div style={{ fontSize: 12, marginTop: 4 }}>{t('setup.grid.summary', { days: working })}</div>
    </div>
  );
}

import type { CSSProperties, ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScheduleViewPage, ScheduleViewRow } from '@timekeep/contracts';
import { useGridColours } from './grid-colours';
import { cellLook, spanOf, timetableColours } from './ScheduleGrid';

/** Monday-first weeks of the page's dates (blank cells before the first and after the last). */
export function weeksOf(dates: readonly string[]): Array<Array<string | null>> {
  if (dates.length === 0) return [];
  const offset = (new Date(`${dates[0]}T00:00:00Z`).getUTCDay() + 6) % 7;
  const cells: Array<string | null> = [...Array<null>(offset).fill(null), ...dates];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** One employee's month as a calendar: each date with its timetables (and times), rest day or holiday. */
export function EmployeeMonth({ page, row }: { page: ScheduleViewPage; row: ScheduleViewRow }): ReactElement {
  const { t, i18n } = useTranslation('att');
  const byId = new Map(page.timetables.map((timetable) => [timetable.id, timetable]));
  const colours = useGridColours();
  const fills = timetableColours(page.timetables, colours);
  const cell: CSSProperties = { border: `1px solid ${colours.border}`, color: colours.text, verticalAlign: 'top', padding: 4, height: 72, width: '14%', fontSize: 12 };
  const days = new Map(row.days.map((day) => [day.date, day]));
  const weekday = new Intl.DateTimeFormat(i18n.language, { weekday: 'short', timeZone: 'UTC' });
  // 2024-01-01 was a Monday
  const headers = Array.from({ length: 7 }, (_, index) => weekday.format(new Date(Date.UTC(2024, 0, 1 + index))));
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%', tableLayout: 'fixed' }} data-testid="employee-calendar">
      <thead>
        <tr>
          {headers.map((header) => (
            <th key={header} style={{ ...cell, height: 'auto' }} scope="col">
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeksOf(page.dates).map((week) => (
          <tr key={week.find((date) => date !== null) ?? ''}>
            {week.map((date, index) => {
              const day = date ? days.get(date) : undefined;
              if (!date || !day) return <td key={`blank-${index}`} style={cell} />;
              const look = cellLook(day, byId, fills, colours, t);
              return (
                <td key={date} style={{ ...cell, background: look.background }} data-testid={`calendar-day-${date}`} data-kind={day.kind}>
                  <div style={{ fontWeight: 600 }}>{Number(date.slice(8, 10))}</div>
                  {day.kind === 'work' ? (
                    day.timetables.map((id) => {
                      const timetable = byId.get(id);
                      return (
                        <div key={id}>
                          {timetable?.alias ?? `#${id}`} {timetable && <span style={{ direction: 'ltr', unicodeBidi: 'isolate' }}>{spanOf(timetable)}</span>}
                        </div>
                      );
                    })
                  ) : (
                    <div>{look.text || t(`schedule.view.kinds.${day.kind}`)}</div>
                  )}
                  {day.source === 'temporary' && <div style={{ fontStyle: 'italic' }}>{t('schedule.calendar.temporary')}</div>}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

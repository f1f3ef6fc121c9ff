import type { CSSProperties, ReactElement } from 'react';
import { Flex, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ScheduleViewDay, ScheduleViewPage, ScheduleViewTimetable } from '@timekeep/contracts';
import { swatch, useGridColours, type GridColours } from './grid-colours';

/** Colours of timetables, by their place in the page's legend (the same timetable keeps its colour on a page). */
export function timetableColours(timetables: readonly ScheduleViewTimetable[], colours: GridColours): Map<number, string> {
  return new Map(timetables.map((timetable, index) => [timetable.id, colours.fill(index)]));
}

/** 'HH:mm' + minutes → 'HH:mm–HH:mm' (the end may be the next day). */
export function spanOf(timetable: ScheduleViewTimetable): string {
  if (timetable.start === null || timetable.duration === null) return '';
  const minutes = Number(timetable.start.slice(0, 2)) * 60 + Number(timetable.start.slice(3, 5)) + timetable.duration;
  return `${timetable.start}–${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** What a cell says and how it looks: the timetables' aliases on their colour, rest days grey, holidays red. */
export function cellLook(day: ScheduleViewDay, byId: ReadonlyMap<number, ScheduleViewTimetable>, fills: ReadonlyMap<number, string>, colours: GridColours, t: (key: string) => string): { text: string; background: string | undefined } {
  switch (day.kind) {
    case 'holiday':
      return { text: day.holiday ?? t('schedule.view.holiday'), background: colours.holiday };
    case 'rest':
      return { text: t('schedule.view.rest'), background: colours.rest };
    case 'work':
      return { text: day.timetables.map((id) => byId.get(id)?.alias ?? `#${id}`).join(' + '), background: fills.get(day.timetables[0]) };
    default:
      return { text: '', background: undefined };
  }
}

const weekdayFormat = (language: string) => new Intl.DateTimeFormat(language, { weekday: 'narrow', timeZone: 'UTC' });
const isWeekend = (date: string) => [0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay());

const cellStyleOf = (colours: GridColours): CSSProperties => ({ border: `1px solid ${colours.border}`, color: colours.text, padding: '2px 4px', minWidth: 44, fontSize: 12, textAlign: 'center', whiteSpace: 'nowrap' });
const stickyStyleOf = (colours: GridColours): CSSProperties => ({ ...cellStyleOf(colours), position: 'sticky', insetInlineStart: 0, background: colours.container, textAlign: 'start', minWidth: 160, zIndex: 1 });

/** Employees × days of a schedule-view page, with the legend of its timetables, rest days and holidays. */
export function ScheduleGrid({ page }: { page: ScheduleViewPage }): ReactElement {
  const { t, i18n } = useTranslation('att');
  const byId = new Map(page.timetables.map((timetable) => [timetable.id, timetable]));
  const colours = useGridColours();
  const fills = timetableColours(page.timetables, colours);
  const cellStyle = cellStyleOf(colours);
  const stickyStyle = stickyStyleOf(colours);
  const weekday = weekdayFormat(i18n.language);
  return (
    <Flex vertical gap={8}>
      <Flex wrap gap={4} data-testid="schedule-legend">
        {page.timetables.map((timetable) => (
          <Tag key={timetable.id} style={swatch(fills.get(timetable.id) ?? colours.fill(0), colours)}>
            <span>{timetable.alias}</span> <span style={{ direction: 'ltr', unicodeBidi: 'isolate' }}>{spanOf(timetable)}</span>
          </Tag>
        ))}
        <Tag style={swatch(colours.rest, colours)}>
          {t('schedule.view.rest')}
        </Tag>
        <Tag style={swatch(colours.holiday, colours)}>
          {t('schedule.view.holiday')}
        </Tag>
      </Flex>
      {/* a month is wider than the screen: the scrolling region takes the keyboard focus (arrow keys scroll it) */}
      <div role="region" aria-label={t('schedule.view.grid')} tabIndex={0} style={{ overflowX: 'auto' }}>
        <table style={{ borderCollapse: 'collapse' }} data-testid="schedule-grid">
          <thead>
            <tr>
              <th style={stickyStyle}>{t('schedule.view.employee')}</th>
              {page.dates.map((date) => (
                <th key={date} style={{ ...cellStyle, background: isWeekend(date) ? colours.weekend : undefined }} scope="col">
                  <div>{Number(date.slice(8, 10))}</div>
                  <div style={{ fontWeight: 'normal' }}>{weekday.format(new Date(`${date}T00:00:00Z`))}</div>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {page.data.length === 0 && (
              <tr>
                <td style={cellStyle} colSpan={page.dates.length + 1}>
                  {t('common:resource.empty')}
                </td>
              </tr>
            )}
            {page.data.map((row) => (
              <tr key={row.employee}>
                <th scope="row" style={stickyStyle}>
                  <span style={{ direction: 'ltr', unicodeBidi: 'isolate' }}>{row.emp_code}</span> {[row.first_name, row.last_name].filter(Boolean).join(' ')}
                </th>
                {row.days.map((day) => {
                  const look = cellLook(day, byId, fills, colours, t);
                  const title = day.kind === 'work' ? day.timetables.map((id) => { const timetable = byId.get(id); return timetable ? `${timetable.alias} ${spanOf(timetable)}` : ''; }).join(', ') : look.text || t(`schedule.view.kinds.${day.kind}`);
                  return (
                    <Tooltip key={day.date} title={`${day.date} · ${title}`}>
                      <td data-testid={`schedule-cell-${row.employee}-${day.date}`} data-kind={day.kind} style={{ ...cellStyle, background: look.background, color: day.kind === 'not_employed' || day.kind === 'not_tracked' ? colours.mutedText : colours.text }}>
                        {look.text}
                      </td>
                    </Tooltip>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Flex>
  );
}

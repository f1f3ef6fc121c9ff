import { useMemo, useState, type ReactElement } from 'react';
import { Alert, DatePicker, Flex, Spin } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { apiClient as defaultClient, type ApiClient } from '@timekeep/api-client';
import type { TimeCardRow } from '@timekeep/contracts';
import {
  AreaPage,
  asLabel,
  clockText,
  dayCategory,
  datesBetween,
  DayExplanation,
  formatMinutes,
  TimeCardLegend,
  timeCardCategoryClass,
  useCompanyFormats,
  usePermissions,
  useTimeCards,
  weekdayOf,
  type AreaPageEntry,
} from '@timekeep/ui';
import styles from './MyCalendar.module.css';
import { monthOf } from './month-param';
import { fetchHolidays, fetchOwnSchedule, holidayDates, useLoaded } from './personal-data';

/** The month's dates in weeks starting on `firstDay` (null: a date of another month, left blank). */
export function monthWeeks(dates: ReadonlyArray<string>, firstDay: number): (string | null)[][] {
  if (dates.length === 0) return [];
  const lead = (weekdayOf(dates[0]) - firstDay + 7) % 7;
  const cells: (string | null)[] = [...Array<null>(lead).fill(null), ...dates];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/**
 * /personal/my-calendar/calendar: the signed-in employee's month — what they are scheduled to work (the
 * schedule view), their punches (clock-in and clock-out of each day's time card, coloured by status) and the
 * holidays; a day with a time card opens its explanation.
 */
export function MyCalendarBody({ client = defaultClient }: { client?: ApiClient }): ReactElement {
  const { t, i18n } = useTranslation(['personal', 'att']);
  const { employeeId } = usePermissions();
  const { firstDayOfWeek } = useCompanyFormats();
  const [params, setParams] = useSearchParams();
  const { month, start, end } = monthOf(params);
  const dates = useMemo(() => datesBetween(start, end), [start, end]);
  const weeks = useMemo(() => monthWeeks(dates, firstDayOfWeek), [dates, firstDayOfWeek]);
  const query = useMemo(() => ({ start_date: start, end_date: end, ...(employeeId ? { employee__in: String(employeeId) } : {}) }), [start, end, employeeId]);
  const cards = useTimeCards(client, query, i18n.language);
  const schedule = useLoaded(() => (employeeId ? fetchOwnSchedule(client, employeeId, start, end) : Promise.reject(new Error('no employee'))), `${employeeId ?? ''}:${start}`);
  const holidays = useLoaded(() => fetchHolidays(client, start, end), start);
  const [open, setOpen] = useState<TimeCardRow | null>(null);

  const rowOf = useMemo(() => new Map(cards.rows.map((row) => [row.date, row])), [cards.rows]);
  const holidayOf = useMemo(() => {
    const map = new Map<string, string>();
    for (const holiday of holidays.value ?? []) for (const date of holidayDates(holiday)) map.set(date, holiday.alias);
    for (const [date, day] of schedule.value?.days ?? []) if (day.holiday) map.set(date, day.holiday);
    return map;
  }, [holidays.value, schedule.value]);
  const weekdays = useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.language, { weekday: 'short', timeZone: 'UTC' });
    // 2023-01-01 was a Sunday.
    return Array.from({ length: 7 }, (_, i) => format.format(new Date(Date.UTC(2023, 0, 1 + ((firstDayOfWeek + i) % 7)))));
  }, [i18n.language, firstDayOfWeek]);

  const planned = (date: string, row: TimeCardRow | undefined): string => {
    const day = schedule.value?.days.get(date);
    if (day) return day.kind === 'work' ? day.timetables.map((id) => schedule.value?.aliases.get(id) ?? String(id)).join(', ') : t(`personal:calendar.kind.${day.kind}`);
    return row?.timetables.join(', ') ?? '';
  };

  return (
    <Flex vertical gap={12}>
      <DatePicker
        picker="month"
        allowClear={false}
        aria-label={t('att:timeCard.filters.month')}
        value={dayjs(`${month}-01`)}
        onChange={(value) => value && setParams(new URLSearchParams({ month: value.format('YYYY-MM') }))}
        style={{ width: 160 }}
      />
      {cards.failed ? <Alert type="error" showIcon title={t('att:timeCard.loadFailed')} /> : null}
      <TimeCardLegend />
      <Spin spinning={cards.loading || schedule.loading || holidays.loading}>
        <table className={styles.month} aria-label={t('personal:calendar.title', { month })}>
          <thead>
            <tr>
              {weekdays.map((name) => (
                <th key={name} scope="col">
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.find(Boolean) ?? ''}>
                {week.map((date, index) => {
                  if (!date) return <td key={`blank-${index}`} />;
                  const row = rowOf.get(date);
                  const holiday = holidayOf.get(date);
                  const plan = planned(date, row);
                  const content = (
                    <>
                      <span className={styles.number}>{Number(date.slice(8))}</span>
                      {holiday ? <span className={styles.holiday}>{holiday}</span> : null}
                      {plan ? <span>{plan}</span> : null}
                      {row ? <span>{asLabel(t(`att:traceValue.status.${row.status}`, { defaultValue: row.status }), i18n.language)}</span> : null}
                      {row && (row.clock_in || row.clock_out) ? (
                        <span>
                          {clockText(row.clock_in, date) || t('att:timeCard.noClock')} – {clockText(row.clock_out, date) || t('att:timeCard.noClock')}
                        </span>
                      ) : null}
                      {row && row.worked > 0 ? <span>{formatMinutes(row.worked)}</span> : null}
                    </>
                  );
                  return (
                    <td key={date} data-date={date}>
                      {row ? (
                        <button
                          type="button"
                          className={`${styles.day} ${timeCardCategoryClass(dayCategory(row))}`}
                          data-category={dayCategory(row)}
                          onClick={() => setOpen(row)}
                        >
                          {content}
                          {/* named by what it shows, then what it does (WCAG 2.5.3: the visible text starts the name) */}
                          <span className={styles.hidden}>{t('att:timeCard.openDay', { name: row.emp_code, date })}</span>
                        </button>
                      ) : (
                        <div className={styles.day}>{content}</div>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </Spin>
      <DayExplanation row={open} onClose={() => setOpen(null)} />
    </Flex>
  );
}

export function MyCalendarScreen({ entry }: { entry: AreaPageEntry }): ReactElement {
  return (
    <AreaPage entry={entry}>
      <MyCalendarBody />
    </AreaPage>
  );
}

import { useMemo, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { TimeCardRow } from '@timekeep/contracts';
import styles from './TimeCard.module.css';
import { categoryClass, TimeCardLegend } from './TimeCardLegend';
import {
  asLabel,
  clockText,
  dayCategory,
  employeesOfRows,
  formatMinutes,
  indexRows,
  overtimeOf,
  totalsOf,
  TOTAL_COLUMNS,
  weekdayOf,
  type TimeCardEmployee,
} from './time-card-model';

export interface TimeCardGridProps {
  rows: ReadonlyArray<TimeCardRow>;
  /** the columns, 'YYYY-MM-DD' in order (a month) */
  dates: ReadonlyArray<string>;
  /** the lines, in order, with names; default: the employees of `rows` */
  employees?: ReadonlyArray<TimeCardEmployee>;
  /** a day was chosen (click or Enter): open its explanation */
  onOpenDay?: (row: TimeCardRow, employee: TimeCardEmployee) => void;
}

export function employeeLineLabel(employee: TimeCardEmployee): string {
  return employee.name ? `${employee.emp_code} ${employee.name}` : employee.emp_code;
}

/** Day-of-month and short weekday in the UI language. */
function useDateHeads(dates: ReadonlyArray<string>, language: string) {
  return useMemo(() => {
    const weekday = new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' });
    return dates.map((date) => ({ date, day: Number(date.slice(8)), weekday: weekday.format(new Date(`${date}T00:00:00Z`)), weekend: [0, 6].includes(weekdayOf(date)) }));
  }, [dates, language]);
}

/**
 * Employees × dates: each day coloured by its status (legend above), with clock-in, clock-out and worked inside
 * and the full line on hover; a day opens its explanation. The totals of the range close each line.
 */
export function TimeCardGrid({ rows, dates, employees, onOpenDay }: TimeCardGridProps): ReactElement {
  const { t, i18n } = useTranslation('att');
  const index = useMemo(() => indexRows(rows), [rows]);
  const lines = useMemo(() => employees ?? employeesOfRows(rows), [employees, rows]);
  const heads = useDateHeads(dates, i18n.language);

  return (
    <div>
      <TimeCardLegend />
      <div className={styles.scroller}>
        <table className={styles.grid} aria-label={t('timeCard.title')}>
          <thead>
            <tr>
              <th scope="col" className={styles.employee}>
                {t('timeCard.columns.employee')}
              </th>
              {heads.map((head) => (
                <th key={head.date} scope="col" className={head.weekend ? styles.weekend : undefined} title={head.date}>
                  <div>{head.day}</div>
                  <div>{head.weekday}</div>
                </th>
              ))}
              {TOTAL_COLUMNS.map((column) => (
                <th key={column} scope="col" className={styles.total}>
                  {t(column === 'ot' ? 'timeCard.columns.total_ot' : `timeCard.columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {lines.map((employee) => {
              const days = index.get(employee.id);
              const totals = totalsOf(days?.values() ?? []);
              const label = employeeLineLabel(employee);
              return (
                <tr key={employee.id} data-employee={employee.emp_code}>
                  <th scope="row" className={styles.employee}>
                    {label}
                  </th>
                  {dates.map((date) => {
                    const row = days?.get(date);
                    return <td key={date}>{row ? <DayCell row={row} label={label} onOpen={onOpenDay && (() => onOpenDay(row, employee))} /> : <div className={styles.empty} />}</td>;
                  })}
                  {TOTAL_COLUMNS.map((column) => (
                    <td key={column} className={styles.total} data-total={column}>
                      {formatMinutes(totals[column])}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function DayCell({ row, label, onOpen }: { row: TimeCardRow; label: string; onOpen?: () => void }): ReactElement {
  const { t, i18n } = useTranslation('att');
  const category = dayCategory(row);
  const clockIn = clockText(row.clock_in, row.date);
  const clockOut = clockText(row.clock_out, row.date);
  const none = t('timeCard.noClock');
  const status = asLabel(t(`traceValue.status.${row.status}`, { defaultValue: row.status }), i18n.language);
  const overtime = overtimeOf(row);
  const summary = t('timeCard.cell', { status, in: clockIn || none, out: clockOut || none, worked: formatMinutes(row.worked) });
  const title = overtime > 0 ? `${summary} · ${t('timeCard.columns.total_ot')} ${formatMinutes(overtime)}` : summary;
  return (
    <button
      type="button"
      className={`${styles.day} ${categoryClass(category)}`}
      data-category={category}
      data-date={row.date}
      title={title}
      aria-label={`${t('timeCard.openDay', { name: label, date: row.date })}: ${title}`}
      onClick={onOpen}
    >
      {clockIn || clockOut ? (
        <span className={styles.clock}>
          {clockIn || none}
          <br />
          {clockOut || none}
        </span>
      ) : null}
      {row.worked > 0 ? <span className={styles.worked}>{formatMinutes(row.worked)}</span> : null}
      {overtime > 0 ? <span className={styles.otBadge}>+{formatMinutes(overtime)}</span> : null}
    </button>
  );
}

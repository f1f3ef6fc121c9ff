import { useMemo, type ReactElement } from 'react';
import { Button, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { TimeCardRow } from '@timekeep/contracts';
import styles from './TimeCard.module.css';
import { categoryClass } from './TimeCardLegend';
import { employeeLineLabel } from './TimeCardGrid';
import { asLabel, clockText, dayCategory, employeesOfRows, formatMinutes, totalsOf, TOTAL_COLUMNS, type TimeCardEmployee } from './time-card-model';

export interface TimeCardListProps {
  rows: ReadonlyArray<TimeCardRow>;
  employees?: ReadonlyArray<TimeCardEmployee>;
  onOpenDay?: (row: TimeCardRow, employee: TimeCardEmployee) => void;
  /** rows per page of the table (the screen pages the employees) */
  pageSize?: number;
}

/** The minute columns the list shows, after the clock columns. */
const LIST_MINUTES = ['duty', 'worked', 'late', 'early', 'short', 'absent', 'leave', 'break_deducted', 'ot', 'weekend_ot', 'holiday_ot'] as const;

export function StatusTag({ row }: { row: TimeCardRow }): ReactElement {
  const { t, i18n } = useTranslation('att');
  const category = dayCategory(row);
  return (
    <span className={`${styles.tag} ${categoryClass(category)}`} data-category={category}>
      {asLabel(t(`traceValue.status.${row.status}`, { defaultValue: row.status }), i18n.language)}
    </span>
  );
}

/** One line per employee-day with every number, then the totals per employee. */
export function TimeCardList({ rows, employees, onOpenDay, pageSize = 50 }: TimeCardListProps): ReactElement {
  const { t } = useTranslation('att');
  const people = useMemo(() => employees ?? employeesOfRows(rows), [employees, rows]);
  const byId = useMemo(() => new Map(people.map((employee) => [employee.id, employee])), [people]);
  const employeeOf = (row: TimeCardRow): TimeCardEmployee => byId.get(row.employee) ?? { id: row.employee, emp_code: row.emp_code };

  const columns: ColumnsType<TimeCardRow> = [
    { key: 'employee', title: t('timeCard.columns.employee'), render: (_, row) => employeeLineLabel(employeeOf(row)) },
    {
      key: 'date',
      title: t('timeCard.columns.date'),
      dataIndex: 'date',
      render: (date: string, row) =>
        onOpenDay ? (
          <Button type="link" size="small" onClick={() => onOpenDay(row, employeeOf(row))} aria-label={t('timeCard.openDay', { name: employeeLineLabel(employeeOf(row)), date })}>
            {date}
          </Button>
        ) : (
          date
        ),
    },
    { key: 'status', title: t('timeCard.columns.status'), render: (_, row) => <StatusTag row={row} /> },
    { key: 'timetables', title: t('timeCard.columns.timetables'), render: (_, row) => row.timetables.join(', ') },
    { key: 'clock_in', title: t('timeCard.columns.clock_in'), render: (_, row) => clockText(row.clock_in, row.date) },
    { key: 'clock_out', title: t('timeCard.columns.clock_out'), render: (_, row) => clockText(row.clock_out, row.date) },
    ...LIST_MINUTES.map((field) => ({
      key: field,
      title: t(`timeCard.columns.${field}`),
      align: 'end' as const,
      render: (_: unknown, row: TimeCardRow) => (row[field] === 0 ? '' : formatMinutes(row[field])),
    })),
    {
      key: 'exceptions',
      title: t('timeCard.columns.exceptions'),
      render: (_, row) => row.exceptions.map((code) => t(`timeCard.exception.${code}`, { defaultValue: code })).join(', '),
    },
  ];

  const totals = useMemo(
    () => people.map((employee) => ({ employee, totals: totalsOf(rows.filter((row) => row.employee === employee.id)) })),
    [people, rows],
  );

  return (
    <div>
      <Table<TimeCardRow>
        size="small"
        rowKey={(row) => `${row.employee}:${row.date}`}
        columns={columns}
        dataSource={rows as TimeCardRow[]}
        pagination={rows.length > pageSize ? { pageSize, showSizeChanger: false } : false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('timeCard.empty') }}
      />
      {rows.length > 0 ? (
        <table className={styles.numbers} aria-label={t('timeCard.totals')}>
          <thead>
            <tr>
              <th scope="col">{t('timeCard.columns.employee')}</th>
              {TOTAL_COLUMNS.map((column) => (
                <th key={column} scope="col" className={styles.minutes}>
                  {t(column === 'ot' ? 'timeCard.columns.total_ot' : `timeCard.columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {totals.map(({ employee, totals: sum }) => (
              <tr key={employee.id} data-employee={employee.emp_code}>
                <th scope="row">{employeeLineLabel(employee)}</th>
                {TOTAL_COLUMNS.map((column) => (
                  <td key={column} className={styles.minutes} data-total={column}>
                    {formatMinutes(sum[column])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}


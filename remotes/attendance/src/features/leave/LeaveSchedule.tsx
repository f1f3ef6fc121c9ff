import { useEffect, useState, type CSSProperties, type ReactElement } from 'react';
import { Alert, Descriptions, Drawer, Flex, Pagination, Select, Spin, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { apiClient as defaultClient, type ApiClient } from '@timekeep/api-client';
import {
  isSuccessCode,
  LEAVE_SCHEDULE_PATH,
  LEAVE_SCHEDULE_STATUSES,
  LEAVE_TYPE_RESOURCE,
  type LeaveScheduleLeave,
  type LeaveSchedulePage,
  type LeaveScheduleRow,
  type LeaveScheduleStatus,
} from '@timekeep/contracts';
import { AreaPage, PERSONNEL_PATHS, SelectFromRecords, TreeSelect, type AreaPageEntry } from '@timekeep/ui';
import { swatch, useGridColours, type GridColours } from '../schedules/grid-colours';
import { MonthNavigation, monthOf, monthRange } from '../schedules/ScheduleView';

const A = 'approval';

/** The leaves of a row that touch `date` (times are 'YYYY-MM-DD HH:mm:ss'; a leave covers each day it touches). */
export function leavesOn(row: LeaveScheduleRow, date: string): LeaveScheduleLeave[] {
  return row.leaves.filter((leave) => leave.start_time.slice(0, 10) <= date && leave.end_time.slice(0, 10) >= date);
}

const cellStyleOf = (colours: GridColours): CSSProperties => ({ border: `1px solid ${colours.border}`, color: colours.text, padding: 0, minWidth: 36, height: 28, fontSize: 12, textAlign: 'center', whiteSpace: 'nowrap' });
const stickyStyleOf = (colours: GridColours): CSSProperties => ({ ...cellStyleOf(colours), padding: '2px 6px', position: 'sticky', insetInlineStart: 0, background: colours.container, textAlign: 'start', minWidth: 160, zIndex: 1 });
const isWeekend = (date: string) => [0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay());

/** A leave type's (or the legend's neutral) look: its fill and the stronger shade that frames a pending leave. */
export interface LeaveHue {
  fill: string;
  frame: string;
}

/** How a leave looks in a cell: approved filled with its type's colour, pending a dashed frame of it on the container. */
export function leaveLook(status: LeaveScheduleStatus, hue: LeaveHue, colours: GridColours): CSSProperties {
  return status === 'approved'
    ? { background: hue.fill, border: `2px solid ${hue.fill}`, color: colours.text }
    : { background: colours.container, border: `2px dashed ${hue.frame}`, color: colours.text, fontStyle: 'italic' };
}

function useLeaveSchedule(client: ApiClient, query: Record<string, string | number>): { page: LeaveSchedulePage | null; error: string | null } {
  const { t } = useTranslation('att');
  const [page, setPage] = useState<LeaveSchedulePage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const key = JSON.stringify(query);
  useEffect(() => {
    let live = true;
    setError(null);
    void client
      .get<LeaveSchedulePage>(LEAVE_SCHEDULE_PATH, query)
      .then((response) => {
        if (!live) return;
        if (isSuccessCode(response.code) && response.data) setPage(response.data);
        else setError(client.messageOf(response));
      })
      // signed out or offline: the api-client has said so already
      .catch(() => live && setError(t('common:resource.loadFailed')));
    return () => {
      live = false;
    };
    // `key` stands for the query
  }, [client, key, t]);
  return { page, error };
}

interface Picked {
  row: LeaveScheduleRow;
  leave: LeaveScheduleLeave;
}

/** The request behind a cell: who, which type, its state in the chain, when and why. */
function LeaveDrawer({ picked, typeName, onClose }: { picked: Picked | null; typeName: (id: number) => string; onClose: () => void }): ReactElement {
  const { t } = useTranslation('att');
  const leave = picked?.leave;
  return (
    <Drawer open={picked !== null} onClose={onClose} title={t('leaveSchedule.request', { id: leave?.id ?? '' })} data-testid="leave-schedule-drawer">
      {picked && leave && (
        <Descriptions column={1} size="small" bordered>
          <Descriptions.Item label={t(`${A}.fields.employee`)}>
            <span style={{ direction: 'ltr', unicodeBidi: 'isolate' }}>{picked.row.emp_code}</span> {[picked.row.first_name, picked.row.last_name].filter(Boolean).join(' ')}
          </Descriptions.Item>
          <Descriptions.Item label={t('leaveSchedule.leaveType')}>{typeName(leave.leave_type)}</Descriptions.Item>
          <Descriptions.Item label={t(`${A}.fields.status`)}>
            {t(`${A}.statuses.${leave.status}`)}
            {leave.status === 'pending' ? ` · ${t('leaveSchedule.levelOf', { level: leave.level, levels: leave.levels })}` : ''}
          </Descriptions.Item>
          <Descriptions.Item label={t(`${A}.fields.start_time`)}>
            <span style={{ direction: 'ltr', unicodeBidi: 'isolate' }}>{leave.start_time}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t(`${A}.fields.end_time`)}>
            <span style={{ direction: 'ltr', unicodeBidi: 'isolate' }}>{leave.end_time}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t(`${A}.fields.days`)}>{leave.days}</Descriptions.Item>
          <Descriptions.Item label={t(`${A}.fields.reason`)}>{leave.reason}</Descriptions.Item>
        </Descriptions>
      )}
    </Drawer>
  );
}

/** Employees × days of a leave-schedule page; a cell with a leave is a button that opens its request. */
function LeaveGrid({ page, onPick }: { page: LeaveSchedulePage; onPick: (picked: Picked) => void }): ReactElement {
  const { t, i18n } = useTranslation('att');
  const colours = useGridColours();
  const hues = new Map(page.leave_types.map((type, index): [number, LeaveHue] => [type.id, { fill: colours.fill(index), frame: colours.frame(index) }]));
  const neutral: LeaveHue = { fill: colours.neutralFill, frame: colours.neutralFrame };
  const cellStyle = cellStyleOf(colours);
  const stickyStyle = stickyStyleOf(colours);
  const names = new Map(page.leave_types.map((type) => [type.id, type.name]));
  const weekday = new Intl.DateTimeFormat(i18n.language, { weekday: 'narrow', timeZone: 'UTC' });
  return (
    <Flex vertical gap={8}>
      <Flex wrap gap={4} data-testid="leave-schedule-legend">
        {page.leave_types.map((type) => (
          <Tag key={type.id} style={swatch(hues.get(type.id)?.fill ?? colours.fill(0), colours)}>
            {type.name}
          </Tag>
        ))}
        {LEAVE_SCHEDULE_STATUSES.map((status) => (
          <span key={status} style={{ ...leaveLook(status, neutral, colours), padding: '0 8px', fontSize: 12, borderRadius: 4 }}>
            {t(`${A}.statuses.${status}`)}
          </span>
        ))}
      </Flex>
      {/* a month is wider than the screen: the scrolling region takes the keyboard focus (arrow keys scroll it) */}
      <div role="region" aria-label={t('leaveSchedule.grid')} tabIndex={0} style={{ overflowX: 'auto' }}>
        <table style={{ borderCollapse: 'collapse' }} data-testid="leave-schedule-grid">
          <thead>
            <tr>
              <th style={stickyStyle}>{t(`${A}.fields.employee`)}</th>
              {page.dates.map((date) => (
                <th key={date} scope="col" style={{ ...cellStyle, padding: '2px 4px', background: isWeekend(date) ? colours.weekend : undefined }}>
                  <div>{Number(date.slice(8, 10))}</div>
                  <div style={{ fontWeight: 'normal' }}>{weekday.format(new Date(`${date}T00:00:00Z`))}</div>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {page.data.length === 0 && (
              <tr>
                <td style={{ ...cellStyle, padding: 8 }} colSpan={page.dates.length + 1}>
                  {t('leaveSchedule.empty')}
                </td>
              </tr>
            )}
            {page.data.map((row) => (
              <tr key={row.employee}>
                <th scope="row" style={stickyStyle}>
                  <span style={{ direction: 'ltr', unicodeBidi: 'isolate' }}>{row.emp_code}</span> {[row.first_name, row.last_name].filter(Boolean).join(' ')}
                </th>
                {page.dates.map((date) => {
                  const [leave] = leavesOn(row, date);
                  if (!leave) return <td key={date} style={{ ...cellStyle, background: isWeekend(date) ? colours.weekend : undefined }} />;
                  const name = names.get(leave.leave_type) ?? `#${leave.leave_type}`;
                  const label = `${date} · ${name} · ${t(`${A}.statuses.${leave.status}`)}`;
                  return (
                    <td key={date} style={cellStyle} data-testid={`leave-cell-${row.employee}-${date}`} data-status={leave.status}>
                      <button
                        type="button"
                        aria-label={label}
                        title={label}
                        onClick={() => onPick({ row, leave })}
                        style={{ ...leaveLook(leave.status, hues.get(leave.leave_type) ?? { fill: colours.fill(0), frame: colours.frame(0) }, colours), width: '100%', height: '100%', minHeight: 26, cursor: 'pointer', font: 'inherit', padding: '0 2px', overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'clip' }}
                      >
                        {/* The whole name, clipped to the cell's first letters: a visible text that is part of the label (WCAG 2.5.3). */}
                        {name}
                      </button>
                    </td>
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

/** `/att/leave-schedule`: who is on leave in a month (approved filled, pending framed), by department and type. */
export function LeaveSchedule({ client = defaultClient, initialMonth }: { client?: ApiClient; initialMonth?: string }): ReactElement {
  const { t } = useTranslation('att');
  const [month, setMonth] = useState(initialMonth ?? monthOf());
  const [department, setDepartment] = useState<number | null>(null);
  const [leaveType, setLeaveType] = useState<number | null>(null);
  const [status, setStatus] = useState<LeaveScheduleStatus | 'all'>('all');
  const [pageNumber, setPageNumber] = useState(1);
  const [pageSize, setPageSize] = useState(50);
  const [picked, setPicked] = useState<Picked | null>(null);
  const [start, end] = monthRange(month);
  const { page, error } = useLeaveSchedule(client, {
    start_date: start,
    end_date: end,
    page: pageNumber,
    page_size: pageSize,
    ...(department === null ? {} : { department__in: String(department) }),
    ...(leaveType === null ? {} : { leave_type__in: String(leaveType) }),
    ...(status === 'all' ? {} : { status__in: status }),
  });
  const typeName = (id: number) => page?.leave_types.find((type) => type.id === id)?.name ?? `#${id}`;
  return (
    <Flex vertical gap={12}>
      <Flex wrap gap={12} align="center">
        <MonthNavigation
          month={month}
          onChange={(next) => {
            setMonth(next);
            setPageNumber(1);
          }}
        />
        <div style={{ minWidth: 220 }}>
          <TreeSelect
            uri={PERSONNEL_PATHS.departments}
            aria-label={t('resource.schedule.fields.department')}
            placeholder={t('resource.schedule.fields.department')}
            value={department}
            onChange={(next) => {
              setDepartment(typeof next === 'number' ? next : null);
              setPageNumber(1);
            }}
          />
        </div>
        <div style={{ minWidth: 200 }}>
          <SelectFromRecords
            listPath={LEAVE_TYPE_RESOURCE.path}
            aria-label={t('leaveSchedule.leaveType')}
            placeholder={t('leaveSchedule.leaveType')}
            value={leaveType}
            onChange={(next) => {
              setLeaveType(typeof next === 'number' ? next : null);
              setPageNumber(1);
            }}
          />
        </div>
        <Select<LeaveScheduleStatus | 'all'>
          aria-label={t(`${A}.fields.status`)}
          style={{ minWidth: 160 }}
          value={status}
          onChange={(next) => {
            setStatus(next);
            setPageNumber(1);
          }}
          options={[
            { value: 'all', label: t('leaveSchedule.allStatuses') },
            ...LEAVE_SCHEDULE_STATUSES.map((value) => ({ value, label: t(`${A}.statuses.${value}`) })),
          ]}
        />
      </Flex>
      {error ? (
        <Alert type="error" message={error} />
      ) : page ? (
        <>
          <LeaveGrid page={page} onPick={setPicked} />
          {page.total > page.page_size && (
            <Pagination
              current={page.page}
              pageSize={page.page_size}
              total={page.total}
              showSizeChanger
              pageSizeOptions={[50, 100, 200]}
              onChange={(next, size) => {
                setPageNumber(size === pageSize ? next : 1);
                setPageSize(size);
              }}
            />
          )}
        </>
      ) : (
        <Spin />
      )}
      <Typography.Text type="secondary">{t('leaveSchedule.hint')}</Typography.Text>
      <LeaveDrawer picked={picked} typeName={typeName} onClose={() => setPicked(null)} />
    </Flex>
  );
}

export function LeaveScheduleScreen({ entry }: { entry: AreaPageEntry }): ReactElement {
  return (
    <AreaPage entry={entry}>
      <LeaveSchedule />
    </AreaPage>
  );
}

import { GPS_MY_OUTDOOR_SCHEDULE_RESOURCE, GPS_MY_SCHEDULE_REPORT_RESOURCE, GPS_MY_UNSCHEDULE_REPORT_RESOURCE } from '@timekeep/contracts';
import { resourceScreen, type RemoteScreens, type ResourceDeclaration, type ResourceRow } from '@timekeep/ui';

const F = 'gps:resource.fields';
const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
/**
 * The server answers an employee login's own rows only and checks no permission (ADR 0110), so nothing is gated;
 * the lists are read-only and export their pages as CSV.
 */
const own = { gated: false, export: 'client', import: false } as const;
const punchTime = (row: ResourceRow) => text(row.punch_time);

const mySchedule: ResourceDeclaration = {
  contract: GPS_MY_OUTDOOR_SCHEDULE_RESOURCE,
  columns: [{ key: 'date', sortable: true }, { key: 'start_time', sortable: true }, { key: 'end_time' }, { key: 'client_name', sortable: true }, { key: 'remarks', ellipsis: true }],
  filters: [{ kind: 'dateRange', params: ['date__gte', 'date__lte'], label: `${F}.date` }],
  search: true,
  rowLabel: (row) => `${text(row.date)} ${text(row.start_time)}`,
  ...own,
};

const punchFilters = [{ kind: 'dateRange', params: ['punch_time__gte', 'punch_time__lte'], label: `${F}.punch_time` }] as const;

const myScheduleReport: ResourceDeclaration = {
  contract: GPS_MY_SCHEDULE_REPORT_RESOURCE,
  columns: [{ key: 'punch_time', sortable: true }, { key: 'client_name' }, { key: 'start_time' }, { key: 'end_time' }],
  filters: punchFilters,
  rowLabel: punchTime,
  ...own,
};

const myUnscheduleReport: ResourceDeclaration = {
  contract: GPS_MY_UNSCHEDULE_REPORT_RESOURCE,
  columns: [{ key: 'punch_time', sortable: true }],
  filters: punchFilters,
  rowLabel: punchTime,
  ...own,
};

export const PERSONAL_OUTDOOR_DECLARATIONS = { mySchedule, myScheduleReport, myUnscheduleReport };

/** /personal/outdoor-management/*: the signed-in employee's own outdoor visits and outdoor punches. */
export const PERSONAL_OUTDOOR_SCREENS: RemoteScreens = {
  '/personal/outdoor-management/my-schedule': resourceScreen(mySchedule),
  '/personal/outdoor-management/schedule-report': resourceScreen(myScheduleReport),
  '/personal/outdoor-management/unschedule-report': resourceScreen(myUnscheduleReport),
};

import type { ReactElement } from 'react';
import {
  DEPARTMENT_RULE_RESOURCE,
  DEPARTMENT_SCHEDULE_RESOURCE,
  EMPLOYEE_SCHEDULE_RESOURCE,
  RULE_SETTING_FIELDS,
  SHIFT_RESOURCE,
  TEMPORARY_SCHEDULE_RESOURCE,
  TIMETABLE_RESOURCE,
  type RuleSettingField,
} from '@timekeep/contracts';
import {
  employeeRecordLabel,
  PERSONNEL_PATHS,
  RefNames,
  areaScreen,
  resourceScreen,
  type FormFieldDeclaration,
  type RemoteScreens,
  type ResourceDeclaration,
  type ResourceRow,
  type Translate,
} from '@timekeep/ui';
import { BulkAssign } from './BulkAssign';
import { recalculationText } from './recalculation';
import { GlobalRuleForm } from './GlobalRuleForm';
import { RULE_GROUPS, RuleSettingInput } from './RuleSettingInput';
import { EmployeeCalendar, ScheduleView } from './ScheduleView';

const SHIFTS = SHIFT_RESOURCE.path;
const TIMETABLES = TIMETABLE_RESOURCE.path;
const idOf = (value: unknown): number | null => (typeof value === 'number' ? value : null);
const ids = (value: unknown): number[] => (Array.isArray(value) ? (value as number[]) : []);
const employeeCell = (row: ResourceRow) => <RefNames path={PERSONNEL_PATHS.employees} ids={idOf(row.employee)} nameOf={employeeRecordLabel} />;
const departmentCell = (row: ResourceRow) => <RefNames path={PERSONNEL_PATHS.departments} ids={idOf(row.department)} />;
const shiftCell = (row: ResourceRow) => <RefNames path={SHIFTS} ids={idOf(row.shift)} />;
const dated = (row: ResourceRow) => `${String(row.start_date ?? '')}–${row.end_date ? String(row.end_date) : '…'}`;
const employeeField: FormFieldDeclaration = { name: 'employee', ref: { lookup: PERSONNEL_PATHS.employees } };
const shiftField: FormFieldDeclaration = { name: 'shift', ref: { lookup: SHIFTS } };
/** Every declaration here: export/import, and the "N employee-days will be recalculated" of a change. */
const bulk = { export: 'server', import: true, changeNote: (answer: Readonly<Record<string, unknown>>, t: Translate) => recalculationText(t, answer.recalculating) } as const;

export const employeeSchedule: ResourceDeclaration = {
  contract: EMPLOYEE_SCHEDULE_RESOURCE,
  columns: [
    { key: 'employee', sortable: true, render: employeeCell },
    { key: 'shift', sortable: true, render: shiftCell },
    { key: 'start_date', sortable: true },
    { key: 'end_date', sortable: true },
  ],
  filters: [{ kind: 'employee', param: 'employee__in', label: 'att:resource.schedule.fields.employee' }],
  search: true,
  form: { fields: [employeeField, shiftField, 'start_date', 'end_date'] },
  rowLabel: dated,
  toolbar: (reload) => <BulkAssign onDone={reload} />,
  ...bulk,
};

export const departmentSchedule: ResourceDeclaration = {
  contract: DEPARTMENT_SCHEDULE_RESOURCE,
  columns: [
    { key: 'department', sortable: true, render: departmentCell },
    { key: 'shift', sortable: true, render: shiftCell },
    { key: 'start_date', sortable: true },
    { key: 'end_date', sortable: true },
  ],
  filters: [{ kind: 'tree', param: 'department__in', label: 'att:resource.schedule.fields.department', uri: PERSONNEL_PATHS.departments }],
  search: true,
  form: { fields: ['department', shiftField, 'start_date', 'end_date'] },
  rowLabel: dated,
  ...bulk,
};

export const temporarySchedule: ResourceDeclaration = {
  contract: TEMPORARY_SCHEDULE_RESOURCE,
  columns: [
    { key: 'employee', sortable: true, render: employeeCell },
    { key: 'date', sortable: true },
    { key: 'timetables', render: (row) => <RefNames path={TIMETABLES} ids={ids(row.timetables)} /> },
  ],
  filters: [
    { kind: 'employee', param: 'employee__in', label: 'att:resource.schedule.fields.employee' },
    { kind: 'dateRange', params: ['date__gte', 'date__lte'], label: 'att:resource.schedule.fields.date' },
  ],
  search: true,
  form: { fields: [employeeField, 'date', { name: 'timetables', ref: { lookup: TIMETABLES } }] },
  rowLabel: (row) => String(row.date ?? ''),
  ...bulk,
};

const ruleField = (field: RuleSettingField): FormFieldDeclaration => ({
  name: field,
  render: (props) => <RuleSettingInput field={field} id={props.id} label={props.label} value={props.value} status={props.status} onChange={props.setValue} />,
});

/** The settings a department rule overrides, named in its list cell. */
function OverriddenSettings({ row }: { row: ResourceRow }): ReactElement {
  const set = (Object.keys(RULE_SETTING_FIELDS) as RuleSettingField[]).filter((field) => row[field] !== null && row[field] !== undefined);
  return <span>{set.length}</span>;
}

export const departmentRule: ResourceDeclaration = {
  contract: DEPARTMENT_RULE_RESOURCE,
  columns: [
    { key: 'department', sortable: true, render: departmentCell },
    { key: 'overrides', title: 'att:schedule.rule.overrides', render: (row) => <OverriddenSettings row={row} /> },
    { key: 'late_to_absent', hiddenByDefault: true },
    { key: 'ot_enabled', hiddenByDefault: true },
  ],
  filters: [{ kind: 'tree', param: 'department__in', label: 'att:resource.rule.fields.department', uri: PERSONNEL_PATHS.departments }],
  search: true,
  form: { layout: 'drawer', fields: ['department', ...RULE_GROUPS.flatMap((group) => group.fields.map(ruleField))] },
  rowLabel: (row) => `#${String(row.department ?? row.id)}`,
  ...bulk,
};

/** Attendance rules and schedules (SPEC §2 /att/*, ADR 0079). */
export const ATT_SCHEDULE_SCREENS: RemoteScreens = {
  '/att/global-rule': areaScreen(() => <GlobalRuleForm />, 'GlobalRuleScreen'),
  '/att/department-rule': resourceScreen(departmentRule),
  '/att/department-schedule': resourceScreen(departmentSchedule),
  '/att/employee-schedule': resourceScreen(employeeSchedule),
  '/att/temporary-schedule': resourceScreen(temporarySchedule),
  '/att/schedule-view': areaScreen(() => <ScheduleView />, 'ScheduleViewScreen'),
  '/att/employee-calendar': areaScreen(() => <EmployeeCalendar />, 'EmployeeCalendarScreen'),
};

export const SCHEDULE_DECLARATIONS = { employeeSchedule, departmentSchedule, temporarySchedule, departmentRule };

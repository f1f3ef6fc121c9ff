import { useRef } from 'react';
import { RESIGN_RESOURCE, type ResignRecord } from '@timekeep/contracts';
import { employeeRecordLabel, PERSONNEL_PATHS, SelectFromRecords, type FieldWidgetProps, type ResourceDeclaration } from '@timekeep/ui';

export type ResignRow = ResignRecord & { [field: string]: unknown };

/** The employees a resignation can be recorded for: those who have not resigned (SPEC §7 filter path). */
export const RESIGNABLE_EMPLOYEES_PATH = `${PERSONNEL_PATHS.employees}filter_by_resign_emp/`;

/**
 * New: a search among employees who have not resigned. Editing: the employee is fixed (shown, not chosen; the
 * server refuses a change too), named through the employee retrieve path since a resigned one is not a candidate.
 */
function ResignEmployee({ id, value, setValue, status, label }: FieldWidgetProps) {
  const editing = useRef(typeof value === 'number').current;
  return (
    <SelectFromRecords
      id={id}
      aria-label={label}
      listPath={RESIGNABLE_EMPLOYEES_PATH}
      retrievePath={PERSONNEL_PATHS.employees}
      optionLabel={employeeRecordLabel}
      status={status}
      disabled={editing}
      required
      value={(value as number | null) ?? null}
      onChange={(next) => setValue(next === null || next === undefined ? null : Number(next))}
    />
  );
}

/**
 * /team/resign on the resource kit: resignations with search, type, date range, department and employee filters;
 * recording one resigns the employee, deleting one is the reinstatement (the screen's texts say so).
 */
export const RESIGN_SCREEN: ResourceDeclaration<ResignRow> = {
  contract: RESIGN_RESOURCE,
  texts: 'per:resign',
  columns: [
    { key: 'emp_code' },
    { key: 'first_name' },
    { key: 'last_name' },
    { key: 'department_name' },
    { key: 'resign_date', sortable: true },
    { key: 'resign_type', sortable: true },
    { key: 'disable_att' },
    { key: 'reason', ellipsis: true },
  ],
  filters: [
    { kind: 'choice', param: 'resign_type', label: 'per:resign.typeFilter', options: (t) => RESIGN_RESOURCE.fields.resign_type.choices.map((type) => ({ value: type, label: t(`per:resign.types.${type}`) })) },
    { kind: 'dateRange', params: ['resign_date__gte', 'resign_date__lte'], label: 'per:resign.fields.resign_date' },
    { kind: 'tree', param: 'department__in', label: 'per:resign.departmentFilter', uri: PERSONNEL_PATHS.departments },
    { kind: 'employee', param: 'employee__in', label: 'per:resign.selectEmployees' },
  ],
  form: {
    fields: [{ name: 'employee', render: (props) => <ResignEmployee {...props} /> }, 'resign_date', 'resign_type', { name: 'reason', textarea: true }, 'disable_att'],
  },
  rowLabel: (row) => row.emp_code,
  export: 'client',
};

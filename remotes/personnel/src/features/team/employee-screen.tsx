import { Avatar, Input } from 'antd';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { useTranslation } from 'react-i18next';
import { EMPLOYEE_RESOURCE, type EmployeeRecord } from '@timekeep/contracts';
import { imageSource, PERSONNEL_PATHS, type FieldWidgetProps, type ResourceDeclaration } from '@timekeep/ui';

export type EmployeeRow = EmployeeRecord & { [field: string]: unknown };

/** The profile photo, else the approved bio-photo (self-registration → approval), else a placeholder. */
function EmployeePhoto({ row }: { row: EmployeeRow }) {
  const { t } = useTranslation('per');
  const photo = row.photo ?? row.bio_photo;
  return <Avatar size={40} src={imageSource(photo)} icon={photo ? undefined : <UserOutlined />} alt={t('employee.photoOf', { code: row.emp_code })} />;
}

/** Write-only: empty keeps the password as it is (SPEC §2 password widget: whitespace stripped). */
function SelfPassword({ id, value, setValue, status, label, submit }: FieldWidgetProps) {
  return (
    <Input.Password
      id={id}
      aria-label={label}
      status={status}
      autoComplete="new-password"
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => setValue(event.target.value.replace(/\s/g, ''))}
      onPressEnter={submit}
    />
  );
}

/**
 * /team/employee on the resource kit: the server-paged list (its 100k-row speed is the server's), search,
 * department / area / position trees and the employee picker as filters, a column chooser, create / edit in a
 * drawer with every pinned field (photo with the 1:1 crop), delete one or several.
 */
export const EMPLOYEE_SCREEN: ResourceDeclaration<EmployeeRow> = {
  contract: EMPLOYEE_RESOURCE,
  texts: 'per:employee',
  columns: [
    { key: 'photo', width: 72, render: (row) => <EmployeePhoto row={row} /> },
    { key: 'emp_code', sortable: true },
    { key: 'first_name', sortable: true },
    { key: 'last_name', sortable: true },
    { key: 'department_name' },
    { key: 'area_names', ellipsis: true },
    { key: 'position_name' },
    { key: 'hire_date', hiddenByDefault: true },
    { key: 'card_no', hiddenByDefault: true },
    { key: 'mobile', hiddenByDefault: true },
    { key: 'email', hiddenByDefault: true },
    { key: 'enable_att', hiddenByDefault: true },
  ],
  filters: [
    { kind: 'tree', param: 'department__in', label: 'per:employee.departmentFilter', uri: PERSONNEL_PATHS.departments },
    { kind: 'tree', param: 'area__in', label: 'per:employee.areaFilter', uri: PERSONNEL_PATHS.areas },
    { kind: 'tree', param: 'position__in', label: 'per:employee.positionFilter', uri: PERSONNEL_PATHS.positions },
    { kind: 'employee', param: 'id__in', label: 'per:employee.selectEmployees' },
  ],
  form: {
    layout: 'drawer',
    fields: [
      'photo',
      'emp_code',
      'first_name',
      'last_name',
      'department',
      'areas',
      'position',
      'hire_date',
      'email',
      'mobile',
      'card_no',
      'device_privilege',
      'device_password',
      { name: 'self_password', render: (props) => <SelfPassword {...props} /> },
      'gender',
      'birthday',
      'national_id',
      'address',
      'city',
      'postcode',
      'office_tel',
      'emergency_contact',
      'emergency_phone',
      'enable_att',
    ],
  },
  rowLabel: (row) => row.emp_code,
  // The kernel's export/ (CSV/XLSX, a job when large) and import/ (dry run, row errors, all or nothing); an
  // imported file may name departments, areas and positions by code or name.
  export: 'server',
  import: true,
};

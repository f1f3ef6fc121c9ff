/**
 * Team resources on the kernel (SPEC §2 /team/employee, /team/resign; SPEC §7 personnel paths `employees`,
 * `resigns`; api-contracts.md Personnel pins the employee fields terminals and payroll need). Every text that
 * goes to a terminal is single-line: the kernel refuses TAB, CR and LF in any field not declared `multiline`,
 * so a terminal command line can never be split by an employee's data (issue 12).
 */
import { RESIGN_TYPES } from '../personnel';
import type { ResourceContract } from '../resources';

/** Employee codes as terminals take them (the PIN): letters, digits, `_ . -`, at most 30. */
export const EMP_CODE_PATTERN = '^[A-Za-z0-9_.-]{1,30}$';

/** Terminal privileges (ZKTeco push protocol: 0 user, 2 enroller, 6 administrator, 14 super administrator). */
export const DEVICE_PRIVILEGES = ['employee', 'enroller', 'admin', 'super_admin'] as const;
export type DevicePrivilege = (typeof DEVICE_PRIVILEGES)[number];

export const GENDERS = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDERS)[number];

const label = (field: string) => `per:employee.fields.${field}`;

/** `/web/personnel/api/v2/employees/` (screen /team/employee); rows are `EmployeeRecord`. */
export const EMPLOYEE_RESOURCE = {
  name: 'personnel.employee',
  path: '/personnel/api/v2/employees/',
  label: 'per:resource.employee.label',
  fields: {
    emp_code: { kind: 'text', label: label('emp_code'), required: true, maxLength: 30, pattern: EMP_CODE_PATTERN, unique: true },
    first_name: { kind: 'text', label: label('first_name'), maxLength: 50 },
    last_name: { kind: 'text', label: label('last_name'), maxLength: 50 },
    display_name: { kind: 'text', label: label('first_name'), readOnly: true },
    department: { kind: 'ref', label: label('department'), ref: 'personnel.department', nullable: true, default: null },
    department_name: { kind: 'text', label: label('department'), readOnly: true },
    /** The areas whose terminals enrol the employee (replaces the single `area`). */
    areas: { kind: 'refs', label: label('areas'), ref: 'personnel.area' },
    area_names: { kind: 'text', label: label('areas'), readOnly: true },
    position: { kind: 'ref', label: label('position'), ref: 'personnel.position', nullable: true, default: null },
    position_name: { kind: 'text', label: label('position'), readOnly: true },
    /** Days before it are "not employed"; the creation date when not given. */
    hire_date: { kind: 'date', label: label('hire_date'), nullable: true, default: null },
    email: { kind: 'email', label: label('email'), maxLength: 254 },
    mobile: { kind: 'phone', label: label('mobile'), maxLength: 20 },
    card_no: { kind: 'text', label: label('card_no'), maxLength: 20, pattern: '^[0-9]{1,20}$', unique: true },
    device_password: { kind: 'text', label: label('device_password'), maxLength: 8, pattern: '^[0-9]{1,8}$' },
    device_privilege: { kind: 'choice', label: label('device_privilege'), choices: DEVICE_PRIVILEGES, choiceLabels: 'per:employee.privileges', default: 'employee' },
    gender: { kind: 'choice', label: label('gender'), choices: GENDERS, choiceLabels: 'per:employee.genders', nullable: true, default: null },
    birthday: { kind: 'date', label: label('birthday'), nullable: true, default: null },
    national_id: { kind: 'text', label: label('national_id'), maxLength: 30 },
    address: { kind: 'text', label: label('address'), maxLength: 200 },
    city: { kind: 'text', label: label('city'), maxLength: 50 },
    postcode: { kind: 'text', label: label('postcode'), maxLength: 10 },
    office_tel: { kind: 'phone', label: label('office_tel'), maxLength: 20 },
    emergency_contact: { kind: 'text', label: label('emergency_contact'), maxLength: 100 },
    emergency_phone: { kind: 'phone', label: label('emergency_phone'), maxLength: 20 },
    /** A data URL when written (cropped 1:1 by the profile photo picker), the stored file name when read. */
    photo: { kind: 'image', label: label('photo'), maxLength: 8_000_000, nullable: true, default: null },
    enable_att: { kind: 'boolean', label: label('enable_att'), default: true },
    /** Set by recording a resignation (/team/resign) and cleared by reinstating. */
    resigned: { kind: 'boolean', label: label('resigned'), readOnly: true },
    /** Stored name of the approved bio-photo (device area). */
    bio_photo: { kind: 'text', label: label('bio_photo'), readOnly: true },
    /** The employee login's password (`employee_sign_in` with the emp_code); write-only, '' leaves it as it is. */
    self_password: { kind: 'text', label: label('self_password'), writeOnly: true, minLength: 8, maxLength: 128 },
  },
} as const satisfies ResourceContract;

/** `/web/personnel/api/v2/resigns/` (screen /team/resign); rows are `ResignRecord`. */
export const RESIGN_RESOURCE = {
  name: 'personnel.resign',
  path: '/personnel/api/v2/resigns/',
  label: 'per:resource.resign.label',
  fields: {
    /** The employee resigning; fixed once recorded (delete the resignation and record anew). */
    employee: { kind: 'ref', label: 'per:resign.fields.employee', ref: 'personnel.employee', required: true },
    emp_code: { kind: 'text', label: 'per:resign.fields.emp_code', readOnly: true },
    first_name: { kind: 'text', label: 'per:resign.fields.first_name', readOnly: true },
    last_name: { kind: 'text', label: 'per:resign.fields.last_name', readOnly: true },
    display_name: { kind: 'text', label: 'per:resign.fields.first_name', readOnly: true },
    department: { kind: 'ref', label: 'per:resign.fields.department', ref: 'personnel.department', nullable: true, readOnly: true },
    department_name: { kind: 'text', label: 'per:resign.fields.department', readOnly: true },
    resign_date: { kind: 'date', label: 'per:resign.fields.resign_date', required: true },
    resign_type: { kind: 'choice', label: 'per:resign.fields.resign_type', choices: RESIGN_TYPES, choiceLabels: 'per:resign.types', required: true },
    reason: { kind: 'text', label: 'per:resign.fields.reason', maxLength: 200, multiline: true },
    /** Attendance off while resigned (employees.enable_att false until reinstated). */
    disable_att: { kind: 'boolean', label: 'per:resign.fields.disable_att', default: true },
  },
} as const satisfies ResourceContract;

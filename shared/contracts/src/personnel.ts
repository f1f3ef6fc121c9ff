/** Personnel API shapes shared by the server (producer) and the personnel remote (consumer). */

/** A row of `GET /web/personnel/api/v2/employees/` (SPEC §3 employee with its related names). */
export interface EmployeeRecord {
  id: number;
  emp_code: string;
  first_name: string;
  last_name: string;
  display_name: string;
  department: number | null;
  department_name: string | null;
  /** The areas whose terminals enrol the employee. */
  areas: number[];
  /** Their names, comma-joined (list cell). */
  area_names: string;
  position: number | null;
  position_name: string | null;
  /** YYYY-MM-DD; days before it are "not employed". */
  hire_date: string;
  email: string;
  mobile: string;
  card_no: string;
  device_password: string;
  device_privilege: 'employee' | 'enroller' | 'admin' | 'super_admin';
  gender: 'male' | 'female' | 'other' | null;
  birthday: string | null;
  national_id: string;
  address: string;
  city: string;
  postcode: string;
  office_tel: string;
  emergency_contact: string;
  emergency_phone: string;
  /** Stored name of the profile photo (shown from /web/auth_files/), or null. */
  photo: string | null;
  enable_att: boolean;
  resigned: boolean;
  /** Stored name of the approved bio-photo (shown from /web/auth_files/), or null. */
  bio_photo: string | null;
}

/** A row of `GET /web/personnel/api/v2/locations/`: a work location with its map position and time zone. */
export interface LocationRecord {
  id: number;
  name: string;
  code: string;
  address: string;
  /** Both null when no position was chosen, else both set. */
  latitude: number | null;
  longitude: number | null;
  /** IANA zone identifier (e.g. America/Mexico_City), '' when not set. */
  time_zone: string;
  display_name: string;
}

/** Why an employee left. */
export const RESIGN_TYPES = ['quit', 'dismissed', 'other'] as const;
export type ResignType = (typeof RESIGN_TYPES)[number];

/** The employee a record is about (a resignation, a bio-photo): its id, code, names and label. */
export interface EmployeeNames {
  employee: number;
  emp_code: string;
  first_name: string;
  last_name: string;
  /** The employee label (first_name, or emp_code when empty). */
  display_name: string;
}

/** A row of `GET /web/personnel/api/v2/resigns/`: one resigned employee with the employee's names. */
export interface ResignRecord extends EmployeeNames {
  id: number;
  department_name: string | null;
  /** YYYY-MM-DD: the employee is resigned from this date. */
  resign_date: string;
  resign_type: ResignType;
  reason: string;
  /** Whether attendance is disabled with the resignation (employees.enable_att false until reinstated). */
  disable_att: boolean;
}

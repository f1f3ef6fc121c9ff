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
  area: number | null;
  area_name: string | null;
  position: number | null;
  position_name: string | null;
  email: string;
  mobile: string;
  enable_att: boolean;
  resigned: boolean;
  /** Stored name of the approved bio-photo (shown from /web/auth_files/), or null. */
  bio_photo: string | null;
}

/** Device API shapes shared by the server (producer) and the devices remote (consumer). */

export type BiophotoStatus = 'pending' | 'approved' | 'rejected';

/** A row of `GET /web/device/api/v2/biophotos/`. */
export interface BiophotoRecord {
  id: number;
  employee: number;
  emp_code: string;
  first_name: string;
  last_name: string;
  display_name: string;
  /** Stored file name, shown from /web/auth_files/. */
  photo: string;
  width: number;
  height: number;
  status: BiophotoStatus;
  remarks: string;
  created_at: string;
  reviewed_at: string | null;
}

/** Device API shapes shared by the server (producer) and the devices remote (consumer). */
import type { EmployeeNames } from './personnel';

export type BiophotoStatus = 'pending' | 'approved' | 'rejected';

/** A row of `GET /web/device/api/v2/biophotos/`. */
export interface BiophotoRecord extends EmployeeNames {
  id: number;
  /** Stored file name, shown from /web/auth_files/. */
  photo: string;
  width: number;
  height: number;
  status: BiophotoStatus;
  remarks: string;
  created_at: string;
  reviewed_at: string | null;
}

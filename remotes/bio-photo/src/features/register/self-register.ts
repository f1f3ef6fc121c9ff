import type { ApiClient } from '@timekeep/api-client';
import type { ApiResponse } from '@timekeep/contracts';
import { allHaveAllowedExtension } from '@timekeep/ui';

/** SPEC §5 / §9: the bio-photo page accepts jpeg, png or bmp. */
export const BIO_PHOTO_ACCEPT = '.jpg,.jpeg,.png,.bmp';
export const SELF_REGISTER_PATH = '/device/api/v2/biophotos/self_register/';

export function isAllowedPhotoName(name: string): boolean {
  return allHaveAllowedExtension([name], BIO_PHOTO_ACCEPT);
}

/** `?company_id=12` → 12; anything that is not a positive whole number → null (the link is broken). */
export function companyIdOf(search: URLSearchParams): number | null {
  const raw = search.get('company_id')?.trim() ?? '';
  return /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : null;
}

export interface SelfRegistration {
  company_id: number;
  /** The photo as a data URL (SPEC §3). */
  biophoto: string;
  /** The employee code. */
  employee: string;
  remarks: string;
}

/** SPEC §6: self-registration is an unauthenticated call. */
export function submitSelfRegistration(client: ApiClient, registration: SelfRegistration): Promise<ApiResponse<{ id: number; status: string } | null>> {
  return client.post(SELF_REGISTER_PATH, registration, { auth: false });
}

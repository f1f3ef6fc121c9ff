import type { ApiClient } from '@timekeep/api-client';
import { isSuccessCode } from '@timekeep/contracts';
import type { SignedInUser } from '@timekeep/ui';
import { loadCompanySettings } from './company-settings';

export const CURRENT_USER_PATH = '/oauth/api/v2/current-user/';

/** `current-user/` as the server sends it; the permission fields are absent on a server without roles. */
interface CurrentUserAnswer {
  id?: number;
  role?: string;
  employee_id?: number | null;
  permissions?: string[];
  is_admin?: boolean;
  is_vendor_operator?: boolean;
}

/**
 * The signed-in user's permissions for menus, routes and buttons. A server that does not send `permissions` yet
 * (before the resource kernel) is read as today's rules: an employee login sees the Personal area, anyone else all.
 */
export function signedInUserOf(answer: CurrentUserAnswer): SignedInUser {
  const employeeId = answer.employee_id ?? null;
  const legacy = answer.permissions === undefined;
  return {
    id: answer.id,
    permissions: answer.permissions ?? [],
    is_admin: answer.is_admin ?? (legacy && employeeId === null),
    employee_id: employeeId,
    // The demo's employee account is linked to no employee: its role still makes it an employee login.
    is_employee_login: answer.role === 'employee' || employeeId !== null,
    is_vendor_operator: answer.is_vendor_operator ?? legacy,
  };
}

export async function loadSignedInUser(client: ApiClient): Promise<SignedInUser> {
  // The company's formats and language come along, without holding the page back.
  void loadCompanySettings(client);
  const response = await client.get<CurrentUserAnswer>(CURRENT_USER_PATH);
  if (!isSuccessCode(response.code) || !response.data) throw new Error(client.messageOf(response));
  return signedInUserOf(response.data);
}

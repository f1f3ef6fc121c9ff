/** System response codes (translated in the `api` namespace). */
export const SYSTEM_CODES = {
  ok: 'ZSYS0000',
  /** 400: an administrator tried to deactivate their own access. */
  cannotDeactivateSelf: 'ZSYS0001',
  /** 400: a group names a permission the product does not know (`params.permission`). */
  unknownPermission: 'ZSYS0002',
  /** 400: a company user's e-mail cannot change (invite the new address instead). */
  emailFixed: 'ZSYS0003',
} as const;

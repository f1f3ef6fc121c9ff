/** Terminal work codes (SPEC device path `terminalworkcodes`): a code an employee keys in with a punch. */
import { WORK_CODE_RESOURCE } from '@timekeep/contracts';
import { defineResource } from '../../resources/register';
import { DEVICE_CODES } from './codes';

export const workCodes = defineResource({
  contract: WORK_CODE_RESOURCE,
  prefix: '/web/device/api/v2',
  codes: { ok: DEVICE_CODES.ok },
  table: 'work_codes',
  search: ['code', 'name'],
  ordering: { fields: ['code', 'name'], default: ['code'] },
});

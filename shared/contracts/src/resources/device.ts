/** Device area resources (SPEC §7 device base paths). */
import type { ResourceContract } from '../resources';

/** Work codes an employee may key in on a terminal with a punch (SPEC path `terminalworkcodes`). */
export const WORK_CODE_RESOURCE = {
  name: 'device.workcode',
  path: '/device/api/v2/terminalworkcodes/',
  label: 'device:resource.workcode.label',
  fields: {
    code: { kind: 'text', label: 'device:resource.workcode.fields.code', required: true, maxLength: 8, pattern: '^[0-9A-Za-z]+$', unique: true },
    name: { kind: 'text', label: 'device:resource.workcode.fields.name', required: true, maxLength: 50 },
  },
} as const satisfies ResourceContract;

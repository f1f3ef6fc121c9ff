/** Attendance set-up (api-contracts.md): holidays now; the engine's other set-up resources follow on the kernel. */
import { HOLIDAY_RESOURCE } from '@timekeep/contracts';
import { defineResource, registerResource } from '../../resources/register';
import type { ServerModule } from '../module';

export const ATT_CODES = { ok: 'ZATT0000' } as const;
const prefix = '/web/att/api/v2';

export const holidays = defineResource({
  contract: HOLIDAY_RESOURCE,
  prefix,
  codes: ATT_CODES,
  table: 'holidays',
  links: { departments: { table: 'holiday_departments', owner: 'holiday_id', value: 'department_id' } },
  filters: {
    start_date__gte: { kind: 'gte', field: 'start_date' },
    start_date__lte: { kind: 'lte', field: 'start_date' },
    departments__in: { kind: 'has', field: 'departments' },
  },
  search: ['alias'],
  ordering: { fields: ['alias', 'start_date', 'days'], default: ['-start_date', 'alias'] },
});

export const attModule: ServerModule = {
  name: 'att',
  prefix,
  async register(app, deps) {
    registerResource(app, deps, holidays);
  },
};

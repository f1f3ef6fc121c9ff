/** Attendance set-up (api-contracts.md): holidays, break times, timetables and shifts on the resource kernel. */
import { HOLIDAY_RESOURCE } from '@timekeep/contracts';
import { defineResource, registerResource } from '../../resources/register';
import type { ServerModule } from '../module';
import { ATT_CODES } from './codes';
import { ATT_PREFIX, breakTimes, shifts, timetables } from './setup-resources';

export { ATT_CODES };

export const holidays = defineResource({
  contract: HOLIDAY_RESOURCE,
  prefix: ATT_PREFIX,
  codes: { ok: ATT_CODES.ok },
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
  prefix: ATT_PREFIX,
  async register(app, deps) {
    registerResource(app, deps, holidays);
    registerResource(app, deps, breakTimes);
    registerResource(app, deps, timetables);
    registerResource(app, deps, shifts);
  },
};

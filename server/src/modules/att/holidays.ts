/** Holidays (api-contracts.md `/web/att/api/v2/holidays/`): a start date and a number of days, per department or company-wide. */
import { HOLIDAY_RESOURCE } from '@timekeep/contracts';
import { defineResource } from '../../resources/register';
import { ATT_CODES } from './codes';
import { dirtyMarkHooks, holidaySpan } from './recalc/setup-marks';
import { ATT_PREFIX } from './setup-resources';

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
  // The Personal calendar and holiday pages of an employee login show them; writes stay gated.
  employeeLoginsView: true,
  // the holiday's days are recalculated (ADR 0081)
  hooks: dirtyMarkHooks('holidays', holidaySpan),
});

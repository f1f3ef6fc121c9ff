/** Attendance set-up (api-contracts.md): holidays, break times, timetables and shifts on the resource kernel. */
import { registerResource } from '../../resources/register';
import type { ServerModule } from '../module';
import { closedPeriods } from './closed-periods';
import { ATT_CODES } from './codes';
import { holidays } from './holidays';
import { registerGlobalRuleRoutes } from './global-rule-route';
import { registerScheduleViewRoute } from './schedule-view';
import { registerAttendanceResults } from './recalc/register';
import { departmentRules, departmentSchedules, employeeSchedules, temporarySchedules } from './schedule-resources';
import { ATT_PREFIX, breakTimes, shifts, timetables } from './setup-resources';

export { ATT_CODES };

export { holidays };

export const attModule: ServerModule = {
  name: 'att',
  prefix: ATT_PREFIX,
  async register(app, deps) {
    registerResource(app, deps, holidays);
    registerResource(app, deps, breakTimes);
    registerResource(app, deps, timetables);
    registerResource(app, deps, shifts);
    registerResource(app, deps, employeeSchedules);
    registerResource(app, deps, departmentSchedules);
    registerResource(app, deps, temporarySchedules);
    registerResource(app, deps, departmentRules);
    registerResource(app, deps, closedPeriods);
    registerGlobalRuleRoutes(app, deps);
    registerScheduleViewRoute(app, deps);
    registerAttendanceResults(app, deps);
  },
};

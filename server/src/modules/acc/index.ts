/** Access control (SPEC §2 `/acc/*`, ADR 0111): the area's resources on the kernel under `/web/acc/api/v2`. */
import type { ServerModule } from '../module';
import { registerResource } from '../../resources/register';
import { registerDoorActions } from './door-actions';
import { ACC_PREFIX, accCommands, accTerminals, combinations, groups, holidays, privileges, timePeriods } from './resources';

export const accModule: ServerModule = {
  name: 'acc',
  prefix: ACC_PREFIX,
  async register(app, deps) {
    for (const definition of [timePeriods, holidays, groups, accTerminals(deps), combinations, privileges, accCommands]) registerResource(app, deps, definition);
    registerDoorActions(app, deps);
  },
};

/** Personnel (SPEC §7 "Personnel service paths"): departments, areas, positions and employees. */
import type { ServerModule } from '../module';
import { registerEmployeeRoutes } from './employee-routes';
import './tables';
import { registerTreeResource } from './tree-resource';

export const personnelModule: ServerModule = {
  name: 'personnel',
  prefix: '/web/personnel/api/v2',
  async register(app, deps) {
    registerTreeResource(app, deps, 'departments');
    registerTreeResource(app, deps, 'areas');
    registerTreeResource(app, deps, 'positions');
    registerEmployeeRoutes(app, deps);
  },
};

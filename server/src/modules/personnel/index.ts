/**
 * Personnel (SPEC §7 "Personnel service paths"): departments, areas (with access_areas), positions, locations,
 * employees (with filter_by_resign_emp and filter_by_enable_att) and resigns.
 */
import type { ServerModule } from '../module';
import { registerAccessAreasRoute } from './access-areas-route';
import { registerEmployeeRoutes } from './employee-routes';
import { locations } from './location-routes';
import { registerResource } from '../../resources/register';
import { registerResignRoutes } from './resign-routes';
import './tables';
import { registerTreeResource } from './tree-resource';

export const personnelModule: ServerModule = {
  name: 'personnel',
  prefix: '/web/personnel/api/v2',
  async register(app, deps) {
    registerTreeResource(app, deps, 'departments');
    registerTreeResource(app, deps, 'areas');
    registerAccessAreasRoute(app, deps);
    registerTreeResource(app, deps, 'positions');
    registerResource(app, deps, locations);
    registerEmployeeRoutes(app, deps);
    registerResignRoutes(app, deps);
  },
};

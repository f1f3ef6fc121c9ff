/**
 * Personnel (SPEC §7 "Personnel service paths"): departments, areas (with access_areas), positions, locations,
 * employees (with filter_by_resign_emp and filter_by_enable_att) and resigns.
 */
import type { ServerModule } from '../module';
import { registerAccessAreasRoute } from './access-areas-route';
import { employees, registerEmployeeFilterRoutes } from './employee-routes';
import { locations } from './location-routes';
import { registerResource } from '../../resources/register';
import { resigns } from './resign-routes';
import './tables';
import { registerDepartmentChart, registerTreeView, TREE_RESOURCES } from './tree-routes';

export const personnelModule: ServerModule = {
  name: 'personnel',
  prefix: '/web/personnel/api/v2',
  async register(app, deps) {
    for (const [definition, table] of TREE_RESOURCES) {
      registerTreeView(app, deps, definition, table);
      registerResource(app, deps, definition);
    }
    registerDepartmentChart(app, deps);
    registerAccessAreasRoute(app, deps);
    registerResource(app, deps, locations);
    // The fixed-filter paths first: `employees/<id>/` must not see them as ids.
    registerEmployeeFilterRoutes(app, deps);
    registerResource(app, deps, employees);
    registerResource(app, deps, resigns);
  },
};

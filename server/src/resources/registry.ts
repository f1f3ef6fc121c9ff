/**
 * The resources registered in one application (keyed by its deps, so two test apps never share one): the
 * permission list and the ref checks read it.
 */
import type { AppDeps } from '../deps';
import type { ResourceDefinition } from './types';

const registries = new WeakMap<AppDeps, Map<string, ResourceDefinition>>();

export function resourceRegistry(deps: AppDeps): Map<string, ResourceDefinition> {
  let registry = registries.get(deps);
  if (!registry) {
    registry = new Map();
    registries.set(deps, registry);
  }
  return registry;
}

/** Tables of resources not (yet) on the kernel that refs may name. */
const PLAIN_TABLES: Record<string, string> = {
  'personnel.department': 'departments',
  'personnel.area': 'areas',
  'personnel.position': 'positions',
  'personnel.location': 'locations',
  'personnel.employee': 'employees',
};

/** The table a ref (`personnel.location`) names. */
export function tableOfRef(deps: AppDeps, ref: string): string {
  const table = resourceRegistry(deps).get(ref)?.table ?? PLAIN_TABLES[ref];
  if (!table) throw new Error(`unknown ref ${ref}`);
  return table;
}

import type { PermissionInfo } from '@timekeep/contracts';

/** One row of the matrix: a resource and its permissions by action. */
export interface MatrixRow {
  resource: string;
  module: string;
  /** action → codename */
  cells: Readonly<Record<string, string>>;
}

export interface MatrixModel {
  modules: Array<{ module: string; rows: MatrixRow[] }>;
  /** Every action column, standard ones first in the order the server lists them. */
  actions: string[];
}

/** Rows = resources grouped by module, columns = actions, from `GET permissions/` (generated from the declarations). */
export function matrixOf(permissions: readonly PermissionInfo[]): MatrixModel {
  const actions: string[] = [];
  const byModule = new Map<string, Map<string, Record<string, string>>>();
  for (const permission of permissions) {
    if (!actions.includes(permission.action)) actions.push(permission.action);
    const resources = byModule.get(permission.module) ?? new Map<string, Record<string, string>>();
    byModule.set(permission.module, resources);
    // `resource` may come as `location` or as `personnel.location`; rows are named the second way.
    const name = permission.resource.includes('.') ? permission.resource : `${permission.module}.${permission.resource}`;
    const cells = resources.get(name) ?? {};
    resources.set(name, cells);
    cells[permission.action] = permission.codename;
  }
  return {
    actions,
    modules: [...byModule].map(([module, resources]) => ({
      module,
      rows: [...resources].map(([resource, cells]) => ({ resource, module, cells })),
    })),
  };
}

/** Ticks or clears every given codename, keeping the others as they are. */
export function toggleAll(value: readonly string[], codenames: readonly string[], on: boolean): string[] {
  const set = new Set(value);
  for (const codename of codenames) {
    if (on) set.add(codename);
    else set.delete(codename);
  }
  return [...set].sort();
}

/** 'all' when every codename is held, 'some' when part of them, 'none' otherwise. */
export function heldState(value: readonly string[], codenames: readonly string[]): 'all' | 'some' | 'none' {
  const held = codenames.filter((codename) => value.includes(codename)).length;
  return held === 0 ? 'none' : held === codenames.length ? 'all' : 'some';
}

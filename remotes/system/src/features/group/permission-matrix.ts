import type { PermissionInfo } from '@timekeep/contracts';

/** One row of the matrix: a resource and its permissions by action. */
export interface MatrixRow {
  resource: string;
  module: string;
  /** The resource's translated name (from the server; the codename's resource when it sent none). */
  label: string;
  /** action → codename */
  cells: Readonly<Record<string, string>>;
  /** codename → its translated label ("View Events"), for the check boxes' accessible names. */
  cellLabels: Readonly<Record<string, string>>;
}

export interface MatrixModel {
  modules: Array<{ module: string; label: string; rows: MatrixRow[] }>;
  /** Every action column, standard ones first in the order the server lists them. */
  actions: string[];
  /** action → its translated name (from the server; absent for an older server). */
  actionLabels: Readonly<Record<string, string>>;
}

/** Rows = resources grouped by module, columns = actions, from `GET permissions/` (generated from the declarations). */
export function matrixOf(permissions: readonly PermissionInfo[]): MatrixModel {
  const actions: string[] = [];
  const actionLabels: Record<string, string> = {};
  const moduleLabels = new Map<string, string>();
  const byModule = new Map<string, Map<string, MatrixRow & { cells: Record<string, string>; cellLabels: Record<string, string> }>>();
  for (const permission of permissions) {
    if (!actions.includes(permission.action)) actions.push(permission.action);
    if (permission.action_label) actionLabels[permission.action] = permission.action_label;
    if (!moduleLabels.has(permission.module)) moduleLabels.set(permission.module, permission.module_label ?? permission.module);
    const resources = byModule.get(permission.module) ?? new Map();
    byModule.set(permission.module, resources);
    // `resource` may come as `location` or as `personnel.location`; rows are named the second way.
    const name = permission.resource.includes('.') ? permission.resource : `${permission.module}.${permission.resource}`;
    const row = resources.get(name) ?? { resource: name, module: permission.module, label: permission.resource_label ?? name, cells: {}, cellLabels: {} };
    resources.set(name, row);
    row.cells[permission.action] = permission.codename;
    row.cellLabels[permission.codename] = permission.label;
  }
  return {
    actions,
    actionLabels,
    modules: [...byModule].map(([module, resources]) => ({ module, label: moduleLabels.get(module) ?? module, rows: [...resources.values()] })),
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

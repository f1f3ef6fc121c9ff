/** One option as the tree action returns it (SPEC §3 option items). */
export interface TreeOptionItem {
  id: number | string;
  name?: string;
  display_name?: string;
  parent: number | string | null;
}

export type TreeId = number | string;

export interface TreeNode {
  id: TreeId;
  label: string;
  parent: TreeId | null;
  depth: number;
  children: TreeNode[];
}

export interface TreeModel {
  roots: TreeNode[];
  byId: Map<TreeId, TreeNode>;
}

/** Options show display_name, or name when it is missing (SPEC §2). */
export function optionLabel(item: TreeOptionItem): string {
  return item.display_name ?? item.name ?? String(item.id);
}

/** Builds the tree from the flat list; items whose parent is unknown become roots, so nothing is hidden. */
export function buildTree(items: ReadonlyArray<TreeOptionItem>): TreeModel {
  const byId = new Map<TreeId, TreeNode>();
  for (const item of items) {
    byId.set(item.id, { id: item.id, label: optionLabel(item), parent: item.parent ?? null, depth: 0, children: [] });
  }
  const roots: TreeNode[] = [];
  for (const node of byId.values()) {
    const parent = node.parent === null ? undefined : byId.get(node.parent);
    if (parent && parent !== node) parent.children.push(node);
    else roots.push(node);
  }
  const setDepth = (nodes: TreeNode[], depth: number, seen: Set<TreeId>) => {
    for (const node of nodes) {
      if (seen.has(node.id)) continue;
      seen.add(node.id);
      node.depth = depth;
      setDepth(node.children, depth + 1, seen);
    }
  };
  setDepth(roots, 0, new Set());
  return { roots, byId };
}

/** Nodes a user can see, in display order, given the expanded ids. */
export function visibleNodes(model: TreeModel, expanded: ReadonlySet<TreeId>): TreeNode[] {
  const out: TreeNode[] = [];
  const walk = (nodes: TreeNode[]) => {
    for (const node of nodes) {
      out.push(node);
      if (expanded.has(node.id)) walk(node.children);
    }
  };
  walk(model.roots);
  return out;
}

export function descendantIds(node: TreeNode): TreeId[] {
  const ids: TreeId[] = [];
  const walk = (n: TreeNode) => {
    for (const child of n.children) {
      ids.push(child.id);
      walk(child);
    }
  };
  walk(node);
  return ids;
}

export function allIds(model: TreeModel): TreeId[] {
  return [...model.byId.keys()];
}

/** Ancestors to expand so that `id` is visible. */
export function ancestorIds(model: TreeModel, id: TreeId): TreeId[] {
  const out: TreeId[] = [];
  let node = model.byId.get(id);
  const seen = new Set<TreeId>();
  while (node && node.parent !== null && !seen.has(node.parent)) {
    seen.add(node.parent);
    out.push(node.parent);
    node = model.byId.get(node.parent);
  }
  return out;
}

export interface TreeNavState {
  focused: TreeId | null;
  expanded: ReadonlySet<TreeId>;
}

/**
 * WAI-ARIA tree keyboard navigation: arrows, Home, End and `*` (expand all siblings). In right-to-left
 * layouts the horizontal arrows swap, so "towards the children" is always the reading direction.
 * Returns null for keys it does not handle (Space and Enter select; the component handles them).
 */
export function navigate(model: TreeModel, state: TreeNavState, key: string, rtl = false): TreeNavState | null {
  const visible = visibleNodes(model, state.expanded);
  if (visible.length === 0) return null;
  const index = Math.max(0, visible.findIndex((n) => n.id === state.focused));
  const current = visible[index];
  const inward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const outward = rtl ? 'ArrowRight' : 'ArrowLeft';
  const focus = (node: TreeNode | undefined) => ({ ...state, focused: (node ?? current).id });

  switch (key) {
    case 'ArrowDown':
      return focus(visible[Math.min(index + 1, visible.length - 1)]);
    case 'ArrowUp':
      return focus(visible[Math.max(index - 1, 0)]);
    case 'Home':
      return focus(visible[0]);
    case 'End':
      return focus(visible[visible.length - 1]);
    case inward:
      if (current.children.length === 0) return focus(current);
      if (!state.expanded.has(current.id)) return { focused: current.id, expanded: new Set([...state.expanded, current.id]) };
      return focus(current.children[0]);
    case outward: {
      if (state.expanded.has(current.id) && current.children.length > 0) {
        const expanded = new Set(state.expanded);
        expanded.delete(current.id);
        return { focused: current.id, expanded };
      }
      return focus(current.parent === null ? current : model.byId.get(current.parent));
    }
    case '*': {
      const siblings = current.parent === null ? model.roots : (model.byId.get(current.parent)?.children ?? []);
      const expanded = new Set(state.expanded);
      for (const sibling of siblings) if (sibling.children.length > 0) expanded.add(sibling.id);
      return { focused: current.id, expanded };
    }
    default:
      return null;
  }
}

/**
 * Toggles `id` in a multi selection. With `withChildren`, descendants follow the parent (checked or unchecked
 * together). Disabled ids never change.
 */
export function toggleSelection(
  model: TreeModel,
  selected: ReadonlyArray<TreeId>,
  id: TreeId,
  withChildren: boolean,
  disabled: ReadonlySet<TreeId>,
): TreeId[] {
  if (disabled.has(id)) return [...selected];
  const node = model.byId.get(id);
  const affected = [id, ...(withChildren && node ? descendantIds(node) : [])].filter((x) => !disabled.has(x));
  const next = new Set(selected);
  const checking = !next.has(id);
  for (const x of affected) {
    if (checking) next.add(x);
    else next.delete(x);
  }
  return [...next];
}

/** Select all: every enabled id; pressing it again when all are selected clears them (disabled ones stay). */
export function toggleAll(model: TreeModel, selected: ReadonlyArray<TreeId>, disabled: ReadonlySet<TreeId>): TreeId[] {
  const enabled = allIds(model).filter((id) => !disabled.has(id));
  const current = new Set(selected);
  const allSelected = enabled.every((id) => current.has(id));
  if (allSelected) return selected.filter((id) => disabled.has(id));
  return [...new Set([...selected, ...enabled])];
}

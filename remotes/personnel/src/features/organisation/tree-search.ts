/**
 * Pure helpers of the organisation screens' trees: which nodes a search shows (matches and the path down to
 * them), which to expand, and where a drag-and-drop puts a node.
 */
import { buildTree, type TreeModel, type TreeNode, type TreeOptionItem } from '@timekeep/ui';

export type { TreeModel, TreeNode };

/** The tree of `items`; an unknown parent makes a root, so nothing is hidden. */
export function treeOf(items: ReadonlyArray<TreeOptionItem>): TreeModel {
  return buildTree(items);
}

function foldText(text: string): string {
  // Turkish dotless ı has no decomposition; it folds to i like İ does.
  return text.toLocaleLowerCase().normalize('NFKD').replace(/\p{M}/gu, '').replace(/ı/g, 'i');
}

/** Whether `label` contains `search`, ignoring case and accents ("sale" finds "Sales", "satis" finds "Satış"). */
export function labelMatches(label: string, search: string): boolean {
  return foldText(label).includes(foldText(search.trim()));
}

export interface TreeSearchResult {
  /** Ids shown: the matches and their ancestors; null when there is no search (everything is shown). */
  visible: ReadonlySet<number> | null;
  /** The matches themselves (highlighted). */
  matches: ReadonlySet<number>;
  /** Ancestors of the matches, to expand so every match is in view. */
  expand: number[];
}

/** The search over `model` by label (`extra` adds text a node is also found by, e.g. a department head). */
export function searchTree(model: TreeModel, search: string, extra?: (id: number) => string): TreeSearchResult {
  if (search.trim() === '') return { visible: null, matches: new Set(), expand: [] };
  const matches = new Set<number>();
  for (const node of model.byId.values()) {
    if (labelMatches(node.label, search) || (extra && labelMatches(extra(Number(node.id)), search))) matches.add(Number(node.id));
  }
  const ancestors = new Set<number>();
  for (const id of matches) {
    let parent = model.byId.get(id)?.parent ?? null;
    while (parent !== null && !ancestors.has(Number(parent))) {
      ancestors.add(Number(parent));
      parent = model.byId.get(parent)?.parent ?? null;
    }
  }
  return { visible: new Set([...matches, ...ancestors]), matches, expand: [...ancestors] };
}

/** `id` and every node below it (a node cannot move under any of them). */
export function subtreeIds(model: TreeModel, id: number): number[] {
  const out: number[] = [];
  const walk = (node: TreeNode | undefined) => {
    if (!node || out.includes(Number(node.id))) return;
    out.push(Number(node.id));
    for (const child of node.children) walk(child);
  };
  walk(model.byId.get(id));
  return out;
}

/**
 * The new parent of a dragged node: dropped onto a node it goes inside it; dropped in the gap beside a node it
 * becomes that node's sibling. null: a root. undefined: not allowed (under itself or a descendant) or unchanged.
 */
export function dropParent(model: TreeModel, dragged: number, target: number, intoTarget: boolean): number | null | undefined {
  const parentOf = (id: number) => {
    const parent = model.byId.get(id)?.parent;
    return parent === undefined || parent === null ? null : Number(parent);
  };
  const next = intoTarget ? target : parentOf(target);
  if (next !== null && subtreeIds(model, dragged).includes(next)) return undefined;
  return next === parentOf(dragged) ? undefined : next;
}

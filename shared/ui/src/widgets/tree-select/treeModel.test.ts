import { buildTree, navigate, optionLabel, toggleAll, toggleSelection, visibleNodes, ancestorIds, type TreeOptionItem, type TreeNavState } from './treeModel';

// Head office ─┬─ Sales ── Sales North
//              └─ Ops
// Branch (no children)
const items: TreeOptionItem[] = [
  { id: 1, name: 'Head office', parent: null },
  { id: 2, name: 'Sales', display_name: 'Sales dept', parent: 1 },
  { id: 3, name: 'Sales North', parent: 2 },
  { id: 4, name: 'Ops', parent: 1 },
  { id: 5, name: 'Branch', parent: null },
];
const model = buildTree(items);
const labels = (ids: Iterable<number | string>) => [...ids].map((id) => model.byId.get(id)?.label);

describe('buildTree', () => {
  it('prefers display_name, then name', () => {
    expect(optionLabel({ id: 1, name: 'n', display_name: 'd', parent: null })).toBe('d');
    expect(optionLabel({ id: 1, name: 'n', parent: null })).toBe('n');
  });
  it('nests by parent with depths', () => {
    expect(model.roots.map((n) => n.label)).toEqual(['Head office', 'Branch']);
    expect(model.byId.get(3)?.depth).toBe(2);
    expect(ancestorIds(model, 3)).toEqual([2, 1]);
  });
  it('treats unknown parents as roots', () => {
    expect(buildTree([{ id: 9, name: 'orphan', parent: 77 }]).roots.map((n) => n.id)).toEqual([9]);
  });
  it('lists only expanded branches as visible', () => {
    expect(labels(visibleNodes(model, new Set()).map((n) => n.id))).toEqual(['Head office', 'Branch']);
    expect(labels(visibleNodes(model, new Set([1])).map((n) => n.id))).toEqual(['Head office', 'Sales dept', 'Ops', 'Branch']);
  });
});

describe('navigate', () => {
  const run = (keys: string[], start: TreeNavState, rtl = false) =>
    keys.reduce<TreeNavState>((state, key) => navigate(model, state, key, rtl) ?? state, start);
  const closed: TreeNavState = { focused: 1, expanded: new Set() };

  it.each([
    [['ArrowDown'], 5, []],
    [['ArrowDown', 'ArrowDown'], 5, []],
    [['ArrowUp'], 1, []],
    [['ArrowRight'], 1, [1]],
    [['ArrowRight', 'ArrowRight'], 2, [1]],
    [['ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowRight'], 3, [1, 2]],
    [['ArrowRight', 'ArrowRight', 'ArrowLeft'], 1, [1]],
    [['ArrowRight', 'ArrowLeft'], 1, []],
    [['ArrowRight', 'End'], 5, [1]],
    [['ArrowRight', 'End', 'Home'], 1, [1]],
    [['*'], 1, [1]],
    [['ArrowRight', 'ArrowDown', '*'], 2, [1, 2]],
  ])('%j → focus %p, expanded %j', (keys, focused, expanded) => {
    const end = run(keys, closed);
    expect(end.focused).toBe(focused);
    expect([...end.expanded].sort()).toEqual(expanded);
  });

  it('swaps the horizontal arrows right-to-left', () => {
    expect([...run(['ArrowLeft'], closed, true).expanded]).toEqual([1]);
    expect(run(['ArrowLeft', 'ArrowLeft'], closed, true).focused).toBe(2);
    expect([...run(['ArrowLeft', 'ArrowRight'], closed, true).expanded]).toEqual([]);
  });

  it('leaves Space, Enter and letters to the component', () => {
    expect(navigate(model, closed, ' ')).toBeNull();
    expect(navigate(model, closed, 'Enter')).toBeNull();
  });
});

describe('selection', () => {
  it('toggles one id, or the id with its sub-items', () => {
    expect(toggleSelection(model, [], 1, false, new Set())).toEqual([1]);
    expect(toggleSelection(model, [], 1, true, new Set()).sort()).toEqual([1, 2, 3, 4]);
    expect(toggleSelection(model, [1, 2, 3, 4, 5], 1, true, new Set())).toEqual([5]);
    expect(toggleSelection(model, [1], 1, false, new Set())).toEqual([]);
  });
  it('never changes disabled ids', () => {
    expect(toggleSelection(model, [], 3, false, new Set([3]))).toEqual([]);
    expect(toggleSelection(model, [], 1, true, new Set([3])).sort()).toEqual([1, 2, 4]);
  });
  it('select all toggles every enabled id', () => {
    expect(toggleAll(model, [], new Set([5])).sort()).toEqual([1, 2, 3, 4]);
    expect(toggleAll(model, [1, 2, 3, 4], new Set([5]))).toEqual([]);
    expect(toggleAll(model, [5, 1], new Set([5])).sort()).toEqual([1, 2, 3, 4, 5]);
  });
});

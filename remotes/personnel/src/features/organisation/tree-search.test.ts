import { dropParent, labelMatches, searchTree, subtreeIds, treeOf } from './tree-search';

// Head Office ─┬─ Sales ── Export
//              └─ Satış
// Plant
const model = treeOf([
  { id: 1, name: 'Head Office', parent: null },
  { id: 2, name: 'Sales', parent: 1 },
  { id: 3, name: 'Export', parent: 2 },
  { id: 4, name: 'Satış', parent: 1 },
  { id: 5, name: 'Plant', parent: null },
]);

test('matches ignore case and accents', () => {
  expect(labelMatches('Satış', 'satis')).toBe(true);
  expect(labelMatches('Head Office', 'OFF')).toBe(true);
  expect(labelMatches('Plant', 'sales')).toBe(false);
});

test('a search shows the matches and the path down to them, and expands that path', () => {
  const found = searchTree(model, 'export');
  expect([...found.matches]).toEqual([3]);
  expect([...(found.visible ?? [])].sort()).toEqual([1, 2, 3]);
  expect(found.expand.sort()).toEqual([1, 2]);
  expect(searchTree(model, '  ').visible).toBeNull();
  expect([...searchTree(model, 'ana', (id) => (id === 5 ? 'Ana Ruiz' : '')).matches]).toEqual([5]);
});

test('a node moves into a node or beside it, never under itself', () => {
  expect(subtreeIds(model, 1).sort()).toEqual([1, 2, 3, 4]);
  expect(dropParent(model, 3, 5, true)).toBe(5);
  expect(dropParent(model, 3, 5, false)).toBeNull();
  expect(dropParent(model, 3, 4, false)).toBe(1);
  expect(dropParent(model, 1, 3, true)).toBeUndefined();
  expect(dropParent(model, 2, 1, true)).toBeUndefined();
});

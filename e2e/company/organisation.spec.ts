import { expect, test, type Page } from '../support/test';
import { signInAsDemoAdmin, type Session } from '../support/session';

/**
 * /company/department, /company/organization-chart, /company/position and /company/area against the real server and
 * the demo company (Head Office ─ Operations ─ Warehouse, Head Office ─ Sales; positions Manager ─ Supervisor ─
 * Operator; areas Main Campus ─ North Gate, Remote; employees on each). The test removes what it adds.
 */

const DEPARTMENTS = '/web/personnel/api/v2/departments/';
const POSITIONS = '/web/personnel/api/v2/positions/';
const AREAS = '/web/personnel/api/v2/areas/';
const NAME = 'E2E Night Shift';
/** What the position and area steps add (and rename to `… 2`); the search finds both. */
const TREE_NAME = 'E2E Tree Node';

async function removeLeftovers(page: Page, session: Session): Promise<void> {
  const headers = { Authorization: `JWT ${session.access}` };
  for (const [path, name] of [[DEPARTMENTS, NAME], [POSITIONS, TREE_NAME], [AREAS, TREE_NAME]] as const) {
    const list = await (await page.request.get(`${path}?search=${encodeURIComponent(name)}&page_size=50`, { headers })).json();
    const ids = (list.data.data as Array<{ id: number }>).map((row) => row.id);
    if (ids.length > 0) await page.request.delete(`${path}multi-destroy/`, { headers, data: { ids } });
  }
}

interface TreeScreen {
  path: string;
  /** The tree's name, the add button, the form's titles (English). */
  tree: string;
  add: string;
  create: string;
  edit: string;
  /** A seeded node to create under, and one with sub-items (it may not be deleted). */
  parent: string;
  inUse: string;
}

/**
 * Issue 11: a tree screen through every action — list, create under a node, a refused form (an empty name on its
 * field; a name in use, answered by the server), edit, the delete rule, delete.
 */
async function treeScreenJourney(page: Page, screen: TreeScreen): Promise<void> {
  // Through the side menu's Company group (open on the company pages): no reload, the personnel remote stays loaded.
  await page.getByRole('navigation').locator(`a[href="${screen.path}"]`).click();
  const tree = page.getByRole('tree', { name: screen.tree });
  await expect(tree.getByText(screen.parent, { exact: true })).toBeVisible({ timeout: 20_000 });
  const list = page.getByTestId(`resource-list-personnel.${screen.path.split('/').pop()}`);
  await expect(list.locator('tbody tr.ant-table-row').first()).toBeVisible();

  await tree.getByText(screen.parent, { exact: true }).click();
  await page.getByRole('button', { name: screen.add }).click();
  const form = page.getByRole('dialog', { name: screen.create });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.locator('.ant-form-item-explain-error')).toHaveText('This field is required');
  await form.getByLabel('Name').fill(screen.inUse);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.locator('.ant-form-item-explain-error')).toHaveText(`The name ${screen.inUse} is already in use.`);
  await form.getByLabel('Name').fill(TREE_NAME);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await expect(tree.getByText(TREE_NAME, { exact: true })).toBeVisible();
  await expect(list.getByRole('row', { name: new RegExp(TREE_NAME) })).toContainText(screen.parent);

  await list.getByRole('button', { name: `Edit ${TREE_NAME}` }).click();
  const editing = page.getByRole('dialog', { name: screen.edit });
  await expect(editing.getByLabel('Name')).toHaveValue(TREE_NAME);
  await editing.getByLabel('Name').fill(`${TREE_NAME} 2`);
  await editing.getByRole('button', { name: 'Save' }).click();
  await expect(editing).toBeHidden();
  await expect(list.getByRole('cell', { name: `${TREE_NAME} 2`, exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'All', exact: true }).click();
  await list.getByRole('button', { name: `Delete ${screen.inUse}` }).click();
  const refused = page.getByRole('dialog').filter({ hasText: screen.inUse });
  await refused.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('The record is still in use by sub-items or employees and cannot be deleted.')).toBeVisible();
  // (the question stays open after a refusal)
  await refused.getByRole('button', { name: 'Discard' }).click();
  await expect(refused).toBeHidden();
  await list.getByRole('button', { name: `Delete ${TREE_NAME} 2` }).click();
  await page.getByRole('dialog').filter({ hasText: `${TREE_NAME} 2` }).getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(list.getByRole('cell', { name: `${TREE_NAME} 2`, exact: true })).toHaveCount(0);
  await expect(tree.getByText(`${TREE_NAME} 2`, { exact: true })).toHaveCount(0);
}

test('organisation: departments (tree and list, create under a node, a code clash, the delete rule, the chart), positions and areas through every action, a form in Arabic', async ({ page }) => {
  test.setTimeout(180_000);
  const session = await signInAsDemoAdmin(page);
  await removeLeftovers(page, session);
  await page.goto('/company/department');
  const tree = page.getByRole('tree', { name: 'Departments' });
  // The first visit loads the personnel remote: slow on a shared runner.
  await expect(tree.getByText('Warehouse', { exact: true })).toBeVisible({ timeout: 30_000 });

  // A node chosen in the tree lists what is under it, and a new department goes there.
  await tree.getByText('Operations', { exact: true }).click();
  const list = page.getByTestId('resource-list-personnel.department');
  await expect(list.getByRole('cell', { name: 'Warehouse', exact: true })).toBeVisible();
  await expect(list.getByRole('cell', { name: 'Sales', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Add department' }).click();
  const form = page.getByRole('dialog', { name: 'New department' });
  await form.getByLabel('Name').fill(NAME);
  await form.getByLabel('Code').fill('E2E-NS');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await expect(tree.getByText(NAME, { exact: true })).toBeVisible();
  await expect(list.getByRole('row', { name: new RegExp(NAME) })).toContainText('Operations');

  // The same code again is refused on the code field.
  await page.getByRole('button', { name: 'Add department' }).click();
  await form.getByLabel('Name').fill(`${NAME} 2`);
  await form.getByLabel('Code').fill('e2e-ns');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.locator('.ant-form-item-explain-error')).toHaveText('The code e2e-ns is already in use.');
  await form.getByRole('button', { name: 'Cancel' }).click();

  // A department with sub-departments and employees stays.
  await page.getByRole('button', { name: 'All', exact: true }).click();
  await list.getByRole('button', { name: 'Delete Operations' }).click();
  const refused = page.getByRole('dialog').filter({ hasText: 'Operations' });
  await refused.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('The record is still in use by sub-items or employees and cannot be deleted.')).toBeVisible();
  await refused.getByRole('button', { name: 'Discard' }).click();

  // The chart: heads and counts per department; a search keeps the matches and the path to them.
  await page.getByRole('navigation').locator('a[href="/company/organization-chart"]').click();
  const chart = page.getByTestId('organization-chart');
  await expect(chart.getByRole('group', { name: 'Sales' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search departments or heads' }).fill('night');
  await expect(chart.getByRole('group', { name: NAME })).toBeVisible();
  await expect(chart.getByRole('group', { name: 'Operations' })).toBeVisible();
  await expect(chart.getByRole('group', { name: 'Sales' })).toHaveCount(0);

  await test.step('/company/position', () =>
    treeScreenJourney(page, { path: '/company/position', tree: 'Positions', add: 'Add position', create: 'New position', edit: 'Edit position', parent: 'Supervisor', inUse: 'Manager' }),
  );
  await test.step('/company/area', () =>
    treeScreenJourney(page, { path: '/company/area', tree: 'Areas', add: 'Add area', create: 'New area', edit: 'Edit area', parent: 'Remote', inUse: 'Main Campus' }),
  );

  // A kernel screen in Arabic, right to left, without a reload: the tree, the list's headers, the form and its
  // validation message are in Arabic.
  await test.step('/company/area in Arabic', async () => {
    await page.getByRole('button', { name: 'Language' }).click();
    const languages = page.getByRole('dialog');
    await languages.getByText('العربية', { exact: true }).click();
    await languages.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('tree', { name: 'المناطق' }).getByText('Main Campus', { exact: true })).toBeVisible();
    await expect(page.getByTestId('resource-list-personnel.area').getByRole('columnheader', { name: 'الاسم' }).first()).toBeVisible();
    await page.getByRole('button', { name: 'إضافة منطقة' }).click();
    const form = page.getByRole('dialog', { name: 'منطقة جديدة' });
    await form.getByRole('button', { name: 'حفظ' }).click();
    await expect(form.locator('.ant-form-item-explain-error')).toHaveText('هذا الحقل مطلوب');
    await form.getByRole('button', { name: 'إلغاء' }).click();
  });

  await removeLeftovers(page, session);
});

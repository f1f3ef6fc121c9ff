import { expect, test, type Page } from '../support/test';
import { signInAsDemoAdmin, type Session } from '../support/session';

/**
 * /company/department and /company/organization-chart against the real server and the demo company (Head Office
 * ─ Operations ─ Warehouse, Head Office ─ Sales, employees on each). The test removes what it adds.
 */

const DEPARTMENTS = '/web/personnel/api/v2/departments/';
const NAME = 'E2E Night Shift';

async function removeLeftovers(page: Page, session: Session): Promise<void> {
  const headers = { Authorization: `JWT ${session.access}` };
  const list = await (await page.request.get(`${DEPARTMENTS}?search=${encodeURIComponent(NAME)}&page_size=50`, { headers })).json();
  const ids = (list.data.data as Array<{ id: number }>).map((row) => row.id);
  if (ids.length > 0) await page.request.delete(`${DEPARTMENTS}multi-destroy/`, { headers, data: { ids } });
}

test('departments: the tree and the list, create under a node, a code clash on its field, the delete rule, the chart', async ({ page }) => {
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
  await page.getByRole('dialog').filter({ hasText: 'Operations' }).getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('The record is still in use by sub-items or employees and cannot be deleted.')).toBeVisible();

  // The chart: heads and counts per department; a search keeps the matches and the path to them.
  await page.goto('/company/organization-chart');
  const chart = page.getByTestId('organization-chart');
  await expect(chart.getByRole('group', { name: 'Sales' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search departments or heads' }).fill('night');
  await expect(chart.getByRole('group', { name: NAME })).toBeVisible();
  await expect(chart.getByRole('group', { name: 'Operations' })).toBeVisible();
  await expect(chart.getByRole('group', { name: 'Sales' })).toHaveCount(0);

  await removeLeftovers(page, session);
});

import { expect, test, type Locator, type Page } from '../support/test';
import { signInAsDemoAdmin } from '../support/session';

/**
 * /team/employee against the real server and the demo company's seeded personnel (25 employees, codes 1001–1025;
 * employee n is in department n mod 4 of Head Office, Operations, Sales, Warehouse).
 */

const table = (page: Page) => page.locator('.ant-table');
const row = (page: Page, code: string) => table(page).locator('tbody tr', { has: page.getByRole('cell', { name: code, exact: true }) });
const totalText = (page: Page) => page.locator('.ant-table-wrapper .ant-pagination-total-text');

async function openEmployees(page: Page): Promise<void> {
  await signInAsDemoAdmin(page);
  await page.goto('/team/employee');
  await expect(page.getByRole('heading', { name: 'Employee' })).toBeVisible();
  await expect(row(page, '1001')).toBeVisible();
}

/** The shared tree select: open it, expand the roots, pick one node by name. */
async function pickInTree(page: Page, combobox: Locator, name: string): Promise<void> {
  await combobox.click();
  const tree = page.getByRole('tree').last();
  await expect(tree).toBeVisible();
  for (const expand of await tree.getByRole('button', { name: 'Expand' }).all()) await expand.click();
  await tree.getByRole('treeitem', { name: name, exact: true }).click();
}

test.describe('personnel: employees', () => {
  test('pages through the list and searches it', async ({ page }) => {
    const listCalls: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'GET' && new URL(r.url()).pathname === '/web/personnel/api/v2/employees/') listCalls.push(new URL(r.url()).search);
    });
    await openEmployees(page);
    await expect(totalText(page)).toHaveText(/Total: \d+/);
    await expect(table(page).locator('tbody tr.ant-table-row')).toHaveCount(10);

    await page.locator('.ant-table-pagination').getByTitle('2', { exact: true }).click();
    await expect(row(page, '1011')).toBeVisible();
    await expect(row(page, '1001')).toHaveCount(0);
    expect(listCalls.at(-1)).toBe('?page=2&page_size=10');

    await page.locator('.ant-table-pagination .ant-select').click();
    await page.getByTitle('20 / page').click();
    await expect(row(page, '1020')).toBeVisible();
    await expect(table(page).locator('tbody tr.ant-table-row')).toHaveCount(20);
    expect(listCalls.at(-1)).toBe('?page=1&page_size=20');

    await page.getByPlaceholder('Code or name').fill('1017');
    await page.getByPlaceholder('Code or name').press('Enter');
    await expect(totalText(page)).toHaveText('Total: 1');
    await expect(row(page, '1017')).toBeVisible();
  });

  test('creates, edits and deletes an employee', async ({ page }) => {
    const code = `E2E-${Date.now().toString(36)}`;
    await openEmployees(page);

    await page.getByRole('button', { name: 'Add employee' }).click();
    let form = page.getByRole('dialog', { name: 'New employee' });
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('This field is required')).toBeVisible();
    await form.getByLabel('Employee code').fill(code);
    await form.getByLabel('First name').fill('Playwright');
    await form.getByLabel('Last name').fill('Tester');
    await pickInTree(page, form.getByRole('combobox', { name: 'Department' }), 'Sales');
    await expect(form.getByRole('combobox', { name: 'Department' })).toHaveValue('Sales');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toBeHidden();
    await expect(page.getByText(`Employee ${code} was created.`)).toBeVisible();

    await page.getByPlaceholder('Code or name').fill(code);
    await page.getByPlaceholder('Code or name').press('Enter');
    await expect(totalText(page)).toHaveText('Total: 1');
    await expect(row(page, code)).toContainText('Playwright');
    await expect(row(page, code)).toContainText('Sales');

    // A second employee with the same code is refused with the server's translated message.
    await page.getByRole('button', { name: 'Add employee' }).click();
    form = page.getByRole('dialog', { name: 'New employee' });
    await form.getByLabel('Employee code').fill(code);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByRole('alert').first()).toContainText(`The employee code ${code} is already in use.`);
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(form).toBeHidden();

    await row(page, code).getByRole('button', { name: `Edit ${code}` }).click();
    form = page.getByRole('dialog', { name: 'Edit employee' });
    await expect(form.getByLabel('Employee code')).toHaveValue(code);
    await form.getByLabel('Last name').fill('Edited');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toBeHidden();
    await expect(row(page, code)).toContainText('Edited');
    await expect(row(page, code)).toContainText('Sales');

    await row(page, code).getByRole('button', { name: `Delete ${code}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete employees' });
    await expect(confirm).toContainText(`Delete employee ${code}?`);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expect(row(page, code)).toHaveCount(0);
    await expect(page.getByText('No employees')).toBeVisible();
  });

  test('filters the list to employees chosen in the picker across two pages', async ({ page }) => {
    const idFilters: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/web/personnel/api/v2/employees/' && url.searchParams.has('id__in') && url.searchParams.get('page_size') === '10') {
        idFilters.push(url.searchParams.get('id__in') ?? '');
      }
    });
    await openEmployees(page);
    const filter = page.getByRole('group', { name: 'Select employees' });
    await filter.getByRole('button', { name: 'Choose employees' }).click();
    const picker = page.getByTestId('employee-picker');
    await expect(picker).toBeVisible();

    // Head Office (1004, 1008, …, 1024) and Operations (1001, 1005, …, 1025): 13 employees, two pages of 10.
    // The Department tab is open; role queries see only its (visible) tree.
    const departments = picker.getByRole('tabpanel');
    // A parent's accessible name starts with its expand button ("Expand Head Office"): click the labels.
    await departments.getByText('Head Office', { exact: true }).click();
    await departments.getByRole('button', { name: 'Expand' }).first().click();
    await departments.getByText('Operations', { exact: true }).click();
    await expect(picker.getByText('13 employees')).toBeVisible();

    const gridRow = (code: string) => picker.getByRole('row').filter({ has: page.getByRole('gridcell', { name: code, exact: true }) });
    await expect(gridRow('1020')).toBeVisible();
    await expect(gridRow('1002')).toHaveCount(0);
    await gridRow('1001').getByRole('checkbox').check();
    await gridRow('1004').getByRole('checkbox').check();
    await expect(picker.getByTestId('selected-count')).toHaveText('2');

    await picker.locator('.ant-pagination').getByTitle('2', { exact: true }).click();
    await expect(gridRow('1025')).toBeVisible();
    // A click on the row itself toggles it too (SPEC §4: rows are toggled), and keeps the other pages' picks.
    await gridRow('1025').getByRole('gridcell', { name: '1025', exact: true }).click();
    await expect(picker.getByTestId('selected-count')).toHaveText('3');
    await gridRow('1025').getByRole('gridcell', { name: '1025', exact: true }).click();
    await expect(picker.getByTestId('selected-count')).toHaveText('2');
    await gridRow('1025').getByRole('gridcell', { name: '1025', exact: true }).click();
    await expect(picker.getByTestId('selected-count')).toHaveText('3');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(picker).toBeHidden();

    // The list shows the picked employees only (id__in, kept in the URL), the filter names the first and "+2".
    await expect(filter).toContainText('+2');
    await expect(totalText(page)).toHaveText('Total: 3');
    await expect(table(page).locator('tbody tr.ant-table-row')).toHaveCount(3);
    for (const code of ['1001', '1004', '1025']) await expect(row(page, code)).toBeVisible();
    expect(idFilters.at(-1)?.split(',')).toHaveLength(3);
    expect(new URL(page.url()).searchParams.get('id__in')?.split(',')).toHaveLength(3);

    // Reopening the picker starts from the picked employees; removing one there narrows the list to two.
    await filter.getByRole('button', { name: 'Choose employees' }).click();
    await expect(picker.getByTestId('selected-count')).toHaveText('3');
    await picker.getByRole('button', { name: 'Remove 1004 Ayse Haddad' }).click();
    await expect(picker.getByTestId('selected-count')).toHaveText('2');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(totalText(page)).toHaveText('Total: 2');
    await expect(row(page, '1004')).toHaveCount(0);

    // Clearing every pick shows the whole list again.
    await filter.getByRole('button', { name: 'Choose employees' }).click();
    await picker.getByRole('button', { name: 'Clear all' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(picker).toBeHidden();
    await expect(table(page).locator('tbody tr.ant-table-row')).toHaveCount(10);
  });
});

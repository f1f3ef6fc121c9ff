import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '../support/test';
import { chooseOption } from '../support/select';
import { signInAsDemoAdmin, type Session } from '../support/session';

/**
 * /team/resign and /company/location against the real server and the demo company (25 seeded employees, codes
 * 1001–1025, none resigned by the seed). Each test puts back what it changed, so runs can repeat.
 */

const BASE = '/web/personnel/api/v2';
const table = (page: Page) => page.locator('.ant-table');
const row = (page: Page, code: string) => table(page).locator('tbody tr', { has: page.getByRole('cell', { name: code, exact: true }) });
const totalText = (page: Page) => page.locator('.ant-table-wrapper .ant-pagination-total-text');

/** Reinstates `code` if an earlier, interrupted run left a resignation behind. */
async function reinstateLeftovers(page: Page, session: Session, code: string): Promise<void> {
  const headers = { Authorization: `JWT ${session.access}` };
  const list = await (await page.request.get(`${BASE}/resigns/?search=${code}&page_size=50`, { headers })).json();
  const ids = (list.data.data as Array<{ id: number; emp_code: string }>).filter((r) => r.emp_code === code).map((r) => r.id);
  if (ids.length > 0) await page.request.delete(`${BASE}/resigns/multi-destroy/`, { headers, data: { ids } });
}

async function employeeState(page: Page, session: Session, code: string): Promise<{ resigned: boolean; enable_att: boolean }> {
  const headers = { Authorization: `JWT ${session.access}` };
  const list = await (await page.request.get(`${BASE}/employees/?search=${code}&page_size=50`, { headers })).json();
  return (list.data.data as Array<{ emp_code: string; resigned: boolean; enable_att: boolean }>).find((e) => e.emp_code === code)!;
}

test.describe('personnel: resignations and locations', () => {
  test('records a resignation for an employee who has not resigned, exports it and reinstates', async ({ page }) => {
    const session = await signInAsDemoAdmin(page);
    await reinstateLeftovers(page, session, '1017');
    await page.goto('/team/resign');
    await expect(page.getByRole('heading', { name: 'Resignation' })).toBeVisible();

    await page.getByRole('button', { name: 'Add resignation' }).click();
    const form = page.getByRole('dialog', { name: 'New resignation' });
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('This field is required')).toHaveCount(3);

    // The employee choice lists only employees who have not resigned; typing searches them on the server.
    const employee = form.getByRole('combobox', { name: 'Employee' });
    await employee.click();
    await employee.fill('1017');
    // The search answers after its 500 ms debounce with the one match, named by code and full name (issue 17).
    const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    await expect(options).toHaveCount(1);
    await expect(options).toHaveAttribute('title', '1017 Ayse Kaya');
    await chooseOption(page, employee, '1017 Ayse Kaya');
    const date = form.getByLabel('Resign date');
    await date.click();
    await date.fill('2026-03-31');
    await date.press('Enter');
    await chooseOption(page, form.getByRole('combobox', { name: 'Resign type' }), 'Quit');
    await form.getByLabel('Reason').fill('Moved abroad');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toBeHidden();
    await expect(page.getByText('The resignation of 1017 was recorded.')).toBeVisible();
    expect(await employeeState(page, session, '1017')).toEqual(expect.objectContaining({ resigned: true, enable_att: false }));

    await page.getByPlaceholder('Code, name or reason').fill('abroad');
    await page.getByPlaceholder('Code, name or reason').press('Enter');
    await expect(totalText(page)).toHaveText('Total: 1');
    await expect(row(page, '1017')).toContainText('2026-03-31');
    await expect(row(page, '1017')).toContainText('Quit');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('resignations.csv');
    const csv = (await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, '');
    expect(csv.split('\r\n')[0]).toBe('Employee code,First name,Last name,Department,Resign date,Resign type,Disable attendance,Reason');
    expect(csv).toContain('1017,');
    expect(csv).toContain(',2026-03-31,Quit,Yes,Moved abroad');

    await page.getByRole('button', { name: 'Reinstate 1017' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'Reinstate 1017' });
    await confirm.getByRole('button', { name: 'Reinstate', exact: true }).click();
    await expect(page.getByText('Employees reinstated: 1')).toBeVisible();
    await expect(page.getByText('No resignations')).toBeVisible();
    expect(await employeeState(page, session, '1017')).toEqual(expect.objectContaining({ resigned: false, enable_att: true }));
  });

  test('creates, searches, edits, exports and deletes a location', async ({ page }) => {
    const name = `E2E Site ${Date.now().toString(36)}`;
    await signInAsDemoAdmin(page);
    await page.goto('/company/location');
    await expect(page.getByRole('heading', { name: 'Location' })).toBeVisible();

    await page.getByRole('button', { name: 'Add location' }).click();
    const form = page.getByRole('dialog', { name: 'New location' });
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Latitude').fill('19.4326');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Enter latitude and longitude together, or neither').first()).toBeVisible();
    await form.getByLabel('Longitude').fill('-99.1332');
    await form.getByLabel('Address').fill('Av. Reforma 1, Mexico City');
    await chooseOption(page, form.getByRole('combobox', { name: 'Time zone' }), 'America/Mexico_City', 'Mexico_City');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toBeHidden();
    await expect(page.getByText(`Location ${name} was created.`)).toBeVisible();

    await page.getByPlaceholder('Name, code or address').fill(name);
    await page.getByPlaceholder('Name, code or address').press('Enter');
    await expect(totalText(page)).toHaveText('Total: 1');
    await expect(row(page, name)).toContainText('America/Mexico_City');
    await expect(row(page, name)).toContainText('19.432600');

    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit location' });
    await edit.getByLabel('Code').fill('E2E');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    await expect(row(page, name)).toContainText('E2E');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const csv = (await readFile(await (await download).path(), 'utf8')).replace(/^\uFEFF/, '');
    expect(csv.split('\r\n').slice(0, 2)).toEqual([
      'Name,Code,Address,Latitude,Longitude,Time zone',
      `${name},E2E,"Av. Reforma 1, Mexico City",19.4326,-99.1332,America/Mexico_City`,
    ]);

    await page.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: `Delete location ${name}?` });
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('Locations deleted: 1')).toBeVisible();
    await expect(page.getByText('No locations')).toBeVisible();
  });
});

import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '../support/test';
import { openedDialog } from '../support/dialog';
import { signInAsDemoAdmin, type Session } from '../support/session';

/**
 * The resource kernel end to end through one resource, /complement/work-code (issue 11): list, create, search,
 * edit, export, import, reload and delete, in English. Each test removes what it made.
 */

const API = '/web/device/api/v2/terminalworkcodes/';
const codeOf = (prefix: string) => `${prefix}${Date.now().toString(36).slice(-6)}`.toUpperCase();
const row = (page: Page, code: string) => page.locator('.ant-table tbody tr', { has: page.getByRole('cell', { name: code, exact: true }) });

async function removeCodes(page: Page, session: Session, search: string): Promise<void> {
  const headers = { Authorization: `JWT ${session.access}` };
  const list = await (await page.request.get(`${API}?search=${search}&page_size=50`, { headers })).json();
  const ids = (list.data.data as Array<{ id: number }>).map((item) => item.id);
  if (ids.length > 0) await page.request.delete(`${API}multi-destroy/`, { headers, data: { ids } });
}

async function exportCsv(page: Page): Promise<{ name: string; lines: string[] }> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /Export|تصدير/ }).click();
  await page.getByRole('menuitem', { name: 'CSV' }).click();
  const file = await download;
  const text = (await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, '');
  return { name: file.suggestedFilename(), lines: text.split('\r\n').filter((line) => line !== '') };
}

test.describe('resource kernel: work codes', () => {
  test('list, create, search, edit, export, import, reload and delete', async ({ page }) => {
    const session = await signInAsDemoAdmin(page);
    const code = codeOf('K');
    const imported = `${code.slice(0, 7)}I`;
    await page.goto('/complement/work-code');
    await expect(page.getByTestId('resource-list-device.workcode')).toBeVisible();

    await page.getByRole('button', { name: /^plus Add$/ }).click();
    const form = await openedDialog(page.getByRole('dialog', { name: 'New record: Work code' }));
    await form.getByLabel('Code').fill(code);
    await form.getByLabel('Name').fill('Kernel journey');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toBeHidden();

    await page.getByPlaceholder('Search').fill(code.slice(0, 7));
    await page.getByPlaceholder('Search').press('Enter');
    await expect(page).toHaveURL(new RegExp(`search=${code.slice(0, 7)}`));
    await expect(row(page, code)).toContainText('Kernel journey');

    await page.getByRole('button', { name: `Edit ${code} Kernel journey` }).click();
    const edit = await openedDialog(page.getByRole('dialog', { name: 'Edit record: Work code' }));
    await edit.getByLabel('Name').fill('Kernel journey edited');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    await expect(row(page, code)).toContainText('Kernel journey edited');

    const exported = await exportCsv(page);
    expect(exported.name).toMatch(/^Work code-\d{8}\.csv$/);
    expect(exported.lines[0]).toBe('ID,Code,Name');
    expect(exported.lines.slice(1)).toEqual([expect.stringMatching(new RegExp(`^\\d+,${code},Kernel journey edited$`))]);

    await page.getByRole('button', { name: /^upload Import$/ }).click();
    const dialog = await openedDialog(page.getByRole('dialog', { name: 'Import from a file' }));
    await dialog.getByLabel('File to import').setInputFiles({ name: 'work-codes.csv', mimeType: 'text/csv', buffer: Buffer.from(`Code,Name\n${imported},Imported code\n`) });
    await dialog.getByRole('button', { name: 'Check file' }).click();
    await expect(dialog.getByText('The file is valid: 1 new, 0 updated. Import it now.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(row(page, imported)).toContainText('Imported code');

    // A reload keeps the search (in the URL) and shows what the server stored.
    await page.reload();
    await expect(row(page, code)).toContainText('Kernel journey edited');
    await expect(row(page, imported)).toBeVisible();

    await page.getByRole('button', { name: `Delete ${code} Kernel journey edited` }).click();
    await page.getByRole('dialog').filter({ hasText: `Delete ${code} Kernel journey edited?` }).getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(row(page, code)).toHaveCount(0);
    await removeCodes(page, session, imported);
  });
});

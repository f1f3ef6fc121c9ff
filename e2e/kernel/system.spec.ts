import { expect, test, type Locator, type Page } from '../support/test';
import { openedDialog } from '../support/dialog';
import { localeTexts, text } from '../support/locale-texts';
import { signInAsDemoAdmin } from '../support/session';
import { uniqueEmail, waitForMail } from '../onboarding/support';

/**
 * The System area in Arabic (issue 11: the kernel's screens in English and Arabic; /system/* journeys): a group
 * built on the permission matrix and edited, a user invited into it (the invitation is mailed), and both found in
 * the operation log with their action and resource named in Arabic. Texts come from the Arabic locale files and
 * the server's translated permission list, so the journey reads what an Arabic-speaking administrator reads.
 */

const sys = localeTexts('ar', 'sys');
const common = localeTexts('ar', 'common');

interface Permission {
  codename: string;
  label: string;
  module: string;
  resource: string;
  resource_label: string;
}

const rowOf = (page: Page, cellText: string): Locator => page.locator('.ant-table tbody tr', { has: page.getByRole('cell', { name: cellText, exact: true }) });

test('System in Arabic: a group on its permission matrix, a user invited into it, both in the operation log', async ({ page }) => {
  test.setTimeout(90_000);
  const session = await signInAsDemoAdmin(page);
  const auth = { Authorization: `JWT ${session.access}` };
  const suffix = Date.now().toString(36);
  const groupName = `رواتب ${suffix}`;
  const email = uniqueEmail('clerk');

  // The matrix's labels as the server gives them to an Arabic page.
  const listed = await (await page.request.get('/web/system/api/v2/permissions/', { headers: { ...auth, 'Accept-Language': 'ar' } })).json();
  const permissions = listed.data as Permission[];
  const workCode = permissions.filter((p) => p.module === 'device' && p.resource === 'workcode');
  const viewDepartment = permissions.find((p) => p.codename === 'personnel.view_department');
  expect(workCode.length).toBeGreaterThan(1);
  expect(viewDepartment).toBeDefined();
  const label = (name: string) => permissions.find((p) => `${p.module}.${p.resource}` === name)?.resource_label ?? name;

  // A group: every work-code action (the row's check-all box, at the far end of a matrix wider than the drawer) and
  // one cell.
  await page.goto('/system/group?lng=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: new RegExp(`${text(common, 'resource.add')}$`) }).click();
  let drawer = await openedDialog(page.getByRole('dialog', { name: text(common, 'resource.createTitle', { resource: text(sys, 'resource.group.label') }) }));
  await drawer.getByLabel(text(sys, 'resource.group.fields.name'), { exact: true }).fill(groupName);
  const matrix = drawer.getByTestId('permission-matrix');
  await matrix.getByRole('checkbox', { name: text(sys, 'group.allOfResource', { resource: workCode[0].resource_label }), exact: true }).check();
  await matrix.getByRole('checkbox', { name: viewDepartment!.label, exact: true }).check();
  for (const permission of workCode) await expect(matrix.getByRole('checkbox', { name: permission.label, exact: true })).toBeChecked();
  await drawer.getByRole('button', { name: text(common, 'resource.save') }).click();
  await expect(page.getByText(text(common, 'resource.created', { name: groupName }))).toBeVisible();
  const groupRow = rowOf(page, groupName);
  await expect(groupRow.getByRole('cell', { name: String(workCode.length + 1), exact: true })).toBeVisible();

  // Edited: the matrix opens with what was saved; one cell taken away.
  await groupRow.getByRole('button', { name: text(common, 'resource.editOne', { name: groupName }) }).click();
  drawer = await openedDialog(page.getByRole('dialog', { name: text(common, 'resource.editTitle', { resource: text(sys, 'resource.group.label') }) }));
  await expect(drawer.getByRole('checkbox', { name: viewDepartment!.label, exact: true })).toBeChecked();
  await drawer.getByRole('checkbox', { name: viewDepartment!.label, exact: true }).uncheck();
  await drawer.getByRole('button', { name: text(common, 'resource.save') }).click();
  await expect(drawer).toBeHidden();
  await expect(groupRow.getByRole('cell', { name: String(workCode.length), exact: true })).toBeVisible();

  // A user invited into the group: the row appears and the invitation is mailed.
  await page.goto('/system/user');
  await page.getByRole('button', { name: new RegExp(`${text(sys, 'user.add')}$`) }).click();
  const form = await openedDialog(page.getByRole('dialog', { name: text(sys, 'user.createTitle') }));
  await form.getByLabel(text(sys, 'resource.user.fields.email'), { exact: true }).fill(email);
  await form.getByLabel(text(sys, 'resource.user.fields.first_name'), { exact: true }).fill('سارة');
  await form.getByLabel(text(sys, 'resource.user.fields.last_name'), { exact: true }).fill('الكاتب');
  const groups = form.getByLabel(text(sys, 'resource.user.fields.groups'), { exact: true });
  await expect(async () => {
    await groups.click();
    await groups.fill(suffix);
    await page.locator('.ant-select-dropdown:visible').getByTitle(groupName, { exact: true }).click({ timeout: 5000 });
    await expect(form.locator('.ant-select-selection-item', { hasText: groupName })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await form.getByRole('button', { name: text(common, 'resource.save') }).click();
  await expect(page.getByText(text(sys, 'user.created', { name: email }))).toBeVisible();
  await expect(rowOf(page, email)).toBeVisible();
  await waitForMail(page.request, email, '/onboard/invited?code=');

  // The operation log names what happened in Arabic: the group's creation and change, the user's invitation.
  await page.goto('/system/operation-Log');
  const search = page.getByPlaceholder(text(common, 'resource.searchPlaceholder'), { exact: true });
  await search.fill(groupName);
  await search.press('Enter');
  const groupLabel = label('system.group');
  await expect(page.locator('.ant-table tbody tr.ant-table-row')).toHaveCount(2);
  await expect(page.locator('.ant-table tbody tr.ant-table-row', { hasText: text(sys, 'operationlog.actions.create') })).toContainText(groupLabel);
  await expect(page.locator('.ant-table tbody tr.ant-table-row', { hasText: text(sys, 'operationlog.actions.update') })).toContainText(groupLabel);
  await search.fill(email);
  await search.press('Enter');
  await expect(page.locator('.ant-table tbody tr.ant-table-row')).toHaveCount(1);
  await expect(page.locator('.ant-table tbody tr.ant-table-row')).toContainText(`${text(sys, 'operationlog.actions.create')}`);
  await expect(page.locator('.ant-table tbody tr.ant-table-row')).toContainText(label('system.user'));
});

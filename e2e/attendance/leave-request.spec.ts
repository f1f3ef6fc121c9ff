import { expect, test, type Page } from '../support/test';
import { chooseOption } from '../support/select';
import { openedDialog } from '../support/dialog';
import { signInAsDemoAdmin, useSession, type Session } from '../support/session';

/**
 * Issue 14: the demo employee asks for a day of leave in the Personal area, an administrator approves it at
 * /att/leave (no workflow: the administrators' one level) with a comment, and the employee sees it approved.
 */

const token = `e2e-${Date.now().toString(36)}`;

/** The demo employee login through the real API (the tokens the employee-login page receives). */
async function signInAsDemoEmployee(page: Page): Promise<Session> {
  const answer = await page.request.post('/web/oauth/api/v2/employee_sign_in/', { data: { company: 'demo', username: 'employee', password: 'Demo@Employee2026' } });
  const body = (await answer.json()) as { code: string; data: { token: string; refresh: string; company_domain: string } };
  expect(body.code, JSON.stringify(body)).toMatch(/0000$/);
  const session = { access: body.data.token, refresh: body.data.refresh, companyCode: body.data.company_domain };
  await useSession(page, session);
  return session;
}

const rowOf = (page: Page) => page.locator('.ant-table tbody tr', { hasText: token });

test('an employee asks for a day of leave, an administrator approves it, the employee sees it approved', async ({ page }) => {
  await signInAsDemoEmployee(page);
  await page.goto('/personal/request/leave');
  await page.getByRole('button', { name: 'New request' }).click();
  const form = await openedDialog(page.getByRole('dialog', { name: 'New request: Leave' }));
  await chooseOption(page, form.getByLabel('Leave types'), 'Sick leave');
  await expect(form.getByTestId('leave-balance')).toContainText('no limit');
  await form.getByLabel('Start').fill('2026-12-01 09:00:00');
  await form.getByLabel('Start').press('Enter');
  await form.getByRole('button', { name: 'Whole day' }).click();
  await form.getByLabel('Reason').fill(token);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(rowOf(page)).toContainText('Pending');

  await signInAsDemoAdmin(page);
  await page.goto('/att/leave');
  const row = rowOf(page);
  await expect(row).toContainText('Pending');
  await row.getByRole('button', { name: /^Approve #/ }).click();
  const dialog = await openedDialog(page.getByRole('dialog', { name: 'Approve requests: 1' }));
  await dialog.getByLabel('Comment').fill('Get well');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(row).toContainText('Approved');

  await signInAsDemoEmployee(page);
  await page.goto('/personal/request/leave');
  await expect(rowOf(page)).toContainText('Approved');
  await rowOf(page).getByRole('button', { name: /^History of #/ }).click();
  const history = await openedDialog(page.getByRole('dialog', { name: 'Approval history' }));
  await expect(history).toContainText('Get well');
});

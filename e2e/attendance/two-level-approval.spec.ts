import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { chooseOption } from '../support/select';
import { openedDialog } from '../support/dialog';
import { localeTexts, text, type Texts } from '../support/locale-texts';
import { demoSession, useSession, type Session } from '../support/session';

/**
 * Issue 14 (Done means): an employee asks for a day of leave in Spanish; the department head (an employee login)
 * approves it and the employee's two missed punches at level 1 in Arabic; HR (the demo administrator, a named
 * approver) approves level 2 in Spanish; the employee's time card then shows the leave day and the corrected day.
 * The workflows cover only a department this test creates, so the other journeys' one-level approvals are untouched.
 */

const es = { att: localeTexts('es-MX', 'att'), common: localeTexts('es-MX', 'common') };
const ar = { att: localeTexts('ar', 'att') };

const PASSWORD = 'E2e#Passw0rd';
const ATT = '/web/att/api/v2';

interface Envelope<T> {
  code: string;
  data: T;
}

/** `YYYY-MM-DD` of `days` from today (UTC). */
const dayFrom = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function created<T = { id: number }>(request: APIRequestContext, session: Session, url: string, data: object): Promise<T> {
  const answer = await request.post(url, { headers: { Authorization: `JWT ${session.access}` }, data });
  const body = (await answer.json()) as Envelope<T>;
  expect(body.code, `${url} answered ${JSON.stringify(body)}`).toMatch(/0000$/);
  return body.data;
}

async function employeeLogin(page: Page, code: string): Promise<Session> {
  const answer = await page.request.post('/web/oauth/api/v2/employee_sign_in/', { data: { company: 'demo', username: code, password: PASSWORD } });
  const body = (await answer.json()) as Envelope<{ token: string; refresh: string; company_domain: string }>;
  expect(body.code, JSON.stringify(body)).toMatch(/0000$/);
  const session = { access: body.data.token, refresh: body.data.refresh, companyCode: body.data.company_domain };
  await useSession(page, session);
  return session;
}

/** Approves request `id` on an approval list in the page's language. */
async function approve(page: Page, texts: { att: Texts }, id: number, comment: string): Promise<void> {
  const button = page.getByRole('button', { name: text(texts.att, 'approval.actions.approveOne', { name: `#${id}` }), exact: true });
  await button.click();
  const dialog = await openedDialog(page.getByRole('dialog', { name: text(texts.att, 'approval.dialog.approve', { count: '1' }) }));
  await dialog.getByRole('textbox').fill(comment);
  await dialog.getByRole('button', { name: text(texts.att, 'approval.actions.approve'), exact: true }).click();
  await expect(dialog).toBeHidden();
  // Decided at this level: it leaves this approver's list.
  await expect(button).toHaveCount(0);
}

test('two-level approval: leave and missed punches asked in Spanish, approved by the head in Arabic and HR in Spanish, on the time card', async ({ page }) => {
  test.setTimeout(120_000);
  const admin = await demoSession(page.request);
  const suffix = Date.now().toString(36).slice(-6).toUpperCase();
  // Two past days of one month: the leave day and the day of the missed punches.
  let leaveDay = dayFrom(-11);
  const punchDay = dayFrom(-10);
  if (leaveDay.slice(0, 7) !== punchDay.slice(0, 7)) leaveDay = dayFrom(-9);

  // Set-up through the API: a department whose head and employee sign in with their codes; a shift every day;
  // the head (level 1) then the administrator as HR (level 2) approve leave and manual logs of that department.
  const department = await created(page.request, admin, '/web/personnel/api/v2/departments/', { name: `Two levels ${suffix}`, code: `TL${suffix}` });
  const person = (code: string, first_name: string, last_name: string) =>
    created(page.request, admin, '/web/personnel/api/v2/employees/', { emp_code: code, first_name, last_name, department: department.id, self_password: PASSWORD, hire_date: '2026-01-01' });
  const head = await person(`H${suffix}`, 'Omar', 'Haddad');
  const employee = await person(`E${suffix}`, 'Lucía', 'Campos');
  expect((await page.request.patch(`/web/personnel/api/v2/departments/${department.id}/`, { headers: { Authorization: `JWT ${admin.access}` }, data: { manager: head.id } })).status()).toBe(200);
  const timetable = await created(page.request, admin, `${ATT}/timetables/`, { alias: `Office ${suffix}`, kind: 'normal', start: '09:00', duration: 540, allowed_late: 5, allowed_early: 5 });
  const everyDay = Object.fromEntries([0, 1, 2, 3, 4, 5, 6].map((day) => [day, [timetable.id]]));
  const shift = await created(page.request, admin, `${ATT}/shifts/`, { alias: `Every day ${suffix}`, cycle: 'week', length: 1, slots: everyDay });
  await created(page.request, admin, `${ATT}/employee-schedules/`, { employee: employee.id, shift: shift.id, start_date: '2026-01-01', end_date: '2026-12-31' });
  const users = await (await page.request.get('/web/system/api/v2/users/?search=admin@demo.timekeep.test', { headers: { Authorization: `JWT ${admin.access}` } })).json();
  const hr = (users.data.data as Array<{ id: number; email: string }>).find((user) => user.email === 'admin@demo.timekeep.test')!.id;
  const headRole = await created(page.request, admin, `${ATT}/workflow-roles/`, { name: `Head ${suffix}`, kind: 'department_head' });
  for (const requestType of ['leave', 'manual_log']) {
    const workflow = await created(page.request, admin, `${ATT}/workflows/`, { name: `${requestType} ${suffix}`, request_type: requestType, departments: [department.id] });
    await created(page.request, admin, `${ATT}/workflow-nodes/`, { workflow: workflow.id, level: 1, role: headRole.id });
    await created(page.request, admin, `${ATT}/workflow-nodes/`, { workflow: workflow.id, level: 2, users: [hr] });
  }

  // The employee, in Spanish: a day of leave through the form; the two missed punches of the other day.
  const own = await employeeLogin(page, `E${suffix}`);
  await page.goto('/personal/request/leave?lng=es-MX');
  await page.getByRole('button', { name: text(es.att, 'approval.screen.add') }).click();
  const form = await openedDialog(page.getByRole('dialog', { name: text(es.att, 'approval.screen.createTitle', { resource: text(es.att, 'approval.leave.label') }) }));
  await chooseOption(page, form.getByLabel(text(es.att, 'approval.leave_type.label')), 'Sick leave');
  await form.getByLabel(text(es.att, 'approval.fields.start_time')).fill(`${leaveDay} 09:00:00`);
  await form.getByLabel(text(es.att, 'approval.fields.start_time')).press('Enter');
  await form.getByRole('button', { name: text(es.att, 'approval.wholeDay') }).click();
  await form.getByLabel(text(es.att, 'approval.fields.reason')).fill(`Consulta ${suffix}`);
  await form.getByRole('button', { name: text(es.common, 'resource.save') }).click();
  await expect(form).toBeHidden();
  const leaves = await (await page.request.get(`${ATT}/leaves/?search=${suffix}`, { headers: { Authorization: `JWT ${own.access}` } })).json();
  const leave = (leaves.data.data as Array<{ id: number; status: string; levels: number }>)[0];
  expect(leave).toMatchObject({ status: 'pending', levels: 2 });
  await expect(page.locator('.ant-table tbody tr', { hasText: `Consulta ${suffix}` })).toContainText(text(es.att, 'approval.statuses.pending'));
  const punches = [];
  for (const [time, state] of [['09:02:00', 0], ['18:01:00', 1]] as const) {
    punches.push(await created(page.request, own, `${ATT}/manual-logs/`, { employee: employee.id, punch_time: `${punchDay} ${time}`, punch_state: state, reason: `Olvidé marcar ${suffix}` }));
  }

  // Level 1: the department head, in Arabic, on the approvals waiting for them.
  await employeeLogin(page, `H${suffix}`);
  await page.goto('/personal/approval/leave?lng=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await approve(page, ar, leave.id, 'حسناً');
  await page.goto('/personal/approval/manual-log');
  for (const punch of punches) await approve(page, ar, punch.id, 'تم التحقق');

  // Level 1 decided everything; the requests still wait for level 2.
  const afterHead = await (await page.request.get(`${ATT}/leaves/${leave.id}/`, { headers: { Authorization: `JWT ${admin.access}` } })).json();
  expect(afterHead.data).toMatchObject({ status: 'pending', level: 2 });
  expect(afterHead.data.history).toEqual([expect.objectContaining({ level: 1, decision: 'approved', comment: 'حسناً' })]);

  // Level 2: HR (the administrator), in Spanish.
  await useSession(page, admin);
  await page.goto('/personal/approval/leave?lng=es-MX');
  await approve(page, es, leave.id, 'Que te mejores');
  await page.goto('/personal/approval/manual-log');
  for (const punch of punches) await approve(page, es, punch.id, 'Correcto');

  // The employee's time card: the leave day and the corrected day, recalculated without a manual step.
  await employeeLogin(page, `E${suffix}`);
  const card = async (date: string) => {
    const answer = await page.request.get(`${ATT}/time-cards/?start_date=${date}&end_date=${date}`, { headers: { Authorization: `JWT ${own.access}` } });
    return ((await answer.json()).data.data as Array<{ date: string; leave: number; clock_in: string | null; clock_out: string | null }>)[0];
  };
  await expect.poll(async () => (await card(leaveDay))?.leave, { timeout: 15_000 }).toBeGreaterThan(0);
  await expect.poll(async () => { const day = await card(punchDay); return [day?.clock_in, day?.clock_out]; }, { timeout: 15_000 }).toEqual([`${punchDay} 09:02`, `${punchDay} 18:01`]);
  await page.goto(`/personal/report/time-card?lng=es-MX&month=${punchDay.slice(0, 7)}&view=grid`);
  const line = page.locator(`tr[data-employee="E${suffix}"]`);
  await expect(line.locator(`[data-date="${punchDay}"]`)).toContainText('09:02');
  // The grid paints a leave day in the leave colour and names it in the cell's title.
  await expect(line.locator(`[data-date="${leaveDay}"]`)).toHaveAttribute('data-category', 'leave');
});

import { expect, test, type Locator, type Page } from '../support/test';
import { signInAsDemoAdmin, type Session } from '../support/session';

/**
 * Attendance set-up in the UI (issue 13): a break time, a timetable that uses it (its day drawn as the form is
 * filled) and a week shift ticked Monday to Friday in the slots grid. Removes what it made, through the API.
 */

const suffix = Date.now().toString(36).slice(-5);
const row = (page: Page, alias: string) => page.locator('.ant-table tbody tr', { has: page.getByRole('cell', { name: alias, exact: true }) });

/** Opens a set-up page through the menu (no reload: the attendance remote stays loaded) and its create form. */
async function openForm(page: Page, menu: string, title: string): Promise<Locator> {
  const heading = page.getByRole('heading', { name: menu });
  if (!(await heading.isVisible())) await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: menu, exact: true }).click();
  await expect(heading).toBeVisible();
  await page.getByRole('button', { name: /^plus Add$/ }).click();
  const form = page.getByRole('dialog', { name: title });
  await expect(form).toBeVisible();
  return form;
}

async function remove(page: Page, session: Session, path: string, alias: string): Promise<void> {
  const headers = { Authorization: `JWT ${session.access}` };
  const list = await (await page.request.get(`/web/att/api/v2/${path}/?search=${encodeURIComponent(alias)}`, { headers })).json();
  const ids = (list.data.data as Array<{ id: number }>).map((item) => item.id);
  if (ids.length > 0) await page.request.delete(`/web/att/api/v2/${path}/multi-destroy/`, { headers, data: { ids } });
}

test('build a break time, a timetable and a week shift', async ({ page }) => {
  const session = await signInAsDemoAdmin(page);
  const lunch = `Lunch ${suffix}`;
  const office = `Office ${suffix}`;
  const week = `Week ${suffix}`;
  try {
    await page.goto('/att/break-time');
    await expect(page.getByRole('heading', { name: 'Break Time' })).toBeVisible();
    const breakForm = await openForm(page, 'Break Time', 'New record: Break time');
    await breakForm.getByLabel('Name').fill(lunch);
    await breakForm.getByLabel('Start').fill('13:00');
    await breakForm.getByLabel('Start').press('Tab');
    await breakForm.getByLabel('Length (min)').fill('60');
    await breakForm.getByRole('button', { name: 'Save' }).click();
    await expect(breakForm).toBeHidden();
    await expect(row(page, lunch)).toBeVisible();

    const timetableForm = await openForm(page, 'Timetable', 'New record: Timetable');
    await timetableForm.getByLabel('Name').fill(office);
    await timetableForm.getByLabel('Check-in time').fill('09:00');
    await timetableForm.getByLabel('Check-in time').press('Tab');
    await timetableForm.getByLabel('Duty (min)').fill('540');
    await timetableForm.getByLabel('Allowed late (min)').fill('5');
    await timetableForm.getByLabel('Break times').click();
    await page.locator('.ant-select-dropdown:visible').getByTitle(lunch, { exact: true }).click();
    await page.keyboard.press('Escape');
    const timeline = timetableForm.getByTestId('att-timetable-timeline');
    await expect(timeline.locator('title', { hasText: `Break ${lunch}: 13:00–14:00` })).toHaveCount(1);
    await expect(timeline.locator('title', { hasText: 'Grace: 09:00–09:05' })).toHaveCount(1);
    await timetableForm.getByRole('button', { name: 'Save' }).click();
    await expect(timetableForm).toBeHidden();
    await expect(row(page, office)).toContainText('09:00–18:00');

    const shiftForm = await openForm(page, 'Shift', 'New record: Shift');
    await shiftForm.getByLabel('Name').fill(week);
    for (const day of ['Mon', 'Tue', 'Wed', 'Thu', 'Fri']) await shiftForm.getByRole('checkbox', { name: `Week 1 · ${day} ${office}` }).check();
    await expect(shiftForm.getByText('5 working days')).toBeVisible();
    await shiftForm.getByRole('button', { name: 'Save' }).click();
    await expect(shiftForm).toBeHidden();
    await expect(row(page, week)).toContainText('5 working days');
  } finally {
    await remove(page, session, 'shifts', week);
    await remove(page, session, 'timetables', office);
    await remove(page, session, 'break-times', lunch);
  }
});

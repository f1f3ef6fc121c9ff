import { expect, test, type Page } from '../support/test';
import { signInAsDemoAdmin } from '../support/session';
import { E2eTerminal } from '../support/terminal';

/**
 * The time card (issue 13 ★): a terminal pushes an employee's punches over /iclock, the recalculation puts the
 * day on the administrator's time card without a manual step, and the day opens its explanation — in English,
 * then in Arabic (right to left); the dashboard draws the punches by hour. Removes the terminal it made.
 */

const TERMINALS = '/web/device/api/v2/terminals/';
const EMP_CODE = '1001';

/** The wall clock of `zone` `minutes` from now: ['YYYY-MM-DD', 'HH:mm:ss']. */
function wallClock(zone: string, minutes: number): [string, string] {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })
    .formatToParts(new Date(Date.now() + minutes * 60_000))
    .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
  return [`${parts.year}-${parts.month}-${parts.day}`, `${parts.hour}:${parts.minute}:00`];
}

const cellOf = (page: Page, date: string) => page.locator(`tr[data-employee="${EMP_CODE}"] [data-date="${date}"]`);

test('a punch from a terminal reaches the time card and its day explains itself, in English and Arabic', async ({ page }) => {
  // The reports remote's first load takes up to 30 s on a loaded 2-core runner (as in the other first-page waits).
  test.setTimeout(90_000);
  const session = await signInAsDemoAdmin(page);
  const headers = { Authorization: `JWT ${session.access}` };
  const company = await (await page.request.get('/web/oauth/api/v2/current-company/', { headers })).json();
  const zone = (company.data.company_timezone as string | null) || 'UTC';
  // Punches dated before the terminal was claimed wait for review (ADR 0070): these are a minute and three from now.
  const [date, firstAt] = wallClock(zone, 1);
  const [, lastAt] = wallClock(zone, 3);
  const employees = await (await page.request.get(`/web/personnel/api/v2/employees/?search=${EMP_CODE}`, { headers })).json();
  const employee = (employees.data.data as Array<{ id: number; emp_code: string; hire_date: string | null }>).find((e) => e.emp_code === EMP_CODE);
  expect(employee, 'the demo employee 1001').toBeDefined();
  const id = employee!.id;
  // The demo hires its employees on the server's (UTC) date; west of UTC that can be tomorrow still.
  if (employee!.hire_date && employee!.hire_date > date) {
    expect((await page.request.patch(`/web/personnel/api/v2/employees/${id}/`, { headers, data: { hire_date: date } })).status()).toBe(200);
  }
  const sn = `TC${Date.now().toString(36).toUpperCase()}`;
  const created = await page.request.post(TERMINALS, { headers, data: { sn, alias: 'Time card journey', time_zone: zone } });
  expect(created.status(), await created.text()).toBe(200);
  const terminalId = (await created.json()).data.id as number;
  try {
    const terminal = new E2eTerminal(page.request, sn);
    await terminal.handshake();
    expect(await terminal.punch([{ pin: EMP_CODE, time: `${date} ${firstAt}` }, { pin: EMP_CODE, time: `${date} ${lastAt}`, state: 1 }])).toBe('OK: 2');
    // The worker recalculates the day by itself (no manual step): wait for it through the API, then open the page.
    await expect
      .poll(async () => {
        const cards = await (await page.request.get(`/web/att/api/v2/time-cards/?employee__in=${id}&start_date=${date}&end_date=${date}`, { headers })).json();
        return (cards.data?.data?.[0]?.clock_in as string | null | undefined) ?? null;
      }, { timeout: 15_000 })
      .toBe(`${date} ${firstAt.slice(0, 5)}`);

    const url = `/report/report-library/total-timecard?start_date=${date}&end_date=${date}&employee__in=${id}`;
    await page.goto(url);
    // The first page of the reports remote on a loaded runner: its chunks and translations come first.
    await expect(page.getByRole('table', { name: 'Time card' })).toBeVisible({ timeout: 30_000 });
    const cell = cellOf(page, date);
    await expect(cell).toHaveAttribute('title', new RegExp(`in ${firstAt.slice(0, 5)}, out ${lastAt.slice(0, 5)}, worked \\d+:\\d\\d`));
    await cell.click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('heading', { name: 'How each number was produced' })).toBeVisible();
    const punches = drawer.getByRole('list', { name: 'Punches' });
    await expect(punches.locator(':scope > li[data-used="true"]')).toHaveCount(2);
    await expect(drawer.locator('tr[data-number="worked"]')).toContainText(/\d+:\d\d/);

    // Arabic without a reload (the remote stays loaded): the header's language dialog; the rows are read again.
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await page.getByRole('button', { name: 'Language' }).click();
    const languages = page.getByRole('dialog');
    await languages.getByText('العربية', { exact: true }).click();
    await languages.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await cellOf(page, date).click();
    const arabic = page.getByRole('dialog');
    await expect(arabic.getByRole('heading', { name: 'كيف نتج كل رقم' })).toBeVisible();
    await expect(page.locator('.ant-drawer-left')).toBeVisible();
    // The sentences come from the server in the request's language.
    await expect(arabic.locator('[data-section="steps"] li').first()).toHaveText(/[\u0600-\u06FF]/);

    // The dashboard (ADR 0088), the reports remote's `./Dashboard` in the shell page, from the menu (no reload, the
    // remote is loaded): today's punches drawn by hour, in Arabic; its numbers are links to the reports behind them.
    await page.keyboard.press('Escape');
    await page.locator('nav a[href="/dashboard"]').first().click();
    // The dashboard's chunk (the chart library) loads on this first visit: as long as the other first-page waits.
    await expect(page.getByRole('figure', { name: 'البصمات حسب الساعة اليوم' }).locator('.recharts-bar-rectangle').first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('dashboard-punches')).toHaveText(/^بصمات اليوم: [1-9]\d*$/);
    await expect(page.getByTestId('dashboard-count-terminals')).toHaveAttribute('href', '/device/terminal');
  } finally {
    await page.request.delete(`${TERMINALS}${terminalId}/`, { headers });
  }
});

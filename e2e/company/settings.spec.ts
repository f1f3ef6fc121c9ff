import { expect, test, type Page } from '../support/test';
import { chooseOption } from '../support/select';
import { signInAsDemoAdmin, type Session } from '../support/session';

/**
 * /company/settings against the real server: a new date format is saved, survives a reload and shows in the
 * lists (a holiday's date). The company's formats are put back at the end.
 */

const COMPANY = '/web/oauth/api/v2/current-company/';
const HOLIDAYS = '/web/att/api/v2/holidays/';

async function restore(page: Page, session: Session): Promise<void> {
  const headers = { Authorization: `JWT ${session.access}` };
  await page.request.patch(COMPANY, { headers, data: { date_format: 'YYYY-MM-DD', time_format: 'HH:mm' } });
  const list = await (await page.request.get(`${HOLIDAYS}?search=E2E%20Settings&page_size=50`, { headers })).json();
  const ids = (list.data.data as Array<{ id: number }>).map((row) => row.id);
  if (ids.length > 0) await page.request.delete(`${HOLIDAYS}multi-destroy/`, { headers, data: { ids } });
}

test('company settings: a saved date format shows everywhere', async ({ page }) => {
  const session = await signInAsDemoAdmin(page);
  await restore(page, session);
  const headers = { Authorization: `JWT ${session.access}` };
  await page.request.post(HOLIDAYS, { headers, data: { alias: 'E2E Settings Day', start_date: '2026-12-31', days: 1, departments: [] } });

  await page.goto('/company/settings');
  const form = page.getByTestId('company-settings-form');
  // The first visit loads the personnel remote: slow on a shared runner.
  await expect(form.getByLabel('Company name')).not.toHaveValue('', { timeout: 30_000 });
  // The choices show today in each format (the browser's local date).
  const today = await page.evaluate(() => {
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${pad(now.getDate())}/${pad(now.getMonth() + 1)}/${now.getFullYear()}`;
  });
  await chooseOption(page, form.getByRole('combobox', { name: 'Date format' }), `DD/MM/YYYY (${today})`);
  await expect(page.getByTestId('company-settings-preview')).toContainText(/Dates show as \d{2}\/\d{2}\/\d{4}/);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The company settings were saved.')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Date format' }).locator('xpath=ancestor::div[contains(@class,"ant-select")][1]')).toContainText('DD/MM/YYYY');
  await page.goto('/complement/holiday?search=E2E%20Settings');
  await expect(page.getByRole('row', { name: /E2E Settings Day/ })).toContainText('31/12/2026');

  await restore(page, session);
});

import ExcelJS from 'exceljs';
import { expect, test } from '../support/test';
import { signInAsDemoAdmin } from '../support/session';
import { chooseOption } from '../support/select';

/**
 * Scheduled delivery (issue 15 "Playwright": schedule an auto-export and receive it by mail): as the demo
 * administrator, create a delivery of the transaction report in /system/auto-export, "Run now", and read the mail
 * the outbox put in the dev mailbox — its XLSX attachment read back with exceljs. Removes the delivery.
 */

interface StoredMail {
  to: string;
  subject: string;
  attachments?: { filename: string; contentType: string; size: number; content: string }[];
}

const suffix = Date.now().toString(36).slice(-6);

test('schedule an auto-export, run it now and receive the report by mail', async ({ page }) => {
  const session = await signInAsDemoAdmin(page);
  const headers = { Authorization: `JWT ${session.access}` };
  const name = `Punches ${suffix}`;
  const recipient = `auto-export-${suffix}@demo.timekeep.test`;
  try {
    await page.goto('/system/auto-export');
    // The first page of the system remote: loading it (and its namespaces) is slow on a busy runner.
    await expect(page.getByRole('heading', { name: 'Auto Export' })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: /^plus Add$/ }).click();
    const form = page.getByRole('dialog', { name: 'New record: Auto export' });
    await expect(form).toBeVisible();
    await form.getByLabel('Name').fill(name);
    await chooseOption(page, form.getByLabel('Report'), 'Transaction');
    await form.getByLabel('Recipients').fill(recipient);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toBeHidden();

    const row = page.locator('.ant-table tbody tr', { has: page.getByRole('cell', { name, exact: true }) });
    await expect(row).toContainText('Daily at 07:00');
    await row.getByRole('button', { name: 'Run now' }).click();
    await expect(page.getByText(`"${name}" was handed to the mail outbox.`)).toBeVisible();
    await expect(row).toContainText('Sent');

    let mail: StoredMail | undefined;
    await expect
      .poll(
        async () => {
          const body = (await (await page.request.get('/web/dev/mailbox/messages/')).json()) as { data: StoredMail[] | null };
          mail = body.data?.find((message) => message.to === recipient);
          return Boolean(mail);
        },
        { message: `the delivery mailed to ${recipient}`, timeout: 15_000 },
      )
      .toBe(true);
    expect(mail?.subject).toContain(name);
    const [file] = mail?.attachments ?? [];
    expect(file?.filename).toMatch(/\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(file.content, 'base64') as unknown as ArrayBuffer);
    expect(book.worksheets[0].getRow(1).getCell(1).text).toBe('Employee ID');
  } finally {
    const list = (await (await page.request.get(`/web/system/api/v2/auto-exports/?search=${encodeURIComponent(name)}`, { headers })).json()) as { data: { data: { id: number }[] } };
    for (const { id } of list.data?.data ?? []) await page.request.delete(`/web/system/api/v2/auto-exports/${id}/`, { headers });
  }
});

import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { expect, test, type Download, type Locator, type Page } from '../support/test';
import { signInAsDemoAdmin } from '../support/session';
import { E2eTerminal } from '../support/terminal';

/**
 * The report library (issue 15 "Playwright"): as the demo administrator, with a terminal's punches of today, run
 * three library reports with a filter — transaction (employee chosen in the filter), the daily-status matrix and
 * the employee summary (both filtered by the link's department) — export XLSX and PDF, each with its progress bar,
 * download both, read the XLSX back (exceljs, as the server writes it) against the rows the screen showed, and
 * render the PDF's first page with pdf.js in the browser: it has text and is not blank. Removes the terminal.
 */

const TERMINALS = '/web/device/api/v2/terminals/';
const EMP_CODE = '1001';
const LIBRARY = '/report/report-library';
const PDFJS = path.resolve(__dirname, '../../node_modules/pdfjs-dist');
/** An origin of its own for the PDF check: a bare page, outside the application and its CSP. */
const PDF_CHECK = 'http://pdf-check.localhost';

/**
 * The wall clock of `zone` `minutes` from now: ['YYYY-MM-DD', 'HH:mm:ss'], at second `seconds` of that minute (not
 * :00, so that other journeys' punches of the same minute for the same employee are told apart from these).
 */
function wallClock(zone: string, minutes: number, seconds: string): [string, string] {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })
    .formatToParts(new Date(Date.now() + minutes * 60_000))
    .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
  return [`${parts.year}-${parts.month}-${parts.day}`, `${parts.hour}:${parts.minute}:${seconds}`];
}

/** Picks `title` in a multiple antd Select after typing `search` (again until the select shows it: see chooseOption). */
async function chooseMany(page: Page, combobox: Locator, title: string, search: string): Promise<void> {
  const dropdown = page.locator('.ant-select-dropdown:visible');
  const select = combobox.locator('xpath=ancestor::div[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]');
  await expect(async () => {
    if (!(await dropdown.isVisible())) {
      await combobox.click();
      await combobox.fill(search);
    }
    await dropdown.getByTitle(title, { exact: true }).click({ timeout: 5000 });
    await expect(select.getByTitle(title, { exact: true })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await page.keyboard.press('Escape');
}

/** The report's table as the screen shows it: header texts and the body rows' cell texts. */
async function shownTable(report: Locator): Promise<{ headers: string[]; rows: string[][] }> {
  const table = report.locator('.ant-table-content table, .ant-table-body table').first();
  const headers = (await report.locator('.ant-table-thead th').allInnerTexts()).map((text) => text.trim()).filter((text) => text !== '');
  const rows = await table.locator('tbody tr.ant-table-row').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => (td.textContent ?? '').trim())));
  return { headers, rows };
}

/**
 * Clicks an export button and sees its progress bar: the job's start is held until the bar is on screen (a small
 * export finishes faster than a frame), then the file downloads.
 */
async function exportWithProgress(page: Page, report: Locator, format: 'XLSX' | 'PDF'): Promise<Download> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const pattern = /\/web\/att\/api\/v2\/reports\/[^/]+\/\?.*export=/;
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  const download = page.waitForEvent('download');
  await report.getByRole('button', { name: `Export ${format}` }).click();
  await expect(report.getByTestId('report-export-progress')).toBeVisible();
  release();
  const file = await download;
  await expect(report.getByTestId('report-export-progress')).toBeHidden();
  await page.unroute(pattern);
  return file;
}

/** An exported cell as the screen prints it (dates are real dates in the file). */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object' && 'richText' in value) return value.richText.map((part) => part.text).join('');
  return String(value);
}

/** pdf.js in a bare page: the page count, the first page's text, and how much of it the rendering inks. */
async function renderFirstPage(page: Page, pdf: Buffer): Promise<{ pages: number; text: string; inked: number }> {
  const files: Record<string, string> = { 'pdf.mjs': 'build/pdf.min.mjs', 'pdf.worker.mjs': 'build/pdf.worker.min.mjs' };
  await page.route(`${PDF_CHECK}/**`, (route) => {
    const name = new URL(route.request().url()).pathname.slice(1);
    if (name === '') return route.fulfill({ contentType: 'text/html', body: '<!doctype html><canvas id="page"></canvas>' });
    return route.fulfill({ contentType: 'text/javascript', body: fs.readFileSync(path.join(PDFJS, files[name] ?? 'missing')) });
  });
  await page.goto(`${PDF_CHECK}/`);
  return page.evaluate(async (base64) => {
    const pdfjs = (await import(`${location.origin}/pdf.mjs`)) as typeof import('pdfjs-dist');
    pdfjs.GlobalWorkerOptions.workerSrc = `${location.origin}/pdf.worker.mjs`;
    const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const document = await pdfjs.getDocument({ data }).promise;
    const first = await document.getPage(1);
    const viewport = first.getViewport({ scale: 1 });
    const canvas = window.document.getElementById('page') as HTMLCanvasElement;
    canvas.width = Math.ceil(viewport.width);
    canvas.height = Math.ceil(viewport.height);
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    await first.render({ canvas, canvasContext: context, viewport }).promise;
    const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
    let inked = 0;
    // a pixel is ink when it is clearly darker than white (text, rules, coloured cells)
    for (let i = 0; i < pixels.length; i += 4) if (pixels[i + 3] > 0 && pixels[i] + pixels[i + 1] + pixels[i + 2] < 600) inked += 1;
    const content = await first.getTextContent();
    const text = content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
    return { pages: document.numPages, text, inked: inked / (canvas.width * canvas.height) };
  }, pdf.toString('base64'));
}

test('three library reports with filters; XLSX and PDF exports with progress, the XLSX read back, the PDF rendered', async ({ page, context }) => {
  // The reports remote's first load takes up to 30 s on a loaded 2-core runner (as in the other first-page waits).
  test.setTimeout(180_000);
  const session = await signInAsDemoAdmin(page);
  const headers = { Authorization: `JWT ${session.access}` };
  const company = await (await page.request.get('/web/oauth/api/v2/current-company/', { headers })).json();
  const zone = (company.data.company_timezone as string | null) || 'UTC';
  // Punches dated before the terminal was claimed wait for review (ADR 0070): these are a minute and three from now.
  const [date, firstAt] = wallClock(zone, 1, '17');
  const [, lastAt] = wallClock(zone, 3, '43');
  const employees = await (await page.request.get(`/web/personnel/api/v2/employees/?search=${EMP_CODE}`, { headers })).json();
  type Employee = { id: number; emp_code: string; first_name: string; last_name: string; department: number | null; hire_date: string | null };
  const employee = (employees.data.data as Employee[]).find((e) => e.emp_code === EMP_CODE);
  expect(employee, 'the demo employee 1001').toBeDefined();
  const { id, department } = employee!;
  expect(department, 'the demo employee has a department').not.toBeNull();
  if (employee!.hire_date && employee!.hire_date > date) {
    expect((await page.request.patch(`/web/personnel/api/v2/employees/${id}/`, { headers, data: { hire_date: date } })).status()).toBe(200);
  }
  const sn = `RJ${Date.now().toString(36).toUpperCase()}`;
  const created = await page.request.post(TERMINALS, { headers, data: { sn, alias: 'Report journey', time_zone: zone } });
  expect(created.status(), await created.text()).toBe(200);
  const terminalId = (await created.json()).data.id as number;
  try {
    const terminal = new E2eTerminal(page.request, sn);
    await terminal.handshake();
    expect(await terminal.punch([{ pin: EMP_CODE, time: `${date} ${firstAt}` }, { pin: EMP_CODE, time: `${date} ${lastAt}`, state: 1 }])).toBe('OK: 2');

    // 1. Transactions of today, the employee chosen in the filter.
    await page.goto(`${LIBRARY}/transaction?start_date=${date}&end_date=${date}`);
    const transactions = page.getByTestId('report-transaction');
    await expect(transactions.getByRole('button', { name: 'Export XLSX' })).toBeVisible({ timeout: 30_000 });
    const name = `${EMP_CODE} ${employee!.first_name} ${employee!.last_name}`.trim();
    await chooseMany(page, transactions.getByRole('combobox', { name: 'Employees' }), name, EMP_CODE);
    await transactions.getByRole('button', { name: 'Run report' }).click();
    const mine = transactions.locator('tbody tr.ant-table-row');
    await expect(mine.filter({ hasText: `${firstAt}` })).toHaveCount(1);
    await expect(mine.filter({ hasText: `${lastAt}` })).toHaveCount(1);
    await expect(mine.filter({ hasNotText: EMP_CODE })).toHaveCount(0);
    const screen = await shownTable(transactions);

    // …its XLSX, read back: the same header and the same rows as the screen.
    const xlsx = await exportWithProgress(page, transactions, 'XLSX');
    expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await xlsx.path());
    const sheet = workbook.worksheets[0];
    const fileRows: string[][] = [];
    sheet.eachRow((row) => fileRows.push(screen.headers.map((_, index) => cellText(row.getCell(index + 1).value))));
    expect(fileRows[0]).toEqual(screen.headers);
    expect(fileRows.slice(1)).toEqual(screen.rows);

    // 2. The daily-status matrix of today for the employee's department (the link's filter): a status cell a row.
    const results = `/web/att/api/v2/time-cards/?employee__in=${id}&start_date=${date}&end_date=${date}`;
    // Recalculated with these punches: the day ends at the last of them. Earlier specs may have punched for 1001
    // today too (the clean run of 2026-11-25 had a 21:18 punch), so the day's first punch can be theirs.
    type Day = { clock_in: string | null; clock_out: string | null };
    const today = async () => ((await (await page.request.get(results, { headers })).json()).data?.data?.[0] as Day | undefined) ?? null;
    await expect.poll(async () => (await today())?.clock_out ?? null, { timeout: 15_000 }).toBe(`${date} ${lastAt.slice(0, 5)}`);
    expect((await today())?.clock_in ?? '').toMatch(new RegExp(`^${date} `));
    expect(((await today())?.clock_in ?? '') <= `${date} ${firstAt.slice(0, 5)}`).toBe(true);
    await page.goto(`${LIBRARY}/daily-status?start_date=${date}&end_date=${date}&department__in=${department}`);
    const matrix = page.getByTestId('report-daily-status');
    const row = matrix.locator('tbody tr.ant-table-row').filter({ hasText: EMP_CODE });
    await expect(row.locator('[data-status]')).toHaveCount(1, { timeout: 30_000 });
    await expect(matrix.getByTestId('report-legend')).toBeVisible();
    const departmentName = (await row.locator('td').nth(2).innerText()).trim();
    // the department filter shows the link's department and every row is of it
    const departmentSelect = matrix.getByRole('combobox', { name: 'Departments' }).locator('xpath=ancestor::div[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]');
    await expect(departmentSelect.getByTitle(departmentName, { exact: true })).toBeVisible();
    const departments = await matrix.locator('tbody tr.ant-table-row td:nth-child(3)').allInnerTexts();
    expect(new Set(departments.map((text) => text.trim()))).toEqual(new Set([departmentName]));

    // …its PDF: one or more pages, the employee on the first, which is drawn (not blank).
    const pdf = await exportWithProgress(page, matrix, 'PDF');
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
    const bytes = fs.readFileSync(await pdf.path());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

    // 3. The employee summary of today for the same department: the employee's row with today's worked minutes.
    await page.goto(`${LIBRARY}/employee-summary?start_date=${date}&end_date=${date}&department__in=${department}`);
    const summary = page.getByTestId('report-employee-summary');
    await expect(summary.locator('tbody tr.ant-table-row').filter({ hasText: EMP_CODE })).toHaveCount(1, { timeout: 30_000 });
    await expect(summary.getByTestId('report-totals')).toBeVisible();

    const viewer = await context.newPage();
    const rendered = await renderFirstPage(viewer, bytes);
    await viewer.close();
    expect(rendered.pages).toBeGreaterThanOrEqual(1);
    expect(rendered.text).toContain(EMP_CODE);
    expect(rendered.text).toContain('Daily status');
    expect(rendered.inked).toBeGreaterThan(0.002);
  } finally {
    await page.request.delete(`${TERMINALS}${terminalId}/`, { headers });
  }
});

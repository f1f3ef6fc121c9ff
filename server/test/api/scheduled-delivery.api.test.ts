/**
 * Scheduled delivery (issue 15, ADR 0089–0090) against the real SMTP sink: a due report delivery is enqueued once
 * per due time (two schedulers at once, and again later), runs the report export and arrives by mail with the
 * file attached (the XLSX read back with exceljs); "run now"; a file too large to mail fails clearly; the e-mail
 * setting (own SMTP with a sealed password, a test mail that reports the SMTP error); the PDF setting applied to
 * a PDF export; the daily alerts to department heads in their language; tenant isolation; bad input refused
 * with a translated code and nothing changed.
 */
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import sharp from 'sharp';
import { enqueueDueDeliveries } from '../../src/modules/system/delivery/scheduler';
import { authHeader, createCompany, createUser } from '../support/fixtures';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../support/smtp-sink';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let companyA: number;
let companyB: number;
// Tokens are minted per call: the tests move the clock past a token's lifetime.
let adminA: () => string;
let adminB: () => string;
let clerkA: () => string;
const dept: Record<string, number> = {};
const emp: Record<string, number> = {};

const SYSTEM = '/web/system/api/v2';
const AUTO = `${SYSTEM}/auto-exports/`;

const call = (who: () => string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, language = 'en'): Promise<LightMyRequestResponse> =>
  t.app.inject({ method, url, headers: { authorization: who(), 'accept-language': language }, ...(payload ? { payload } : {}) });

/** The attachments of a raw MIME message (nodemailer's multipart/mixed, base64 parts). */
function attachmentsOf(mail: ReceivedMail): { filename: string; contentType: string; content: Buffer }[] {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(mail.raw)?.[1];
  if (!boundary) return [];
  return mail.raw.split(`--${boundary}`).flatMap((part) => {
    const split = part.search(/\r?\n\r?\n/);
    if (split < 0) return [];
    const head = part.slice(0, split).replace(/\r?\n\s+/g, ' ');
    if (!/Content-Disposition:\s*attachment/i.test(head)) return [];
    return [{
      filename: /filename="?([^";\r\n]+)"?/i.exec(head)?.[1] ?? '',
      contentType: /Content-Type:\s*([^;\r\n]+)/i.exec(head)?.[1]?.trim() ?? '',
      content: Buffer.from(part.slice(split).replace(/\s+/g, ''), 'base64'),
    }];
  });
}

async function runJobs(): Promise<void> {
  // Twice: a delivery job writes a mail job.
  await t.deps.jobs.runDue();
  await t.deps.jobs.runDue();
}

async function seed(companyId: number, code: string, department: string, punches: string[]): Promise<void> {
  await t.deps.database.withTenant(companyId, async (trx) => {
    const key = `${companyId}:${department}`;
    if (!dept[key]) dept[key] = Number((await sql<{ id: string }>`insert into departments (company_id, name) values (${companyId}, ${department}) returning id`.execute(trx)).rows[0].id);
    const id = Number((await sql<{ id: string }>`insert into employees (company_id, emp_code, first_name, last_name, department_id, email)
      values (${companyId}, ${code}, ${`First${code}`}, ${`Last${code}`}, ${dept[key]}, ${`e${code}@acme.test`}) returning id`.execute(trx)).rows[0].id);
    emp[`${companyId}:${code}`] = id;
    for (const time of punches) {
      await sql`insert into transactions (company_id, terminal_sn, emp_code, employee_id, punch_time, punch_utc, punch_state)
        values (${companyId}, 'SN-1', ${code}, ${id}, ${time}, ${`${time}Z`}, 0)`.execute(trx);
    }
  });
}

beforeAll(async () => {
  t = await createTestApp();
  // The SMTP sinks of these tests listen on 127.0.0.1: a company's SMTP host may be local here (one test turns it off).
  (t.deps.config as { companySmtpAllowPrivate: boolean }).companySmtpAllowPrivate = true;
  // 06:00 in Dubai on Tuesday 3 February 2026.
  t.clock.set(new Date('2026-02-03T02:00:00Z'));
  companyA = await createCompany(t.deps, 'deliver-acme');
  companyB = await createCompany(t.deps, 'deliver-globex');
  await sql`update companies set company_timezone = 'Asia/Dubai' where id in (${companyA}, ${companyB})`.execute(t.deps.database.db);
  const bossA = await createUser(t.deps, 'boss@deliver-acme.test');
  const bossB = await createUser(t.deps, 'boss@deliver-globex.test');
  const clerk = await createUser(t.deps, 'clerk@deliver-acme.test');
  adminA = () => authHeader(t.deps, { userId: bossA, companyId: companyA });
  adminB = () => authHeader(t.deps, { userId: bossB, companyId: companyB });
  clerkA = () => authHeader(t.deps, { userId: clerk, companyId: companyA, role: 'user' });
  await seed(companyA, '1001', 'Sales', ['2026-02-02 08:58:00', '2026-02-02 17:30:00', '2026-02-01 09:00:00']);
  await seed(companyA, '1002', 'Ops', ['2026-02-02 09:05:00']);
  await seed(companyB, '9001', 'Sales', ['2026-02-02 10:00:00']);
});

afterAll(async () => {
  await t.close();
});

const delivery = {
  name: 'Daily punches',
  report: 'transaction',
  format: 'xlsx',
  period: 'yesterday',
  recipients: 'payroll@deliver-acme.test; Boss@Deliver-Acme.test',
  frequency: 'daily',
  time: '07:00',
  language: 'en',
};

describe('scheduled report deliveries', () => {
  let id: number;

  test('a delivery is created with its next due time in the company zone; bad input is refused and nothing is written', async () => {
    const bad = await call(adminA, 'POST', AUTO, { ...delivery, recipients: 'payroll, not-an-address' }, 'es-MX');
    expect([bad.statusCode, bad.json().code, bad.json().context.fields]).toEqual([400, 'ZSYS0005', { recipients: 'ZSYS0005' }]);
    const badReport = await call(adminA, 'POST', AUTO, { ...delivery, report: 'no-such-report' });
    expect([badReport.statusCode, badReport.json().code]).toEqual([400, 'ZGEN0400']);
    const badTime = await call(adminA, 'POST', AUTO, { ...delivery, time: '25:00' });
    expect(badTime.statusCode).toBe(400);
    expect((await call(adminA, 'GET', AUTO)).json().data.data).toEqual([]);
    expect((await call(clerkA, 'POST', AUTO, delivery)).statusCode).toBe(403);

    const created = await call(adminA, 'POST', AUTO, { ...delivery, departments: [dept[`${companyA}:Sales`]] });
    expect([created.statusCode, created.json().code]).toEqual([200, 'ZSYS0000']);
    id = created.json().data.id as number;
    const row = (await call(adminA, 'GET', `${AUTO}${id}/`)).json().data;
    expect(row).toMatchObject({ recipients: 'payroll@deliver-acme.test, boss@deliver-acme.test', next_run_at: '2026-02-03 07:00:00', last_status: null, is_active: true });
  });

  test('another company neither sees nor runs it', async () => {
    expect((await call(adminB, 'GET', AUTO)).json().data.data).toEqual([]);
    expect((await call(adminB, 'GET', `${AUTO}${id}/`)).statusCode).toBe(404);
    expect((await call(adminB, 'POST', `${AUTO}${id}/run/`)).statusCode).toBe(404);
  });

  test('when due it is enqueued once, even by two schedulers at once, and arrives by mail with the XLSX attached', async () => {
    expect(await enqueueDueDeliveries(t.deps)).toBe(0);
    t.clock.set(new Date('2026-02-03T03:00:30Z'));
    const since = t.smtp.messages.length;
    const counts = await Promise.all([enqueueDueDeliveries(t.deps), enqueueDueDeliveries(t.deps)]);
    // The app's own scheduler may have taken it first: what matters is one job for the due time.
    const jobs = async () => Number((await sql<{ n: string }>`select count(*) as n from jobs where kind = 'system.auto_export' and company_id = ${companyA}`.execute(t.deps.database.db)).rows[0].n);
    expect(counts.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(1);
    expect(await jobs()).toBe(1);
    expect(await enqueueDueDeliveries(t.deps)).toBe(0);
    await runJobs();

    const mail = await t.smtp.waitFor('payroll@deliver-acme.test', { since });
    expect(mail.to.sort()).toEqual(['boss@deliver-acme.test', 'payroll@deliver-acme.test']);
    expect(mail.subject).toContain('Daily punches');
    const [file] = attachmentsOf(mail);
    expect(file.filename).toMatch(/\.xlsx$/);
    expect(file.contentType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.content as unknown as ArrayBuffer);
    const values = book.worksheets[0].getSheetValues().slice(2).map((cells) => (Array.isArray(cells) ? cells.slice(1, 6).map((cell) => (cell instanceof Date ? cell.toISOString().slice(0, 10) : String(cell))) : []));
    // Yesterday in Dubai (2 February), the Sales department only: Ops and 1 February are left out.
    expect(values.map((cells) => cells[0])).toEqual(['1001', '1001']);
    expect(values.every((cells) => cells.some((cell) => cell.includes('2026-02-02')))).toBe(true);

    const row = (await call(adminA, 'GET', `${AUTO}${id}/`)).json().data;
    expect(row).toMatchObject({ last_status: 'sent', last_run_at: '2026-02-03 07:00:30', next_run_at: '2026-02-04 07:00:00' });
    // The delivery log names the file; the file itself leaves the outbox with the mail.
    const log = (await call(adminA, 'GET', `${SYSTEM}/mail-deliveries/?kind=report_delivery`)).json().data.data;
    expect(log).toEqual([expect.objectContaining({ status: 'sent', attachment_name: file.filename })]);
    const kept = await t.deps.database.withTenant(companyA, async (trx) => (await sql<{ attachment: Buffer | null }>`select attachment from mail_outbox where company_id = ${companyA} and kind = 'report_delivery'`.execute(trx)).rows);
    expect(kept).toEqual([{ attachment: null }]);
  });

  test('"run now" sends it at once, as CSV for this month', async () => {
    expect((await call(adminA, 'PUT', `${AUTO}${id}/`, { ...delivery, format: 'csv', period: 'this_month', departments: [] })).statusCode).toBe(200);
    const since = t.smtp.messages.length;
    const started = await call(adminA, 'POST', `${AUTO}${id}/run/`);
    expect([started.statusCode, started.json().code]).toEqual([202, 'ZSYS0000']);
    expect((await call(clerkA, 'POST', `${AUTO}${id}/run/`)).statusCode).toBe(403);
    await runJobs();
    const mail = await t.smtp.waitFor('boss@deliver-acme.test', { since });
    const [file] = attachmentsOf(mail);
    expect(file.filename).toMatch(/\.csv$/);
    const lines = file.content.toString('utf8').trim().split('\r\n');
    expect(lines).toHaveLength(1 + 4);
  });

  test('a file larger than a mail may carry fails the run with a clear error and sends nothing', async () => {
    const config = t.deps.config as { mailAttachmentMaxBytes: number };
    const limit = config.mailAttachmentMaxBytes;
    config.mailAttachmentMaxBytes = 100;
    try {
      const before = t.smtp.messages.length;
      const started = await call(adminA, 'POST', `${AUTO}${id}/run/`);
      await runJobs();
      const job = (await call(adminA, 'GET', `/web/api/v2/jobs/${started.json().data.job as number}/`)).json().data;
      expect(job).toMatchObject({ status: 'failed', error: 'sys:autoexport.errors.too_large_short' });
      const row = (await call(adminA, 'GET', `${AUTO}${id}/`)).json().data;
      expect(row.last_status).toBe('failed');
      expect(row.last_error).toMatch(/larger than the 0\.0 MB/);
      expect(t.smtp.messages.length).toBe(before);
    } finally {
      config.mailAttachmentMaxBytes = limit;
    }
  });
});

describe('e-mail setting', () => {
  let own: SmtpSink;
  const SETTING = `${SYSTEM}/email-setting/`;

  beforeAll(async () => {
    own = await startSmtpSink();
  });
  afterAll(async () => {
    await own.close();
  });

  const testMail = async (to: string): Promise<Record<string, unknown>> => {
    const sent = await call(adminA, 'POST', `${SETTING}test/`, { to });
    expect([sent.statusCode, sent.json().code]).toEqual([200, 'ZSYS0000']);
    await runJobs();
    return (await call(adminA, 'GET', `${SETTING}test/${sent.json().data.mail as number}/`)).json().data;
  };

  test('the company own SMTP server sends its mail from its sender; the password is never returned', async () => {
    expect((await call(adminA, 'GET', SETTING)).json().data).toMatchObject({ smtp_enabled: false, smtp_password_set: false });
    const port = Number(new URL(own.url).port);
    const body = { sender_name: 'Acme HR', sender_email: 'hr@deliver-acme.test', smtp_enabled: true, smtp_host: '127.0.0.1', smtp_port: port, smtp_security: 'none', smtp_user: '', smtp_password: 'Sup3r-secret' };
    const saved = await call(adminA, 'PUT', SETTING, body);
    expect([saved.statusCode, saved.json().data.smtp_password_set]).toEqual([200, true]);
    expect(saved.json().data).not.toHaveProperty('smtp_password');
    expect(saved.payload).not.toContain('Sup3r-secret');
    const stored = await t.deps.database.withTenant(companyA, async (trx) => (await sql<{ sealed: string }>`select smtp_password_sealed as sealed from company_mail_settings where company_id = ${companyA}`.execute(trx)).rows[0].sealed);
    expect(stored).not.toContain('Sup3r-secret');
    // Saving again without a password keeps it.
    expect((await call(adminA, 'PUT', SETTING, { ...body, smtp_password: '' })).json().data.smtp_password_set).toBe(true);

    const result = await testMail('me@deliver-acme.test');
    expect(result).toMatchObject({ status: 'sent', error: null });
    const mail = await own.waitFor('me@deliver-acme.test');
    expect(mail.from).toBe('hr@deliver-acme.test');
    expect(mail.raw).toMatch(/From: "?Acme HR"? <hr@deliver-acme.test>/);
    expect(t.smtp.messages.some((message) => message.to.includes('me@deliver-acme.test'))).toBe(false);
  });

  test('a test mail to a server that refuses reports the SMTP error', async () => {
    const closed = await startSmtpSink();
    const port = Number(new URL(closed.url).port);
    await closed.close();
    const body = { sender_name: 'Acme HR', sender_email: 'hr@deliver-acme.test', smtp_enabled: true, smtp_host: '127.0.0.1', smtp_port: port, smtp_security: 'none', smtp_user: '' };
    expect((await call(adminA, 'PUT', SETTING, body)).statusCode).toBe(200);
    const result = await testMail('me2@deliver-acme.test');
    expect(result.status).toBe('failed');
    expect(String(result.error)).toMatch(/ECONNREFUSED|connect/i);
  });

  test('without COMPANY_SMTP_ALLOW_PRIVATE a company SMTP host on a private or local address is never connected to', async () => {
    const config = t.deps.config as { companySmtpAllowPrivate: boolean };
    const port = Number(new URL(own.url).port);
    const body = { sender_name: 'Acme HR', sender_email: 'hr@deliver-acme.test', smtp_enabled: true, smtp_host: '127.0.0.1', smtp_port: port, smtp_security: 'none', smtp_user: '' };
    expect((await call(adminA, 'PUT', SETTING, body)).statusCode).toBe(200);
    config.companySmtpAllowPrivate = false;
    try {
      const result = await testMail('probe@deliver-acme.test');
      expect(result.status).toBe('failed');
      expect(String(result.error)).toMatch(/private, local or reserved/);
      // the sink that listens there got nothing
      await expect(own.waitFor('probe@deliver-acme.test', { timeoutMs: 500 })).rejects.toThrow();
    } finally {
      config.companySmtpAllowPrivate = true;
    }
  });

  test('bad input is refused with a translated code and the setting stays; others cannot read or write it', async () => {
    const before = (await call(adminA, 'GET', SETTING)).json().data;
    const noHost = await call(adminA, 'PUT', SETTING, { ...before, smtp_host: '' }, 'tr');
    expect([noHost.statusCode, noHost.json().code, noHost.json().context.fields]).toEqual([400, 'ZSYS0004', { smtp_host: 'ZSYS0004' }]);
    const badPort = await call(adminA, 'PUT', SETTING, { ...before, smtp_port: 70000 });
    expect([badPort.statusCode, badPort.json().code]).toEqual([400, 'ZGEN0400']);
    expect((await call(adminA, 'GET', SETTING)).json().data).toEqual(before);
    expect((await call(adminA, 'POST', `${SETTING}test/`, { to: 'nobody' })).statusCode).toBe(400);
    expect((await call(clerkA, 'GET', SETTING)).statusCode).toBe(403);
    expect((await call(adminB, 'GET', SETTING)).json().data).toMatchObject({ smtp_enabled: false, sender_name: '' });
    // Back to the platform's server for the tests that follow.
    expect((await call(adminA, 'PUT', SETTING, { ...before, smtp_enabled: false })).statusCode).toBe(200);
  });
});

describe('PDF setting', () => {
  test('header, logo, paper and orientation apply to a PDF export', async () => {
    const png = await sharp({ create: { width: 160, height: 64, channels: 3, background: '#1677ff' } }).png().toBuffer();
    const bad = await call(adminA, 'PUT', `${SYSTEM}/pdf-setting/`, { header_text: 'x', paper: 'B5', orientation: 'portrait', logo: '' });
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'ZGEN0400']);
    const saved = await call(adminA, 'PUT', `${SYSTEM}/pdf-setting/`, { header_text: 'ACME Payroll Header', paper: 'LETTER', orientation: 'portrait', logo: `data:image/png;base64,${png.toString('base64')}` });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ header_text: 'ACME Payroll Header', paper: 'LETTER', orientation: 'portrait', logo: expect.stringMatching(/^c\d+\/pdf-logo\//) });
    expect((await call(adminB, 'GET', `${SYSTEM}/pdf-setting/`)).json().data).toMatchObject({ header_text: '', paper: 'A4' });

    const started = await call(adminA, 'GET', '/web/att/api/v2/reports/transaction/?start_date=2026-02-01&end_date=2026-02-03&export=pdf');
    expect(started.statusCode).toBe(202);
    await runJobs();
    const view = (await call(adminA, 'GET', `/web/api/v2/jobs/${started.json().data.job as number}/`)).json().data;
    expect(view.status).toBe('done');
    const pdf = (await call(adminA, 'GET', view.file_url as string)).rawPayload.toString('latin1');
    expect(pdf).toMatch(/\/MediaBox \[0 0 612 792\]/);
    expect(pdf).toContain('(ACME Payroll Header)');
    expect(pdf).toMatch(/\/Subtype \/Image/);
    // Another company's PDF keeps the defaults (A4 landscape, no header).
    const other = await call(adminB, 'GET', '/web/att/api/v2/reports/transaction/?start_date=2026-02-01&end_date=2026-02-03&export=pdf');
    await runJobs();
    const otherView = (await call(adminB, 'GET', `/web/api/v2/jobs/${other.json().data.job as number}/`)).json().data;
    const otherPdf = (await call(adminB, 'GET', otherView.file_url as string)).rawPayload.toString('latin1');
    expect(otherPdf).toMatch(/\/MediaBox \[0 0 841\.89 595\.28\]/);
    expect(otherPdf).not.toContain('ACME Payroll Header');
  });
});

describe('attendance alerts', () => {
  const ALERTS = `${SYSTEM}/alert-setting/`;

  beforeAll(async () => {
    await seed(companyA, '2001', 'Plant', []);
    await seed(companyA, '2002', 'Plant', []);
    await seed(companyA, '2003', 'Plant', []);
    await seed(companyA, '2004', 'Yard', []);
    await t.deps.database.withTenant(companyA, async (trx) => {
      // 2001 heads Plant and reads Spanish (their employee login's language); Yard has no head.
      await sql`update departments set manager_id = ${emp[`${companyA}:2001`]} where company_id = ${companyA} and id = ${dept[`${companyA}:Plant`]}`.execute(trx);
      await sql`insert into employee_accounts (company_id, username, password_hash, employee_id, language) values (${companyA}, 'head2001', 'x', ${emp[`${companyA}:2001`]}, 'es-MX')`.execute(trx);
      const day = (code: string, status: string, late = 0) =>
        sql`insert into att_day_results (company_id, employee_id, work_date, status, late, fingerprint, calculated_at)
          values (${companyA}, ${emp[`${companyA}:${code}`]}, '2026-02-04', ${status}, ${late}, 'seed', now())`.execute(trx);
      await day('2001', 'present');
      await day('2002', 'late', 17);
      await day('2003', 'missing_out');
      await day('2004', 'absent');
      await sql`delete from att_dirty_days where company_id = ${companyA}`.execute(trx);
    });
  });

  test('bad input is refused and the setting stays', async () => {
    const bad = await call(adminA, 'PUT', ALERTS, { is_active: true, time: '10:00', recipients: 'users', users: [] });
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'ZSYS0007']);
    const foreign = await call(adminA, 'PUT', ALERTS, { is_active: true, time: '10:00', recipients: 'users', users: [999999] });
    expect([foreign.statusCode, foreign.json().code]).toEqual([400, 'ZSYS0007']);
    expect((await call(adminA, 'GET', ALERTS)).json().data).toMatchObject({ is_active: false });
    expect((await call(clerkA, 'PUT', ALERTS, { is_active: true })).statusCode).toBe(403);
  });

  test('at the set time each department head gets one mail in their language listing their late and missing-punch employees', async () => {
    t.clock.set(new Date('2026-02-04T05:00:00Z'));
    const saved = await call(adminA, 'PUT', ALERTS, { is_active: true, time: '10:00', late: true, absent: true, missing_punch: true, recipients: 'department_heads', users: [] });
    expect(saved.statusCode).toBe(200);
    const since = t.smtp.messages.length;
    t.clock.set(new Date('2026-02-04T06:00:10Z'));
    await enqueueDueDeliveries(t.deps);
    await runJobs();
    const mail = await t.smtp.waitFor('e2001@acme.test', { since });
    expect(mail.subject).toMatch(/2026-02-04/);
    expect(mail.text).toContain('2002 First2002 Last2002');
    expect(mail.text).toContain('17 min');
    expect(mail.text).toContain('2003 First2003 Last2003');
    // Yard's absentee is not Plant's head's business; the present head is not listed.
    expect(mail.text).not.toContain('2004');
    expect(mail.text).not.toContain('2001 First2001');
    // Spanish, the head's language.
    expect(mail.text).toMatch(/Retardos|Tarde/i);
    expect(t.smtp.messages.slice(since).filter((message) => message.to.includes('e2001@acme.test'))).toHaveLength(1);
    // Not again for the same day.
    expect(await enqueueDueDeliveries(t.deps)).toBe(0);
    expect((await call(adminB, 'GET', ALERTS)).json().data).toMatchObject({ is_active: false });
  });

  test('chosen users get every department, in the company language when their own is not known', async () => {
    const userId = await t.deps.database.withTenant(companyA, async (trx) => {
      await sql`insert into att_day_results (company_id, employee_id, work_date, status, late, fingerprint, calculated_at)
        values (${companyA}, ${emp[`${companyA}:2004`]}, '2026-02-05', 'absent', 0, 'seed', now())`.execute(trx);
      await sql`delete from att_dirty_days where company_id = ${companyA}`.execute(trx);
      return Number((await sql<{ id: string }>`insert into auth_company_users (company_id, email) values (${companyA}, 'ops@deliver-acme.test') returning id`.execute(trx)).rows[0].id);
    });
    const saved = await call(adminA, 'PUT', ALERTS, { is_active: true, time: '10:00', late: true, absent: true, missing_punch: false, recipients: 'users', users: [userId] });
    expect([saved.statusCode, saved.json().data.users]).toEqual([200, [userId]]);
    const since = t.smtp.messages.length;
    t.clock.set(new Date('2026-02-05T06:00:10Z'));
    await enqueueDueDeliveries(t.deps);
    await runJobs();
    const mail = await t.smtp.waitFor('ops@deliver-acme.test', { since });
    expect(mail.text).toContain('Absent (1)');
    expect(mail.text).toContain('2004 First2004 Last2004 (Yard)');
    expect(t.smtp.messages.slice(since).some((message) => message.to.includes('e2001@acme.test'))).toBe(false);
  });
});

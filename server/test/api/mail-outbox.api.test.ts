/**
 * The mail outbox (ADR 0075) against a real SMTP server that is down at first: mail is written with the change
 * that causes it, retried with backoff by the job runner, delivered exactly once when the server comes up, and
 * marked failed (and listed in the delivery logs) when it never does. Retry timing comes from MAIL_RETRY_MS and
 * a real clock, so the test takes seconds; it polls, never sleeps a fixed time.
 */
import net from 'node:net';
import { sql } from 'kysely';
import { addVendorOperator } from '../../src/modules/vendor/vendor-access';
import { authHeader, createCompany, createUser } from '../support/fixtures';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';
import { createTestApp, type TestApp } from '../support/test-app';
import { TEST_DB_KIND } from '../support/test-database';
import { PASSWORD, post } from './oauth-support';

/** A loopback port nothing listens on (yet). */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Polls `probe` until it returns a value (not undefined), or fails after `timeoutMs`. */
async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

interface OutboxRow {
  status: string;
  attempts: number;
  last_error: string | null;
  body_text: string;
}

const MAX_ATTEMPTS = 4;

describe(`mail outbox with a late SMTP server on ${TEST_DB_KIND}`, () => {
  let t: TestApp;
  let port: number;
  let sink: SmtpSink | undefined;

  const platformMail = async (recipient: string): Promise<OutboxRow | undefined> =>
    (await sql<OutboxRow>`select status, attempts, last_error, body_text from platform_mail_outbox where recipient = ${recipient}`.execute(t.deps.database.db)).rows[0];
  const companyMail = async (recipient: string): Promise<OutboxRow | undefined> =>
    (await sql<OutboxRow>`select status, attempts, last_error, body_text from mail_outbox where recipient = ${recipient}`.execute(t.deps.database.db)).rows[0];

  beforeAll(async () => {
    port = await freePort();
    t = await createTestApp({
      realClock: true,
      env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_RETRY_MS: '150', MAIL_MAX_ATTEMPTS: String(MAX_ATTEMPTS), JOBS_POLL_MS: '50' },
    });
  });

  afterAll(async () => {
    await t.close();
    await sink?.close();
  });

  it('marks a company mail that never goes out as failed and lists it in the company delivery log only', async () => {
    const companyId = await createCompany(t.deps, 'outbox-acme');
    const adminId = await createUser(t.deps, 'admin@outbox-acme.test');
    await t.deps.database.db.insertInto('memberships').values({ company_id: companyId, user_id: adminId, role: 'admin' }).execute();
    const admin = authHeader(t.deps, { userId: adminId, companyId });

    const invited = await t.app.inject({ method: 'POST', url: '/web/oauth/api/v2/invite/', headers: { authorization: admin }, payload: { email: 'never@outbox.test' } });
    expect(invited.statusCode).toBe(200);

    const failed = await until('the invitation to fail for good', async () => {
      const row = await companyMail('never@outbox.test');
      return row?.status === 'failed' ? row : undefined;
    });
    expect(failed.attempts).toBe(MAX_ATTEMPTS);
    expect(failed.last_error).toMatch(/ECONNREFUSED|connect/i);
    // Its one-time link is not kept once the mail is given up.
    expect(failed.body_text).toBe('');

    const log = await t.app.inject({ method: 'GET', url: '/web/system/api/v2/mail-deliveries/?status=failed', headers: { authorization: admin } });
    expect(log.statusCode).toBe(200);
    const rows = log.json().data.data as Array<Record<string, unknown>>;
    expect(rows).toEqual([
      expect.objectContaining({ kind: 'invitation', recipient: 'never@outbox.test', status: 'failed', attempts: MAX_ATTEMPTS, sent_at: null }),
    ]);
    expect(rows[0]).not.toHaveProperty('body_text');

    // Another company sees none of it.
    const otherId = await createCompany(t.deps, 'outbox-other');
    const other = await t.app.inject({ method: 'GET', url: '/web/system/api/v2/mail-deliveries/', headers: { authorization: authHeader(t.deps, { userId: adminId, companyId: otherId }) } });
    expect(other.statusCode).toBe(200);
    expect(other.json().data.data).toEqual([]);
  });

  it('delivers the activation mail exactly once when the SMTP server starts after sign-up', async () => {
    const email = 'late-sink@outbox.test';
    const res = await post(t, 'sign_up', { email, phone_number: '+971501234567', password: PASSWORD, confirm_password: PASSWORD });
    expect(res.statusCode).toBe(200);

    // The first attempt met a closed port; the mail waits in the outbox for its retry.
    const waiting = await until('a failed first attempt', async () => {
      const row = await platformMail(email);
      return row && row.attempts >= 1 ? row : undefined;
    });
    expect(waiting.status).toBe('queued');
    expect(waiting.last_error).toMatch(/ECONNREFUSED|connect/i);

    const startedAt = Date.now();
    sink = await startSmtpSink({ port });
    const mail = await sink.waitFor(email, { timeoutMs: 60_000 });
    expect(Date.now() - startedAt).toBeLessThan(60_000);
    expect(mail.text).toContain('/onboard/activation?code=');

    const sent = await until('the outbox to record the delivery', async () => {
      const row = await platformMail(email);
      return row?.status === 'sent' ? row : undefined;
    });
    expect(sent.body_text).toBe('');
    // The job ends (nothing left to retry) once its handler has returned, a moment after the outbox row says
    // sent: wait for it rather than read it at once (a loaded runner saw 'running'). The sink got the mail once.
    const jobStatuses = async () =>
      (
        await sql<{ status: string }>`select status from platform_jobs where kind = 'mail.send' and (payload->>'outbox')::bigint =
          (select id from platform_mail_outbox where recipient = ${email})`.execute(t.deps.database.db)
      ).rows.map((row) => row.status);
    await until('the mail job to end', async () => ((await jobStatuses()).includes('running') ? undefined : true));
    expect(await jobStatuses()).toEqual(['done']);
    expect(sink.messages.filter((message) => message.to.includes(email))).toHaveLength(1);
  });

  it('shows platform mail to a vendor operator, not to a company', async () => {
    const operatorId = await createUser(t.deps, 'operator@outbox.test');
    await addVendorOperator(t.deps, operatorId);
    const res = await t.app.inject({
      method: 'GET',
      url: '/web/vendor/api/v2/platform-mail/?search=late-sink',
      headers: { authorization: authHeader(t.deps, { userId: operatorId, companyId: null }) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.data).toEqual([expect.objectContaining({ kind: 'activation', recipient: 'late-sink@outbox.test', status: 'sent', attempts: expect.any(Number) })]);

    const companyId = await createCompany(t.deps, 'outbox-nosy');
    const adminId = await createUser(t.deps, 'nosy@outbox.test');
    const refused = await t.app.inject({ method: 'GET', url: '/web/vendor/api/v2/platform-mail/', headers: { authorization: authHeader(t.deps, { userId: adminId, companyId }) } });
    expect(refused.statusCode).toBe(403);
  });
});

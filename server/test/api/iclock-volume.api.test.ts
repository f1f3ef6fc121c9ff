/**
 * The volume scenarios of the terminal brief (adms-push.md §18 S11, S12) on the real app and database (PGlite,
 * and PostgreSQL with TEST_DATABASE_URL). S11 here is a tenth of the brief's backlog (35 × 128 lines over ten
 * months, then replayed) so the suite stays fast; the full 350 × 128 with its p99 runs in `pnpm bench:ingest`
 * (S11 phase). S12 is at full size: one 100,000-line body.
 */
import { sql } from 'kysely';
import { createCompany } from '../support/fixtures';
import { createTestApp, type TestApp } from '../support/test-app';
import { TEST_DB_KIND } from '../support/test-database';
import { injectTransport, TerminalSimulator } from '../terminal-simulator';
import { claimTerminal } from '../../src/modules/iclock/registry';
import { backlogBatch } from '../../bench/backlog';

describe(`terminal server volume (PUSH §18 S11, S12) on ${TEST_DB_KIND}`, () => {
  let t: TestApp;
  let acme: number;

  const stored = async (sn: string) =>
    Number((await sql<{ n: string }>`select count(*) as n from transactions where company_id = ${acme} and terminal_sn = ${sn}`.execute(t.deps.database.db)).rows[0].n);

  beforeAll(async () => {
    t = await createTestApp();
    acme = await createCompany(t.deps, 'acme');
  });
  afterAll(async () => {
    await t.close();
  });

  it('S11 (a tenth): a backlog over ten months is acknowledged batch by batch, and its replay adds nothing', async () => {
    const sn = 'BACKLOG00001';
    await claimTerminal(t.deps, acme, { sn, time_zone: 'Europe/Berlin', claimed_at: new Date('2024-01-01T00:00:00Z') });
    const device = new TerminalSimulator(injectTransport(t.app), { sn });
    const batches = Array.from({ length: 35 }, (_, index) => backlogBatch(index, 128, 35));
    for (let pass = 0; pass < 2; pass += 1) {
      for (const body of batches) expect((await device.upload('ATTLOG', body)).text).toBe('OK: 128');
      expect(await stored(sn)).toBe(35 * 128);
    }
    // Ten months apart from the first to the last punch, DST changes included.
    const span = (await sql<{ first: string; last: string }>`select min(punch_time)::text as first, max(punch_time)::text as last from transactions where company_id = ${acme} and terminal_sn = ${sn}`.execute(t.deps.database.db)).rows[0];
    expect(span.first.slice(0, 7)).toBe('2025-01');
    expect(span.last.slice(0, 7)).toBe('2025-10');
  });

  it('S12: one 100,000-line body (3.5 MB) is stored whole and answered OK: 100000', async () => {
    const sn = 'BIGBODY00001';
    await claimTerminal(t.deps, acme, { sn, time_zone: 'UTC', claimed_at: new Date('2024-01-01T00:00:00Z') });
    const device = new TerminalSimulator(injectTransport(t.app), { sn });
    const body = backlogBatch(0, 100_000, 1);
    expect(Buffer.byteLength(body)).toBeGreaterThanOrEqual(3_500_000);
    const answer = await device.upload('ATTLOG', body);
    expect(answer.status).toBe(200);
    expect(answer.text).toBe('OK: 100000');
    expect(await stored(sn)).toBe(100_000);
  }, 120_000);
});

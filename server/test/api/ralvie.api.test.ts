/**
 * Productivity (ADR 0120): agent tokens (the secret answered once, revocation final), the agent ingest API
 * (idempotent batches, strict input that stores nothing, tenant-scoped by the token), categories and settings,
 * and summaries / dashboard that add up to the samples.
 */
import { AREAS } from '@timekeep/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { translator } from '../../src/i18n/translator';
import { authHeader, createCompany, createUser } from '../support/fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let companyA: number;
let companyB: number;
let adminA: string;
let adminB: string;
let employeeLogin: string;
let ada: number;
let sales: number;

const BASE = '/web/ralvie/api/v2';
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (auth: string, method: Method, url: string, payload?: object): Promise<LightMyRequestResponse> =>
  t.app.inject({ method, url: `${BASE}${url}`, headers: { authorization: auth }, ...(payload ? { payload } : {}) });
const agent = (secret: string | null, method: 'GET' | 'POST', url: string, payload?: unknown): Promise<LightMyRequestResponse> =>
  t.app.inject({ method, url: `${BASE}/agent${url}`, headers: secret === null ? {} : { authorization: `Bearer ${secret}` }, ...(payload !== undefined ? { payload: payload as object } : {}) });
const personnel = (auth: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/web/personnel/api/v2${url}`, headers: { authorization: auth }, payload }).then((r) => r.json().data.id as number);
const inEveryLanguage = (code: string) => ['en', 'es-MX', 'ar', 'tr', 'zh-CN'].map((language) => translator(t.deps.config.localesDir, language)(`api:${code}`));
const newToken = async (auth: string, name: string) => {
  const created = await call(auth, 'POST', '/agent-tokens/', { name });
  expect(created.statusCode).toBe(200);
  return created.json().data as { id: number; secret: string; token_prefix: string };
};
/** What the company has stored (outside the API): samples and their usage seconds. */
const stored = (companyId: number) =>
  t.deps.database.withTenant(companyId, async (trx) => {
    const { rows } = await sql<{ samples: number; seconds: number }>`
      select (select count(*)::int from ralvie_samples) as samples, (select coalesce(sum(seconds), 0)::int from ralvie_usage) as seconds`.execute(trx);
    return rows[0];
  });
const sample = (start: string, duration: number, app: { application?: string; domain?: string }, active = true, empCode = 'S1') => ({ emp_code: empCode, start, duration, ...app, active });

beforeAll(async () => {
  t = await createTestApp();
  // Wednesday 25 November 2026, 18:00 UTC = 12:00 in Mexico City.
  t.clock.set(new Date('2026-11-25T18:00:00Z'));
  companyA = await createCompany(t.deps, 'acme');
  companyB = await createCompany(t.deps, 'globex');
  await sql`update companies set company_timezone = 'America/Mexico_City' where id = ${companyA}`.execute(t.deps.database.db);
  adminA = authHeader(t.deps, { userId: await createUser(t.deps, 'boss@acme.test'), companyId: companyA });
  adminB = authHeader(t.deps, { userId: await createUser(t.deps, 'boss@globex.test'), companyId: companyB });
  sales = await personnel(adminA, '/departments/', { name: 'Sales' });
  ada = await personnel(adminA, '/employees/', { emp_code: 'S1', first_name: 'Ada', last_name: 'Lovelace', department: sales, hire_date: '2026-01-01' });
  await personnel(adminA, '/employees/', { emp_code: 'S2', first_name: 'Bob', hire_date: '2026-01-01' });
  await personnel(adminB, '/employees/', { emp_code: 'G1', first_name: 'Gil', hire_date: '2026-01-01' });
  employeeLogin = authHeader(t.deps, { userId: 9401, companyId: companyA, role: 'employee', employeeId: ada });
});

afterAll(async () => {
  await t.close();
});

test('agent tokens: the secret is answered once, only its hash kept; revocation is final and refuses the agent', async () => {
  const token = await newToken(adminA, 'Head office PCs');
  expect(token.secret).toMatch(/^rlv_[A-Za-z0-9_-]{43}$/);
  expect(token.token_prefix).toBe(token.secret.slice(0, 10));
  const read = (await call(adminA, 'GET', `/agent-tokens/${token.id}/`)).json().data;
  expect(read).toEqual({ id: token.id, name: 'Head office PCs', token_prefix: token.token_prefix, revoked: false, revoked_at: null, last_used: null, created_at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/) });
  expect(JSON.stringify((await call(adminA, 'GET', '/agent-tokens/')).json())).not.toContain(token.secret);
  const hashes = await t.deps.database.withTenant(companyA, async (trx) => (await sql<{ token_hash: string }>`select token_hash from ralvie_agent_tokens`.execute(trx)).rows);
  expect(hashes.map((row) => row.token_hash)).toEqual([expect.stringMatching(/^[0-9a-f]{64}$/)]);

  const config = await agent(token.secret, 'GET', '/config/');
  expect(config.json()).toEqual({ code: 'ZRAL0000', context: {}, data: { idle_threshold: 5, max_batch: 1000, max_sample_seconds: 3600 } });
  // a second token of the same name (case-insensitive): translated, nothing written
  const again = await call(adminA, 'POST', '/agent-tokens/', { name: 'head office pcs' });
  expect(again.json()).toMatchObject({ code: 'ZRAL0002', context: { fields: { name: 'ZRAL0002' } } });
  expect((await call(adminA, 'GET', '/agent-tokens/')).json().data.total).toBe(1);

  // unknown, missing, malformed: 401 in every language
  for (const secret of [null, 'rlv_nope', '']) expect((await agent(secret, 'GET', '/config/')).json().code).toBe('ZRAL0004');
  expect((await agent('rlv_nope', 'POST', '/samples/', { device: 'PC', samples: [] })).statusCode).toBe(401);
  expect(inEveryLanguage('ZRAL0004')).toEqual(['The agent token is missing, unknown or revoked.', expect.any(String), expect.stringMatching(/[\u0600-\u06FF]/), expect.any(String), expect.stringMatching(/[\u4E00-\u9FFF]/)]);

  // another company neither sees nor revokes it
  expect((await call(adminB, 'GET', `/agent-tokens/${token.id}/`)).statusCode).toBe(404);
  expect((await call(adminB, 'PATCH', `/agent-tokens/${token.id}/`, { revoked: true })).statusCode).toBe(404);
  expect((await agent(token.secret, 'GET', '/config/')).statusCode).toBe(200);

  const revoked = await call(adminA, 'PATCH', `/agent-tokens/${token.id}/`, { revoked: true });
  expect(revoked.json().data).toMatchObject({ revoked: true, revoked_at: '2026-11-25 12:00:00' });
  expect((await agent(token.secret, 'GET', '/config/')).statusCode).toBe(401);
  const restore = await call(adminA, 'PATCH', `/agent-tokens/${token.id}/`, { revoked: false });
  expect(restore.json()).toMatchObject({ code: 'ZRAL0001', context: { fields: { revoked: 'ZRAL0001' } } });
  expect((await call(adminA, 'GET', `/agent-tokens/${token.id}/`)).json().data.revoked).toBe(true);
  expect((await agent(token.secret, 'GET', '/config/')).statusCode).toBe(401);

  // deleting a token drops its key too
  const other = await newToken(adminA, 'Laptops');
  expect((await agent(other.secret, 'GET', '/config/')).statusCode).toBe(200);
  expect((await call(adminA, 'DELETE', `/agent-tokens/${other.id}/`)).statusCode).toBe(200);
  expect((await agent(other.secret, 'GET', '/config/')).statusCode).toBe(401);
  // employee logins manage no tokens
  expect((await call(employeeLogin, 'GET', '/agent-tokens/')).statusCode).toBe(403);
  // the menu gates the three pages on names the server knows; the summary is read-only
  const gates = Object.values(AREAS.find((area) => area.area === 'ralvie')?.permissions ?? {});
  expect(gates).toHaveLength(3);
  const codenames = ((await t.app.inject({ method: 'GET', url: '/web/system/api/v2/permissions/', headers: { authorization: adminA } })).json().data as { codename: string }[]).map((row) => row.codename);
  expect(codenames).toEqual(expect.arrayContaining([...gates, 'ralvie.add_agent_token', 'ralvie.import_category', 'ralvie.export_summary']));
  expect(codenames).not.toContain('ralvie.add_summary');
  expect(codenames).not.toContain('ralvie.import_agent_token');
});

test('ingest: a retried batch is stored once; a batch with one bad sample is refused whole, translated', async () => {
  const { secret } = await newToken(adminA, 'Ingest');
  const batch = {
    device: 'PC-ADA',
    samples: [
      sample('2026-11-25T15:00:00Z', 600, { application: 'Code.exe' }),
      { emp_code: 'S1', start: '2026-11-25T15:10:00Z', end: '2026-11-25T15:15:00Z', domain: 'www.youtube.com', active: true },
      sample('2026-11-25T15:15:00Z', 60, { application: 'code.exe' }, false),
    ],
  };
  const first = await agent(secret, 'POST', '/samples/', batch);
  expect(first.json()).toEqual({ code: 'ZRAL0000', context: {}, data: { accepted: 3, duplicates: 0 } });
  const afterFirst = await stored(companyA);
  expect(afterFirst).toEqual({ samples: 3, seconds: 960 });
  // the same batch again (a retry after a lost answer), and concurrently twice more: nothing new
  const retries = await Promise.all([agent(secret, 'POST', '/samples/', batch), agent(secret, 'POST', '/samples/', batch)]);
  for (const retry of retries) expect(retry.json().data).toEqual({ accepted: 0, duplicates: 3 });
  expect(await stored(companyA)).toEqual(afterFirst);
  // a batch overlapping the stored one: only the new sample counts
  const more = await agent(secret, 'POST', '/samples/', { device: 'PC-ADA', samples: [...batch.samples, sample('2026-11-25T15:16:00Z', 120, { application: 'Slack.exe' })] });
  expect(more.json().data).toEqual({ accepted: 1, duplicates: 3 });
  expect(await stored(companyA)).toEqual({ samples: 4, seconds: 1080 });
  const lastUsed = (await call(adminA, 'GET', '/agent-tokens/?search=Ingest')).json().data.data[0].last_used;
  expect(lastUsed).toBe('2026-11-25 12:00:00');

  const good = sample('2026-11-25T16:00:00Z', 60, { application: 'excel.exe' });
  const refusals: [unknown, string, string][] = [
    [{ device: 'PC', samples: [good, { ...good, start: '2026-11-25T16:05:00Z', end: '2026-11-25T16:06:00Z' }] }, 'ZRAL0005', 'samples[1].duration'],
    [{ device: 'PC', samples: [good, sample('2026-11-25T16:05:00Z', 60, { application: 'x', domain: 'x.com' })] }, 'ZRAL0005', 'samples[1].application'],
    [{ device: 'PC', samples: [good, sample('2026-11-25T16:05:00Z', 60, { domain: 'https://example.com/a' })] }, 'ZRAL0005', 'samples[1].domain'],
    [{ device: 'PC', samples: [good, { ...sample('2026-11-25T16:05:00Z', 60, { application: 'x' }), active: 'true' }] }, 'ZRAL0005', 'samples[1].active'],
    [{ device: 'PC', samples: [good, { ...good, start: '2026-11-25T16:05:00Z', user: 'ada' }] }, 'ZRAL0005', 'samples[1].user'],
    [{ device: 'PC', samples: [good, sample('2026-02-30T16:05:00Z', 60, { application: 'x' })] }, 'ZRAL0005', 'samples[1].start'],
    [{ device: 'PC', samples: [good, sample('2026-11-25 16:05:00', 60, { application: 'x' })] }, 'ZRAL0005', 'samples[1].start'],
    [{ device: 'PC', samples: [good, sample('2026-11-25T16:05:00Z', 3601, { application: 'x' })] }, 'ZRAL0005', 'samples[1].duration'],
    [{ device: 'PC', samples: [good, sample('2026-11-25T16:05:00Z', 1.5, { application: 'x' })] }, 'ZRAL0005', 'samples[1].duration'],
    [{ device: 'PC', samples: [good, sample('2026-11-25T16:05:00Z', 60, { application: '   ' })] }, 'ZRAL0005', 'samples[1].application'],
    [{ device: 'PC', samples: [good, sample('2026-10-01T16:05:00Z', 60, { application: 'x' })] }, 'ZRAL0007', 'samples[1].start'],
    [{ device: 'PC', samples: [good, sample('2026-11-25T18:30:00Z', 60, { application: 'x' })] }, 'ZRAL0007', 'samples[1].start'],
    [{ device: 'PC', samples: [good, sample('2026-11-25T16:05:00Z', 60, { application: 'x' }, true, 'G1')] }, 'ZRAL0006', 'samples[1].emp_code'],
    [{ device: '', samples: [good] }, 'ZRAL0005', 'device'],
    [{ device: 'PC', samples: [] }, 'ZRAL0005', 'samples'],
    [{ device: 'PC', samples: Array.from({ length: 1001 }, () => good) }, 'ZRAL0005', 'samples'],
    [{ device: 'PC', samples: [good], extra: 1 }, 'ZRAL0005', 'extra'],
    [[good], 'ZRAL0005', '(body)'],
  ];
  for (const [body, code, field] of refusals) {
    const refused = await agent(secret, 'POST', '/samples/', body);
    expect([refused.statusCode, refused.json().code, refused.json().context.fields]).toEqual([400, code, { [field]: code }]);
  }
  expect(await stored(companyA)).toEqual({ samples: 4, seconds: 1080 });
  for (const code of ['ZRAL0005', 'ZRAL0006', 'ZRAL0007']) {
    const texts = inEveryLanguage(code);
    expect(new Set(texts).size).toBe(5);
    expect(texts.every((text) => text !== `api:${code}` && text !== code)).toBe(true);
  }
});

test('tenant isolation: a token posts only for its own company; summaries, categories and dashboard are each company’s', async () => {
  const b = await newToken(adminB, 'Globex PCs');
  const before = await stored(companyA);
  // S1 is company A's employee: company B's token cannot write for it
  const foreign = await agent(b.secret, 'POST', '/samples/', { device: 'PC-X', samples: [sample('2026-11-25T15:00:00Z', 600, { application: 'code.exe' })] });
  expect(foreign.json()).toMatchObject({ code: 'ZRAL0006', context: { params: { emp_code: 'S1' } } });
  expect(await stored(companyA)).toEqual(before);
  expect((await agent(b.secret, 'POST', '/samples/', { device: 'PC-X', samples: [sample('2026-11-25T15:00:00Z', 600, { application: 'code.exe' }, true, 'G1')] })).json().data.accepted).toBe(1);
  expect(await stored(companyA)).toEqual(before);
  expect(await stored(companyB)).toEqual({ samples: 1, seconds: 600 });
  // company B's category does not rate company A's usage
  await call(adminB, 'POST', '/categories/', { kind: 'application', pattern: 'code.exe', category: 'unproductive' });
  const aRows = (await call(adminA, 'GET', '/summaries/')).json().data;
  const bRows = (await call(adminB, 'GET', '/summaries/')).json().data;
  expect(bRows.data.map((row: { emp_code: string }) => row.emp_code)).toEqual(['G1']);
  expect(bRows.data[0]).toMatchObject({ active_seconds: 600, unproductive_seconds: 600 });
  expect(aRows.data.every((row: { emp_code: string }) => row.emp_code !== 'G1')).toBe(true);
  expect(aRows.data[0].unproductive_seconds).toBe(0);
  expect((await call(adminB, 'GET', `/summaries/${aRows.data[0].id}/`)).statusCode).toBe(404);
  expect((await call(adminB, 'GET', '/dashboard/')).json().data.today.active_seconds).toBe(600);
});

test('categories and settings rate the usage; the summary adds up, in the company’s dates; the dashboard sums the summary', async () => {
  // strict category input
  const badDomain = await call(adminA, 'POST', '/categories/', { kind: 'domain', pattern: 'https://youtube.com/watch', category: 'unproductive' });
  expect(badDomain.json()).toMatchObject({ code: 'ZRAL0008', context: { fields: { pattern: 'ZRAL0008' } } });
  const code = await call(adminA, 'POST', '/categories/', { kind: 'application', pattern: ' CODE.EXE ', category: 'productive' });
  expect(code.json().data).toMatchObject({ kind: 'application', pattern: 'code.exe', category: 'productive' });
  expect((await call(adminA, 'POST', '/categories/', { kind: 'application', pattern: 'code.exe', category: 'neutral' })).json()).toMatchObject({ code: 'ZRAL0003', context: { fields: { pattern: 'ZRAL0003' } } });
  expect((await call(adminA, 'POST', '/categories/', { kind: 'domain', pattern: 'code.exe', category: 'neutral' })).statusCode).toBe(200);
  expect((await call(adminA, 'POST', '/categories/', { kind: 'domain', pattern: 'youtube.com', category: 'unproductive' })).statusCode).toBe(200);
  expect((await call(adminA, 'POST', '/categories/', { kind: 'application', pattern: 'x', category: 'great' })).statusCode).toBe(400);

  // usage of 25 Nov (Mexico City): code.exe 600 s productive, www.youtube.com 300 s unproductive (parent domain),
  // slack.exe 120 s unknown → neutral; 60 s idle. Active 1020 s.
  const [row] = (await call(adminA, 'GET', '/summaries/?work_date__gte=2026-11-25&work_date__lte=2026-11-25&employee__in=' + ada)).json().data.data;
  expect(row).toMatchObject({
    work_date: '2026-11-25', employee: ada, emp_code: 'S1', employee_name: 'Ada Lovelace', department: sales, department_name: 'Sales',
    active_seconds: 1020, idle_seconds: 60, productive_seconds: 600, unproductive_seconds: 300, neutral_seconds: 120, productive_pct: 59,
    scheduled_minutes: 0, worked_minutes: 0, top_applications: 'code.exe, www.youtube.com, slack.exe',
  });
  expect(row.productive_seconds + row.unproductive_seconds + row.neutral_seconds).toBe(row.active_seconds);

  // unknown applications rated unproductive by the setting; a new category applies to past days as well
  const { secret } = await newToken(adminA, 'Dates');
  expect((await call(adminA, 'PUT', '/settings/', { idle_threshold: 0, productive_target: 80, unknown_category: 'unproductive' })).statusCode).toBe(400);
  expect((await call(adminA, 'GET', '/settings/')).json().data).toEqual({ idle_threshold: 5, productive_target: 70, unknown_category: 'neutral' });
  expect((await call(adminA, 'PUT', '/settings/', { idle_threshold: 3, productive_target: 80, unknown_category: 'unproductive' })).json().data).toEqual({ idle_threshold: 3, productive_target: 80, unknown_category: 'unproductive' });
  expect((await agent(secret, 'GET', '/config/')).json().data.idle_threshold).toBe(3);
  expect((await call(employeeLogin, 'PUT', '/settings/', { idle_threshold: 9, productive_target: 80, unknown_category: 'neutral' })).statusCode).toBe(403);
  const rated = async () => (await call(adminA, 'GET', `/summaries/?work_date__gte=2026-11-25&employee__in=${ada}`)).json().data.data[0];
  expect(await rated()).toMatchObject({ productive_seconds: 600, unproductive_seconds: 420, neutral_seconds: 0 });
  await call(adminA, 'POST', '/categories/', { kind: 'application', pattern: 'slack.exe', category: 'productive' });
  expect(await rated()).toMatchObject({ productive_seconds: 720, unproductive_seconds: 300, neutral_seconds: 0, productive_pct: 71 });

  // 03:00 UTC on the 24th is still the 23rd in Mexico City; Bob has no department
  await agent(secret, 'POST', '/samples/', {
    device: 'PC-BOB',
    samples: [sample('2026-11-24T03:00:00Z', 1800, { application: 'code.exe' }, true, 'S2'), sample('2026-11-25T17:00:00Z', 900, { domain: 'youtube.com' }, true, 'S2')],
  });
  const page = (await call(adminA, 'GET', '/summaries/?ordering=work_date,emp_code')).json().data;
  expect(page.data.map((r: { work_date: string; emp_code: string }) => `${r.work_date} ${r.emp_code}`)).toEqual(['2026-11-23 S2', '2026-11-25 S1', '2026-11-25 S2']);
  expect((await call(adminA, 'GET', `/summaries/?department__in=${sales}`)).json().data.total).toBe(1);
  expect((await call(adminA, 'GET', '/summaries/?search=bob')).json().data.total).toBe(2);
  expect((await call(adminA, 'GET', '/summaries/?page_size=1&page=2&ordering=work_date,emp_code')).json().data.data[0].emp_code).toBe('S1');
  expect((await call(employeeLogin, 'GET', '/summaries/')).statusCode).toBe(403);

  // the dashboard: today = the summary's rows of the 25th; the week (Mon 23rd–) all three; the trend ends today
  const dashboard = (await call(adminA, 'GET', '/dashboard/')).json().data;
  const today = page.data.filter((r: { work_date: string }) => r.work_date === '2026-11-25');
  const sum = (rows: Record<string, number>[], field: string) => rows.reduce((total, r) => total + (r[field] ?? 0), 0);
  expect(dashboard).toMatchObject({ date: '2026-11-25', week_start: '2026-11-23', productive_target: 80 });
  expect(dashboard.today).toEqual({
    employees: 2, active_seconds: sum(today, 'active_seconds'), idle_seconds: sum(today, 'idle_seconds'), productive_seconds: sum(today, 'productive_seconds'),
    unproductive_seconds: sum(today, 'unproductive_seconds'), neutral_seconds: 0, productive_pct: Math.round((100 * sum(today, 'productive_seconds')) / sum(today, 'active_seconds')),
  });
  expect(dashboard.week).toMatchObject({ employees: 2, active_seconds: sum(page.data, 'active_seconds') });
  expect(dashboard.trend).toHaveLength(14);
  expect(dashboard.trend.at(-1)).toMatchObject({ date: '2026-11-25', active_seconds: dashboard.today.active_seconds });
  expect(dashboard.trend.at(-3)).toMatchObject({ date: '2026-11-23', active_seconds: 1800, productive_pct: 100 });
  expect(dashboard.trend[0]).toMatchObject({ date: '2026-11-12', employees: 0, productive_pct: 0 });
  expect(dashboard.top_applications[0]).toEqual({ kind: 'application', name: 'code.exe', category: 'productive', seconds: 2400 });
  expect(dashboard.departments).toEqual([
    { department: null, name: '', active_seconds: 2700, productive_seconds: 1800, productive_pct: 67 },
    { department: sales, name: 'Sales', active_seconds: 1020, productive_seconds: 720, productive_pct: 71 },
  ]);
  expect((await call(employeeLogin, 'GET', '/dashboard/')).statusCode).toBe(403);

  // export through the kernel: every row, with the seconds as stored
  const csv = await call(adminA, 'GET', '/summaries/export/?format=csv&ordering=work_date,emp_code');
  expect(csv.statusCode).toBe(200);
  const lines = csv.body.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
  expect(lines).toHaveLength(4);
  expect(lines[1]).toContain('2026-11-23');
  expect(lines[2]).toContain('1020');
});

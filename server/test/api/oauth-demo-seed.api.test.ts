import { runSeeds } from '../../src/db/seed';
import { DEMO_ACCOUNTS, seedDemoAccounts } from '../../src/modules/oauth/demo-seed';
import { createTestApp, type TestApp } from '../support/test-app';
import { TEST_DB_KIND } from '../support/test-database';
import { sql } from 'kysely';
import { DEMO_LOGIN_EMP_CODE } from '../../src/modules/personnel/demo-seed';
import { countRows, decodeJwt, post } from './oauth-support';

describe(`oauth demo seed on ${TEST_DB_KIND}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demoSeed: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it('the documented demo admin signs in to the demo company', async () => {
    const res = await post(t, 'sign_in', { username: DEMO_ACCOUNTS.adminEmail, password: DEMO_ACCOUNTS.adminPassword });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ company_domain: 'demo' });
  });

  it('the documented demo employee signs in with company demo, as a real employee of the demo company', async () => {
    const res = await post(t, 'employee_sign_in', { company: 'demo', username: DEMO_ACCOUNTS.employeeUsername, password: DEMO_ACCOUNTS.employeePassword });
    expect(res.statusCode).toBe(200);
    const claims = decodeJwt(res.json().data.token as string);
    const { rows } = await sql<{ id: number; company_id: number }>`select id::int as id, company_id::int as company_id from employees where emp_code = ${DEMO_LOGIN_EMP_CODE}`.execute(t.deps.database.db);
    expect(rows).toHaveLength(1);
    expect(claims).toMatchObject({ employee_id: rows[0].id, company_id: rows[0].company_id, role: 'employee' });
    // With a real employee the login reaches its own area: its leave balances, one per demo leave type.
    const balances = await t.app.inject({ method: 'GET', url: '/web/att/api/v2/leave-balances/?year=2026', headers: { authorization: `JWT ${res.json().data.token as string}` } });
    expect(balances.json().data).toEqual(
      expect.arrayContaining([expect.objectContaining({ employee: rows[0].id, entitled: 12, balance: 12 }), expect.objectContaining({ employee: rows[0].id, entitled: null, balance: null })]),
    );
  });

  it('the demo GPS set-up: two clients, five mobile accounts (one disabled), the Sales office and the demo login\'s place', async () => {
    const { rows } = await sql<{ clients: number; accounts: number; disabled: number; departments: number; own: number }>`select
        (select count(*)::int from gps_clients) as clients, (select count(*)::int from gps_accounts) as accounts,
        (select count(*)::int from gps_accounts where not enabled) as disabled, (select count(*)::int from gps_department_locations) as departments,
        (select count(*)::int from gps_employee_locations l join employees e on e.company_id = l.company_id and e.id = l.employee where e.emp_code = ${DEMO_LOGIN_EMP_CODE}) as own`.execute(t.deps.database.db);
    expect(rows[0]).toEqual({ clients: 2, accounts: 5, disabled: 1, departments: 1, own: 1 });
  });

  it('the documented demo mobile account: the demo employee signs in to the mobile API and punches at the head office (ADR 0121)', async () => {
    const signIn = await t.app.inject({ method: 'POST', url: '/web/mobile/api/v2/sign_in/', payload: { company: 'demo', username: DEMO_ACCOUNTS.employeeUsername, password: DEMO_ACCOUNTS.employeePassword } });
    expect(signIn.json()).toMatchObject({ code: 'ZGPS0000', data: { company_domain: 'demo' } });
    const authorization = `JWT ${signIn.json().data.token as string}`;
    const punch = await t.app.inject({
      method: 'POST',
      url: '/web/mobile/api/v2/punch/',
      headers: { authorization },
      payload: { client_id: 'demo-1', time: t.deps.now().toISOString(), punch_state: 0, latitude: 19.4284, longitude: -99.1676 },
    });
    expect(punch.json()).toMatchObject({ code: 'ZGPS0000', data: { outdoor: false, place: 'Head office', distance: 0 } });
  });

  it('the demo productivity data: a token, the categories, and weekday samples the summary and dashboard show', async () => {
    const signIn = await post(t, 'sign_in', { username: DEMO_ACCOUNTS.adminEmail, password: DEMO_ACCOUNTS.adminPassword });
    const headers = { authorization: `JWT ${signIn.json().data.token as string}` };
    const get = async (path: string) => (await t.app.inject({ method: 'GET', url: `/web/ralvie/api/v2/${path}`, headers })).json().data;
    expect((await get('agent-tokens/')).data.map((row: { name: string }) => row.name)).toEqual(['Office PCs']);
    expect((await get('categories/?page_size=50')).total).toBe(9);
    const { rows } = await sql<{ samples: number; seconds: number; days: number; employees: number }>`select count(*)::int as samples,
        coalesce(sum(seconds), 0)::int as seconds, count(distinct work_date)::int as days, count(distinct employee)::int as employees
      from ralvie_samples where extract(isodow from work_date) < 6`.execute(t.deps.database.db);
    // the test clock is real time: before 09:15 on a Monday no weekday of the window has a sample yet
    const summaries = await get('summaries/?page_size=1');
    expect(summaries.total).toBe(rows[0].employees === 0 ? 0 : rows[0].days * 12);
    expect(rows[0].seconds).toBe(rows[0].samples * 900);
    const { rows: usage } = await sql<{ seconds: number }>`select coalesce(sum(seconds), 0)::int as seconds from ralvie_usage`.execute(t.deps.database.db);
    expect(usage[0].seconds).toBe(rows[0].seconds);
  });

  it('the demo access-control set-up, as the demo administrator lists it: two time periods, a holiday, two groups, nothing queued for a terminal', async () => {
    const signIn = await post(t, 'sign_in', { username: DEMO_ACCOUNTS.adminEmail, password: DEMO_ACCOUNTS.adminPassword });
    const token = signIn.json().data.token as string;
    const list = async (path: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/web/acc/api/v2/${path}/?page_size=50`, headers: { authorization: `JWT ${token}` } });
      expect(res.statusCode).toBe(200);
      return res.json().data.data as Record<string, unknown>[];
    };
    const periods = await list('time-periods');
    expect(periods.map((p) => p.name).sort()).toEqual(['Always', 'Office hours']);
    const office = periods.find((p) => p.name === 'Office hours') as { intervals: Record<string, { start: string; end: string }[]> };
    expect(office.intervals.mon).toEqual([{ start: '08:00', end: '18:00' }]);
    expect(office.intervals.sun).toEqual([]);
    expect((await list('holidays')).map((h) => h.name)).toEqual(['New Year']);
    expect((await list('groups')).map((g) => [g.no, g.name]).sort()).toEqual([[2, 'Staff'], [3, 'Security']]);
    expect(await list('commands')).toEqual([]);
  });

  it('is idempotent and prints the credentials only when it creates them', async () => {
    const counts = async () => ({ users: await countRows(t, 'users'), companies: await countRows(t, 'companies'), memberships: await countRows(t, 'memberships'), employees: await countRows(t, 'employee_accounts'), leaveTypes: await countRows(t, 'leave_types'), gps: [await countRows(t, 'gps_clients'), await countRows(t, 'gps_accounts'), await countRows(t, 'gps_department_locations'), await countRows(t, 'gps_employee_locations')], acc: [await countRows(t, 'acc_time_periods'), await countRows(t, 'acc_holidays'), await countRows(t, 'acc_groups')], ralvie: [await countRows(t, 'ralvie_agent_tokens'), await countRows(t, 'ralvie_categories'), await countRows(t, 'ralvie_samples'), await countRows(t, 'ralvie_usage')] });
    const before = await counts();
    const printed: string[] = [];
    await seedDemoAccounts(t.deps, (line) => printed.push(line));
    await runSeeds(t.deps, { demo: true });
    expect(await counts()).toEqual(before);
    expect(printed).toEqual([]);
  });
});

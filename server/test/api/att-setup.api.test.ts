/**
 * Attendance set-up on the kernel (issue 13, ADR 0078): break times, timetables (normal / flexible, the pinned
 * shapes), shifts (cycles and slots) — validation that JSON cannot state, deletion refused while in use, tenant
 * isolation (queries and RLS), and the stored set-up mapped to the engine's model and calculated.
 */
import { AREAS, TIMETABLE_KIND_FIELDS } from '@timekeep/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { calculateDay, calculateRange } from '../../src/attendance/engine';
import { DAY, LUNCH, ZONE, punches } from '../../src/attendance/engine/test-helpers';
import { loadAttendanceSetup, loadEngineConfig, timetableBodyOf } from '../../src/modules/att/engine-model';
import { authHeader, createCompany, createUser } from '../support/fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let companyA: number;
let companyB: number;
let adminA: string;
let adminB: string;

const call = (auth: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object): Promise<LightMyRequestResponse> =>
  t.app.inject({ method, url, headers: { authorization: auth }, ...(payload ? { payload } : {}) });

const BREAKS = '/web/att/api/v2/break-times/';
const TIMETABLES = '/web/att/api/v2/timetables/';
const SHIFTS = '/web/att/api/v2/shifts/';

async function created(auth: string, url: string, body: object): Promise<number> {
  const response = await call(auth, 'POST', url, body);
  expect([response.statusCode, response.json().code]).toEqual([200, 'ZATT0000']);
  return response.json().data.id as number;
}

/** The refusal as the client sees it: status, code, field errors and params. */
async function refusal(auth: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: object) {
  const response = await call(auth, method, url, body);
  const json = response.json();
  return { status: response.statusCode, code: json.code as string, fields: json.context?.fields, params: json.context?.params };
}

beforeAll(async () => {
  t = await createTestApp();
  companyA = await createCompany(t.deps, 'acme');
  companyB = await createCompany(t.deps, 'globex');
  adminA = authHeader(t.deps, { userId: await createUser(t.deps, 'boss@acme.test'), companyId: companyA });
  adminB = authHeader(t.deps, { userId: await createUser(t.deps, 'boss@globex.test'), companyId: companyB });
});

afterAll(async () => {
  await t.close();
});

const NORMAL = { kind: 'normal', start: '09:00', duration: 540, allowed_late: 5, allowed_early: 5 };

test('records have the pinned shapes: a break time, a normal and a flexible timetable, a week shift', async () => {
  const lunch = await call(adminA, 'POST', BREAKS, { alias: 'Lunch', start: '13:00', duration: 60 });
  expect(lunch.json().data).toEqual({
    id: expect.any(Number), alias: 'Lunch', start: '13:00', duration: 60, type: 'auto_deduct', allowance: null, paid: false,
    trigger: 0, margin: 60, late_grace: 0, min_early_return: 0, early_return_credit: 'none',
  });
  const normal = (await call(adminA, 'POST', TIMETABLES, { alias: 'Office', ...NORMAL, early_in_ot: { min: 30 }, break_times: [lunch.json().data.id] })).json().data;
  expect(Object.keys(normal).sort()).toEqual(['id', ...TIMETABLE_KIND_FIELDS.normal].sort());
  expect(normal).toMatchObject({ start: '09:00', duration: 540, in_before: null, early_in_ot: { min: 30 }, late_out_ot: null, work_day: 1, in_required: true, break_times: [lunch.json().data.id] });
  const flexible = (await call(adminA, 'POST', TIMETABLES, { alias: 'Flex', kind: 'flexible', required: 480, core_band: { start: '10:00', end: '15:00' }, start: '08:00' })).json().data;
  expect(Object.keys(flexible).sort()).toEqual(['id', ...TIMETABLE_KIND_FIELDS.flexible].sort());
  expect(flexible).toMatchObject({ kind: 'flexible', required: 480, core_band: { start: '10:00', end: '15:00' }, day_change: null, pairing: null });
  // a kind change keeps the record clean: the normal fields go back to their defaults
  const switched = (await call(adminA, 'PATCH', `${TIMETABLES}${normal.id}/`, { kind: 'flexible', required: 420 })).json().data;
  // (an edit also says how many employee-days it sends to recalculation: an extra field, ADR 0079)
  expect(Object.keys(switched).sort()).toEqual(['id', ...TIMETABLE_KIND_FIELDS.flexible, 'recalculating'].sort());
  const back = (await call(adminA, 'PATCH', `${TIMETABLES}${normal.id}/`, { kind: 'normal', start: '08:00', duration: 480 })).json();
  expect(back.data).toMatchObject({ start: '08:00', break_times: [], early_in_ot: null });
  const shift = (await call(adminA, 'POST', SHIFTS, { alias: 'Week', cycle: 'week', length: 1, slots: { 4: [normal.id], 0: [normal.id], 6: [] } })).json();
  expect(shift).toMatchObject({ code: 'ZATT0000', data: { alias: 'Week', cycle: 'week', length: 1, slots: { 0: [normal.id], 4: [normal.id] }, work_on_holidays: false, auto_shift: null } });
  expect((await call(adminA, 'GET', `${TIMETABLES}?kind=flexible`)).json().data.data.map((row: { alias: string }) => row.alias)).toEqual(['Flex']);
});

test('validation: windows, graces, breaks, core band, cycle, slots, auto shift — translated codes on the fields', async () => {
  expect(await refusal(adminA, 'POST', BREAKS, { alias: 'B1', start: '12:00', duration: 30, allowance: 45 })).toMatchObject({ status: 400, code: 'ZATT0001', fields: { allowance: 'ZATT0001' } });
  // 540-minute duty: in_after 300 runs past E − out_before = 540 − 300
  expect(await refusal(adminA, 'POST', TIMETABLES, { alias: 'T1', ...NORMAL, in_after: 300, out_before: 300 })).toMatchObject({
    status: 400, code: 'ZATT0002', fields: { in_after: 'ZATT0002', out_before: 'ZATT0002' },
  });
  // the default windows meet at the midpoint: an in_after beyond it overlaps the default out_before
  expect((await refusal(adminA, 'POST', TIMETABLES, { alias: 'T1', ...NORMAL, in_after: 271 })).code).toBe('ZATT0002');
  expect(await refusal(adminA, 'POST', TIMETABLES, { alias: 'T1', ...NORMAL, in_after: 60, allowed_late: 61 })).toMatchObject({ code: 'ZATT0003', fields: { allowed_late: 'ZATT0003' }, params: { minutes: 60 } });
  expect((await refusal(adminA, 'POST', TIMETABLES, { alias: 'T1', ...NORMAL, out_before: 10, allowed_early: 11 })).fields).toEqual({ allowed_early: 'ZATT0003' });
  const late = await created(adminA, BREAKS, { alias: 'Evening', start: '17:30', duration: 60 });
  const tea = await created(adminA, BREAKS, { alias: 'Tea', start: '12:30', duration: 60 });
  const lunch = await created(adminA, BREAKS, { alias: 'Lunch 2', start: '13:00', duration: 60 });
  expect(await refusal(adminA, 'POST', TIMETABLES, { alias: 'T1', ...NORMAL, break_times: [late] })).toMatchObject({ code: 'ZATT0004', fields: { break_times: 'ZATT0004' }, params: { break: 'Evening' } });
  expect(await refusal(adminA, 'POST', TIMETABLES, { alias: 'T1', ...NORMAL, break_times: [lunch, tea] })).toMatchObject({ code: 'ZATT0005', params: { first: 'Tea', second: 'Lunch 2' } });
  // a night duty owns a break after midnight
  await created(adminA, BREAKS, { alias: 'Night meal', start: '02:00', duration: 30 }).then((meal) => created(adminA, TIMETABLES, { alias: 'Night', ...NORMAL, start: '22:00', duration: 480, break_times: [meal] }));
  expect(await refusal(adminA, 'POST', TIMETABLES, { alias: 'T1', ...NORMAL, early_in_ot: { min: 30, extra: 1 } })).toMatchObject({ code: 'ZGEN0400', fields: { early_in_ot: 'invalid' } });
  expect(await refusal(adminA, 'POST', TIMETABLES, { alias: 'T1', ...NORMAL, late_out_ot: 'thirty' })).toMatchObject({ code: 'ZGEN0400', fields: { late_out_ot: 'type' } });
  expect((await refusal(adminA, 'POST', TIMETABLES, { alias: 'T1', kind: 'normal', duration: 480 })).fields).toEqual({ start: 'required' });
  expect((await refusal(adminA, 'POST', TIMETABLES, { alias: 'T1', kind: 'flexible' })).fields).toEqual({ required: 'required' });
  expect(await refusal(adminA, 'POST', TIMETABLES, { alias: 'T1', kind: 'flexible', required: 480, core_band: { start: '15:00', end: '10:00' } })).toMatchObject({ code: 'ZATT0006', fields: { core_band: 'ZATT0006' } });
  expect((await refusal(adminA, 'POST', TIMETABLES, { alias: 'T1', kind: 'flexible', required: 480, pairing: 'state_based' })).fields).toEqual({ pairing: 'invalid' });

  const morning = await created(adminA, TIMETABLES, { alias: 'Morning', ...NORMAL, start: '06:00', duration: 480 });
  const day = await created(adminA, TIMETABLES, { alias: 'Day', ...NORMAL });
  const flex = await created(adminA, TIMETABLES, { alias: 'Flex 2', kind: 'flexible', required: 480 });
  expect(await refusal(adminA, 'POST', SHIFTS, { alias: 'S1', cycle: 'week', length: 53 })).toMatchObject({ code: 'ZATT0007', fields: { length: 'ZATT0007' }, params: { max: 52 } });
  expect(await refusal(adminA, 'POST', SHIFTS, { alias: 'S1', cycle: 'week', length: 1, slots: { 7: [day] } })).toMatchObject({ code: 'ZATT0008', fields: { slots: 'ZATT0008' }, params: { index: 7, max: 6 } });
  expect((await refusal(adminA, 'POST', SHIFTS, { alias: 'S1', cycle: 'month', length: 2, slots: { 62: [day] } })).params).toEqual({ index: 62, max: 61 });
  expect((await refusal(adminA, 'POST', SHIFTS, { alias: 'S1', cycle: 'day', length: 3, slots: { 2: [day] } })).code).toBe('ZATT0000');
  expect(await refusal(adminA, 'POST', SHIFTS, { alias: 'S2', cycle: 'day', length: 1, slots: { 0: [day, morning] } })).toMatchObject({ code: 'ZATT0009', params: { slot: 0, first: 'Morning', second: 'Day' } });
  expect(await refusal(adminA, 'POST', SHIFTS, { alias: 'S2', cycle: 'day', length: 1, slots: { '-1': [day] } })).toMatchObject({ code: 'ZGEN0400', fields: { slots: 'invalid' } });
  expect(await refusal(adminA, 'POST', SHIFTS, { alias: 'S2', cycle: 'day', length: 1, slots: { 0: [999999] } })).toMatchObject({ code: 'ZGEN0461', fields: { slots: 'ZGEN0461' } });
  expect(await refusal(adminA, 'POST', SHIFTS, { alias: 'S2', cycle: 'day', length: 1, auto_shift: [day, flex] })).toMatchObject({ code: 'ZATT0010', params: { timetable: 'Flex 2' } });
  expect((await call(adminA, 'POST', SHIFTS, { alias: 'Auto', cycle: 'day', length: 1, auto_shift: [day, morning, day] })).json().data.auto_shift).toEqual([day, morning]);
});

test('in use: a break time used by a timetable and a timetable used by a shift are not deleted, nor changed into an invalid set-up', async () => {
  const lunch = await created(adminA, BREAKS, { alias: 'Lunch U', start: '13:00', duration: 60 });
  const office = await created(adminA, TIMETABLES, { alias: 'Office U', ...NORMAL, break_times: [lunch] });
  const early = await created(adminA, TIMETABLES, { alias: 'Early U', ...NORMAL, start: '04:00', duration: 240 });
  const shift = await created(adminA, SHIFTS, { alias: 'Rota U', cycle: 'day', length: 2, slots: { 0: [early, office], 1: [office] } });
  expect(await refusal(adminA, 'DELETE', `${BREAKS}${lunch}/`)).toMatchObject({ status: 409, code: 'ZATT0011', params: { timetables: 'Office U' } });
  expect(await refusal(adminA, 'DELETE', `${TIMETABLES}multi-destroy/`, { ids: [early, office] })).toMatchObject({ status: 409, code: 'ZATT0012', params: { shifts: 'Rota U' } });
  // moving the break out of the duty, or the early timetable into the office one, is refused
  expect(await refusal(adminA, 'PATCH', `${BREAKS}${lunch}/`, { start: '17:30' })).toMatchObject({ code: 'ZATT0004', params: { break: 'Lunch U', timetable: 'Office U' } });
  expect(await refusal(adminA, 'PATCH', `${TIMETABLES}${early}/`, { duration: 360 })).toMatchObject({ code: 'ZATT0009', params: { slot: 0, first: 'Early U', second: 'Office U' } });
  expect((await call(adminA, 'PATCH', `${TIMETABLES}${early}/`, { duration: 300 })).statusCode).toBe(200);
  // once the shift no longer names it, the timetable goes; then the break time with it
  expect((await call(adminA, 'PATCH', `${SHIFTS}${shift}/`, { slots: { 0: [early] } })).statusCode).toBe(200);
  expect((await call(adminA, 'DELETE', `${TIMETABLES}${office}/`)).statusCode).toBe(200);
  expect((await call(adminA, 'DELETE', `${BREAKS}${lunch}/`)).statusCode).toBe(200);
  expect((await call(adminA, 'DELETE', `${SHIFTS}${shift}/`)).statusCode).toBe(200);
  expect((await call(adminA, 'DELETE', `${TIMETABLES}${early}/`)).statusCode).toBe(200);
});

test('tenant isolation: another company neither sees nor refers to the set-up, and RLS hides the rows', async () => {
  const lunch = await created(adminA, BREAKS, { alias: 'Lunch T', start: '13:00', duration: 60 });
  const office = await created(adminA, TIMETABLES, { alias: 'Office T', ...NORMAL, break_times: [lunch] });
  expect((await call(adminB, 'GET', `${TIMETABLES}${office}/`)).statusCode).toBe(404);
  expect((await call(adminB, 'GET', BREAKS)).json().data.total).toBe(0);
  expect(await refusal(adminB, 'POST', TIMETABLES, { alias: 'Theirs', ...NORMAL, break_times: [lunch] })).toMatchObject({ code: 'ZGEN0461', fields: { break_times: 'ZGEN0461' } });
  expect((await refusal(adminB, 'POST', SHIFTS, { alias: 'Theirs', cycle: 'day', length: 1, slots: { 0: [office] } })).code).toBe('ZGEN0461');
  expect((await call(adminB, 'DELETE', `${BREAKS}${lunch}/`)).statusCode).toBe(404);
  // the same alias is free in the other company
  expect((await call(adminB, 'POST', TIMETABLES, { alias: 'Office T', ...NORMAL })).statusCode).toBe(200);
  const rows = await t.deps.database.withTenant(companyB, async (trx) => {
    const count = async (table: string) => Number((await sql<{ n: string | number }>`select count(*) as n from ${sql.table(table)}`.execute(trx)).rows[0].n);
    return { breaks: await count('break_times'), timetables: await count('timetables'), links: await count('timetable_break_times') };
  });
  expect(rows).toEqual({ breaks: 0, timetables: 1, links: 0 });
});

test('the stored set-up maps to the engine model and calculates §4.12 vector #1 (the DAY timetable, a week shift)', async () => {
  const lunch = await created(adminA, BREAKS, { alias: 'Lunch M', start: LUNCH.start, duration: LUNCH.duration, type: LUNCH.type });
  const body = timetableBodyOf(DAY, 'DAY M', new Map([[LUNCH.id, lunch]]));
  const day = await created(adminA, TIMETABLES, body);
  expect((await call(adminA, 'GET', `${TIMETABLES}${day}/`)).json().data).toEqual({ id: day, ...body });
  const week = await created(adminA, SHIFTS, { alias: 'Week M', cycle: 'week', length: 1, slots: { 0: [day], 1: [day], 2: [day], 3: [day], 4: [day] } });
  const setup = await t.deps.database.withTenant(companyA, (trx) => loadAttendanceSetup(trx, companyA));
  const timetable = setup.timetables.find((item) => item.id === String(day));
  expect(timetable).toEqual({ ...DAY, id: String(day), breakIds: [String(lunch)], inRequired: true, outRequired: true, workDay: 1, otLevel: 1, maxOtPerDay: 0 });
  expect(setup.breaks?.find((item) => item.id === String(lunch))).toEqual({ ...LUNCH, id: String(lunch), paid: false, trigger: 0, margin: 60, lateGrace: 0, minEarlyReturn: 0, earlyReturnCredit: 'none' });
  expect(setup.shifts?.find((item) => item.id === String(week))).toEqual({ id: String(week), cycle: 'week', length: 1, slots: { 0: [String(day)], 1: [String(day)], 2: [String(day)], 3: [String(day)], 4: [String(day)] }, workOnHolidays: false });
  const result = calculateDay({
    config: { globalRules: [{ id: 'G' }], ...setup, schedules: [{ id: 'S', level: 'employee', targetId: 'E1', shiftId: String(week), startDate: '2026-01-05' }] },
    employee: { id: 'E1', zone: ZONE },
    date: '2026-03-02',
    punches: punches('2026-03-02', ['08:55', '18:05']),
  });
  expect(result).toMatchObject({ status: 'present', totals: { worked: 480, late: 0, early: 0 } });
  // Saturday is a rest day of the week shift
  expect(calculateDay({ config: { globalRules: [{ id: 'G' }], ...setup, schedules: [{ id: 'S', level: 'employee', targetId: 'E1', shiftId: String(week), startDate: '2026-01-05' }] }, employee: { id: 'E1', zone: ZONE }, date: '2026-03-07', punches: [] }).status).toBe('rest_day');
});

test('a shift (json slots) goes out as CSV and comes back through import with the same checks', async () => {
  const day = await created(adminA, TIMETABLES, { alias: 'Day CSV', ...NORMAL });
  await created(adminA, SHIFTS, { alias: 'Week CSV', cycle: 'week', length: 1, slots: { 0: [day], 1: [day] } });
  const exported = await call(adminA, 'GET', `${SHIFTS}export/?format=csv&search=CSV`);
  expect(exported.statusCode).toBe(200);
  expect(exported.body).toContain(`"{""0"":[${day}],""1"":[${day}]}"`);
  const upload = (csv: string) => {
    const boundary = '----att-setup-boundary';
    const payload = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="shifts.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`);
    return t.app.inject({ method: 'POST', url: `${SHIFTS}import/`, headers: { authorization: adminA, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
  };
  const good = await upload(`alias,cycle,length,slots\nImported,day,2,"{""1"":[${day}]}"\n`);
  expect(good.json().data).toMatchObject({ created: 1, errors: [] });
  expect((await call(adminA, 'GET', `${SHIFTS}?search=Imported`)).json().data.data[0].slots).toEqual({ 1: [day] });
  const errorsOf = async (csv: string) => {
    const answer = (await upload(csv)).json().data as { created: number; errors: { row: number; field: string; code: string }[] };
    expect(answer.created).toBe(0);
    return answer.errors.map((error) => [error.row, error.field, error.code]);
  };
  expect(await errorsOf('alias,cycle,length,slots\nBroken,day,1,"{0:"\n')).toEqual([[2, 'slots', 'type']]);
  expect(await errorsOf(`alias,cycle,length,slots\nOutside,day,2,"{""2"":[${day}]}"\n`)).toEqual([[2, 'slots', 'ZATT0008']]);
});

test('the menu gates every set-up page on view permissions the server knows', async () => {
  const gates = Object.values(AREAS.find((area) => area.area === 'att')?.permissions ?? {});
  expect(gates).toEqual(expect.arrayContaining(['att.view_global_rule', 'att.view_department_rule', 'att.view_break_time', 'att.view_timetable', 'att.view_shift', 'att.view_department_schedule', 'att.view_employee_schedule', 'att.view_temporary_schedule']));
  const known = ((await call(adminA, 'GET', '/web/system/api/v2/permissions/')).json().data as { codename: string }[]).map((row) => row.codename);
  expect(known).toEqual(expect.arrayContaining([...gates, 'att.add_shift', 'att.delete_timetable', 'att.import_break_time', 'att.change_global_rule', 'att.add_employee_schedule']));
  expect(known).not.toContain('att.add_global_rule');
});

describe('schedules and rules (ADR 0079)', () => {
  const EMPLOYEE_SCHEDULES = '/web/att/api/v2/employee-schedules/';
  const DEPARTMENT_SCHEDULES = '/web/att/api/v2/department-schedules/';
  const TEMPORARY = '/web/att/api/v2/temporary-schedules/';
  const GLOBAL_RULE = '/web/att/api/v2/global-rule/';
  const DEPARTMENT_RULES = '/web/att/api/v2/department-rules/';
  let sales: number;
  let ada: number;
  let bob: number;
  let day: number;
  let night: number;
  let week: number;

  beforeAll(async () => {
    sales = (await call(adminA, 'POST', '/web/personnel/api/v2/departments/', { name: 'Sales S' })).json().data.id;
    ada = (await call(adminA, 'POST', '/web/personnel/api/v2/employees/', { emp_code: 'S1', first_name: 'Ada', department: sales, hire_date: '2026-01-01' })).json().data.id;
    bob = (await call(adminA, 'POST', '/web/personnel/api/v2/employees/', { emp_code: 'S2', first_name: 'Bob', department: sales, hire_date: '2026-01-01' })).json().data.id;
    day = await created(adminA, TIMETABLES, { alias: 'Day S', ...NORMAL });
    night = await created(adminA, TIMETABLES, { alias: 'Night S', ...NORMAL, start: '22:00', duration: 480 });
    week = await created(adminA, SHIFTS, { alias: 'Week S', cycle: 'week', length: 1, slots: { 0: [day], 1: [day], 2: [day], 3: [day], 4: [day] } });
  });

  test('employee, department and temporary schedules: pinned shapes, dates in order, no overlaps (the other is named), refs of the company', async () => {
    const first = (await call(adminA, 'POST', EMPLOYEE_SCHEDULES, { employee: ada, shift: week, start_date: '2026-03-02', end_date: '2026-03-31' })).json();
    expect(first).toEqual({ code: 'ZATT0000', context: expect.anything(), data: { id: expect.any(Number), employee: ada, shift: week, start_date: '2026-03-02', end_date: '2026-03-31', recalculating: expect.any(Number) } });
    expect(await refusal(adminA, 'POST', EMPLOYEE_SCHEDULES, { employee: ada, shift: week, start_date: '2026-03-20' })).toMatchObject({
      status: 400, code: 'ZATT0021', params: { shift: 'Week S', start_date: '2026-03-02', end_date: '2026-03-31' }, fields: { start_date: 'ZATT0021', end_date: 'ZATT0021' },
    });
    expect(await refusal(adminA, 'POST', EMPLOYEE_SCHEDULES, { employee: ada, shift: week, start_date: '2026-02-01', end_date: '2026-03-02' })).toMatchObject({ code: 'ZATT0021' });
    expect(await refusal(adminA, 'POST', EMPLOYEE_SCHEDULES, { employee: ada, shift: week, start_date: '2026-05-02', end_date: '2026-05-01' })).toMatchObject({ status: 400, code: 'ZATT0020', fields: { end_date: 'ZATT0020' } });
    // the day after the end is free; an open end runs on, and a change of one schedule is not its own overlap
    const open = await created(adminA, EMPLOYEE_SCHEDULES, { employee: ada, shift: week, start_date: '2026-04-01', end_date: null });
    expect(await refusal(adminA, 'POST', EMPLOYEE_SCHEDULES, { employee: ada, shift: week, start_date: '2027-01-01' })).toMatchObject({ code: 'ZATT0021', params: { start_date: '2026-04-01', end_date: '…' } });
    expect((await call(adminA, 'PATCH', `${EMPLOYEE_SCHEDULES}${open}/`, { start_date: '2026-04-02' })).statusCode).toBe(200);
    expect((await call(adminA, 'POST', EMPLOYEE_SCHEDULES, { employee: bob, shift: week, start_date: '2026-06-01', end_date: '2026-06-30' })).statusCode).toBe(200);
    expect(await refusal(adminA, 'POST', EMPLOYEE_SCHEDULES, { employee: 999999, shift: week, start_date: '2026-03-02' })).toMatchObject({ code: 'ZGEN0461', fields: { employee: 'ZGEN0461' } });
    expect(await refusal(adminB, 'POST', EMPLOYEE_SCHEDULES, { employee: ada, shift: week, start_date: '2026-03-02' })).toMatchObject({ code: 'ZGEN0461' });
    expect((await call(adminA, 'GET', `${EMPLOYEE_SCHEDULES}?employee__in=${ada}`)).json().data.data.map((row: { start_date: string }) => row.start_date)).toEqual(['2026-04-02', '2026-03-02']);

    expect((await call(adminA, 'POST', DEPARTMENT_SCHEDULES, { department: sales, shift: week, start_date: '2026-01-01' })).json().data).toEqual({ id: expect.any(Number), department: sales, shift: week, start_date: '2026-01-01', end_date: null, recalculating: expect.any(Number) });
    expect(await refusal(adminA, 'POST', DEPARTMENT_SCHEDULES, { department: sales, shift: week, start_date: '2025-12-01', end_date: '2026-01-01' })).toMatchObject({ code: 'ZATT0021', params: { start_date: '2026-01-01', end_date: '…' } });

    expect((await call(adminA, 'POST', TEMPORARY, { employee: ada, date: '2026-03-04', timetables: [night] })).json().data).toEqual({ id: expect.any(Number), employee: ada, date: '2026-03-04', timetables: [night], recalculating: expect.any(Number) });
    expect(await refusal(adminA, 'POST', TEMPORARY, { employee: ada, date: '2026-03-04', timetables: [] })).toMatchObject({ code: 'ZATT0022', params: { date: '2026-03-04' }, fields: { date: 'ZATT0022' } });
    const early = await created(adminA, TIMETABLES, { alias: 'Early S', ...NORMAL, start: '06:00', duration: 480 });
    expect(await refusal(adminA, 'POST', TEMPORARY, { employee: bob, date: '2026-03-04', timetables: [early, day] })).toMatchObject({ code: 'ZATT0009', fields: { timetables: 'ZATT0009' } });
    expect(await refusal(adminA, 'POST', TEMPORARY, { employee: bob, date: '2026-03-04', timetables: [999999] })).toMatchObject({ code: 'ZGEN0461', fields: { timetables: 'ZGEN0461' } });

    // in use: the shift by 4 schedules, the night timetable by a temporary schedule
    expect(await refusal(adminA, 'DELETE', `${SHIFTS}${week}/`)).toMatchObject({ status: 409, code: 'ZATT0024', params: { shifts: 'Week S', count: 4 } });
    expect(await refusal(adminA, 'DELETE', `${TIMETABLES}${night}/`)).toMatchObject({ status: 409, code: 'ZATT0025', params: { timetables: 'Night S', count: 1 } });
    expect((await call(adminB, 'GET', EMPLOYEE_SCHEDULES)).json().data.total).toBe(0);
    const hidden = await t.deps.database.withTenant(companyB, async (trx) => Number((await sql<{ n: string | number }>`select count(*) as n from employee_schedules`.execute(trx)).rows[0].n));
    expect(hidden).toBe(0);
  });

  test('global rule (GET|PUT, one per company) and department rules (one per department): snake_case settings, null = default, shapes checked', async () => {
    const empty = (await call(adminA, 'GET', GLOBAL_RULE)).json();
    expect(empty.code).toBe('ZATT0000');
    expect(Object.values(empty.data).every((value) => value === null)).toBe(true);
    expect(Object.keys(empty.data)).toEqual(expect.arrayContaining(['late_to_absent', 'miss_in', 'rounding', 'default_shift_id', 'auto_shift_timetable_ids', 'week_start']));
    const body = { late_to_absent: 120, rounding: { interval: 15, in_mode: 'up', out_mode: 'down' }, miss_out: { kind: 'early', minutes: 60 }, default_shift_id: week, auto_shift_timetable_ids: [day, day] };
    const saved = (await call(adminA, 'PUT', GLOBAL_RULE, body)).json();
    expect(saved).toMatchObject({ code: 'ZATT0000', data: { ...body, auto_shift_timetable_ids: [day], week_start: null, pairing: null } });
    // PUT replaces: what is not sent goes back to the default; still one row
    expect((await call(adminA, 'PUT', GLOBAL_RULE, { week_start: 7 })).json().data).toMatchObject({ week_start: 7, late_to_absent: null, rounding: null });
    expect((await call(adminB, 'GET', GLOBAL_RULE)).json().data.week_start).toBeNull();
    const rows = await t.deps.database.withTenant(companyA, async (trx) => Number((await sql<{ n: string | number }>`select count(*) as n from global_rules`.execute(trx)).rows[0].n));
    expect(rows).toBe(1);
    expect(await refusal(adminA, 'PUT', GLOBAL_RULE, { rounding: { interval: 15, in_mode: 'sideways', out_mode: 'down' } })).toMatchObject({ status: 400, code: 'ZGEN0400', fields: { rounding: 'invalid' } });
    expect(await refusal(adminA, 'PUT', GLOBAL_RULE, { miss_in: { kind: 'late' } })).toMatchObject({ code: 'ZGEN0400', fields: { miss_in: 'invalid' } });
    expect(await refusal(adminA, 'PUT', GLOBAL_RULE, { ot_thresholds: { t1: 60, t2: 30 } })).toMatchObject({ fields: { ot_thresholds: 'invalid' } });
    expect(await refusal(adminA, 'PUT', GLOBAL_RULE, { week_start: 8 })).toMatchObject({ fields: { week_start: 'invalid' } });
    expect(await refusal(adminA, 'PUT', GLOBAL_RULE, { default_shift_id: 999999 })).toMatchObject({ code: 'ZGEN0461', fields: { default_shift_id: 'ZGEN0461' } });
    const flex = await created(adminA, TIMETABLES, { alias: 'Flex R', kind: 'flexible', required: 480 });
    expect(await refusal(adminA, 'PUT', GLOBAL_RULE, { auto_shift_timetable_ids: [day, flex] })).toMatchObject({ code: 'ZATT0010', fields: { auto_shift_timetable_ids: 'ZATT0010' } });

    const rule = (await call(adminA, 'POST', DEPARTMENT_RULES, { department: sales, late_to_absent: 60, auto_shift_timetable_ids: [flex] })).json();
    expect(rule.code).toBe('ZATT0010');
    const ruleId = await created(adminA, DEPARTMENT_RULES, { department: sales, late_to_absent: 60 });
    expect((await call(adminA, 'GET', `${DEPARTMENT_RULES}${ruleId}/`)).json().data).toMatchObject({ department: sales, late_to_absent: 60, rounding: null });
    expect(await refusal(adminA, 'POST', DEPARTMENT_RULES, { department: sales })).toMatchObject({ status: 400, code: 'ZATT0023', fields: { department: 'ZATT0023' } });
    // a rule's auto-shift timetable and default shift are in use too
    const auto = await created(adminA, TIMETABLES, { alias: 'Auto S', ...NORMAL });
    await call(adminA, 'PUT', GLOBAL_RULE, { auto_shift_timetable_ids: [auto] });
    expect(await refusal(adminA, 'DELETE', `${TIMETABLES}${auto}/`)).toMatchObject({ status: 409, code: 'ZATT0025', params: { timetables: 'Auto S', count: 1 } });
    const spare = await created(adminA, SHIFTS, { alias: 'Spare S', cycle: 'day', length: 1 });
    await call(adminA, 'PATCH', `${DEPARTMENT_RULES}${ruleId}/`, { default_shift_id: spare });
    expect(await refusal(adminA, 'DELETE', `${SHIFTS}${spare}/`)).toMatchObject({ status: 409, code: 'ZATT0024', params: { count: 1 } });
    await call(adminA, 'PATCH', `${DEPARTMENT_RULES}${ruleId}/`, { default_shift_id: null });
    expect((await call(adminA, 'DELETE', `${SHIFTS}${spare}/`)).statusCode).toBe(200);
    await call(adminA, 'PUT', GLOBAL_RULE, {});
  });

  test('loadEngineConfig: what the API stored resolves through the engine (employee > department schedule, temporary, holiday, rules)', async () => {
    await call(adminA, 'PUT', GLOBAL_RULE, { late_to_absent: 120, rounding: { interval: 15, in_mode: 'up', out_mode: 'down' } });
    const holiday = await created(adminA, '/web/att/api/v2/holidays/', { alias: 'Founders S', start_date: '2026-03-05', days: 1, departments: [sales] });
    const config = await t.deps.database.withTenant(companyA, (trx) => loadEngineConfig(trx, companyA));
    expect(config.globalRules).toEqual([{ id: expect.stringMatching(/^G\d+$/), lateToAbsent: 120, rounding: { interval: 15, inMode: 'up', outMode: 'down' } }]);
    expect(config.departmentRules).toEqual([{ id: expect.stringMatching(/^D\d+$/), departmentId: String(sales), lateToAbsent: 60 }]);
    expect(config.schedules).toEqual(expect.arrayContaining([
      { id: expect.any(String), level: 'employee', targetId: String(ada), shiftId: String(week), startDate: '2026-03-02', endDate: '2026-03-31' },
      { id: expect.any(String), level: 'department', targetId: String(sales), shiftId: String(week), startDate: '2026-01-01' },
    ]));
    expect(config.temporarySchedules).toEqual([{ id: expect.any(String), employeeId: String(ada), date: '2026-03-04', timetableIds: [String(night)] }]);
    expect(config.holidays).toEqual(expect.arrayContaining([{ id: String(holiday), startDate: '2026-03-05', days: 1, departmentIds: [String(sales)] }]));
    const employee = (id: number) => ({ id: String(id), zone: ZONE, departmentId: String(sales) });
    const days = calculateRange({ config, employee: employee(ada), from: '2026-03-02', to: '2026-03-07', punches: punches('2026-03-03', ['08:55', '18:05']) });
    const seen = days.map((result) => [result.date, result.status, result.instances.map((instance) => instance.timetableId)]);
    expect(seen).toEqual([
      ['2026-03-02', 'absent', [String(day)]],
      ['2026-03-03', 'present', [String(day)]],
      ['2026-03-04', 'absent', [String(night)]],
      ['2026-03-05', 'holiday', [String(day)]],
      ['2026-03-06', 'absent', [String(day)]],
      ['2026-03-07', 'rest_day', []],
    ]);
    expect(days[1].trace.map((entry) => entry.key)).toContain('schedule.employee');
    // Bob has no own schedule in March: the department's applies
    const bobs = calculateDay({ config, employee: employee(bob), date: '2026-03-03', punches: [] });
    expect([bobs.status, bobs.instances.map((instance) => instance.timetableId), bobs.trace.some((entry) => entry.key === 'schedule.department')]).toEqual(['absent', [String(day)], true]);
  });

  test('schedule view: each employee-date as the engine resolves it (sources, rest days, holidays), paged and filtered, ≤ 62 days', async () => {
    const VIEW = '/web/att/api/v2/schedule-view/';
    const page = (await call(adminA, 'GET', `${VIEW}?start_date=2026-03-02&end_date=2026-03-08&department__in=${sales}&page_size=1`)).json();
    expect(page.code).toBe('ZATT0000');
    expect(page.data).toMatchObject({ total: 2, page: 1, page_size: 1, next: 2, dates: ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08'] });
    const [row] = page.data.data;
    expect(row).toMatchObject({ employee: ada, emp_code: 'S1', first_name: 'Ada', department: sales, department_name: 'Sales S' });
    expect(row.days.map((d: { date: string; kind: string; timetables: number[]; source: string | null; holiday: string | null }) => [d.kind, d.timetables, d.source, d.holiday])).toEqual([
      ['work', [day], 'employee', null],
      ['work', [day], 'employee', null],
      ['work', [night], 'temporary', null],
      ['holiday', [day], 'employee', 'Founders S'],
      ['work', [day], 'employee', null],
      ['rest', [], 'employee', null],
      ['rest', [], 'employee', null],
    ]);
    expect(page.data.timetables).toEqual([
      { id: day, alias: 'Day S', kind: 'normal', start: '09:00', duration: 540 },
      { id: night, alias: 'Night S', kind: 'normal', start: '22:00', duration: 480 },
    ]);
    const bobs = (await call(adminA, 'GET', `${VIEW}?start_date=2026-03-03&end_date=2026-03-03&employee__in=${bob}`)).json().data;
    expect(bobs.data.map((r: { employee: number; days: { source: string }[] }) => [r.employee, r.days[0].source])).toEqual([[bob, 'department']]);
    expect(await refusal(adminA, 'GET', `${VIEW}?start_date=2026-03-01&end_date=2026-05-02`)).toMatchObject({ status: 400, code: 'ZATT0026', params: { max: 62 }, fields: { end_date: 'ZATT0026' } });
    expect((await call(adminA, 'GET', `${VIEW}?start_date=2026-03-01&end_date=2026-05-01&page_size=200`)).json().data.dates).toHaveLength(62);
    expect(await refusal(adminA, 'GET', `${VIEW}?start_date=2026-03-05&end_date=2026-03-01`)).toMatchObject({ status: 400, code: 'ZATT0020' });
    expect((await refusal(adminA, 'GET', `${VIEW}?start_date=2026-02-30&end_date=2026-03-01`)).fields).toEqual({ start_date: 'invalid' });
    expect((await call(adminB, 'GET', `${VIEW}?start_date=2026-03-02&end_date=2026-03-08`)).json().data).toMatchObject({ total: 0, data: [] });
    // an employee login (the Personal calendar) reads its own schedule only, whatever it filters by
    const adas = authHeader(t.deps, { userId: 9101, companyId: companyA, role: 'employee', employeeId: ada });
    const own = (await call(adas, 'GET', `${VIEW}?start_date=2026-03-02&end_date=2026-03-03&department__in=${sales}&page_size=50`)).json();
    expect(own.code).toBe('ZATT0000');
    expect(own.data.data.map((r: { employee: number; days: { source: string }[] }) => [r.employee, r.days[0].source])).toEqual([[ada, 'employee']]);
    expect((await call(adas, 'GET', `${VIEW}?start_date=2026-03-02&end_date=2026-03-03&employee__in=${ada}`)).json().data.total).toBe(1);
    expect(await refusal(adas, 'GET', `${VIEW}?start_date=2026-03-02&end_date=2026-03-03&employee__in=${ada},${bob}`)).toMatchObject({ status: 403 });
  });

  test('a change over past days says how many employee-days it sends to recalculation (schedules, rules, shifts, timetables; ADR 0079)', async () => {
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const employeesA = (await call(adminA, 'GET', '/web/personnel/api/v2/employees/?page_size=1')).json().data.total as number;
    const dirty = () => t.deps.database.withTenant(companyA, async (trx) => Number((await sql<{ n: string | number }>`select count(*) as n from att_dirty_days`.execute(trx)).rows[0].n));
    // ten past days of one employee: the days and their neighbours (§4.11) are marked
    const cara = (await call(adminA, 'POST', '/web/personnel/api/v2/employees/', { emp_code: 'S3', first_name: 'Cara', hire_date: '2026-01-01' })).json().data.id;
    const before = await dirty();
    const schedule = (await call(adminA, 'POST', EMPLOYEE_SCHEDULES, { employee: cara, shift: week, start_date: day(-10), end_date: day(-1) })).json().data;
    expect(schedule.recalculating).toBe(12);
    expect((await dirty()) - before).toBeGreaterThanOrEqual(12);
    // a change of the same schedule counts each day once
    expect((await call(adminA, 'PATCH', `${EMPLOYEE_SCHEDULES}${schedule.id}/`, { end_date: day(-2) })).json().data.recalculating).toBe(12);
    // future dates wait until they come
    expect((await call(adminA, 'POST', TEMPORARY, { employee: cara, date: day(30), timetables: [] })).json().data.recalculating).toBe(0);
    // the rule has no dates: every employee of the company over the horizon (62 days back to tomorrow, and neighbours)
    const rule = (await call(adminA, 'PUT', GLOBAL_RULE, { late_to_absent: 100 })).json().data;
    expect(rule.recalculating).toBe((employeesA + 1) * 66);
    // a shift edit reaches the employees and departments scheduled on it; deleting a schedule marks its days
    expect((await call(adminA, 'PATCH', `${SHIFTS}${week}/`, { work_on_holidays: true })).json().data.recalculating).toBeGreaterThan(0);
    // the night timetable: a temporary day of Cara three days ago (its March use lies beyond the horizon)
    expect((await call(adminA, 'POST', TEMPORARY, { employee: cara, date: day(-3), timetables: [night] })).json().data.recalculating).toBe(3);
    expect((await call(adminA, 'PATCH', `${TIMETABLES}${night}/`, { allowed_late: 2 })).json().data.recalculating).toBe(3);
    expect((await call(adminA, 'DELETE', `${EMPLOYEE_SCHEDULES}${schedule.id}/`)).json().data).toEqual({ deleted: 1, recalculating: 11 });
    await call(adminA, 'PUT', GLOBAL_RULE, { late_to_absent: 120, rounding: { interval: 15, in_mode: 'up', out_mode: 'down' } });
  });
});

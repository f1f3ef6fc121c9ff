/**
 * The resource kernel's rules (ADR 0050) through one resource, complement events (text with a unique name, a
 * date, a ref to a location, an integer with a range, a boolean, multi-line remarks): every action, strict
 * input, permissions per action, the operation log in the write's transaction, tenant isolation of every route.
 */
import { DOCUMENT_TYPE_RESOURCE } from '@timekeep/contracts';
import Fastify, { type LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { authPlugin } from '../../src/auth/auth-plugin';
import { registerErrorHandling } from '../../src/http/error-handler';
import { defineResource, registerResource } from '../../src/resources/register';
import { resourceRegistry } from '../../src/resources/registry';
import { authHeader, createCompany, createUser } from '../support/fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

const BASE = '/web/complement/api/v2/events/';
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

let t: TestApp;
let companyA: number;
let companyB: number;
let adminA: string;
let adminB: string;
let viewerA: string;
let nobodyA: string;
let employeeA: string;
let locationA: number;
let locationB: number;

const call = (auth: string, method: Method, url: string, payload?: unknown, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> =>
  t.app.inject({
    method,
    url: url.startsWith('/') ? url : `${BASE}${url}`,
    headers: { authorization: auth, ...headers, ...(payload !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(payload !== undefined ? { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) } : {}),
  });

async function count(table: string, companyId: number): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)} where company_id = ${companyId}`.execute(t.deps.database.db);
  return rows[0].n;
}

async function member(companyId: number, email: string, role: 'admin' | 'user'): Promise<number> {
  const userId = await createUser(t.deps, email);
  await t.deps.database.db.insertInto('memberships').values({ company_id: companyId, user_id: userId, role }).execute();
  return userId;
}

async function createEvent(auth: string, body: Record<string, unknown>): Promise<Record<string, unknown>> {
  const response = await call(auth, 'POST', '', { start_date: '2026-03-01', ...body });
  expect(response.statusCode).toBe(200);
  return response.json().data as Record<string, unknown>;
}

beforeAll(async () => {
  t = await createTestApp();
  companyA = await createCompany(t.deps, 'acme');
  companyB = await createCompany(t.deps, 'globex');
  const bossA = await member(companyA, 'boss@acme.test', 'admin');
  const bossB = await member(companyB, 'boss@globex.test', 'admin');
  const viewer = await member(companyA, 'viewer@acme.test', 'user');
  const nobody = await member(companyA, 'nobody@acme.test', 'user');
  adminA = authHeader(t.deps, { userId: bossA, companyId: companyA });
  adminB = authHeader(t.deps, { userId: bossB, companyId: companyB });
  viewerA = authHeader(t.deps, { userId: viewer, companyId: companyA, role: 'user' });
  nobodyA = authHeader(t.deps, { userId: nobody, companyId: companyA, role: 'user' });
  employeeA = authHeader(t.deps, { userId: 1, companyId: companyA, role: 'employee', employeeId: 1 });
  const location = (auth: string, name: string) => call(auth, 'POST', '/web/personnel/api/v2/locations/', { name }).then((r) => r.json().data.id as number);
  locationA = await location(adminA, 'Head office');
  locationB = await location(adminB, 'Globex office');
  // The viewer's group may only view events (set up through the System API).
  const group = await call(adminA, 'POST', '/web/system/api/v2/groups/', { name: 'Event viewers', permissions: ['complement.view_event'] });
  expect(group.statusCode).toBe(200);
  const users = await call(adminA, 'GET', '/web/system/api/v2/users/?search=viewer');
  const viewerRow = users.json().data.data[0] as { id: number };
  expect((await call(adminA, 'PATCH', `/web/system/api/v2/users/${viewerRow.id}/`, { groups: [group.json().data.id] })).statusCode).toBe(200);
});

afterAll(async () => {
  await t.close();
});

describe('every action', () => {
  test('create, read one, read several, list with filters, search and ordering, PUT, PATCH, delete, multi-destroy', async () => {
    const party = await createEvent(adminA, { name: ' Summer party ', capacity: 50, location: locationA, is_public: true, remarks: 'Line one\nLine two\twith a tab' });
    expect(party).toEqual({
      id: expect.any(Number),
      name: 'Summer party',
      start_date: '2026-03-01',
      end_date: null,
      location: locationA,
      location_name: 'Head office',
      capacity: 50,
      is_public: true,
      remarks: 'Line one\nLine two\twith a tab',
    });
    const meeting = await createEvent(adminA, { name: 'All hands', start_date: '2026-05-10' });
    expect(meeting).toMatchObject({ capacity: 0, is_public: false, location: null, location_name: null, remarks: '' });

    expect((await call(adminA, 'GET', `${party.id}/`)).json()).toEqual({ code: 'ZCOM0000', context: {}, data: party });
    const read = await call(adminA, 'POST', 'read/', { items: [meeting.id, party.id] });
    expect(read.json().data.map((row: { id: number }) => row.id).sort()).toEqual([party.id, meeting.id].sort());
    expect((await call(adminA, 'POST', 'read/', {})).json().data).toEqual([]);

    const list = await call(adminA, 'GET', '?page=1&page_size=1');
    expect(list.json().data).toMatchObject({ total: 2, page: 1, page_size: 1, next: 2 });
    // Default order: newest start date first.
    expect(list.json().data.data[0].id).toBe(meeting.id);
    const names = async (query: string) => ((await call(adminA, 'GET', `?${query}`)).json().data.data as { name: string }[]).map((row) => row.name);
    expect(await names('ordering=name')).toEqual(['All hands', 'Summer party']);
    expect(await names('ordering=-capacity')).toEqual(['Summer party', 'All hands']);
    expect(await names('search=SUMMER')).toEqual(['Summer party']);
    expect(await names('search=%25')).toEqual([]);
    expect(await names('is_public=true')).toEqual(['Summer party']);
    expect(await names('is_public=false')).toEqual(['All hands']);
    expect(await names(`location__in=${locationA}`)).toEqual(['Summer party']);
    expect(await names('start_date__gte=2026-04-01')).toEqual(['All hands']);
    expect(await names('start_date__lte=2026-04-01')).toEqual(['Summer party']);
    expect(await names(`id__in=${party.id},${meeting.id}&ordering=name`)).toEqual(['All hands', 'Summer party']);
    for (const bad of ['ordering=remarks', 'ordering=drop', 'is_public=yes', 'start_date__gte=2026-02-30', 'id__in=1,x', 'location__in=true', 'page_size=501', 'page=0']) {
      expect([bad, (await call(adminA, 'GET', `?${bad}`)).statusCode]).toEqual([bad, 400]);
    }

    // PUT replaces every writable field (unsent optional ones get their defaults); PATCH changes what is sent.
    const replaced = await call(adminA, 'PUT', `${party.id}/`, { name: 'Summer party', start_date: '2026-03-02' });
    expect(replaced.json().data).toMatchObject({ start_date: '2026-03-02', capacity: 0, location: null, is_public: false, remarks: '' });
    expect((await call(adminA, 'PUT', `${party.id}/`, { name: 'Summer party' })).json().context.fields).toEqual({ start_date: 'required' });
    const patched = await call(adminA, 'PATCH', `${party.id}/`, { capacity: 10, end_date: '2026-03-03' });
    expect(patched.json().data).toMatchObject({ name: 'Summer party', start_date: '2026-03-02', end_date: '2026-03-03', capacity: 10 });

    expect((await call(adminA, 'DELETE', `${meeting.id}/`)).json()).toEqual({ code: 'ZCOM0000', context: {}, data: { deleted: 1 } });
    expect((await call(adminA, 'GET', `${meeting.id}/`)).statusCode).toBe(404);
    expect((await call(adminA, 'DELETE', 'multi-destroy/', { ids: [party.id] })).json().data).toEqual({ deleted: 1 });
    expect(await count('events', companyA)).toBe(0);
  });

  test('multi-destroy is all or nothing, and needs ids', async () => {
    const one = await createEvent(adminA, { name: 'Keep me 1' });
    const two = await createEvent(adminA, { name: 'Keep me 2' });
    const response = await call(adminA, 'DELETE', 'multi-destroy/', { ids: [one.id, two.id, 999999] });
    expect(response.statusCode).toBe(404);
    expect(await count('events', companyA)).toBe(2);
    expect((await call(adminA, 'DELETE', 'multi-destroy/', { ids: [] })).json().context.fields).toEqual({ ids: 'required' });
    expect((await call(adminA, 'DELETE', 'multi-destroy/', {})).statusCode).toBe(400);
    await call(adminA, 'DELETE', 'multi-destroy/', { ids: [one.id, two.id] });
  });
});

describe('strict input', () => {
  const before = async () => ({ events: await count('events', companyA), logs: await count('operation_logs', companyA) });

  test.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['a string for an integer', { name: 'A', capacity: '7' }, { capacity: 'type' }],
    ['a boolean for an integer', { name: 'A', capacity: true }, { capacity: 'type' }],
    ['a string for a ref', { name: 'A', location: '1' }, { location: 'type' }],
    ['a boolean for a ref', { name: 'A', location: true }, { location: 'type' }],
    ['a bigint beyond 2^53 for a ref', { name: 'A', location: 9223372036854775808 }, { location: 'invalid' }],
    ['an integer beyond its range', { name: 'A', capacity: 100001 }, { capacity: 'invalid' }],
    ['a fraction for an integer', { name: 'A', capacity: 1.5 }, { capacity: 'type' }],
    ['a number for a boolean', { name: 'A', is_public: 1 }, { is_public: 'type' }],
    ['a string for a boolean', { name: 'A', is_public: 'true' }, { is_public: 'type' }],
    ['a number for text', { name: 123 }, { name: 'type' }],
    ['a blank required name', { name: '   ' }, { name: 'required' }],
    ['a name too long', { name: 'x'.repeat(101) }, { name: 'maxLength' }],
    ['not a calendar day', { name: 'A', start_date: '2026-02-30' }, { start_date: 'invalid' }],
    ['null for a non-nullable field', { name: 'A', capacity: null }, { capacity: 'type' }],
  ])('%s is a 400 naming the field, and nothing changes', async (_case, body, fields) => {
    const counts = await before();
    const response = await call(adminA, 'POST', '', { start_date: '2026-03-01', ...body });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'ZGEN0400', context: { fields } });
    expect(await before()).toEqual(counts);
  });

  // Control characters are refused app-wide before the kernel runs (src/http/control-characters.ts, ADR 0042).
  test.each<[string, Record<string, unknown>, string]>([
    ['a NUL in a name', { name: 'A\u0000B' }, 'name'],
    ['a TAB in a name', { name: 'A\tB' }, 'name'],
    ['a line break in a name', { name: 'A\nB' }, 'name'],
    ['a NUL in multi-line remarks', { name: 'A', remarks: 'x\u0000' }, 'remarks'],
  ])('%s is a 400 ZGEN0001 naming the field, and nothing changes', async (_case, body, field) => {
    const counts = await before();
    const response = await call(adminA, 'POST', '', { start_date: '2026-03-01', ...body });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'ZGEN0001', context: { params: { field }, fields: { [field]: 'ZGEN0001' } } });
    expect(await before()).toEqual(counts);
  });

  test('ids in read/ and multi-destroy/ are ids: no true, no "123", no ids beyond 2^53', async () => {
    for (const body of ['{"ids":true}', '{"ids":["1"]}', '{"ids":[true]}', '{"ids":[9223372036854775807]}', '{"ids":[0]}', '{"items":"1,2"}', '[1]']) {
      expect([body, (await call(adminA, 'POST', 'read/', body)).statusCode]).toEqual([body, 400]);
      expect([body, (await call(adminA, 'DELETE', 'multi-destroy/', body)).statusCode]).toEqual([body, 400]);
    }
    for (const id of ['abc', '0', '9223372036854775808', '1.5']) {
      expect([id, (await call(adminA, 'GET', `${id}/`)).statusCode]).toEqual([id, 400]);
    }
  });

  test('a unique clash (any case) and a ref to another company are 400s naming the field; nothing is written', async () => {
    const kept = await createEvent(adminA, { name: 'Unique one' });
    const counts = await before();
    const clash = await call(adminA, 'POST', '', { name: 'UNIQUE ONE', start_date: '2026-03-01' });
    expect(clash.statusCode).toBe(400);
    expect(clash.json()).toMatchObject({ code: 'ZGEN0460', context: { fields: { name: 'ZGEN0460' } } });
    const foreign = await call(adminA, 'POST', '', { name: 'Elsewhere', start_date: '2026-03-01', location: locationB });
    expect(foreign.json()).toMatchObject({ code: 'ZGEN0461', context: { fields: { location: 'ZGEN0461' } } });
    const other = await createEvent(adminA, { name: 'Other one' });
    const renamed = await call(adminA, 'PATCH', `${other.id}/`, { name: 'unique one' });
    expect(renamed.json().context.fields).toEqual({ name: 'ZGEN0460' });
    expect((await call(adminA, 'GET', `${other.id}/`)).json().data.name).toBe('Other one');
    expect(await count('events', companyA)).toBe(counts.events + 1);
    expect(await count('operation_logs', companyA)).toBe(counts.logs + 1);
    // Renaming a record to its own name in another case is not a clash.
    expect((await call(adminA, 'PATCH', `${kept.id}/`, { name: 'unique ONE' })).statusCode).toBe(200);
    await call(adminA, 'DELETE', 'multi-destroy/', { ids: [kept.id, other.id] });
  });

  test('a database constraint the pre-checks do not see is still a 400 naming the field, in a transaction that changes nothing', async () => {
    const counts = await before();
    // The illegal-text rule (SPEC §5) runs before anything is written.
    const illegal = await call(adminA, 'POST', '', { name: 'a<b', start_date: '2026-03-01' });
    expect(illegal.json()).toMatchObject({ code: 'ZGEN0463', context: { fields: { name: 'ZGEN0463' } } });
    expect(await before()).toEqual(counts);
  });
});

describe('permissions', () => {
  test('a view-only group reads and gets 403 on add, change, delete (one and several); without a group, 403 everywhere', async () => {
    const event = await createEvent(adminA, { name: 'Guarded' });
    expect((await call(viewerA, 'GET', '')).statusCode).toBe(200);
    expect((await call(viewerA, 'GET', `${event.id}/`)).statusCode).toBe(200);
    expect((await call(viewerA, 'POST', 'read/', { ids: [event.id] })).statusCode).toBe(200);
    const writes: [Method, string, unknown][] = [
      ['POST', '', { name: 'Nope', start_date: '2026-03-01' }],
      ['PUT', `${event.id}/`, { name: 'Nope', start_date: '2026-03-01' }],
      ['PATCH', `${event.id}/`, { name: 'Nope' }],
      ['DELETE', `${event.id}/`, undefined],
      ['DELETE', 'multi-destroy/', { ids: [event.id] }],
    ];
    for (const [method, url, body] of writes) {
      const response = await call(viewerA, method, url, body);
      expect([method, url, response.statusCode, response.json().code]).toEqual([method, url, 403, 'ZGEN0403']);
      // Even an invalid body is a 403 first: who may not write learns nothing about validation.
      expect((await call(viewerA, method, url, body === undefined ? undefined : { name: 5 })).statusCode).toBe(403);
    }
    for (const auth of [nobodyA, employeeA]) {
      for (const [method, url, body] of [['GET', '', undefined], ['GET', `${event.id}/`, undefined], ['POST', 'read/', { ids: [event.id] }], ...writes] as [Method, string, unknown][]) {
        expect((await call(auth, method, url, body)).statusCode).toBe(403);
      }
    }
    expect((await call('', 'GET', '')).statusCode).toBe(401);
    expect((await call(adminA, 'GET', `${event.id}/`)).json().data.name).toBe('Guarded');
    await call(adminA, 'DELETE', `${event.id}/`);
  });
});

describe('operation log', () => {
  test('one row per write, in the same transaction: who, what, which object, a summary, the ip', async () => {
    const logs = async () =>
      (await call(adminA, 'GET', `/web/system/api/v2/operation-logs/?resource=complement.event&page_size=500`)).json().data.data as Record<string, unknown>[];
    const start = (await logs()).length;
    const event = await createEvent(adminA, { name: 'Logged' });
    await call(adminA, 'PATCH', `${event.id}/`, { name: 'Logged again' });
    await call(adminA, 'DELETE', `${event.id}/`);
    const rows = await logs();
    expect(rows.length).toBe(start + 3);
    // Newest first.
    expect(rows.slice(0, 3).map((row) => [row.action, row.summary])).toEqual([
      ['delete', 'Logged again'],
      ['update', 'Logged again'],
      ['create', 'Logged'],
    ]);
    expect(rows[0]).toMatchObject({ resource: 'complement.event', object_id: String(event.id), user_email: 'boss@acme.test', ip: '127.0.0.1', user: expect.any(Number) });
    expect(rows[0].time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // A failing write leaves no row: a clash fails after the row was (nearly) written.
    await createEvent(adminA, { name: 'Clash' });
    const count = (await logs()).length;
    await call(adminA, 'POST', '', { name: 'clash', start_date: '2026-03-01' });
    expect((await logs()).length).toBe(count);
    // The log itself is read-only and filterable.
    expect((await call(adminA, 'POST', '/web/system/api/v2/operation-logs/', { action: 'x' })).statusCode).toBe(404);
    const creates = (await call(adminA, 'GET', '/web/system/api/v2/operation-logs/?action=create&search=clash')).json().data.data;
    expect(creates).toHaveLength(1);
    expect((await call(adminA, 'GET', '/web/system/api/v2/operation-logs/?start_time=2000-01-01&end_time=2000-01-02')).json().data.total).toBe(0);
    expect((await call(viewerA, 'GET', '/web/system/api/v2/operation-logs/')).statusCode).toBe(403);
  });

  test('a write that fails after its row was inserted (a hook throwing) leaves neither the row nor the log', async () => {
    const app = Fastify();
    registerErrorHandling(app);
    await app.register(authPlugin, { secret: t.deps.keys.jwtSecret, now: () => Math.floor(t.deps.now().getTime() / 1000) });
    const failing = defineResource({
      contract: { ...DOCUMENT_TYPE_RESOURCE, name: 'complement.failing', path: '/complement/api/v2/failing/' },
      prefix: '/web/complement/api/v2',
      codes: { ok: 'ZCOM0000' },
      table: 'document_types',
      hooks: {
        afterWrite() {
          throw new Error('after the insert');
        },
      },
    });
    await app.register(async (scope) => registerResource(scope, t.deps, failing), { prefix: '/web/complement/api/v2' });
    await app.ready();
    const counts = { rows: await count('document_types', companyA), logs: await count('operation_logs', companyA) };
    const response = await app.inject({ method: 'POST', url: '/web/complement/api/v2/failing/', headers: { authorization: adminA }, payload: { name: 'Never stored' } });
    expect(response.statusCode).toBe(500);
    expect({ rows: await count('document_types', companyA), logs: await count('operation_logs', companyA) }).toEqual(counts);
    await app.close();
    resourceRegistry(t.deps).delete('complement.failing');
  });
});

describe('tenant isolation', () => {
  test('company B cannot list, read, change or delete company A rows by id, by read/ or by multi-destroy', async () => {
    const event = await createEvent(adminA, { name: 'Private to A' });
    expect((await call(adminB, 'GET', '')).json().data.total).toBe(0);
    expect((await call(adminB, 'GET', `?id__in=${event.id}`)).json().data.total).toBe(0);
    expect((await call(adminB, 'GET', `${event.id}/`)).statusCode).toBe(404);
    expect((await call(adminB, 'POST', 'read/', { ids: [event.id] })).json().data).toEqual([]);
    expect((await call(adminB, 'PUT', `${event.id}/`, { name: 'Taken', start_date: '2026-03-01' })).statusCode).toBe(404);
    expect((await call(adminB, 'PATCH', `${event.id}/`, { name: 'Taken' })).statusCode).toBe(404);
    expect((await call(adminB, 'DELETE', `${event.id}/`)).statusCode).toBe(404);
    expect((await call(adminB, 'DELETE', 'multi-destroy/', { ids: [event.id] })).statusCode).toBe(404);
    // B may use the same name: uniqueness is per company.
    expect((await call(adminB, 'POST', '', { name: 'Private to A', start_date: '2026-03-01' })).statusCode).toBe(200);
    expect((await call(adminA, 'GET', `${event.id}/`)).json().data.name).toBe('Private to A');
    expect((await call(adminB, 'GET', '/web/system/api/v2/operation-logs/?search=Private')).json().data.data.map((row: { object_id: string }) => row.object_id)).not.toContain(String(event.id));
  });
});

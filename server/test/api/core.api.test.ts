import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../support/test-app';
import { TEST_DB_KIND } from '../support/test-database';

describe(`core API on ${TEST_DB_KIND}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('reports health with the database kind', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/web/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 'ZGEN0000', context: {}, data: { status: 'ok', database: TEST_DB_KIND } });
  });

  it('answers unknown /web routes with a JSON envelope, never HTML', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/web/nope/123/' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toMatchObject({ code: 'ZGEN0404', data: null });
  });

  it('identifies the global region for an unknown host and a seeded region by host', async () => {
    const global = await t.app.inject({ method: 'POST', url: '/web/oauth/api/v2/region_identify/', payload: {}, headers: { host: 'acme.localhost:8080' } });
    expect(global.json()).toMatchObject({ isSuccess: true, code: 'ZBOA0000', data: { code: 'global', product_name: 'Timekeep' } });
    const mx = await t.app.inject({ method: 'POST', url: '/web/oauth/api/v2/region_identify/', payload: {}, headers: { host: 'acme.mx.localhost' } });
    expect(mx.json().data).toMatchObject({ code: 'mx', identify_code: 'MX' });
    expect(Object.keys(mx.json().data).sort()).toEqual(['code', 'copyright', 'identify_code', 'logo', 'product_name', 'website']);
  });

  it('fails region identification clearly when no region exists', async () => {
    await t.deps.database.db.deleteFrom('regions').execute();
    const res = await t.app.inject({ method: 'POST', url: '/web/oauth/api/v2/region_identify/', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'ZBOA0001', data: null });
  });

  it('serves public routes even when a garbage JWT is sent', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/web/api/v2/public_config/', headers: { authorization: 'JWT garbage' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toHaveProperty('maps_base_url');
  });

  it('publishes an OpenAPI document that lists the API and a UI for it', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/web/docs/json' });
    expect(doc.statusCode).toBe(200);
    const paths = Object.keys(doc.json().paths as Record<string, unknown>);
    expect(paths).toEqual(expect.arrayContaining(['/web/health', '/web/oauth/api/v2/region_identify/']));
    const ui = await t.app.inject({ method: 'GET', url: '/web/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/text\/html/);
  });

  it('enforces row-level security for tenant tables', async () => {
    await t.deps.database.exec(`
      create table rls_probe (company_id bigint not null, id bigint generated always as identity, note text,
        primary key (company_id, id));
      select app_enable_tenant_rls('rls_probe');
      insert into rls_probe (company_id, note) values (1, 'one'), (2, 'two');`);
    const seen = await t.deps.database.withTenant(1, async (trx) => (await sql<{ note: string }>`select note from rls_probe`.execute(trx)).rows);
    expect(seen.map((r) => r.note)).toEqual(['one']);
    await expect(
      t.deps.database.withTenant(1, (trx) => sql`insert into rls_probe (company_id, note) values (2, 'sneaky')`.execute(trx)),
    ).rejects.toThrow(/row-level security/);
    const updated = await t.deps.database.withTenant(1, (trx) => sql`update rls_probe set note = 'x' where company_id = 2`.execute(trx));
    expect(Number(updated.numAffectedRows ?? 0)).toBe(0);
  });
});

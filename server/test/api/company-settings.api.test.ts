/**
 * Company settings (/company/settings, issue 11): every member reads them on `current-company/`, only an
 * administrator changes them (strict input, a logo stored as a JPEG, operation log), and only their own company's.
 */
import sharp from 'sharp';
import { authHeader, createCompany, createUser } from '../support/fixtures';
import { createTestApp, type TestApp } from '../support/test-app';
import { TEST_DB_KIND } from '../support/test-database';

const PATH = '/web/oauth/api/v2/current-company/';

describe(`company settings on ${TEST_DB_KIND}`, () => {
  let t: TestApp;
  let admin: string;
  let member: string;
  let otherAdmin: string;
  let company: number;

  beforeAll(async () => {
    t = await createTestApp();
    company = await createCompany(t.deps, 'acme');
    const other = await createCompany(t.deps, 'globex');
    const user = await createUser(t.deps, 'boss@acme.test');
    const otherUser = await createUser(t.deps, 'boss@globex.test');
    admin = authHeader(t.deps, { userId: user, companyId: company });
    member = authHeader(t.deps, { userId: user, companyId: company, role: 'user' });
    otherAdmin = authHeader(t.deps, { userId: otherUser, companyId: other });
    for (const [companyId, userId, role] of [[company, user, 'admin'], [other, otherUser, 'admin']] as const) {
      await t.deps.database.db.insertInto('memberships').values({ company_id: companyId, user_id: userId, role }).onConflict((oc) => oc.columns(['company_id', 'user_id']).doNothing()).execute();
    }
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (auth: string, method: 'GET' | 'PATCH', payload?: object) => t.app.inject({ method, url: PATH, headers: { authorization: auth }, ...(payload ? { payload } : {}) });
  const logo = async () => `data:image/png;base64,${(await sharp({ create: { width: 200, height: 75, channels: 4, background: '#0E5B9D' } }).png().toBuffer()).toString('base64')}`;

  it('reads the defaults, and lets an administrator change the profile and formats', async () => {
    expect((await call(member, 'GET')).json().data).toMatchObject({ company_logo: '', date_format: 'YYYY-MM-DD', time_format: 'HH:mm', first_day_of_week: 1, default_language: 'en' });
    const changed = await call(admin, 'PATCH', {
      company_name: 'Acme México',
      date_format: 'DD/MM/YYYY',
      time_format: 'hh:mm A',
      first_day_of_week: 0,
      default_language: 'es-MX',
      company_timezone: 'America/Mexico_City',
      company_address: 'Av. Reforma 1\nCDMX',
      company_latitude: 19.43,
      company_longitude: -99.13,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ company_name: 'Acme México', date_format: 'DD/MM/YYYY', default_language: 'es-MX', first_day_of_week: 0, company_latitude: 19.43 });
    expect((await call(member, 'GET')).json().data).toMatchObject({ company_name: 'Acme México', time_format: 'hh:mm A', company_timezone: 'America/Mexico_City' });
    expect((await call(otherAdmin, 'GET')).json().data).toMatchObject({ company_name: 'globex Ltd', date_format: 'YYYY-MM-DD' });
    const logs = await t.app.inject({ method: 'GET', url: '/web/system/api/v2/operation-logs/?resource=company.settings', headers: { authorization: admin } });
    expect(logs.json().data.data[0]).toMatchObject({ action: 'update', object_id: String(company) });
  });

  it('refuses a member, and refuses bad input naming the field without changing anything', async () => {
    expect((await call(member, 'PATCH', { company_name: 'Mine' })).statusCode).toBe(403);
    for (const [body, field, code] of [
      [{ date_format: 'YY' }, 'date_format', 'invalid'],
      [{ first_day_of_week: '1' }, 'first_day_of_week', 'type'],
      [{ first_day_of_week: 7 }, 'first_day_of_week', 'invalid'],
      [{ default_language: 'fr' }, 'default_language', 'invalid'],
      [{ company_timezone: 'Mars/Base' }, 'company_timezone', 'invalid'],
      [{ company_name: '' }, 'company_name', 'required'],
      [{ company_name: 'a<b' }, 'company_name', 'ZGEN0463'],
      [{ company_latitude: null }, 'company_latitude', 'invalid'],
      [{ company_logo: 'c1/logo/00000000000000000000000000000000.jpg' }, 'company_logo', 'invalid'],
      [{ company_logo: 'data:image/png;base64,AAAA' }, 'company_logo', 'ZDEV0003'],
    ] as const) {
      const response = await call(admin, 'PATCH', body);
      expect([field, response.statusCode, response.json().context?.fields?.[field]]).toEqual([field, 400, expect.stringMatching(new RegExp(code === 'invalid' ? 'invalid|type' : code))]);
    }
    expect((await call(admin, 'GET')).json().data).toMatchObject({ company_name: 'Acme México', first_day_of_week: 0, company_logo: '' });
  });

  it('stores a new logo as a JPEG of the company and replaces it', async () => {
    const first = (await call(admin, 'PATCH', { company_logo: await logo() })).json().data.company_logo as string;
    expect(first).toMatch(new RegExp(`^c${company}/logo/[0-9a-f]{32}\\.jpg$`));
    const file = await t.app.inject({ method: 'GET', url: `/web/auth_files/${first}`, headers: { authorization: admin } });
    expect(file.statusCode).toBe(200);
    expect((await sharp(file.rawPayload).metadata()).format).toBe('jpeg');
    // Sending the stored name back keeps it; a new picture replaces it (the old file goes).
    expect((await call(admin, 'PATCH', { company_logo: first, company_name: 'Acme' })).json().data.company_logo).toBe(first);
    const second = (await call(admin, 'PATCH', { company_logo: await logo() })).json().data.company_logo as string;
    expect(second).not.toBe(first);
    expect((await t.app.inject({ method: 'GET', url: `/web/auth_files/${first}`, headers: { authorization: admin } })).statusCode).toBe(404);
    expect((await call(admin, 'PATCH', { company_logo: '' })).json().data.company_logo).toBe('');
  });
});

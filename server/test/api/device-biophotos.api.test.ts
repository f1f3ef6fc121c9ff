import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { authHeader, createCompany, createUser } from '../support/fixtures';
import { createTestApp, type TestApp } from '../support/test-app';
import { TEST_DB_KIND } from '../support/test-database';

const DEVICE = '/web/device/api/v2';
const PERSONNEL = '/web/personnel/api/v2';
const fixture = (name: string) => fs.readFileSync(path.join(__dirname, '../fixtures/biophoto', name));
const dataUrl = (bytes: Buffer, type = 'image/png', name = 'photo.png') => `data:${type};name=${name};base64,${bytes.toString('base64')}`;

describe(`bio-photo self-registration and approval on ${TEST_DB_KIND}`, () => {
  let t: TestApp;
  let companyA: number;
  let companyB: number;
  let adminA: string;
  let userA: string;
  let adminB: string;
  let employeeA: number;
  let addressCounter = 0;

  /** Each test call comes from its own address, so the per-address limit only bites where a test wants it. */
  const nextAddress = () => `10.0.${Math.floor(addressCounter / 250)}.${(addressCounter++ % 250) + 1}`;

  const register = (payload: Record<string, unknown>, remoteAddress = nextAddress()) =>
    t.app.inject({ method: 'POST', url: `${DEVICE}/biophotos/self_register/`, payload, remoteAddress });

  const countPhotos = async (companyId: number) =>
    Number(
      (
        await t.deps.database.withTenant(companyId, (trx) =>
          trx.selectFrom('biophotos').select((eb) => eb.fn.countAll<number>().as('n')).where('company_id', '=', companyId).executeTakeFirstOrThrow(),
        )
      ).n,
    );
  const storedFiles = () => {
    const root = path.join(t.dataDir, 'files');
    return fs.existsSync(root) ? fs.readdirSync(root, { recursive: true }).filter((f) => String(f).endsWith('.jpg')).length : 0;
  };

  beforeAll(async () => {
    t = await createTestApp();
    companyA = await createCompany(t.deps, 'photo-a');
    companyB = await createCompany(t.deps, 'photo-b');
    const user = await createUser(t.deps, 'admin@photo-a.test');
    adminA = authHeader(t.deps, { userId: user, companyId: companyA });
    userA = authHeader(t.deps, { userId: user, companyId: companyA, role: 'user' });
    adminB = authHeader(t.deps, { userId: await createUser(t.deps, 'admin@photo-b.test'), companyId: companyB });
    const created = await t.app.inject({
      method: 'POST',
      url: `${PERSONNEL}/employees/`,
      headers: { authorization: adminA },
      payload: { emp_code: 'A100', first_name: 'Ana' },
    });
    employeeA = created.json().data.id;
    await t.app.inject({ method: 'POST', url: `${PERSONNEL}/employees/`, headers: { authorization: adminA }, payload: { emp_code: 'A200', first_name: 'Bo' } });
    await t.app.inject({ method: 'POST', url: `${PERSONNEL}/employees/`, headers: { authorization: adminB }, payload: { emp_code: 'B100' } });
  });
  afterAll(async () => {
    await t.close();
  });

  describe('self_register/', () => {
    it('accepts a real PNG without authentication, stores it as pending and re-encodes it to JPEG', async () => {
      const res = await register({ company_id: companyA, biophoto: dataUrl(fixture('face-900x720.png')), employee: 'A100', remarks: 'new glasses' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ code: 'ZDEV0000', data: { status: 'pending' } });
      const list = await t.app.inject({ method: 'GET', url: `${DEVICE}/biophotos/?status=pending`, headers: { authorization: adminA } });
      const row = list.json().data.data.find((r: { id: number }) => r.id === res.json().data.id);
      expect(row).toMatchObject({ employee: employeeA, emp_code: 'A100', display_name: 'Ana', status: 'pending', remarks: 'new glasses', width: 640, height: 512 });
      expect(row.photo).toMatch(new RegExp(`^c${companyA}/biophoto/[0-9a-f]{32}\\.jpg$`));
      const file = await t.app.inject({ method: 'GET', url: `/web/auth_files/${row.photo}` });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/jpeg');
      const decoded = await sharp(file.rawPayload).metadata();
      expect([decoded.format, decoded.width, decoded.height]).toEqual(['jpeg', 640, 512]);
    });

    it('refuses a company id sent as text (bodies are not type-coerced)', async () => {
      const res = await register({ company_id: String(companyA), biophoto: dataUrl(fixture('face-240x320.png')), employee: 'A100' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'ZGEN0400', context: { fields: { company_id: 'type' } } });
    });

    it('accepts JPEG and BMP photos whatever the declared type says', async () => {
      const jpg = await register({ company_id: companyA, biophoto: dataUrl(fixture('face-300x400.jpg'), 'application/octet-stream', 'x.bin'), employee: 'A200' });
      expect(jpg.json()).toMatchObject({ code: 'ZDEV0000' });
      const bmp = await register({ company_id: companyA, biophoto: dataUrl(fixture('face-160x200.bmp'), 'image/bmp', 'me.bmp'), employee: 'A200' });
      expect(bmp.json()).toMatchObject({ code: 'ZDEV0000' });
    });

    it('rejects a text file renamed to .png, a tiny picture and an oversized upload; nothing is stored', async () => {
      const photos = await countPhotos(companyA);
      const files = storedFiles();
      const text = await register({ company_id: companyA, biophoto: dataUrl(fixture('not-a-photo.png')), employee: 'A100' });
      expect(text.statusCode).toBe(400);
      expect(text.json()).toMatchObject({ code: 'ZDEV0003', context: { fields: { biophoto: 'ZDEV0003' } } });
      const tiny = await register({ company_id: companyA, biophoto: dataUrl(fixture('tiny-16x16.png')), employee: 'A100' });
      expect(tiny.json()).toMatchObject({ code: 'ZDEV0005', context: { params: { min: 64, max: 4096 } } });
      const big = Buffer.alloc(5 * 1024 * 1024 + 10, 7);
      fixture('face-240x320.png').copy(big);
      const oversized = await register({ company_id: companyA, biophoto: dataUrl(big), employee: 'A100' });
      expect(oversized.statusCode).toBe(400);
      expect(oversized.json()).toMatchObject({ code: 'ZDEV0004', context: { params: { max: 5 } } });
      expect(await countPhotos(companyA)).toBe(photos);
      expect(storedFiles()).toBe(files);
    });

    it('answers an unknown company and an unknown employee code alike, and stores nothing', async () => {
      const files = storedFiles();
      const photo = dataUrl(fixture('face-240x320.png'));
      const noCompany = await register({ company_id: 999999, biophoto: photo, employee: 'A100' });
      const noEmployee = await register({ company_id: companyA, biophoto: photo, employee: 'NOPE' });
      // An employee code of another company is unknown here.
      const foreign = await register({ company_id: companyA, biophoto: photo, employee: 'B100' });
      expect(noEmployee.statusCode).toBe(400);
      expect(noEmployee.json()).toMatchObject({ code: 'ZDEV0002', context: { fields: { employee: 'ZDEV0002' } }, data: null });
      // Same status, code, message and fields: the answer is no directory of companies.
      expect(noCompany.statusCode).toBe(noEmployee.statusCode);
      expect(noCompany.json()).toEqual(noEmployee.json());
      expect(foreign.json()).toEqual(noEmployee.json());
      expect(storedFiles()).toBe(files);
      const missing = await register({ company_id: companyA, employee: 'A100' });
      expect(missing.json()).toMatchObject({ code: 'ZGEN0400', context: { fields: { biophoto: 'required' } } });
    });

    it('judges the photo before looking anything up, so a bad photo says nothing about the company', async () => {
      const text = dataUrl(Buffer.from('not a picture'));
      const unknown = await register({ company_id: 999999, biophoto: text, employee: 'NOPE' });
      const known = await register({ company_id: companyA, biophoto: text, employee: 'A100' });
      expect(unknown.json()).toMatchObject({ code: 'ZDEV0003' });
      expect(unknown.json()).toEqual(known.json());
    });

    it('limits each client address to 10 registrations a minute', async () => {
      const address = '192.0.2.10';
      for (let i = 0; i < 10; i += 1) {
        expect((await register({ company_id: companyB, biophoto: 'data:image/png;base64,AAAA', employee: 'NOPE' }, address)).statusCode).toBe(400);
      }
      const limited = await register({ company_id: companyB, biophoto: 'data:image/png;base64,AAAA', employee: 'NOPE' }, address);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ code: 'ZGEN0429' });
      t.clock.advance(61_000);
      expect((await register({ company_id: companyB, biophoto: 'data:image/png;base64,AAAA', employee: 'NOPE' }, address)).statusCode).toBe(400);
    });

    it('limits one company to 60 registrations an hour from all addresses together, counting only real ones', async () => {
      const companyC = await createCompany(t.deps, 'photo-c');
      const adminC = authHeader(t.deps, { userId: await createUser(t.deps, 'admin@photo-c.test'), companyId: companyC });
      await t.app.inject({ method: 'POST', url: `${PERSONNEL}/employees/`, headers: { authorization: adminC }, payload: { emp_code: 'C1' } });
      // Probes of unknown codes neither use up the company's allowance nor ever see its limit.
      for (let i = 0; i < 70; i += 1) {
        expect((await register({ company_id: companyC, biophoto: 'data:image/png;base64,AAAA', employee: 'NOPE' })).json().code).toBe('ZDEV0003');
      }
      const photo = dataUrl(fixture('face-240x320.png'));
      for (let i = 0; i < 70; i += 1) {
        expect((await register({ company_id: companyC, biophoto: photo, employee: 'NOPE' })).json().code).toBe('ZDEV0002');
      }
      for (let i = 0; i < 60; i += 1) {
        expect((await register({ company_id: companyC, biophoto: photo, employee: 'C1' })).json().code).toBe('ZDEV0000');
      }
      const limited = await register({ company_id: companyC, biophoto: photo, employee: 'C1' });
      expect(limited.statusCode).toBe(429);
      expect(limited.json().context.params.seconds).toBeGreaterThan(0);
      expect(await countPhotos(companyC)).toBe(60);
      // Other companies are not affected.
      const companyD = await createCompany(t.deps, 'photo-d');
      const adminD = authHeader(t.deps, { userId: await createUser(t.deps, 'admin@photo-d.test'), companyId: companyD });
      await t.app.inject({ method: 'POST', url: `${PERSONNEL}/employees/`, headers: { authorization: adminD }, payload: { emp_code: 'D1' } });
      expect((await register({ company_id: companyD, biophoto: photo, employee: 'D1' })).json().code).toBe('ZDEV0000');
    });
  });

  describe('approve/ and the list', () => {
    let pendingIds: number[];

    beforeAll(async () => {
      pendingIds = [];
      for (const code of ['A100', 'A200']) {
        const res = await register({ company_id: companyA, biophoto: dataUrl(fixture('face-240x320.png')), employee: code });
        pendingIds.push(res.json().data.id);
      }
    });

    it('refuses anonymous callers and non-administrators', async () => {
      const anonymous = await t.app.inject({ method: 'POST', url: `${DEVICE}/biophotos/approve/`, payload: { ids: pendingIds, action: 'approve' } });
      expect(anonymous.statusCode).toBe(401);
      const member = await t.app.inject({ method: 'POST', url: `${DEVICE}/biophotos/approve/`, headers: { authorization: userA }, payload: { ids: pendingIds, action: 'approve' } });
      expect(member.statusCode).toBe(403);
    });

    it('never lets another company see, approve or download the photos', async () => {
      const list = await t.app.inject({ method: 'GET', url: `${DEVICE}/biophotos/`, headers: { authorization: adminB } });
      expect(list.json().data.total).toBe(0);
      const approve = await t.app.inject({ method: 'POST', url: `${DEVICE}/biophotos/approve/`, headers: { authorization: adminB }, payload: { id: pendingIds[0], action: 'approve' } });
      expect(approve.statusCode).toBe(404);
      expect(approve.json()).toMatchObject({ code: 'ZDEV0006' });
      const mine = (await t.app.inject({ method: 'GET', url: `${DEVICE}/biophotos/?status=pending&page_size=100`, headers: { authorization: adminA } })).json().data.data;
      const photo = mine.find((r: { id: number }) => r.id === pendingIds[0]).photo;
      expect((await t.app.inject({ method: 'GET', url: `/web/auth_files/${photo}`, headers: { authorization: adminB } })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: `/web/auth_files/${photo}`, headers: { authorization: adminA } })).statusCode).toBe(200);
      // The shared image widgets encode the whole stored name into the URL (imageSource): that form works too.
      expect((await t.app.inject({ method: 'GET', url: `/web/auth_files/${encodeURIComponent(photo)}` })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/web/auth_files/../../etc/passwd' })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: `/web/auth_files/c${companyA}/biophoto/${'0'.repeat(32)}.jpg` })).statusCode).toBe(404);
    });

    it('approves: the photo becomes the employee’s bio-photo and is queued for terminals, once', async () => {
      const res = await t.app.inject({ method: 'POST', url: `${DEVICE}/biophotos/approve/`, headers: { authorization: adminA }, payload: { ids: [pendingIds[0]], action: 'approve' } });
      expect(res.json()).toMatchObject({ code: 'ZDEV0000', data: { ids: [pendingIds[0]], status: 'approved' } });
      const approved = (await t.app.inject({ method: 'GET', url: `${DEVICE}/biophotos/?status=approved`, headers: { authorization: adminA } })).json().data.data;
      const photo = approved.find((r: { id: number }) => r.id === pendingIds[0]);
      expect(photo.reviewed_at).not.toBeNull();
      const employee = (await t.app.inject({ method: 'GET', url: `${PERSONNEL}/employees/${employeeA}/`, headers: { authorization: adminA } })).json().data;
      expect(employee.bio_photo).toBe(photo.photo);
      const queue = await t.deps.database.withTenant(companyA, (trx) =>
        trx.selectFrom('terminal_biophoto_queue').selectAll().where('company_id', '=', companyA).execute(),
      );
      expect(queue).toEqual([expect.objectContaining({ employee_id: employeeA, biophoto_id: pendingIds[0], file_name: photo.photo, status: 'pending' })]);
      const again = await t.app.inject({ method: 'POST', url: `${DEVICE}/biophotos/approve/`, headers: { authorization: adminA }, payload: { ids: [pendingIds[0]], action: 'reject' } });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'ZDEV0007' });
    });

    it('rejects without touching the employee or the queue', async () => {
      const before = (await t.app.inject({ method: 'GET', url: `${PERSONNEL}/employees/?search=A200`, headers: { authorization: adminA } })).json().data.data[0];
      const res = await t.app.inject({ method: 'POST', url: `${DEVICE}/biophotos/approve/`, headers: { authorization: adminA }, payload: { id: pendingIds[1], action: 'reject' } });
      expect(res.json().data.status).toBe('rejected');
      const after = (await t.app.inject({ method: 'GET', url: `${PERSONNEL}/employees/?search=A200`, headers: { authorization: adminA } })).json().data.data[0];
      expect(after.bio_photo).toBe(before.bio_photo);
      const queued = await t.deps.database.withTenant(companyA, (trx) =>
        trx.selectFrom('terminal_biophoto_queue').select('id').where('company_id', '=', companyA).where('biophoto_id', '=', pendingIds[1]).execute(),
      );
      expect(queued).toEqual([]);
    });

    it('pages and filters the list by status, newest first', async () => {
      const page = (await t.app.inject({ method: 'GET', url: `${DEVICE}/biophotos/?status=pending&page=1&page_size=2`, headers: { authorization: adminA } })).json().data;
      expect(page.page_size).toBe(2);
      expect(page.data.every((r: { status: string }) => r.status === 'pending')).toBe(true);
      expect(page.next).toBe(page.total > 2 ? 2 : null);
      const all = (await t.app.inject({ method: 'GET', url: `${DEVICE}/biophotos/?page_size=100`, headers: { authorization: adminA } })).json().data;
      const statuses = new Set(all.data.map((r: { status: string }) => r.status));
      expect(statuses).toEqual(new Set(['pending', 'approved', 'rejected']));
      const ids = all.data.map((r: { id: number }) => r.id);
      expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
      const bad = await t.app.inject({ method: 'GET', url: `${DEVICE}/biophotos/?status=maybe`, headers: { authorization: adminA } });
      expect(bad.statusCode).toBe(400);
    });

    it('removes an employee’s photos with the employee', async () => {
      const created = (await t.app.inject({ method: 'POST', url: `${PERSONNEL}/employees/`, headers: { authorization: adminA }, payload: { emp_code: 'GONE' } })).json().data;
      await register({ company_id: companyA, biophoto: dataUrl(fixture('face-240x320.png')), employee: 'GONE' });
      const before = await countPhotos(companyA);
      const deleted = await t.app.inject({ method: 'DELETE', url: `${PERSONNEL}/employees/${created.id}/`, headers: { authorization: adminA } });
      expect(deleted.statusCode).toBe(200);
      expect(await countPhotos(companyA)).toBe(before - 1);
    });
  });
});

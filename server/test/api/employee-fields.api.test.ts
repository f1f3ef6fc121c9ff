/**
 * The employee fields terminals and payroll need (api-contracts.md, Personnel; issue 11): several areas, hire
 * date, card, device password and privilege, gender, birthday, national id, contact fields, the profile photo
 * and the employee login's password. TAB, CR and LF are refused in every one of them, so no terminal command
 * line can be split by an employee's data (issue 12).
 */
import ExcelJS from 'exceljs';
import { createEmployeeAccount } from '../../src/modules/oauth/repositories/employee-accounts';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { post } from './oauth-support';
import { PERSONNEL_BASE, personnelCall, startPersonnelTestApp, type PersonnelTestApp } from './personnel-support';
import { TEST_DB_KIND } from '../support/test-database';

describe(`employee fields on ${TEST_DB_KIND}`, () => {
  let p: PersonnelTestApp;
  const call = personnelCall(() => p.t);
  let dock: number;
  let gate: number;

  beforeAll(async () => {
    p = await startPersonnelTestApp();
    dock = (await call(p.adminA, 'POST', '/areas/', { name: 'Dock' })).json().data.id;
    gate = (await call(p.adminA, 'POST', '/areas/', { name: 'Gate' })).json().data.id;
  });
  afterAll(async () => {
    await p.t.close();
  });

  const full = {
    emp_code: 'T100',
    first_name: 'Ana',
    last_name: 'Díaz',
    hire_date: '2025-01-15',
    card_no: '0012345678',
    device_password: '1234',
    device_privilege: 'enroller',
    gender: 'female',
    birthday: '1990-06-30',
    national_id: 'DIAA900630',
    address: 'Av. Reforma 1',
    city: 'CDMX',
    postcode: '06600',
    office_tel: '+52 55 1234 5678',
    emergency_contact: 'Luis Díaz',
    emergency_phone: '+52 55 8765 4321',
  };

  it('stores and reads back every pinned field, several areas among them', async () => {
    const res = await call(p.adminA, 'POST', '/employees/', { ...full, areas: [gate, dock] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ ...full, areas: [dock, gate].sort((a, b) => a - b), area_names: 'Dock, Gate', resigned: false, photo: null });
    expect(res.json().data).not.toHaveProperty('self_password');
    const byArea = (await call(p.adminA, 'GET', `/employees/?area__in=${gate}`)).json().data;
    expect(byArea.data.map((row: { emp_code: string }) => row.emp_code)).toEqual(['T100']);
    // An area an employee is enrolled in counts them and cannot be deleted.
    expect((await call(p.adminA, 'GET', `/areas/${gate}/`)).json().data.employee_count).toBe(1);
    expect((await call(p.adminA, 'DELETE', `/areas/${gate}/`)).json()).toMatchObject({ code: 'ZPER0005' });
  });

  it('gives the hire date of the creation day when none is sent, and keeps it on later changes', async () => {
    const created = (await call(p.adminA, 'POST', '/employees/', { emp_code: 'T101' })).json().data;
    expect(created.hire_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(created).toMatchObject({ device_privilege: 'employee', gender: null, birthday: null, card_no: '', areas: [] });
    const patched = (await call(p.adminA, 'PATCH', `/employees/${created.id}/`, { first_name: 'Bo' })).json().data;
    expect(patched.hire_date).toBe(created.hire_date);
  });

  it('refuses TAB, CR and LF in every text a terminal receives, naming the field, and writes nothing', async () => {
    for (const [field, value] of [
      ['first_name', 'Ana\tB'],
      ['last_name', 'Díaz\r\nC:DATA USER PIN=1'],
      ['card_no', '123\n'],
      ['emp_code', 'T1\t'],
      ['national_id', 'X\rY'],
      ['address', 'Line 1\nLine 2'],
    ] as const) {
      const res = await call(p.adminA, 'POST', '/employees/', { emp_code: 'T200', [field]: value });
      // The app-wide control-character check (ADR 0042) answers first; the kernel's own check is the second lock.
      expect([field, res.statusCode, res.json().context?.fields?.[field]]).toEqual([field, 400, 'ZGEN0001']);
    }
    const changed = await call(p.adminA, 'PATCH', '/employees/1/', { first_name: 'A\nB' });
    expect(changed.statusCode).toBe(400);
    expect((await call(p.adminA, 'GET', '/employees/?search=T200')).json().data.total).toBe(0);
  });

  it('refuses a card number in use, a bad privilege, gender or password, and an area of another company', async () => {
    const card = await call(p.adminA, 'POST', '/employees/', { emp_code: 'T300', card_no: full.card_no });
    expect(card.json()).toMatchObject({ code: 'ZPER0002', context: { fields: { card_no: 'ZPER0002' } } });
    for (const [field, value] of [
      ['device_privilege', 'root'],
      ['gender', 'x'],
      ['device_password', '12ab'],
      ['card_no', '12-34'],
      ['areas', [true]],
    ] as const) {
      const res = await call(p.adminA, 'POST', '/employees/', { emp_code: 'T300', [field]: value });
      expect([field, res.statusCode]).toEqual([field, 400]);
    }
    const theirs = (await call(p.adminB, 'POST', '/areas/', { name: 'Theirs' })).json().data.id;
    const cross = await call(p.adminA, 'POST', '/employees/', { emp_code: 'T300', areas: [dock, theirs] });
    expect(cross.json()).toMatchObject({ code: 'ZPER0006', context: { fields: { areas: 'ZPER0006' } } });
  });

  it('stores the cropped photo as a JPEG file and keeps it when the record is sent back', async () => {
    const png = await sharp({ create: { width: 120, height: 120, channels: 3, background: '#3366cc' } }).png().toBuffer();
    const res = await call(p.adminA, 'POST', '/employees/', { emp_code: 'T400', photo: `data:image/png;base64,${png.toString('base64')}` });
    expect(res.statusCode).toBe(200);
    const record = res.json().data;
    expect(record.photo).toMatch(new RegExp(`^c${p.companyA}/photo/[0-9a-f]{32}\\.jpg$`));
    const again = await call(p.adminA, 'PUT', `/employees/${record.id}/`, { ...record, last_name: 'Kept' });
    expect(again.json().data).toMatchObject({ photo: record.photo, last_name: 'Kept' });
    const forged = await call(p.adminA, 'PATCH', `/employees/${record.id}/`, { photo: 'c999/photo/00000000000000000000000000000000.jpg' });
    expect(forged.json()).toMatchObject({ code: 'ZGEN0400', context: { fields: { photo: 'invalid' } } });
    const notImage = await call(p.adminA, 'PATCH', `/employees/${record.id}/`, { photo: 'data:image/png;base64,aGVsbG8=' });
    expect(notImage.statusCode).toBe(400);
    expect(Object.keys(notImage.json().context.fields)).toEqual(['photo']);
  });

  it('sets the employee login password (write-only): the employee signs in with the emp_code', async () => {
    const created = (await call(p.adminA, 'POST', '/employees/', { emp_code: 'T500', self_password: 'Secret#2026' })).json().data;
    expect(created).not.toHaveProperty('self_password');
    const signIn = (password: string) => post(p.t, 'employee_sign_in', { company: 'acme', username: 'T500', password });
    expect((await signIn('Secret#2026')).statusCode).toBe(200);
    // Changing other fields keeps the password; a new one replaces it.
    await call(p.adminA, 'PATCH', `/employees/${created.id}/`, { first_name: 'Eve' });
    expect((await signIn('Secret#2026')).statusCode).toBe(200);
    await call(p.adminA, 'PATCH', `/employees/${created.id}/`, { self_password: 'Other#2026' });
    expect((await signIn('Secret#2026')).statusCode).not.toBe(200);
    expect((await signIn('Other#2026')).statusCode).toBe(200);
    const short = await call(p.adminA, 'PATCH', `/employees/${created.id}/`, { self_password: 'short' });
    expect(short.json()).toMatchObject({ context: { fields: { self_password: 'minLength' } } });
  });

  it("keeps a login's own username when its employee is edited, and follows a changed emp_code", async () => {
    const created = (await call(p.adminA, 'POST', '/employees/', { emp_code: 'T600' })).json().data;
    // a login named otherwise than its employee's code, like the demo's `employee`
    await createEmployeeAccount(p.t.deps, { companyId: p.companyA, username: 'front-desk', password: 'Secret#2026', employeeId: created.id });
    const signIn = (username: string) => post(p.t, 'employee_sign_in', { company: 'acme', username, password: 'Secret#2026' });
    await call(p.adminA, 'PATCH', `/employees/${created.id}/`, { first_name: 'Moved' });
    expect((await signIn('front-desk')).statusCode).toBe(200);
    await call(p.adminA, 'PATCH', `/employees/${created.id}/`, { emp_code: 'T601' });
    expect((await signIn('front-desk')).statusCode).not.toBe(200);
    expect((await signIn('T601')).statusCode).toBe(200);
  });

  describe('import', () => {
    const upload = (file: Buffer | string, fileName: string, query = ''): Promise<LightMyRequestResponse> => {
      const boundary = '----timekeep-employee-import';
      const payload = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
        Buffer.from(file),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return p.t.app.inject({
        method: 'POST',
        url: `${PERSONNEL_BASE}/employees/import/${query}`,
        headers: { authorization: p.adminA, 'content-type': `multipart/form-data; boundary=${boundary}`, 'accept-language': 'en' },
        payload,
      });
    };
    const count = async () => (await call(p.adminA, 'GET', '/employees/?page_size=1')).json().data.total as number;

    beforeAll(async () => {
      await call(p.adminA, 'POST', '/departments/', { name: 'Warehouse', code: 'WH' });
    });

    it('names departments and areas by code or name, all rows or none, with a dry run first', async () => {
      const before = await count();
      const csv = 'Employee code,First name,Department,Areas,Card number,Hire date,Gender\r\nI001,Ida,wh,"Dock, GATE",777001,2025-02-01,female\r\nI002,Ivo,Warehouse,Dock,,,\r\n';
      const dry = await upload(csv, 'people.csv', '?dry_run=true');
      expect(dry.json()).toMatchObject({ code: 'ZPER0000', data: { created: 2, updated: 0, errors: [] } });
      expect(await count()).toBe(before);
      const done = await upload(csv, 'people.csv');
      expect(done.json().data).toMatchObject({ created: 2, errors: [] });
      const rows = (await call(p.adminA, 'GET', '/employees/?search=I00')).json().data.data;
      expect(rows).toEqual([
        expect.objectContaining({ emp_code: 'I001', department_name: 'Warehouse', area_names: 'Dock, Gate', card_no: '777001', hire_date: '2025-02-01', gender: 'female' }),
        expect.objectContaining({ emp_code: 'I002', department_name: 'Warehouse', area_names: 'Dock', card_no: '' }),
      ]);
    });

    it('refuses the whole file with row errors: an unknown department, a TAB in a name, a card in use', async () => {
      const before = await count();
      const book = new ExcelJS.Workbook();
      const sheet = book.addWorksheet('Employees');
      sheet.addRow(['Employee code', 'First name', 'Department', 'Card number']);
      sheet.addRow(['J001', 'Jo', 'WH', '']);
      sheet.addRow(['J002', 'Jo\tTab', 'WH', '']);
      sheet.addRow(['J003', 'Jay', 'Nowhere', '']);
      sheet.addRow(['J004', 'Jin', 'WH', '777001']);
      const xlsx = Buffer.from(await book.xlsx.writeBuffer());
      const res = await upload(xlsx, 'people.xlsx');
      expect(res.json().code).toBe('ZBLK0422');
      const errors = res.json().data.errors as { row: number; field: string }[];
      // Rows are checked before the database is asked: the card clash shows once the file is otherwise clean.
      expect(errors.map((e) => [e.row, e.field])).toEqual([
        [3, 'first_name'],
        [4, 'department'],
      ]);
      const clash = await upload('Employee code,Card number\r\nJ001,\r\nJ004,777001\r\n', 'people.csv');
      expect(clash.json().data.errors.map((e: { row: number; field: string }) => [e.row, e.field])).toEqual([[3, 'card_no']]);
      expect(await count()).toBe(before);
    });
  });
});

/**
 * Malformed text that used to end in a 500 (issue 16, item 3; ADR 0042): control characters, which PostgreSQL
 * refuses in `text` (NUL) or terminals cannot show (TAB, line breaks in a name), and objects where the yup-checked
 * onboarding forms expect a string. Each is a translated 400 naming the field, and nothing is written.
 */
import { GENERAL_CODES } from '@timekeep/contracts';
import type { TestApp } from '../support/test-app';
import { TEST_DB_KIND } from '../support/test-database';
import { PASSWORD, post } from './oauth-support';
import { personnelCall, startPersonnelTestApp } from './personnel-support';

describe(`control characters and mistyped text on ${TEST_DB_KIND}`, () => {
  let t: TestApp;
  let adminA: string;
  const call = personnelCall(() => t);

  beforeAll(async () => {
    ({ t, adminA } = await startPersonnelTestApp());
  });
  afterAll(async () => {
    await t.close();
  });

  async function departmentCount(): Promise<number> {
    return (await call(adminA, 'GET', '/departments/')).json().data.total as number;
  }

  it.each([
    ['NUL', 'a\u0000b'],
    ['a bell', 'a\u0007b'],
    ['ESC', 'a\u001bb'],
    ['DEL', 'a\u007fb'],
    ['a tab', 'a\tb'],
    ['a line feed', 'a\nb'],
    ['a carriage return', 'a\rb'],
  ])('refuses %s in a name with 400 ZGEN0001 naming the field', async (_label, name) => {
    const before = await departmentCount();
    const res = await call(adminA, 'POST', '/departments/', { name });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: GENERAL_CODES.controlCharacter,
      context: { message: expect.stringContaining('"name"'), params: { field: 'name' }, fields: { name: GENERAL_CODES.controlCharacter } },
      data: null,
    });
    expect(await departmentCount()).toBe(before);
  });

  it('refuses NUL at any depth, in a property name, a query and a path', async () => {
    const nested = await call(adminA, 'DELETE', '/employees/multi-destroy/', { ids: [1], note: ['ok', 'a\u0000'] });
    expect(nested.json()).toMatchObject({ code: 'ZGEN0001', context: { params: { field: 'note.1' } } });
    const key = await call(adminA, 'POST', '/departments/', { name: 'Fine', 'x\u0000': 1 });
    expect(key.json()).toMatchObject({ code: 'ZGEN0001', context: { params: { field: 'x?' } } });
    const search = await call(adminA, 'GET', '/employees/?search=%00');
    expect(search.statusCode).toBe(400);
    expect(search.json()).toMatchObject({ code: 'ZGEN0001', context: { params: { field: 'search' } } });
    const path = await call(adminA, 'GET', '/employees/%00/');
    expect(path.json()).toMatchObject({ code: 'ZGEN0001', context: { params: { field: 'id' } } });
  });

  it('keeps line breaks where a route declares the field multi-line, and NUL is still refused there', async () => {
    const employee = (await call(adminA, 'POST', '/employees/', { emp_code: 'T1' })).json().data.id as number;
    const reason = 'Moved abroad.\r\nLast day: Friday.\tThanks';
    const resign = await call(adminA, 'POST', '/resigns/', { employee, resign_date: '2026-01-31', resign_type: 'quit', reason });
    expect(resign.json()).toMatchObject({ code: 'ZPER0000', data: { reason } });
    const nul = await call(adminA, 'PATCH', `/resigns/${resign.json().data.id as number}/`, { reason: 'a\u0000b' });
    expect(nul.json()).toMatchObject({ code: 'ZGEN0001', context: { params: { field: 'reason' } } });
  });

  it('accepts ordinary text, including non-Latin scripts', async () => {
    const res = await call(adminA, 'POST', '/departments/', { name: 'المبيعات – 销售 – Satış' });
    expect(res.json()).toMatchObject({ code: 'ZPER0000' });
  });

  describe('onboarding forms given an object or a list where text belongs', () => {
    const forms: [string, Record<string, unknown>, string][] = [
      ['sign_in', { username: 'boss@acme.test', password: PASSWORD }, 'username'],
      ['sign_in', { username: 'boss@acme.test', password: PASSWORD }, 'password'],
      ['sign_up', { email: 'n@acme.test', phone_number: '+971501234567', password: PASSWORD, confirm_password: PASSWORD }, 'email'],
      ['sign_up', { email: 'n@acme.test', phone_number: '+971501234567', password: PASSWORD, confirm_password: PASSWORD }, 'phone_number'],
      ['email_activation', { email: 'n@acme.test' }, 'email'],
      ['forgot_password', { username: 'boss@acme.test' }, 'username'],
      ['forgot_password', { username: 'boss@acme.test', company: 'acme' }, 'company'],
      ['invited_sign_up', { email: 'n@acme.test', password: PASSWORD, confirm_password: PASSWORD, code: 'abc' }, 'email'],
      ['company_creation', { company_name: 'Acme', company_domain: 'acme2', code: 'abc' }, 'company_name'],
      ['company_creation', { company_name: 'Acme', company_domain: 'acme2', code: 'abc' }, 'company_domain'],
    ];
    it.each(forms.flatMap(([path, body, field]) => [{ a: 1 }, ['x']].map((value) => [path, field, JSON.stringify(value), { ...body, [field]: value }] as const)))(
      '%s/ with %s = %s is 400 ZBOA0100 naming the field',
      async (path, field, _value, body) => {
        const res = await post(t, path, body);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ code: 'ZBOA0100', context: { fields: { [field]: 'common:form.type' } } });
      },
    );

    it('a code given as an object is the missing-code answer, not a crash', async () => {
      const res = await post(t, 'invited_sign_up', { email: 'n@acme.test', password: PASSWORD, confirm_password: PASSWORD, code: { a: 1 } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'ZBOA0106' });
    });
  });
});

import type { FieldSpec } from '@timekeep/contracts';
import { fieldRule, formSchema, wireValue } from './field-schema';
import { readListState, writeListState, listQuery } from './list-url-state';
import { permissionCheck } from './permissions';

const t = (key: string, options?: Record<string, unknown>) => (options ? `${key} ${JSON.stringify(options)}` : key);
const errorOf = (spec: FieldSpec, value: unknown): string | null => {
  try {
    fieldRule(spec, t).validateSync(value);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('yup rules from FieldSpecs (the same limits the server checks)', () => {
  it('text: required (not blank), max length, pattern, illegal <>=', () => {
    const spec: FieldSpec = { kind: 'text', label: 'x', required: true, maxLength: 5, pattern: '^[A-Z]*$' };
    expect(errorOf(spec, '  ')).toBe('common:form.required');
    expect(errorOf(spec, 'ABCDEF')).toBe('common:form.maxLength {"max":5}');
    expect(errorOf(spec, 'abc')).toBe('common:form.pattern');
    expect(errorOf({ kind: 'text', label: 'x' }, 'a<b')).toBe('common:form.illegalInput');
    expect(errorOf(spec, 'ABC')).toBeNull();
    expect(errorOf({ kind: 'text', label: 'x', minLength: 3 }, '')).toBeNull();
    expect(errorOf({ kind: 'text', label: 'x', minLength: 3 }, 'ab')).toBe('common:form.minLength {"min":3}');
  });

  it('numbers: integer within min..max, required, null when optional', () => {
    const spec: FieldSpec = { kind: 'integer', label: 'x', min: 0, max: 10 };
    expect(errorOf(spec, 11)).toBe('common:form.max {"max":10}');
    expect(errorOf(spec, -1)).toBe('common:form.min {"min":0}');
    expect(errorOf(spec, 1.5)).toBe('common:form.integer');
    expect(errorOf(spec, null)).toBeNull();
    expect(errorOf({ ...spec, required: true }, null)).toBe('common:form.required');
    expect(errorOf({ kind: 'decimal', label: 'x' }, 1.5)).toBeNull();
  });

  it('kinds: e-mail, time, date, colour, zone, choice, refs', () => {
    expect(errorOf({ kind: 'email', label: 'x' }, 'a@b')).toBe('common:form.email');
    expect(errorOf({ kind: 'time', label: 'x' }, '25:00')).toBe('common:form.hourMinute');
    expect(errorOf({ kind: 'date', label: 'x' }, '2026-1-1')).toBe('common:form.type');
    expect(errorOf({ kind: 'color', label: 'x' }, '#12345')).toBe('common:form.type');
    expect(errorOf({ kind: 'timezone', label: 'x' }, 'Mars/Base')).toBe('common:form.type');
    expect(errorOf({ kind: 'timezone', label: 'x' }, 'America/Mexico_City')).toBeNull();
    expect(errorOf({ kind: 'choice', label: 'x', choices: ['a'] }, 'b')).toBe('common:form.type');
    expect(errorOf({ kind: 'refs', label: 'x', required: true }, [])).toBe('common:form.required');
    expect(errorOf({ kind: 'ref', label: 'x', required: true }, null)).toBe('common:form.required');
    const many = { kind: 'choice', label: 'x', many: true, required: true } as FieldSpec;
    expect(errorOf(many, [])).toBe('common:form.required');
    expect(errorOf(many, ['personnel.view_location'])).toBeNull();
  });

  it('the form schema leaves read-only fields to the server; values are trimmed and empty optional values null', () => {
    const fields: Record<string, FieldSpec> = { id: { kind: 'integer', label: 'id', readOnly: true }, name: { kind: 'text', label: 'n', required: true } };
    expect(Object.keys(formSchema(fields, ['id', 'name'], t).fields)).toEqual(['name']);
    expect(wireValue({ kind: 'text', label: 'x' }, '  a ')).toBe('a');
    expect(wireValue({ kind: 'date', label: 'x', nullable: true }, '')).toBeNull();
    expect(wireValue({ kind: 'ref', label: 'x', nullable: true }, undefined)).toBeNull();
  });
});

describe('list state in the URL', () => {
  it('reads known values, drops broken ones, and writes only what differs from the defaults', () => {
    const state = readListState(new URLSearchParams('page=0&page_size=33&search=x&ordering=-name&code=A&other=1'), ['code'], ['name']);
    expect(state).toEqual({ page: 1, pageSize: 10, search: 'x', ordering: '-name', filters: { code: 'A' } });
    expect(readListState(new URLSearchParams('ordering=secret'), [], ['name']).ordering).toBe('');
    const written = writeListState({ ...state, page: 3, pageSize: 50 }, new URLSearchParams('other=1&code=B'), ['code']);
    expect(written.toString()).toBe('other=1&page=3&page_size=50&search=x&ordering=-name&code=A');
    expect(listQuery(state)).toEqual({ page: 1, page_size: 10, search: 'x', ordering: '-name', code: 'A' });
  });
});

describe('permissions from current-user/', () => {
  it('an administrator holds everything; anyone else the listed codenames; before loading nothing is ready', () => {
    const admin = permissionCheck({ permissions: [], is_admin: true, employee_id: null, is_vendor_operator: false });
    expect(admin.canDo('personnel.location', 'delete')).toBe(true);
    const viewer = permissionCheck({ permissions: ['personnel.view_location'], is_admin: false, employee_id: 3, is_vendor_operator: false });
    expect(viewer.canDo('personnel.location', 'view')).toBe(true);
    expect(viewer.canDo('personnel.location', 'add')).toBe(false);
    expect(viewer.employeeId).toBe(3);
    expect(permissionCheck(null).ready).toBe(false);
    expect(permissionCheck(null).can('personnel.view_location')).toBe(false);
  });
});

import { EVENT_RESOURCE, GROUP_RESOURCE, HOLIDAY_RESOURCE, type FieldSpec } from '@timekeep/contracts';
import { ApiError } from '../http/api-error';
import { bodySchema, checkField, checkInput, fieldSchema, INT4, recordSchema } from './fields';

describe('JSON schemas from FieldSpecs', () => {
  test('each kind maps to its schema, with limits, nullability and no control characters in one-line text', () => {
    expect(fieldSchema({ kind: 'text', label: '', maxLength: 100 })).toEqual({ type: 'string', maxLength: 100, pattern: '^[^\\u0000-\\u001f\\u007f]*$' });
    expect(fieldSchema({ kind: 'text', label: '', maxLength: 255, multiline: true })).toEqual({ type: 'string', maxLength: 255 });
    expect(fieldSchema({ kind: 'integer', label: '' })).toEqual({ type: 'integer', minimum: INT4.min, maximum: INT4.max });
    expect(fieldSchema({ kind: 'ref', label: '', nullable: true })).toEqual({ type: ['integer', 'null'], minimum: 1, maximum: Number.MAX_SAFE_INTEGER });
    expect(fieldSchema({ kind: 'refs', label: '' })).toMatchObject({ type: 'array', uniqueItems: true, items: { type: 'integer', minimum: 1 } });
    expect(fieldSchema({ kind: 'choice', label: '', choices: ['a', 'b'] })).toEqual({ type: 'string', enum: ['a', 'b'] });
    expect(fieldSchema({ kind: 'choice', label: '', many: true })).toMatchObject({ type: 'array', items: { type: 'string', maxLength: 100 } });
    expect(fieldSchema({ kind: 'date', label: '' })).toMatchObject({ type: 'string', format: 'date' });
    expect(fieldSchema({ kind: 'boolean', label: '', readOnly: true })).toEqual({ type: 'boolean', readOnly: true });
  });

  test('create and PUT require the required fields, PATCH none; read-only fields are not in the body, all are in the record', () => {
    expect(bodySchema(EVENT_RESOURCE, false).required).toEqual(['name', 'start_date']);
    expect(bodySchema(EVENT_RESOURCE, true).required).toBeUndefined();
    expect(Object.keys(bodySchema(EVENT_RESOURCE, false).properties as object)).not.toContain('location_name');
    expect(Object.keys(recordSchema(EVENT_RESOURCE).properties as object)).toEqual(['id', ...Object.keys(EVENT_RESOURCE.fields)]);
    expect(bodySchema(HOLIDAY_RESOURCE, false).properties).toMatchObject({ days: { minimum: 1, maximum: 366 } });
  });
});

describe('the strict check', () => {
  const integer: FieldSpec = { kind: 'integer', label: '', min: 0, max: 10 };
  test('no coercion: strings, booleans and fractions are not integers; null only when nullable', () => {
    expect(checkField(integer, 5)).toEqual({ ok: true, value: 5 });
    expect(checkField(integer, '5')).toEqual({ ok: false, code: 'type' });
    expect(checkField(integer, true)).toEqual({ ok: false, code: 'type' });
    expect(checkField(integer, 1.5)).toEqual({ ok: false, code: 'type' });
    expect(checkField(integer, 11)).toEqual({ ok: false, code: 'invalid' });
    expect(checkField(integer, null)).toEqual({ ok: false, code: 'type' });
    expect(checkField({ ...integer, nullable: true }, null)).toEqual({ ok: true, value: null });
    expect(checkField({ kind: 'ref', label: '' }, 2 ** 53)).toEqual({ ok: false, code: 'invalid' });
    expect(checkField({ kind: 'refs', label: '' }, [1, '2'])).toEqual({ ok: false, code: 'type' });
    expect(checkField({ kind: 'refs', label: '' }, [2, 1, 2])).toEqual({ ok: true, value: [2, 1] });
  });

  test('text is trimmed; control characters refused (TAB/CR/LF only in multi-line text); e-mails lower-cased', () => {
    const name: FieldSpec = { kind: 'text', label: '', maxLength: 5, required: true };
    expect(checkField(name, '  ab ')).toEqual({ ok: true, value: 'ab' });
    expect(checkField(name, 'a\tb')).toEqual({ ok: false, code: 'invalid' });
    expect(checkField(name, 'a\u0000')).toEqual({ ok: false, code: 'invalid' });
    expect(checkField(name, ' ')).toEqual({ ok: false, code: 'required' });
    expect(checkField(name, 'abcdef')).toEqual({ ok: false, code: 'maxLength' });
    expect(checkField({ kind: 'text', label: '', multiline: true }, 'a\r\n\tb')).toEqual({ ok: true, value: 'a\r\n\tb' });
    expect(checkField({ kind: 'text', label: '', multiline: true }, 'a\u0007')).toEqual({ ok: false, code: 'invalid' });
    expect(checkField({ kind: 'email', label: '' }, 'A@B.Test')).toEqual({ ok: true, value: 'a@b.test' });
    expect(checkField({ kind: 'date', label: '' }, '2024-02-29')).toEqual({ ok: true, value: '2024-02-29' });
    expect(checkField({ kind: 'date', label: '' }, '2023-02-29')).toEqual({ ok: false, code: 'invalid' });
  });

  test('create fills defaults and names every bad field at once; PATCH keeps only what was sent', () => {
    expect(checkInput(GROUP_RESOURCE, { name: 'A' }, 'create')).toEqual({ values: { name: 'A', permissions: [] }, sent: new Set(['name']) });
    expect(checkInput(GROUP_RESOURCE, { permissions: ['x'] }, 'patch')).toEqual({ values: { permissions: ['x'] }, sent: new Set(['permissions']) });
    let error: unknown;
    try {
      checkInput(EVENT_RESOURCE, { capacity: '1', is_public: 0, id: 'ignored' }, 'create');
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).context.fields).toEqual({ name: 'required', start_date: 'required', capacity: 'type', is_public: 'type' });
    expect(() => checkInput(EVENT_RESOURCE, [], 'create')).toThrow(ApiError);
  });
});

/**
 * A resource's FieldSpecs turned into (1) JSON schemas for OpenAPI and (2) the strict check every write and
 * every import row passes. The check runs on the body exactly as the client sent it (before Ajv, which would
 * coerce `true` or "123" into an id): no type is converted, integers stay within their column, and control
 * characters are refused (TAB/CR/LF only in `multiline` text).
 */
import type { FieldSpec, ResourceContract } from '@timekeep/contracts';
import { GENERAL_CODES } from '@timekeep/contracts';
import { isKnownTimeZone } from '@timekeep/validation';
import { ApiError } from '../http/api-error';

/** PostgreSQL `integer`: the range of an integer field that declares none. */
export const INT4 = { min: -2147483648, max: 2147483647 } as const;
export const MAX_LIST_ITEMS = 1000;

const CONTROL = /[\u0000-\u001f\u007f]/;
const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const NO_CONTROL_PATTERN = '^[^\\u0000-\\u001f\\u007f]*$';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^[0-9 +()-]*$/;
const COLOR = /^#[0-9a-fA-F]{6}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATETIME = /^(\d{4}-\d{2}-\d{2}) ([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;

/** Field kinds whose value is text (trimmed, length-limited, control characters refused). */
const TEXT_KINDS = new Set(['text', 'email', 'phone', 'timezone', 'image', 'color']);

export type FieldErrorCode = 'required' | 'type' | 'maxLength' | 'minLength' | 'invalid';

export function isRealDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export function integerRange(spec: FieldSpec): { min: number; max: number } {
  return { min: spec.min ?? INT4.min, max: spec.max ?? INT4.max };
}

const ID_SCHEMA = { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } as const;

/** The JSON schema of one field's wire value (OpenAPI documentation; the strict check below is the gate). */
export function fieldSchema(spec: FieldSpec): Record<string, unknown> {
  const base = ((): Record<string, unknown> => {
    switch (spec.kind) {
      case 'integer':
      case 'duration': {
        const { min, max } = integerRange(spec);
        return { type: 'integer', minimum: min, maximum: max };
      }
      case 'decimal':
        return { type: 'number', ...(spec.min !== undefined ? { minimum: spec.min } : {}), ...(spec.max !== undefined ? { maximum: spec.max } : {}) };
      case 'boolean':
        return { type: 'boolean' };
      case 'date':
        return { type: 'string', format: 'date', pattern: DATE.source };
      case 'time':
        return { type: 'string', pattern: TIME.source };
      case 'datetime':
        return { type: 'string', pattern: DATETIME.source };
      case 'choice': {
        const one = { type: 'string', ...(spec.choices ? { enum: [...spec.choices] } : { maxLength: spec.maxLength ?? 100 }) };
        return spec.many ? { type: 'array', items: one, uniqueItems: true, maxItems: MAX_LIST_ITEMS } : one;
      }
      case 'ref':
        return { ...ID_SCHEMA };
      case 'refs':
        return { type: 'array', items: ID_SCHEMA, uniqueItems: true, maxItems: MAX_LIST_ITEMS };
      case 'color':
        return { type: 'string', pattern: COLOR.source };
      case 'email':
        return { type: 'string', format: 'email', maxLength: spec.maxLength ?? 254 };
      case 'json':
        return { ...(spec.jsonSchema ?? { type: ['object', 'array'] }) };
      default:
        return {
          type: 'string',
          ...(spec.maxLength !== undefined ? { maxLength: spec.maxLength } : {}),
          ...(spec.minLength !== undefined ? { minLength: spec.minLength } : {}),
          ...(spec.pattern ? { pattern: spec.pattern } : spec.multiline ? {} : { pattern: NO_CONTROL_PATTERN }),
        };
    }
  })();
  if (spec.nullable && typeof base.type === 'string') base.type = [base.type, 'null'];
  if (spec.readOnly) base.readOnly = true;
  if (spec.writeOnly) base.writeOnly = true;
  return base;
}

/** Fields a client may write (not read-only). */
export function writableFields(contract: ResourceContract): [string, FieldSpec][] {
  return Object.entries(contract.fields).filter(([, spec]) => !spec.readOnly);
}

/** The request body schema: `partial` (PATCH) requires nothing; create and PUT require the required fields. */
export function bodySchema(contract: ResourceContract, partial: boolean): Record<string, unknown> {
  const writable = writableFields(contract);
  const required = partial ? [] : writable.filter(([, spec]) => spec.required).map(([name]) => name);
  return {
    type: 'object',
    properties: Object.fromEntries(writable.map(([name, spec]) => [name, fieldSchema(spec)])),
    ...(required.length > 0 ? { required } : {}),
  };
}

/** The response schema of one record: `id` and every field that is not write-only. */
export function recordSchema(contract: ResourceContract): Record<string, unknown> {
  const readable = Object.entries(contract.fields).filter(([, spec]) => !spec.writeOnly);
  return {
    type: 'object',
    properties: { id: ID_SCHEMA, ...Object.fromEntries(readable.map(([name, spec]) => [name, { ...fieldSchema(spec), readOnly: undefined }])) },
    additionalProperties: true,
  };
}

/** The value a create gets for a field not sent (and PUT for an optional field not sent). */
export function defaultOf(spec: FieldSpec): unknown {
  if (spec.kind === 'json') return typeof spec.default === 'string' ? JSON.parse(spec.default) : null;
  if (spec.default !== undefined && spec.default !== null) return spec.default;
  if (spec.kind === 'refs' || (spec.kind === 'choice' && spec.many)) return [];
  if (spec.nullable || spec.default === null) return null;
  switch (spec.kind) {
    case 'boolean':
      return false;
    case 'integer':
    case 'duration':
    case 'decimal':
      return spec.min !== undefined && spec.min > 0 ? spec.min : 0;
    default:
      return '';
  }
}

type Checked = { ok: true; value: unknown } | { ok: false; code: FieldErrorCode };

const bad = (code: FieldErrorCode): Checked => ({ ok: false, code });
const good = (value: unknown): Checked => ({ ok: true, value });

function isId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

function checkText(spec: FieldSpec, value: unknown): Checked {
  if (typeof value !== 'string') return bad('type');
  if ((spec.multiline ? CONTROL_EXCEPT_LINES : CONTROL).test(value)) return bad('invalid');
  const text = value.trim();
  if (spec.required && text === '') return bad('required');
  const max = spec.maxLength ?? (spec.kind === 'email' ? 254 : undefined);
  if (max !== undefined && text.length > max) return bad('maxLength');
  if (spec.minLength !== undefined && text.length < spec.minLength && text !== '') return bad('minLength');
  if (text !== '') {
    if (spec.pattern && !new RegExp(spec.pattern, 'u').test(text)) return bad('invalid');
    if (spec.kind === 'email' && !EMAIL.test(text)) return bad('invalid');
    if (spec.kind === 'phone' && !PHONE.test(text)) return bad('invalid');
    if (spec.kind === 'color' && !COLOR.test(text)) return bad('invalid');
    if (spec.kind === 'timezone' && !isKnownTimeZone(text)) return bad('invalid');
  }
  return good(spec.kind === 'email' ? text.toLowerCase() : text);
}

const MAX_JSON_CHARS = 20000;

/**
 * A `json` value: an object or array of plain JSON (no control characters in its strings), at most 20,000
 * characters as text. Its shape is the resource's business (hooks); this only keeps it storable.
 */
function checkJson(value: unknown): Checked {
  if (typeof value !== 'object' || value === null) return bad('type');
  let text: string;
  try {
    text = JSON.stringify(value);
  } catch {
    return bad('invalid');
  }
  if (text.length > MAX_JSON_CHARS) return bad('maxLength');
  const clean = (item: unknown): boolean => {
    if (typeof item === 'string') return !CONTROL.test(item);
    if (Array.isArray(item)) return item.every(clean);
    if (typeof item === 'object' && item !== null) return Object.entries(item).every(([key, inner]) => !CONTROL.test(key) && clean(inner));
    return true;
  };
  return clean(value) ? good(JSON.parse(text)) : bad('invalid');
}

/** One field's value, checked without conversion; the value to store (text trimmed) or the error code. */
export function checkField(spec: FieldSpec, value: unknown): Checked {
  if (value === null) return spec.nullable ? good(null) : bad(spec.required ? 'required' : 'type');
  if (TEXT_KINDS.has(spec.kind)) return checkText(spec, value);
  switch (spec.kind) {
    case 'integer':
    case 'duration': {
      if (typeof value !== 'number' || !Number.isInteger(value)) return bad('type');
      const { min, max } = integerRange(spec);
      return value < min || value > max ? bad('invalid') : good(value);
    }
    case 'decimal':
      if (typeof value !== 'number' || !Number.isFinite(value)) return bad('type');
      if ((spec.min !== undefined && value < spec.min) || (spec.max !== undefined && value > spec.max)) return bad('invalid');
      return good(value);
    case 'boolean':
      return typeof value === 'boolean' ? good(value) : bad('type');
    case 'date':
      if (typeof value !== 'string') return bad('type');
      return isRealDate(value) ? good(value) : bad('invalid');
    case 'time':
      if (typeof value !== 'string') return bad('type');
      return TIME.test(value) ? good(value) : bad('invalid');
    case 'datetime': {
      if (typeof value !== 'string') return bad('type');
      const match = DATETIME.exec(value);
      return match && isRealDate(match[1]) ? good(value) : bad('invalid');
    }
    case 'choice': {
      const one = (item: unknown): Checked => {
        if (typeof item !== 'string') return bad('type');
        if (CONTROL.test(item)) return bad('invalid');
        if (spec.choices) return spec.choices.includes(item) ? good(item) : bad('invalid');
        return item.length > (spec.maxLength ?? 100) ? bad('maxLength') : good(item);
      };
      if (!spec.many) return one(value);
      if (!Array.isArray(value)) return bad('type');
      if (value.length > MAX_LIST_ITEMS) return bad('invalid');
      const items: unknown[] = [];
      for (const item of value) {
        const checked = one(item);
        if (!checked.ok) return checked;
        items.push(checked.value);
      }
      return good([...new Set(items)]);
    }
    case 'ref':
      return isId(value) ? good(value) : bad(typeof value === 'number' ? 'invalid' : 'type');
    case 'refs':
      if (!Array.isArray(value)) return bad('type');
      if (value.length > MAX_LIST_ITEMS) return bad('invalid');
      if (!value.every(isId)) return bad(value.every((item) => typeof item === 'number') ? 'invalid' : 'type');
      return good([...new Set(value)]);
    case 'json':
      return checkJson(value);
    default:
      return bad('invalid');
  }
}

export type WriteMode = 'create' | 'replace' | 'patch';

/**
 * The writable values of a body: checked strictly, text trimmed; on create and PUT every writable field gets
 * a value (sent, else its default) and required ones must be sent; PATCH keeps only what was sent. Read-only
 * and unknown fields are ignored (clients send back whole records). Every bad field is named in one 400.
 */
export function checkInput(contract: ResourceContract, body: unknown, mode: WriteMode): { values: Record<string, unknown>; sent: Set<string> } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiError(400, GENERAL_CODES.validation, { message: 'The request body must be a JSON object.', fields: { '(body)': 'type' } });
  }
  const input = body as Record<string, unknown>;
  const values: Record<string, unknown> = {};
  const sent = new Set<string>();
  const errors: Record<string, FieldErrorCode> = {};
  for (const [name, spec] of writableFields(contract)) {
    if (!(name in input) || input[name] === undefined) {
      if (mode === 'patch') continue;
      if (spec.required) errors[name] = 'required';
      else values[name] = defaultOf(spec);
      continue;
    }
    const checked = checkField(spec, input[name]);
    if (checked.ok) {
      values[name] = checked.value;
      sent.add(name);
    } else {
      errors[name] = checked.code;
    }
  }
  if (Object.keys(errors).length > 0) {
    throw new ApiError(400, GENERAL_CODES.validation, { message: 'The request is not valid.', fields: errors });
  }
  return { values, sent };
}

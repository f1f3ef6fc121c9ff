import * as yup from 'yup';
import type { FieldSpec } from '@timekeep/contracts';

export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** FieldSpec options some resources use: a list of choices (a group's permissions), text over several lines. */
export type FieldOptions = FieldSpec & { many?: boolean; multiline?: boolean };
export const isMany = (spec: FieldSpec): boolean => (spec as FieldOptions).many === true;
export const isMultiline = (spec: FieldSpec): boolean => (spec as FieldOptions).multiline === true;

/** SPEC §5: `>`, `=` and `<` are illegal in text (not in passwords, e-mails or data URLs). */
const ILLEGAL_TEXT = /[<>=]/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^[0-9+\-() ]*$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATETIME = /^\d{4}-\d{2}-\d{2} ([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;
const COLOR = /^#[0-9a-fA-F]{6}$/;

function isKnownZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

function textRule(spec: FieldSpec, t: Translate): yup.StringSchema<string> {
  let rule = yup.string().ensure();
  if (spec.required) rule = rule.trim().required(t('common:form.required'));
  if (spec.maxLength !== undefined) rule = rule.max(spec.maxLength, t('common:form.maxLength', { max: spec.maxLength }));
  if (spec.minLength !== undefined) {
    const min = spec.minLength;
    // An optional text may stay empty; its minimum applies once something is typed.
    rule = rule.test('min', t('common:form.minLength', { min }), (value) => !value || value.length >= min);
  }
  if (spec.pattern) {
    const pattern = new RegExp(spec.pattern);
    rule = rule.test('pattern', t('common:form.pattern'), (value) => !value || pattern.test(value));
  }
  switch (spec.kind) {
    case 'text':
      return rule.test('legal', t('common:form.illegalInput'), (value) => !ILLEGAL_TEXT.test(value ?? ''));
    case 'email':
      return rule.test('email', t('common:form.email'), (value) => !value || EMAIL.test(value.trim()));
    case 'phone':
      return rule.test('phone', t('common:form.pattern'), (value) => PHONE.test(value ?? ''));
    case 'date':
      return rule.test('date', t('common:form.type'), (value) => !value || DATE.test(value));
    case 'time':
      return rule.test('time', t('common:form.hourMinute'), (value) => !value || TIME.test(value));
    case 'datetime':
      return rule.test('datetime', t('common:form.type'), (value) => !value || DATETIME.test(value));
    case 'color':
      return rule.test('color', t('common:form.type'), (value) => !value || COLOR.test(value));
    case 'timezone':
      return rule.test('zone', t('common:form.type'), (value) => !value || isKnownZone(value));
    case 'choice': {
      const choices = spec.choices ?? [];
      return rule.test('choice', t('common:form.type'), (value) => !value || choices.includes(value));
    }
    default:
      return rule;
  }
}

function numberRule(spec: FieldSpec, t: Translate): yup.Schema<number | null> {
  let rule = yup.number().typeError(t('common:form.number')).nullable().defined();
  if (spec.kind !== 'decimal') rule = rule.integer(t('common:form.integer'));
  if (spec.min !== undefined) rule = rule.min(spec.min, t('common:form.min', { min: spec.min }));
  if (spec.max !== undefined) rule = rule.max(spec.max, t('common:form.max', { max: spec.max }));
  if (spec.required) return rule.test('required', t('common:form.required'), (value) => value !== null && value !== undefined);
  return rule;
}

/**
 * The yup rule of one field, from the same FieldSpec the server kernel validates with: required, lengths, pattern,
 * ranges, choices and the kind's own shape. Messages are the generic `common:form.*` texts, translated when built.
 */
export function fieldRule(spec: FieldSpec, t: Translate): yup.Schema<unknown> {
  if (spec.kind === 'choice' && isMany(spec)) {
    const rule = yup.array(yup.string().defined()).defined();
    return spec.required ? rule.min(1, t('common:form.required')) : rule;
  }
  switch (spec.kind) {
    case 'integer':
    case 'decimal':
    case 'duration':
      return numberRule(spec, t);
    case 'boolean':
      return yup.boolean().defined();
    case 'ref': {
      const rule = yup.number().nullable().defined();
      return spec.required ? rule.test('required', t('common:form.required'), (value) => value !== null && value !== undefined) : rule;
    }
    case 'refs': {
      const rule = yup.array(yup.number().defined()).defined();
      return spec.required ? rule.min(1, t('common:form.required')) : rule;
    }
    case 'image':
      return spec.required ? yup.string().ensure().required(t('common:form.required')) : yup.string().ensure();
    case 'json':
      // its shape is checked by the screen's own widget and the server's hooks
      return yup.mixed().nullable();
    default:
      return textRule(spec, t);
  }
}

/** The form's schema: one rule per writable field (read-only fields are the server's). */
export function formSchema(
  fields: Readonly<Record<string, FieldSpec>>,
  names: readonly string[],
  t: Translate,
): yup.ObjectSchema<Record<string, unknown>> {
  const shape: Record<string, yup.Schema<unknown>> = {};
  for (const name of names) {
    const spec = fields[name];
    if (spec && !spec.readOnly) shape[name] = fieldRule(spec, t);
  }
  return yup.object(shape) as yup.ObjectSchema<Record<string, unknown>>;
}

/** A field's value in an empty create form: its declared default, else the kind's empty value. */
export function emptyValue(spec: FieldSpec): unknown {
  if (spec.kind === 'json') return typeof spec.default === 'string' ? (JSON.parse(spec.default) as unknown) : null;
  if (isMany(spec)) return spec.default ?? [];
  if (spec.default !== undefined) return spec.default;
  switch (spec.kind) {
    case 'boolean':
      return false;
    case 'refs':
      return [];
    case 'integer':
    case 'decimal':
    case 'duration':
    case 'ref':
      return null;
    default:
      return '';
  }
}

/** What is sent: text trimmed; an empty optional date/time/choice/zone as null when the field is nullable. */
export function wireValue(spec: FieldSpec, value: unknown): unknown {
  if (typeof value === 'string') {
    const text = spec.kind === 'text' || spec.kind === 'email' || spec.kind === 'phone' ? value.trim() : value;
    return text === '' && spec.nullable ? null : text;
  }
  return value ?? (spec.nullable ? null : emptyValue(spec));
}

import * as yup from 'yup';
import { RESIGN_TYPES, type ResignType } from '@timekeep/contracts';
import type { ResignInput, ResignRow } from './resign-api';

/** The server's limit (personnel resign-routes). */
export const RESIGN_REASON_MAX = 200;
const ILLEGAL_TEXT = /[<>=]/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The form holds "no employee / no date / no type yet" as null until the user chooses. */
export interface ResignFormValues {
  employee: number | null;
  resign_date: string | null;
  resign_type: ResignType | null;
  reason: string;
  disable_att: boolean;
}

export const EMPTY_RESIGN: ResignFormValues = { employee: null, resign_date: null, resign_type: null, reason: '', disable_att: true };

export function formValuesOf(row: ResignRow | null): ResignFormValues {
  if (!row) return EMPTY_RESIGN;
  return { employee: row.employee, resign_date: row.resign_date, resign_type: row.resign_type, reason: row.reason, disable_att: row.disable_att };
}

/** Values that passed the schema, as the server expects them. */
export function toResignInput(values: ResignFormValues): ResignInput {
  return {
    employee: values.employee ?? 0,
    resign_date: values.resign_date ?? '',
    resign_type: values.resign_type ?? 'other',
    reason: values.reason.trim(),
    disable_att: values.disable_att,
  };
}

export type SchemaTranslate = (key: string, options?: Record<string, unknown>) => string;

export function resignFormSchema(t: SchemaTranslate): yup.ObjectSchema<ResignFormValues> {
  const required = t('common:form.required');
  return yup.object({
    employee: yup.number().integer().positive().nullable().defined().test('chosen', required, (value) => value !== null && value !== undefined),
    resign_date: yup
      .string()
      .nullable()
      .defined()
      .test('chosen', required, (value) => Boolean(value))
      .test('date', t('per:resign.dateInvalid'), (value) => !value || DATE.test(value)),
    resign_type: yup
      .mixed<ResignType>()
      .nullable()
      .defined()
      .test('chosen', required, (value) => Boolean(value))
      .test('known', t('common:form.type'), (value) => !value || (RESIGN_TYPES as ReadonlyArray<string>).includes(value)),
    reason: yup
      .string()
      .ensure()
      .max(RESIGN_REASON_MAX, t('common:form.maxLength', { max: RESIGN_REASON_MAX }))
      .test('legal', t('common:form.illegalInput'), (value) => !ILLEGAL_TEXT.test(value ?? '')),
    disable_att: yup.boolean().defined(),
  });
}

import { GENERAL_CODES } from '@timekeep/contracts';
import { ApiError } from '../../http/api-error';
import { PERSONNEL_CODES } from './codes';

/** SPEC §5: text containing `>`, `=` or `<` is illegal input. */
const ILLEGAL = /[<>=]/;

export function assertLegalText(fields: Record<string, string | undefined>): void {
  const bad = Object.entries(fields).filter(([, value]) => value !== undefined && ILLEGAL.test(value));
  if (bad.length > 0) {
    throw new ApiError(400, PERSONNEL_CODES.illegalInput, {
      message: 'The text contains illegal characters (> = <).',
      fields: Object.fromEntries(bad.map(([name]) => [name, PERSONNEL_CODES.illegalInput])),
    });
  }
}

/** Writes change a company's records: only its administrators may make them. */
export function assertAdmin(role: string | null | undefined): void {
  if (role !== 'admin') {
    throw new ApiError(403, GENERAL_CODES.forbidden, { message: 'Only company administrators may change personnel records.' });
  }
}

export function idsOfBody(body: { ids?: number[]; items?: number[] }): number[] {
  return [...new Set(body.ids ?? body.items ?? [])];
}

/** 400 ZGEN0400 naming each missing field `required` (the same answer JSON-schema validation gives). */
export function requiredFieldsError(fields: readonly string[], message = 'The request is not valid.'): ApiError {
  return new ApiError(400, GENERAL_CODES.validation, { message, fields: Object.fromEntries(fields.map((field) => [field, 'required'])) });
}

/** 404 ZPER0001 for a record (`what`: employee, location, …) the company does not have. */
export function recordNotFound(what: string): ApiError {
  return new ApiError(404, PERSONNEL_CODES.notFound, { message: `The ${what} was not found.` });
}

/** 400 ZPER0006 on `field`: it names a related record the company does not have. */
export function relatedNotFound(field: string): ApiError {
  return new ApiError(400, PERSONNEL_CODES.relatedNotFound, {
    message: `The ${field} was not found.`,
    params: { field },
    fields: { [field]: PERSONNEL_CODES.relatedNotFound },
  });
}

/**
 * The value an update writes: what was sent, else for PATCH (`partial`) the current value and for PUT the
 * field's default (PUT replaces every writable field).
 */
export function replaceOrKeep(partial: boolean) {
  return <T>(sent: T | undefined, current: T, fallback: T): T => (sent !== undefined ? sent : partial ? current : fallback);
}

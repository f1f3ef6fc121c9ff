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

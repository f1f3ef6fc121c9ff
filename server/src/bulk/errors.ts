/** Failures of a bulk file as API errors (codes in docs/api-codes.md, BULK_CODES). */
import { BULK_CODES } from '@timekeep/contracts';
import { ApiError } from '../http/api-error';

export function unreadableFile(message: string): ApiError {
  return new ApiError(400, BULK_CODES.unreadable, { message });
}

export function fileTooLarge(maxBytes: number): ApiError {
  const max = Math.round((maxBytes / (1024 * 1024)) * 10) / 10;
  return new ApiError(413, BULK_CODES.tooLarge, { message: `The file is too large (at most ${max} MB).`, params: { max } });
}

export function tooManyRows(max: number): ApiError {
  return new ApiError(413, BULK_CODES.tooManyRows, { message: `The file has too many rows (at most ${max}).`, params: { max } });
}

export function unsupportedFileType(): ApiError {
  return new ApiError(415, BULK_CODES.unsupportedType, { message: 'Only CSV and Excel (.xlsx) files can be imported.' });
}

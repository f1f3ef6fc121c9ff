/**
 * The wire contract of every `/web` response (SPEC §3, §7, §8). Shared by the server, which produces it,
 * and the api-client, which reads it.
 */

/** Extra information a client may use to build a message for `code`. */
export interface ApiContext {
  /** English fallback text; clients translate `api:<code>` first and use this only when no key exists. */
  message?: string;
  /** Interpolation values for the translated message. */
  params?: Record<string, string | number>;
  /** Per-field error codes (field name → code in the `api` namespace), for form validation failures. */
  fields?: Record<string, string>;
}

/** Every `/web` response body. A call succeeded when `code` ends in `0000` (SPEC §4). */
export interface ApiResponse<T = unknown> {
  code: string;
  context: ApiContext;
  data: T;
  /** Present on calls whose SPEC shape carries it (region_identify, tree actions). */
  isSuccess?: boolean;
}

/** Paged list payload (`data` of a list call): rows plus the total count, with `next` for lookups. */
export interface Paged<T> {
  data: T[];
  total: number;
  page: number;
  page_size: number;
  next: number | null;
}

export const SUCCESS_SUFFIX = '0000';

export function isSuccessCode(code: unknown): boolean {
  return typeof code === 'string' && code.endsWith(SUCCESS_SUFFIX);
}

/**
 * General codes used by every area. Area codes use their own 4-letter prefix (ZBOA oauth/onboarding, ZPER
 * personnel, ZDEV device, ZVEN vendor, ZATT attendance); each code is translated in the `api` namespace.
 */
export const GENERAL_CODES = {
  ok: 'ZGEN0000',
  /** 400: a text value holds a control character (NUL anywhere; TAB/LF/CR in a one-line field); `params.field`. */
  controlCharacter: 'ZGEN0001',
  validation: 'ZGEN0400',
  unauthenticated: 'ZGEN0401',
  forbidden: 'ZGEN0403',
  notFound: 'ZGEN0404',
  methodNotAllowed: 'ZGEN0405',
  conflict: 'ZGEN0409',
  payloadTooLarge: 'ZGEN0413',
  rateLimited: 'ZGEN0429',
  internal: 'ZGEN0500',
  unavailable: 'ZGEN0503',
  upstreamTimeout: 'ZGEN0504',
} as const;

/** The resource kernel's failures (server/src/resources), shared by every resource that keeps no own code. */
export const KERNEL_CODES = {
  /** 400: a unique field's value is taken in the company (`context.fields` names it). */
  duplicate: 'ZGEN0460',
  /** 400: a ref names a record the company does not have (`params.field`). */
  relatedNotFound: 'ZGEN0461',
  /** 409: the record is still referred to by others. */
  inUse: 'ZGEN0462',
  /** 400: text containing `>`, `=` or `<` (SPEC §5). */
  illegalInput: 'ZGEN0463',
} as const;

/** SPEC §8 onboarding codes. */
export const OAUTH_CODES = {
  ok: 'ZBOA0000',
  /** Generic failure (SPEC: shown on failed activation or invitation; 500 toasts are built from it). */
  failed: 'ZBOA0001',
  /** Email-activation form failed validation. */
  invalidForm: 'ZBOA0100',
  /** Activation, invitation or approval page opened without a code. */
  missingCode: 'ZBOA0106',
} as const;

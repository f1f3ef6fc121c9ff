/**
 * Control characters in request text (ADR 0042). PostgreSQL refuses NUL in `text` (a body `{"name": "a\u0000b"}`
 * or `?search=%00` ended in a 500), and the other C0 characters have no business in a name a terminal shows on a
 * one-line display. One hook, before any schema or handler, refuses them in every JSON body, query and path:
 *
 * - NUL, C0 controls other than TAB/LF/CR, and DEL: refused everywhere;
 * - TAB, LF, CR: refused too, except in a body field the route declares multi-line
 *   (`config: { multilineFields: ['remarks'] }`, matched by the field's own name at any depth).
 *
 * A refusal is 400 ZGEN0001 naming the field (`params.field`, `fields[field]`); nothing has run yet.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { GENERAL_CODES } from '@timekeep/contracts';
import { ApiError } from './api-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Body fields (by name, at any depth) that may hold TAB, LF and CR: descriptions, remarks, reasons. */
    multilineFields?: readonly string[];
  }
}

/** C0 controls except TAB (09), LF (0A), CR (0D), and DEL: never valid in request text. */
const CONTROL_EXCEPT_LINE_BREAKS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** Every C0 control and DEL: never valid in a one-line value (names, codes, search, ids). */
const ANY_CONTROL = /[\u0000-\u001F\u007F]/;

/** True when `text` has a character a one-line value (or, with `multiline`, any text) must not hold. */
export function hasControlCharacter(text: string, options: { multiline?: boolean } = {}): boolean {
  return (options.multiline ? CONTROL_EXCEPT_LINE_BREAKS : ANY_CONTROL).test(text);
}

/**
 * The path (`name`, `items.0.remarks`) of the first string in `value` holding a refused control character, or
 * null. Property names are checked as one-line text; `multiline(name)` says which fields may break lines.
 */
export function controlCharacterField(value: unknown, multiline: (name: string) => boolean = () => false, path = ''): string | null {
  const at = (key: string) => (path ? `${path}.${key}` : key);
  if (typeof value === 'string') {
    const name = path.slice(path.lastIndexOf('.') + 1);
    return hasControlCharacter(value, { multiline: multiline(name) }) ? path || '(body)' : null;
  }
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      const found = controlCharacterField(value[index], multiline, at(String(index)));
      if (found !== null) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (hasControlCharacter(key)) return at(key.replace(ANY_CONTROL, '?'));
      const found = controlCharacterField(item, multiline, at(key));
      if (found !== null) return found;
    }
  }
  return null;
}

export function controlCharacterError(field: string): ApiError {
  return new ApiError(400, GENERAL_CODES.controlCharacter, {
    message: `The field "${field}" contains a control character (such as NUL, or a tab or line break in a one-line field).`,
    params: { field },
    fields: { [field]: GENERAL_CODES.controlCharacter },
  });
}

function check(request: FastifyRequest): void {
  const multilineFields = request.routeOptions.config.multilineFields ?? [];
  const field =
    controlCharacterField(request.params) ??
    controlCharacterField(request.query) ??
    // Only parsed JSON: a route that reads a raw text body (terminal protocols use TAB-separated lines) checks its own.
    (request.body !== null && typeof request.body === 'object' && !Buffer.isBuffer(request.body) ? controlCharacterField(request.body, (name) => multilineFields.includes(name)) : null);
  if (field !== null) throw controlCharacterError(field);
}

/** Registers the refusal for every route of `app` (call before the modules register theirs). */
export function refuseControlCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => check(request));
}

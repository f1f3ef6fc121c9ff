/**
 * How every route's JSON schemas are compiled (ADR 0042). Fastify's default Ajv coerces types everywhere
 * (`coerceTypes: 'array'`): a body `{"ids": true}` became `[1]` and `{"ids": "123"}` became `[123]`, so a typo
 * or a probe deleted real records. Here:
 *
 * - bodies are JSON and arrive typed: no coercion at all (`true`, `"123"`, `["1"]` are refused, not converted);
 * - querystrings and path params are text by nature and keep Ajv's coercion, but an integer must be written
 *   canonically first (`12`, not `012`, `1e1`, `0x0c`, ` 12` or `12.0`), which Ajv's `+text` would accept;
 * - every `integer` schema is bounded to ±(2^53 - 1) unless it says less, so nothing that reaches SQL overflows a
 *   bigint or loses precision in JavaScript (`9223372036854775808`, `1e308` are 400, not a database error).
 *
 * Fastify's own Ajv settings (defaults, removeAdditional, formats) are otherwise kept: both compilers come from
 * @fastify/ajv-compiler, the package Fastify itself uses.
 */
import { AjvCompiler } from '@fastify/ajv-compiler';
import type { FastifyServerOptions } from 'fastify';

/** The largest id or integer the API accepts: bigint columns hold more, JavaScript numbers hold no more exactly. */
export const MAX_SAFE_ID = Number.MAX_SAFE_INTEGER;

/** The JSON schema of a record id in a body, a query or a path: a positive safe integer. */
export const idSchema = { type: 'integer', minimum: 1, maximum: MAX_SAFE_ID } as const;

/** Canonical decimal text of a safe integer: no sign on zero, no leading zeros, no exponent, at most 16 digits. */
const INTEGER_TEXT = /^(0|-?[1-9][0-9]{0,15})$/;
/** Canonical text of a positive id (path params, query filters, multipart fields). */
const ID_TEXT = /^[1-9][0-9]{0,15}$/;

/** A positive safe integer from an id's text (`'42'` → 42), or null for anything else (`'042'`, `'1e3'`, `'2^63'`). */
export function parseSafeId(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 1 ? value : null;
  if (typeof value !== 'string' || !ID_TEXT.test(value)) return null;
  const id = Number(value);
  return id <= MAX_SAFE_ID ? id : null;
}

type Schema = Record<string, unknown>;

function isObject(value: unknown): value is Schema {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function allowsInteger(schema: Schema): boolean {
  const type = schema.type;
  return type === 'integer' || (Array.isArray(type) && type.includes('integer'));
}

/** A deep copy of `schema` in which every integer has a safe range (a route's schema object stays as written). */
export function withSafeIntegers(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withSafeIntegers);
  if (!isObject(schema)) return schema;
  const copy: Schema = {};
  for (const [key, value] of Object.entries(schema)) {
    // `const`, `enum`, `default` and `examples` are values, not schemas.
    copy[key] = key === 'const' || key === 'enum' || key === 'default' || key === 'examples' ? value : withSafeIntegers(value);
  }
  if (allowsInteger(copy)) {
    const max = typeof copy.maximum === 'number' ? Math.min(copy.maximum, MAX_SAFE_ID) : MAX_SAFE_ID;
    const min = typeof copy.minimum === 'number' ? Math.max(copy.minimum, -MAX_SAFE_ID) : -MAX_SAFE_ID;
    copy.maximum = max;
    copy.minimum = min;
  }
  return copy;
}

/** Whether a property schema accepts a value `accepts` approves of (directly, in anyOf/oneOf, or as array items). */
function somewhere(property: unknown, accepts: (schema: Schema) => boolean): boolean {
  if (!isObject(property)) return false;
  if (accepts(property)) return true;
  if (isObject(property.items) && somewhere(property.items, accepts)) return true;
  const variants = [...(Array.isArray(property.anyOf) ? property.anyOf : []), ...(Array.isArray(property.oneOf) ? property.oneOf : [])];
  return variants.some((variant) => somewhere(variant, accepts));
}

const allowsString = (schema: Schema) => schema.type === 'string' || (Array.isArray(schema.type) && schema.type.includes('string'));

/** The properties of an object schema that take an integer and no text (so their text must be an integer's). */
function integerProperties(schema: unknown): string[] {
  if (!isObject(schema) || !isObject(schema.properties)) return [];
  return Object.entries(schema.properties)
    .filter(([, property]) => somewhere(property, allowsInteger) && !somewhere(property, allowsString))
    .map(([name]) => name);
}

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  schemaPath: string;
  params: Record<string, unknown>;
  message: string;
}

type Validate = ((data: unknown) => boolean) & { errors?: ValidationIssue[] | null };

/**
 * Wraps a querystring/params validator so integer fields must be canonical text before Ajv coerces them
 * (an empty value is left to Ajv: `?page=` means "not given" for a nullable or defaulted field).
 */
function strictIntegerText(validate: Validate, names: string[]): Validate {
  if (names.length === 0) return validate;
  const wrapped = ((data: unknown) => {
    if (isObject(data)) {
      for (const name of names) {
        const raw = data[name];
        const values = Array.isArray(raw) ? raw : [raw];
        for (const value of values) {
          if (typeof value === 'string' && value !== '' && !INTEGER_TEXT.test(value)) {
            wrapped.errors = [
              { keyword: 'type', instancePath: `/${name}`, schemaPath: `#/properties/${name}/type`, params: { type: 'integer' }, message: 'must be integer' },
            ];
            return false;
          }
        }
      }
    }
    const valid = validate(data);
    wrapped.errors = validate.errors;
    return valid;
  }) as Validate;
  return wrapped;
}

type BuildValidator = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildValidator'];
/** Fastify passes its `ajv` server option (JSON-schema mode; JTD is not used here). */
interface CompilerOptions {
  customOptions?: Record<string, unknown>;
  plugins?: unknown[];
  onCreate?: (ajv: unknown) => void;
}
type Pool = (externalSchemas: Parameters<ReturnType<typeof AjvCompiler>>[0], options: CompilerOptions) => unknown;
interface RouteSchema {
  schema: unknown;
  method: string;
  url: string;
  httpPart?: string;
}

/**
 * The validator factory for `Fastify({ schemaController: { compilersFactory: { buildValidator } } })`:
 * body schemas without coercion, the other parts with Fastify's coercion plus canonical integer text.
 */
export function strictInputValidators(): BuildValidator {
  const bodyPool = AjvCompiler() as unknown as Pool;
  const textPool = AjvCompiler() as unknown as Pool;
  const build = (externalSchemas: Parameters<ReturnType<typeof AjvCompiler>>[0], options?: CompilerOptions) => {
    const custom = options?.customOptions ?? {};
    const forBody = bodyPool(externalSchemas, { ...options, customOptions: { ...custom, coerceTypes: false } });
    const forText = textPool(externalSchemas, { ...options, customOptions: { ...custom, coerceTypes: 'array' } });
    // Fastify calls the compiler with the route (schema, method, url, httpPart); the package's types say (schema).
    const compileBody = forBody as unknown as (route: RouteSchema) => Validate;
    const compileText = forText as unknown as (route: RouteSchema) => Validate;
    return ((route: RouteSchema) => {
      const safe = { ...route, schema: withSafeIntegers(route.schema) };
      if (route.httpPart === 'body') return compileBody(safe);
      const validate = compileText(safe);
      return route.httpPart === 'querystring' || route.httpPart === 'params' ? strictIntegerText(validate, integerProperties(route.schema)) : validate;
    }) as unknown as ReturnType<ReturnType<typeof AjvCompiler>>;
  };
  return build as unknown as BuildValidator;
}

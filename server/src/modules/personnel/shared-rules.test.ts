import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import type { Tables } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { recordNotFound, relatedNotFound, replaceOrKeep, requiredFieldsError } from './input-rules';
import { matchesSearch, pageQuerySchema, parseIdFilters } from './paging';
import './tables';

// Compiles queries as PostgreSQL would receive them, without a database.
const db = new Kysely<Tables>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (kysely) => new PostgresIntrospector(kysely),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

describe('matchesSearch', () => {
  it('matches any of the columns with one escaped contains pattern', () => {
    const query = db
      .selectFrom('employees as e')
      .select('e.id')
      .where((eb) => matchesSearch(eb, ['e.emp_code', 'e.first_name'], '50%_off'))
      .compile();
    expect(query.sql).toBe('select "e"."id" from "employees" as "e" where ("e"."emp_code" ilike $1 or "e"."first_name" ilike $2)');
    expect(query.parameters).toEqual(['%50\\%\\_off%', '%50\\%\\_off%']);
  });
});

describe('parseIdFilters', () => {
  it('parses each given <field>__in and leaves the others unset', () => {
    expect(parseIdFilters({ area__in: '3, 4', id__in: '' }, ['department', 'area', 'id'])).toEqual({ area: [3, 4] });
  });
  it('refuses the first field, in the order given, that is not comma-joined ids', () => {
    const query = { department__in: 'x', id__in: '0' };
    expect(() => parseIdFilters(query, ['id', 'department'])).toThrow(expect.objectContaining({ context: expect.objectContaining({ fields: { id__in: 'invalid' } }) }));
    expect(() => parseIdFilters(query, ['department', 'id'])).toThrow(expect.objectContaining({ context: expect.objectContaining({ fields: { department__in: 'invalid' } }) }));
  });
});

describe('pageQuerySchema', () => {
  it('adds the list filters to page, page_size and search', () => {
    const schema = pageQuerySchema({ time_zone: { type: 'string' } });
    expect(Object.keys(schema.properties)).toEqual(['page', 'page_size', 'search', 'time_zone']);
    expect(schema.type).toBe('object');
  });
});

describe('replaceOrKeep', () => {
  it('writes what was sent, else keeps the current value on PATCH and the default on PUT', () => {
    expect(replaceOrKeep(true)('sent', 'current', '')).toBe('sent');
    expect(replaceOrKeep(true)(undefined, 'current', '')).toBe('current');
    expect(replaceOrKeep(false)(undefined, 'current', '')).toBe('');
    // null is a value (a cleared field), not "not sent".
    expect(replaceOrKeep(true)(null, 5, 7)).toBeNull();
  });
});

describe('error builders', () => {
  it('name each missing field required, as schema validation does', () => {
    const error = requiredFieldsError(['resign_date', 'resign_type']);
    expect(error).toBeInstanceOf(ApiError);
    expect([error.status, error.code, error.context]).toEqual([
      400,
      'ZGEN0400',
      { message: 'The request is not valid.', fields: { resign_date: 'required', resign_type: 'required' } },
    ]);
    expect(requiredFieldsError(['ids'], 'No ids given.').context.message).toBe('No ids given.');
  });
  it('say which record or related record the company does not have', () => {
    expect([recordNotFound('location').status, recordNotFound('location').code, recordNotFound('location').context]).toEqual([
      404,
      'ZPER0001',
      { message: 'The location was not found.' },
    ]);
    expect(relatedNotFound('area').context).toEqual({ message: 'The area was not found.', params: { field: 'area' }, fields: { area: 'ZPER0006' } });
  });
});

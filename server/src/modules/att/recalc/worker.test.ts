import { isClosedDatabase } from './worker';

describe('isClosedDatabase', () => {
  it('knows the closed answers of kysely, the PGlite thread and pg', () => {
    expect(isClosedDatabase(new Error('driver has already been destroyed'))).toBe(true);
    expect(isClosedDatabase(new Error('the database is closed'))).toBe(true);
    expect(isClosedDatabase(new Error('Cannot use a pool after calling end on the pool'))).toBe(true);
  });

  it('leaves every other failure to be logged', () => {
    expect(isClosedDatabase(new Error('relation "att_day_results" does not exist'))).toBe(false);
    expect(isClosedDatabase('the database is closed')).toBe(false);
  });
});

import dayjs from 'dayjs';
import { randomId, RANDOM_ID_LENGTH } from './randomId';
import { formatTemplate } from './template';
import { DATE_FORMAT, DATE_TIME_FORMAT, parseDateValue, formatDateValue } from './dateFormats';

describe('randomId', () => {
  it('is 8 letters or digits by default', () => {
    for (let i = 0; i < 50; i += 1) {
      expect(randomId()).toMatch(/^[A-Za-z0-9]{8}$/);
    }
    expect(RANDOM_ID_LENGTH).toBe(8);
  });
  it('honours a custom length and differs between calls', () => {
    expect(randomId(12)).toHaveLength(12);
    const ids = new Set(Array.from({ length: 100 }, () => randomId()));
    expect(ids.size).toBe(100);
  });
});

describe('formatTemplate', () => {
  it.each([
    ['{0} of {1}', ['3', 7], '3 of 7'],
    ['{1}-{0}-{1}', ['a', 'b'], 'b-a-b'],
    ['no placeholders', ['x'], 'no placeholders'],
    ['missing {2}', ['a'], 'missing {2}'],
    ['{0}{0}', [0], '00'],
  ])('%s with %j gives %s', (template, args, expected) => {
    expect(formatTemplate(template, ...(args as Array<string | number>))).toBe(expected);
  });
});

describe('date formats', () => {
  it('uses the SPEC formats', () => {
    expect(DATE_FORMAT).toBe('YYYY-MM-DD');
    expect(DATE_TIME_FORMAT).toBe('YYYY-MM-DD HH:mm:ss');
  });
  it('round-trips dates and date-times', () => {
    expect(formatDateValue(parseDateValue('2026-02-28', DATE_FORMAT), DATE_FORMAT)).toBe('2026-02-28');
    expect(formatDateValue(parseDateValue('2026-02-28 13:05:09', DATE_TIME_FORMAT), DATE_TIME_FORMAT)).toBe(
      '2026-02-28 13:05:09',
    );
    expect(formatDateValue(dayjs('2026-11-22T08:07:06'), DATE_TIME_FORMAT)).toBe('2026-11-22 08:07:06');
  });
  it.each(['', '2026-02-30', '22/11/2026', '2026-1-2', null, undefined])('rejects %p', (value) => {
    expect(parseDateValue(value, DATE_FORMAT)).toBeNull();
  });
  it('formats nothing as null', () => {
    expect(formatDateValue(null, DATE_FORMAT)).toBeNull();
  });
});

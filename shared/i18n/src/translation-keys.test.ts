import { expectedKeys, flattenKeys, placeholders, pluralBase, pluralCategories } from './translation-keys';

describe('flattenKeys', () => {
  it('joins nested keys with dots and keeps leaves', () => {
    expect(flattenKeys({ a: { b: 'x', c: { d: '' } }, e: 'y', f: ['p', 'q'] })).toEqual({
      'a.b': 'x',
      'a.c.d': '',
      e: 'y',
      'f.0': 'p',
      'f.1': 'q',
    });
  });
  it('returns nothing for a non-object', () => {
    expect(flattenKeys('x')).toEqual({});
  });
});

describe('placeholders', () => {
  it('finds interpolation names, with or without spaces and formats', () => {
    expect(placeholders('{{area}} is {{ state }}; {{count, number}} / {{area}}')).toEqual(['area', 'count', 'state']);
    expect(placeholders('no placeholders')).toEqual([]);
  });
});

describe('plural keys', () => {
  it('recognises i18next plural suffixes only', () => {
    expect(pluralBase('items_one')).toBe('items');
    expect(pluralBase('items_other')).toBe('items');
    expect(pluralBase('monthly_status_summary')).toBeUndefined();
  });
  it('knows each language’s plural categories', () => {
    expect(pluralCategories('en').sort()).toEqual(['one', 'other']);
    expect(pluralCategories('zh-CN')).toEqual(['other']);
    expect(pluralCategories('ar').sort()).toEqual(['few', 'many', 'one', 'other', 'two', 'zero']);
  });
  it('expands English plural keys to a language’s categories', () => {
    expect(expectedKeys(['a', 'n_one', 'n_other'], 'zh-CN')).toEqual(['a', 'n_other']);
    expect(expectedKeys(['a', 'n_one', 'n_other'], 'tr')).toEqual(['a', 'n_one', 'n_other']);
    expect(expectedKeys(['n_one', 'n_other'], 'ar')).toHaveLength(6);
  });
});

import { serializeParams } from './params';

describe('serializeParams (SPEC §7 list)', () => {
  it('repeats array keys without indices or brackets', () => {
    expect(serializeParams({ a: [1, 2], b: 'x' })).toBe('a=1&a=2&b=x');
  });

  it('leaves out null and undefined values and encodes the rest', () => {
    expect(serializeParams({ search: 'a b&c', page: 1, none: null, missing: undefined, flag: false }))
      .toBe('search=a+b%26c&page=1&flag=false');
  });

  it('gives an empty string for no params', () => {
    expect(serializeParams(undefined)).toBe('');
  });
});

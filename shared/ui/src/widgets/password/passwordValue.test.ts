import { stripPasswordWhitespace, checkStrongPassword, isStrongPassword } from './passwordValue';

describe('stripPasswordWhitespace', () => {
  it.each([
    ['ab c', 'abc'],
    [' a\tb\nc ', 'abc'],
    ['secret', 'secret'],
  ])('%p → %p', (input, expected) => {
    expect(stripPasswordWhitespace(input, null)).toBe(expected);
  });
  it('gives the configured empty value when nothing is left', () => {
    expect(stripPasswordWhitespace('   ', null)).toBeNull();
    expect(stripPasswordWhitespace('', undefined)).toBeUndefined();
    expect(stripPasswordWhitespace(' ', '')).toBe('');
  });
});

describe('strong password conditions', () => {
  it.each([
    ['Abcdef1@', { length: true, digit: true, lower: true, upper: true, special: true }, true],
    ['abc', { length: false, digit: false, lower: true, upper: false, special: false }, false],
    ['ABCDEFGH1', { length: true, digit: true, lower: false, upper: true, special: false }, false],
    ['abcdefg!', { length: true, digit: false, lower: true, upper: false, special: true }, false],
    ['Abcdefg1^', { length: true, digit: true, lower: true, upper: true, special: false }, false],
  ])('%p', (password, conditions, strong) => {
    expect(checkStrongPassword(password)).toEqual(conditions);
    expect(isStrongPassword(password)).toBe(strong);
  });
});

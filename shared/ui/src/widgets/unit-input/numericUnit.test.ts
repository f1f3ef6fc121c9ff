import { normalizeNumericText } from './numericUnit';

describe('normalizeNumericText', () => {
  it.each([
    ['15', '15'],
    ['1a2b3', '123'],
    [' 4 5 ', '45'],
    ['-12', '12'],
    ['3.5', '35'],
    ['', '0'],
    ['abc', '0'],
    ['007', '7'],
    ['000', '0'],
  ])('%p → %p', (input, expected) => {
    expect(normalizeNumericText(input)).toBe(expected);
  });
});

import { parseTimeText, toTimeWidgetValue, toTimeDisplay } from './parseTime';

describe('parseTimeText', () => {
  it.each([
    // H and HH
    ['0', '00:00'],
    ['7', '07:00'],
    ['07', '07:00'],
    ['23', '23:00'],
    // HHMM
    ['0930', '09:30'],
    ['2359', '23:59'],
    ['0000', '00:00'],
    // HH:MM and H:MM
    ['09:30', '09:30'],
    ['9:05', '09:05'],
    ['  18:45  ', '18:45'],
    // 12-hour forms
    ['9a', '09:00'],
    ['9p', '21:00'],
    ['9am', '09:00'],
    ['9 PM', '21:00'],
    ['12am', '00:00'],
    ['12a', '00:00'],
    ['12pm', '12:00'],
    ['12p', '12:00'],
    ['1130pm', '23:30'],
    ['11:30 am', '11:30'],
    ['0130P', '13:30'],
  ])('%p → %p', (input, expected) => {
    expect(parseTimeText(input)).toBe(expected);
  });

  it.each([
    '',
    '   ',
    '24',
    '25:00',
    '12:60',
    '930',
    '123',
    '12345',
    '0pm',
    '13pm',
    '9x',
    'noon',
    '9:5',
    '-1',
    '09:30:00',
    'a9',
  ])('%p → empty', (input) => {
    expect(parseTimeText(input)).toBe('');
  });
});

describe('time widget value', () => {
  it('appends :00 seconds', () => {
    expect(toTimeWidgetValue('09:30')).toBe('09:30:00');
    expect(toTimeWidgetValue('')).toBe('');
  });
  it.each([
    ['09:30:00', '09:30'],
    ['23:59', '23:59'],
    ['', ''],
    [null, ''],
    ['garbage', ''],
  ])('displays %p as %p', (value, expected) => {
    expect(toTimeDisplay(value)).toBe(expected);
  });
});

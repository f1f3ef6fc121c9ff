import {
  isDigitsOnly,
  isHourMinute,
  isIpv4,
  isSerialNumber,
  isTransferTimeList,
  normalizeMapChannel,
} from './patterns';

const table: Array<[string, (v: string) => boolean, string[], string[]]> = [
  ['digits only', isDigitsOnly, ['0', '0123', '9876543210'], ['', '1a', ' 1', '-1', '1.0']],
  ['hour:minute', isHourMinute, ['00:00', '09:30', '23:59'], ['24:00', '9:30', '12:60', '1230', '12:3']],
  [
    'IPv4',
    isIpv4,
    ['0.0.0.0', '192.168.1.201', '255.255.255.255', '10.0.0.1'],
    ['256.1.1.1', '1.2.3', '1.2.3.4.5', '01.2.3.4', 'a.b.c.d', '1.2.3.4 '],
  ],
  ['serial number', isSerialNumber, ['CGXH201360012', 'A1', 'X'.repeat(30)], ['', 'AB-12', 'AB 12', 'X'.repeat(31)]],
  ['transfer time list', isTransferTimeList, ['00:00', '08:00;14:05;23:59'], ['', '08:00;', '8:00', '08:00,09:00']],
];

describe.each(table)('%s', (_name, check, valid, invalid) => {
  it.each(valid)('accepts %p', (value) => expect(check(value)).toBe(true));
  it.each(invalid)('rejects %p', (value) => expect(check(value)).toBe(false));
});

describe('normalizeMapChannel', () => {
  it.each([
    [0, 0],
    [999, 999],
    ['42', 42],
    [1000, undefined],
    [-1, undefined],
    [1.5, undefined],
    ['', undefined],
    ['abc', undefined],
    [null, undefined],
  ])('%p → %p', (input, expected) => {
    expect(normalizeMapChannel(input)).toBe(expected);
  });
});

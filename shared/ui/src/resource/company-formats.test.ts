import { formatWireDate, formatWireDateTime, formatWireTime } from './company-formats';

test('dates and times follow the company formats; other text is left alone', () => {
  expect(formatWireDate('2026-11-24', 'DD/MM/YYYY')).toBe('24/11/2026');
  expect(formatWireDate('2026-11-24', 'MM/DD/YYYY')).toBe('11/24/2026');
  expect(formatWireDate('2026-11-24', 'DD.MM.YYYY')).toBe('24.11.2026');
  expect(formatWireDate('soon', 'DD/MM/YYYY')).toBe('soon');
  expect(formatWireTime('00:05', 'hh:mm A')).toBe('12:05 AM');
  expect(formatWireTime('13:30:00', 'hh:mm A')).toBe('01:30 PM');
  expect(formatWireTime('13:30:00', 'HH:mm')).toBe('13:30');
  expect(formatWireDateTime('2026-01-02 18:00:00', { dateFormat: 'YYYY/MM/DD', timeFormat: 'hh:mm A' })).toBe('2026/01/02 06:00 PM');
});

import { handshakeTimeZone, isClockSuspect, parseWallTime, wallToUtc, type WallTime } from './device-time';

const wall = (text: string) => parseWallTime(text) as WallTime;

describe('device time', () => {
  it('refuses impossible dates and times', () => {
    expect(parseWallTime('2026-02-30 08:00:00')).toEqual({ error: 'impossible_date' });
    expect(parseWallTime('2025-11-03 24:00:00')).toEqual({ error: 'impossible_time' });
    expect(parseWallTime('2025-13-40 99:00:00')).toEqual({ error: 'impossible_date' });
    expect(parseWallTime('2025-11-03')).toEqual({ error: 'bad_time_format' });
    expect(parseWallTime('2024-02-29 23:59:59')).toMatchObject({ day: 29, second: 59 });
  });

  it('reads the wall time in the terminal zone', () => {
    expect(wallToUtc(wall('2025-11-03 08:59:41'), 'Asia/Kolkata').utc.toISOString()).toBe('2025-11-03T03:29:41.000Z');
    expect(wallToUtc(wall('2025-07-01 12:00:00'), 'Europe/Berlin')).toEqual({ utc: new Date('2025-07-01T10:00:00Z'), flag: null });
  });

  it('moves a time in a DST gap forward and takes the earlier of an ambiguous one, flagging both', () => {
    expect(wallToUtc(wall('2025-03-30 02:30:00'), 'Europe/Berlin')).toEqual({ utc: new Date('2025-03-30T01:30:00Z'), flag: 'dst_gap' });
    expect(wallToUtc(wall('2025-10-26 02:30:00'), 'Europe/Berlin')).toEqual({ utc: new Date('2025-10-26T00:30:00Z'), flag: 'dst_ambiguous' });
    expect(wallToUtc(wall('2025-10-26 03:30:00'), 'Europe/Berlin')).toEqual({ utc: new Date('2025-10-26T02:30:00Z'), flag: null });
    expect(wallToUtc(wall('2025-10-26 01:30:00'), 'Europe/Berlin')).toEqual({ utc: new Date('2025-10-25T23:30:00Z'), flag: null });
    expect(wallToUtc(wall('2025-10-24 12:00:00'), 'Europe/Berlin')).toEqual({ utc: new Date('2025-10-24T10:00:00Z'), flag: null });
  });

  it('gives the handshake TimeZone as hours, or minutes for half hours and +12…+14', () => {
    const now = new Date('2025-11-03T07:00:00Z');
    expect(handshakeTimeZone('Asia/Kolkata', now)).toBe('330');
    expect(handshakeTimeZone('Asia/Kathmandu', now)).toBe('345');
    expect(handshakeTimeZone('Europe/Berlin', now)).toBe('1');
    expect(handshakeTimeZone('Europe/Berlin', new Date('2025-07-01T00:00:00Z'))).toBe('2');
    expect(handshakeTimeZone('America/St_Johns', now)).toBe('-210');
    expect(handshakeTimeZone('Pacific/Kiritimati', now)).toBe('840');
    expect(handshakeTimeZone('UTC', now)).toBe('0');
  });

  it('flags clocks more than a day ahead or before 2001', () => {
    const now = new Date('2025-11-03T07:00:00Z');
    expect(isClockSuspect(new Date('2000-01-01T00:00:00Z'), wall('2000-01-01 00:00:00'), now)).toBe(true);
    expect(isClockSuspect(new Date('2025-11-04T08:00:00Z'), wall('2025-11-04 08:00:00'), now)).toBe(true);
    expect(isClockSuspect(new Date('2025-11-03T08:00:00Z'), wall('2025-11-03 08:00:00'), now)).toBe(false);
  });
});

describe('3.x packed time', () => {
  it('round-trips through the rtdata answer and the record decoder', async () => {
    const { rtdataTimeBody } = await import('./handshake');
    const { packedTime } = await import('./records');
    const body = rtdataTimeBody({ time_zone: 'Asia/Kolkata' } as never, new Date('2025-11-03T03:29:41Z'));
    const [, packed, zone] = /^DateTime=(\d+),ServerTZ=(.+)$/.exec(body) ?? [];
    expect(zone).toBe('+0530');
    expect(packedTime(Number(packed))).toBe('2025-11-03 08:59:41');
  });
});

import { normalizePunch, dedupePunches } from './punches';
import { civilFromDays, daysFromCivil, formatDate, instantToWall, isoWeekday, offsetAt, parseDate, parseWall, wallToInstant } from './time';

const wallOf = (s: string) => parseWall(s).wall;
const utc = (s: string) => Math.floor(Date.parse(s) / 60000);

describe('calendar helpers', () => {
  test('day numbers round-trip and weekdays', () => {
    for (const d of ['1970-01-01', '2000-02-29', '2015-11-08', '2026-03-02', '2100-12-31']) expect(formatDate(parseDate(d))).toBe(d);
    expect(parseDate('1970-01-01')).toBe(0);
    expect(isoWeekday(parseDate('2026-03-02'))).toBe(1);
    expect(isoWeekday(parseDate('2026-03-08'))).toBe(7);
    expect(civilFromDays(daysFromCivil(2024, 2, 29))).toEqual({ y: 2024, m: 2, d: 29 });
    expect(() => parseDate('2026-02-30')).toThrow(RangeError);
    expect(() => parseWall('2026-03-02 25:00')).toThrow(RangeError);
  });
});

describe('zone helper on Intl (wall time + zone → instant)', () => {
  test('America/Mexico_City spring-forward 2022-04-03 02:00→03:00: gap shifted forward and flagged', () => {
    const r = wallToInstant('America/Mexico_City', wallOf('2022-04-03T02:30'));
    expect(r.gap).toBe(60);
    expect(r.overlap).toBe(false);
    expect(r.instant).toBe(utc('2022-04-03T08:30:00Z')); // = 03:30 CDT
    expect(r.offset).toBe(-300);
  });

  test('America/Mexico_City fall-back 2021-10-31 02:00→01:00: overlap takes the first occurrence unless an offset is given', () => {
    const first = wallToInstant('America/Mexico_City', wallOf('2021-10-31T01:30'));
    expect(first.overlap).toBe(true);
    expect(first.offset).toBe(-300);
    expect(first.instant).toBe(utc('2021-10-31T06:30:00Z'));
    const second = wallToInstant('America/Mexico_City', wallOf('2021-10-31T01:30'), -360);
    expect(second.instant).toBe(utc('2021-10-31T07:30:00Z'));
  });

  test('America/Mexico_City has no DST after 2022 (abolished): April 2023 is a plain −06:00', () => {
    const r = wallToInstant('America/Mexico_City', wallOf('2023-04-02T02:30'));
    expect(r).toEqual({ instant: utc('2023-04-02T08:30:00Z'), offset: -360, gap: 0, overlap: false });
  });

  test('Europe/Istanbul 2015: spring-forward 03:00→04:00 gap, delayed fall-back 2015-11-08 04:00→03:00 overlap', () => {
    const gap = wallToInstant('Europe/Istanbul', wallOf('2015-03-29T03:30'));
    expect(gap.gap).toBe(60);
    expect(gap.offset).toBe(180);
    const ov = wallToInstant('Europe/Istanbul', wallOf('2015-11-08T03:30'));
    expect(ov.overlap).toBe(true);
    expect(ov.offset).toBe(180);
    expect(offsetAt('Europe/Istanbul', utc('2015-11-08T12:00:00Z'))).toBe(120);
  });

  test('Europe/Istanbul permanent +03:00 since 2016 and Asia/Riyadh without DST', () => {
    for (const s of ['2017-01-15T12:00:00Z', '2017-07-15T12:00:00Z']) {
      expect(offsetAt('Europe/Istanbul', utc(s))).toBe(180);
      expect(offsetAt('Asia/Riyadh', utc(s))).toBe(180);
    }
    const r = wallToInstant('Asia/Riyadh', wallOf('2026-03-02T09:00'));
    expect(instantToWall('Asia/Riyadh', r.instant)).toBe(wallOf('2026-03-02T09:00'));
  });
});

describe('punch normalisation (§4.2)', () => {
  test('zone fallback device → area → company → tenant, DST gap flagged', () => {
    const { punch, zone } = normalizePunch({ id: 'a', wall: '2022-04-03T02:10:30', zones: { device: 'Not/AZone', area: 'America/Mexico_City', tenant: 'UTC' } });
    expect(zone).toBe('America/Mexico_City');
    expect(punch.dstGap).toBe(true);
    expect(punch.at).toBe(Date.parse('2022-04-03T08:10:30Z'));
    expect(punch.offset).toBe(-300);
  });

  test('overlap flagged; a device-supplied offset decides and is not flagged', () => {
    const a = normalizePunch({ id: 'a', wall: '2021-10-31T01:30', zones: { device: 'America/Mexico_City' } }).punch;
    expect(a.dstOverlap).toBe(true);
    const b = normalizePunch({ id: 'b', wall: '2021-10-31T01:30', zones: { device: 'America/Mexico_City' }, offset: -360 }).punch;
    expect(b.dstOverlap).toBeUndefined();
    expect(b.at - a.at).toBe(3600000);
  });

  test('fixed offset without a zone; neither is an error', () => {
    expect(normalizePunch({ id: 'a', wall: '2026-03-02T09:00', offset: 330 }).punch.at).toBe(Date.parse('2026-03-02T03:30:00Z'));
    expect(() => normalizePunch({ id: 'a', wall: '2026-03-02T09:00' })).toThrow(RangeError);
  });

  test('duplicate filter: exact duplicates dropped, double reads measured from the previous kept punch', () => {
    const base = Date.parse('2026-03-02T06:00:00Z');
    const ps = [
      { id: 'a', at: base, sourceId: 'dev1#1' },
      { id: 'b', at: base, sourceId: 'dev1#1' },
      { id: 'c', at: base + 50_000 },
      { id: 'd', at: base + 70_000 },
      { id: 'e', at: base + 125_000 },
    ];
    const r = dedupePunches([...ps].reverse(), 60);
    expect(r.dropped.map((p) => p.id)).toEqual(['b']);
    expect(r.kept.map((p) => p.id)).toEqual(['a', 'd']);
    expect(r.duplicates.map((x) => [x.punch.id, x.of.id])).toEqual([
      ['c', 'a'],
      ['e', 'd'],
    ]);
  });
});

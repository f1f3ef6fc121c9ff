import { pickRegion, seedRegionRows } from './region-repository';

describe('pickRegion', () => {
  const rows = seedRegionRows('timekeep.test');

  it.each([
    ['timekeep.test', 'global'],
    ['acme.timekeep.test', 'global'],
    ['mx.timekeep.test', 'mx'],
    ['acme.mx.timekeep.test:8080', 'mx'],
    ['ACME.IN.TIMEKEEP.TEST', 'in'],
    ['me.timekeep.test', 'me'],
    ['au.timekeep.test', 'au'],
    ['xmx.timekeep.test', 'global'],
    ['other.example', 'global'],
  ])('%s → %s', (host, code) => {
    expect(pickRegion(rows, host)?.code).toBe(code);
  });

  it('prefers the longest matching host', () => {
    const nested = [...rows, { ...rows[1], code: 'mx-north', hosts: ['north.mx.timekeep.test'] }];
    expect(pickRegion(nested, 'a.north.mx.timekeep.test')?.code).toBe('mx-north');
  });

  it('returns undefined when there is no default and nothing matches', () => {
    expect(pickRegion(rows.filter((r) => !r.is_default), 'other.example')).toBeUndefined();
  });
});

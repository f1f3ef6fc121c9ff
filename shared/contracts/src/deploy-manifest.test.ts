import { parseDeployManifest } from './deploy-manifest';

const entry = {
  name: 'gps',
  version: '1.0.0',
  entry: '/mf/gps/1.0.0/mf-manifest.json',
  previousEntry: null,
  history: [{ version: '1.0.0', entry: '/mf/gps/1.0.0/mf-manifest.json' }],
};

describe('parseDeployManifest', () => {
  it('accepts a valid manifest, with site-relative and absolute entries', () => {
    const result = parseDeployManifest({
      schema: 1,
      remotes: { gps: entry, attendance: { ...entry, name: 'attendance', entry: 'https://cdn.example.com/mf/attendance/2.0.0/mf-manifest.json' } },
    });
    expect(result.ok).toBe(true);
  });

  it('fills a missing history with an empty list', () => {
    const { history: _history, ...withoutHistory } = entry;
    const result = parseDeployManifest({ schema: 1, remotes: { gps: withoutHistory } });
    expect(result.ok && result.manifest.remotes.gps.history).toEqual([]);
  });

  it.each([
    ['not an object', 'nope', '(root)'],
    ['wrong schema version', { schema: 2, remotes: {} }, 'schema'],
    ['unknown remote', { schema: 1, remotes: { payroll: entry } }, 'unknown remote "payroll"'],
    ['entry not a manifest URL', { schema: 1, remotes: { gps: { ...entry, entry: '/mf/gps/1.0.0/remoteEntry.js' } } }, 'gps.entry'],
    ['name not an identifier', { schema: 1, remotes: { gps: { ...entry, name: 'g-p-s' } } }, 'gps.name'],
    ['version with a space', { schema: 1, remotes: { gps: { ...entry, version: '1 0' } } }, 'gps.version'],
  ])('rejects %s with a message naming the place', (_label, input, place) => {
    const result = parseDeployManifest(input);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors.join('\n')).toContain(place);
  });
});

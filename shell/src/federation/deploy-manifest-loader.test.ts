import { DEPLOY_MANIFEST_URL, loadDeployManifest } from './deploy-manifest-loader';

const validManifest = {
  schema: 1,
  remotes: {
    attendance: {
      name: 'attendance',
      version: '1.2.0',
      entry: '/mf/attendance/1.2.0/mf-manifest.json',
      previousEntry: '/mf/attendance/1.1.0/mf-manifest.json',
      history: [],
    },
    'access-control': {
      name: 'access_control',
      version: '1.0.0',
      entry: 'https://cdn.example.test/mf/access-control/1.0.0/mf-manifest.json',
    },
  },
};

function jsonResponse(body: unknown, status = 200): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    json: () => Promise.resolve(body),
  } as Response;
}

describe('loadDeployManifest', () => {
  it('fetches /deploy/remotes.json bypassing every cache and returns the validated manifest', async () => {
    const fetchImpl = jest.fn(() => Promise.resolve(jsonResponse(validManifest)));
    const result = await loadDeployManifest(fetchImpl);
    expect(fetchImpl).toHaveBeenCalledWith(DEPLOY_MANIFEST_URL, expect.objectContaining({ cache: 'no-store' }));
    expect(DEPLOY_MANIFEST_URL).toBe('/deploy/remotes.json');
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.manifest.remotes.attendance?.entry).toBe('/mf/attendance/1.2.0/mf-manifest.json');
      // Defaults from the schema are applied.
      expect(result.manifest.remotes['access-control']?.history).toEqual([]);
    }
  });

  it('reports a network failure as unreachable', async () => {
    const result = await loadDeployManifest(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(result).toEqual({ ok: false, reason: 'unreachable', details: ['Failed to fetch'] });
  });

  it('reports a 404 as an HTTP failure', async () => {
    const result = await loadDeployManifest(() => Promise.resolve(jsonResponse({}, 404)));
    expect(result).toEqual({ ok: false, reason: 'http', details: ['HTTP 404'] });
  });

  it('reports a body that is not JSON', async () => {
    const notJson = { ok: true, status: 200, json: () => Promise.reject(new SyntaxError('Unexpected token <')) } as Response;
    const result = await loadDeployManifest(() => Promise.resolve(notJson));
    expect(result).toEqual({ ok: false, reason: 'not-json', details: ['Unexpected token <'] });
  });

  it.each([
    ['a wrong schema version', { ...validManifest, schema: 2 }, 'schema'],
    ['an unknown remote', { schema: 1, remotes: { billing: validManifest.remotes.attendance } }, 'unknown remote "billing"'],
    [
      'an entry that is not an mf-manifest.json URL',
      { schema: 1, remotes: { attendance: { ...validManifest.remotes.attendance, entry: '/mf/attendance/remoteEntry.js' } } },
      'remotes.attendance.entry',
    ],
    ['a name that is not a JS identifier', { schema: 1, remotes: { gps: { name: 'g-p-s', version: '1', entry: '/mf/gps/1/mf-manifest.json' } } }, 'remotes.gps.name'],
    ['no remotes object', { schema: 1 }, 'remotes'],
  ])('rejects a manifest with %s', async (_label, body, expectedDetail) => {
    const result = await loadDeployManifest(() => Promise.resolve(jsonResponse(body)));
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.reason).toBe('invalid');
      expect(result.details.join('\n')).toContain(expectedDetail);
    }
  });
});

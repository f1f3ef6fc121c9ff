import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { INLINE_MANIFEST_ID, remoteForPath, scriptSafeJson, shellPreload } from './shell-preload';

function releases(remotes: Record<string, { entry: string }>, mf?: object): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'timekeep-preload-'));
  fs.writeFileSync(path.join(dir, 'remotes.json'), JSON.stringify({ schema: 1, remotes }));
  if (mf) {
    fs.mkdirSync(path.join(dir, 'mf', 'onboarding', '1.0.0'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'mf', 'onboarding', '1.0.0', 'mf-manifest.json'), JSON.stringify(mf));
  }
  return dir;
}

const ONBOARDING_MF = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    { name: 'App', assets: { js: { sync: ['17.aa.js', '__federation_expose_App.bb.js'], async: ['99.cc.js'] } } },
    { name: 'manifest', assets: { js: { sync: ['__federation_expose_manifest.dd.js'], async: [] } } },
    { name: 'Other', assets: { js: { sync: ['other.ee.js'], async: [] } } },
  ],
};

describe('shellPreload', () => {
  it('inlines the deploy manifest and preloads the files of the remote that owns the path', async () => {
    const dir = releases({ onboarding: { entry: '/mf/onboarding/1.0.0/mf-manifest.json' } }, ONBOARDING_MF);
    const { head, assetOrigins } = await shellPreload('/onboard/sign-in', dir);
    expect(head).toContain(`<script type="application/json" id="${INLINE_MANIFEST_ID}">{"schema":1,`);
    expect(head).toContain('<link rel="preload" as="fetch" crossorigin="anonymous" href="/mf/onboarding/1.0.0/mf-manifest.json">');
    for (const file of ['remoteEntry.js', '17.aa.js', '__federation_expose_App.bb.js', '__federation_expose_manifest.dd.js']) {
      expect(head).toContain(`<link rel="preload" as="script" href="/mf/onboarding/1.0.0/${file}">`);
    }
    expect(head).not.toContain('99.cc.js');
    expect(head).not.toContain('other.ee.js');
    expect(assetOrigins).toEqual([]);
  });

  it('preloads nothing for a path no remote owns, and reports CDN origins for the CSP', async () => {
    const dir = releases({ onboarding: { entry: 'https://cdn.example.com/mf/onboarding/1.0.0/mf-manifest.json' } });
    const home = await shellPreload('/', dir);
    expect(home.head).not.toContain('rel="preload"');
    expect(home.assetOrigins).toEqual(['https://cdn.example.com']);
    // A CDN-hosted manifest is not read from disk: no hints, still inlined.
    const signIn = await shellPreload('/onboard/sign-in', dir);
    expect(signIn.head).not.toContain('rel="preload"');
    expect(signIn.head).toContain(INLINE_MANIFEST_ID);
  });

  it('yields nothing when no deploy manifest is published or it is not JSON', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'timekeep-preload-'));
    expect(await shellPreload('/onboard/sign-in', empty)).toEqual({ head: '', assetOrigins: [] });
    fs.writeFileSync(path.join(empty, 'remotes.json'), '{oops');
    expect(await shellPreload('/onboard/sign-in', empty)).toEqual({ head: '', assetOrigins: [] });
  });
});

describe('helpers', () => {
  it('maps a path to the remote of the longest matching area base', () => {
    expect(remoteForPath('/onboard/sign-in')).toBe('onboarding');
    expect(remoteForPath('/bio-photo/register')).toBe('bio-photo');
    expect(remoteForPath('/onboarding')).toBeUndefined();
    expect(remoteForPath('/')).toBeUndefined();
  });

  it('keeps inlined JSON from closing its script element', () => {
    expect(scriptSafeJson('{"a":"</script><script>x"}')).toBe('{"a":"\\u003c/script>\\u003cscript>x"}');
    expect(JSON.parse(scriptSafeJson('{"a":"</script>"}'))).toEqual({ a: '</script>' });
  });
});

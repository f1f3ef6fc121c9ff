import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { publicRemoteForPath, shellPreload } from './shell-preload';

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
  it('preloads the files of the remote that owns the path, at low priority, and does not inline the deploy manifest', async () => {
    const dir = releases({ onboarding: { entry: '/mf/onboarding/1.0.0/mf-manifest.json' } }, ONBOARDING_MF);
    const { head, assetOrigins } = await shellPreload('/onboard/sign-in', dir);
    expect(head).not.toContain('<script');
    expect(head).toContain('<link rel="preload" as="fetch" crossorigin="anonymous" fetchpriority="low" href="/mf/onboarding/1.0.0/mf-manifest.json">');
    for (const file of ['remoteEntry.js', '17.aa.js', '__federation_expose_App.bb.js', '__federation_expose_manifest.dd.js']) {
      expect(head).toContain(`<link rel="preload" as="script" fetchpriority="low" href="/mf/onboarding/1.0.0/${file}">`);
    }
    expect(head).not.toContain('99.cc.js');
    expect(head).not.toContain('other.ee.js');
    expect(assetOrigins).toEqual([]);
  });

  it('parses a published mf-manifest once, and again when the file is replaced in place', async () => {
    const dir = releases({ onboarding: { entry: '/mf/onboarding/1.0.0/mf-manifest.json' } }, ONBOARDING_MF);
    const mfFile = path.join(dir, 'mf', 'onboarding', '1.0.0', 'mf-manifest.json');
    const reads = jest.spyOn(fs.promises, 'readFile');
    try {
      const manifestReads = () => reads.mock.calls.filter(([file]) => file === mfFile).length;
      await shellPreload('/onboard/sign-in', dir);
      await shellPreload('/onboard/sign-in', dir);
      expect(manifestReads()).toBe(1);
      const replaced = { ...ONBOARDING_MF, exposes: [{ name: 'App', assets: { js: { sync: ['__federation_expose_App.new.js'], async: [] } } }] };
      fs.writeFileSync(mfFile, JSON.stringify(replaced));
      fs.utimesSync(mfFile, new Date(), new Date(Date.now() + 5_000));
      const { head } = await shellPreload('/onboard/sign-in', dir);
      expect(manifestReads()).toBe(2);
      expect(head).toContain('/mf/onboarding/1.0.0/__federation_expose_App.new.js');
      expect(head).not.toContain('17.aa.js');
    } finally {
      reads.mockRestore();
    }
  });

  it('preloads nothing for a path no remote owns, and reports CDN origins for the CSP', async () => {
    const dir = releases({ onboarding: { entry: 'https://cdn.example.com/mf/onboarding/1.0.0/mf-manifest.json' } });
    const home = await shellPreload('/', dir);
    expect(home.head).not.toContain('rel="preload"');
    expect(home.assetOrigins).toEqual(['https://cdn.example.com']);
    // A CDN-hosted manifest is not read from disk: no hints.
    const signIn = await shellPreload('/onboard/sign-in', dir);
    expect(signIn.head).toBe('');
  });

  it('yields nothing when no deploy manifest is published or it is not JSON', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'timekeep-preload-'));
    expect(await shellPreload('/onboard/sign-in', empty)).toEqual({ head: '', assetOrigins: [] });
    fs.writeFileSync(path.join(empty, 'remotes.json'), '{oops');
    expect(await shellPreload('/onboard/sign-in', empty)).toEqual({ head: '', assetOrigins: [] });
  });
});

describe('helpers', () => {
  it('maps a public path to the remote of the longest matching area base, and a signed-in area to none', () => {
    expect(publicRemoteForPath('/onboard/sign-in')).toBe('onboarding');
    expect(publicRemoteForPath('/bio-photo/register')).toBe('bio-photo');
    expect(publicRemoteForPath('/payment/telr')).toBe('payment-results');
    expect(publicRemoteForPath('/onboarding')).toBeUndefined();
    expect(publicRemoteForPath('/')).toBeUndefined();
    expect(publicRemoteForPath('/vendor/dashboard')).toBeUndefined();
    expect(publicRemoteForPath('/att/shift')).toBeUndefined();
  });
});

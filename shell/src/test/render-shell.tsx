import { configure, render, type RenderResult } from '@testing-library/react';
import { initReactI18next } from 'react-i18next';
import type { DeployManifest, RemoteName } from '@timekeep/contracts';
import { createTestI18n } from '@timekeep/i18n/testing';
import type { Region, SignedInUser } from '@timekeep/ui';
import { ShellApp } from '../app/ShellApp';
import type { PublicConfig } from '../app/public-config';
import type { ManifestLoadResult } from '../federation/deploy-manifest-loader';

// The whole shell (antd, a menu of every page, lazy pages, then the signed-in user) takes a moment to mount in
// jsdom, and many seconds on the shared, loaded test machine.
configure({ asyncUtilTimeout: 15000 });
jest.setTimeout(40000);

export const TEST_REGION: Region = {
  code: 'mx',
  identify_code: 'MX',
  product_name: 'Timekeep México',
  website: 'https://mx.example.test',
  copyright: '© Timekeep MX',
  logo: '/logo-mx.svg',
};

/** A valid deploy manifest listing the given remotes. */
export function manifestOf(remotes: RemoteName[]): DeployManifest {
  return {
    schema: 1,
    remotes: Object.fromEntries(
      remotes.map((remote) => [
        remote,
        {
          name: remote.replace(/-/g, '_'),
          version: '1.0.0',
          entry: `/mf/${remote}/1.0.0/mf-manifest.json`,
          history: [],
        },
      ]),
    ),
  };
}

export interface RenderShellOptions {
  path: string;
  language?: string;
  /** null: region identification fails. */
  region?: Region | null;
  manifest?: ManifestLoadResult;
  config?: PublicConfig;
  /** The signed-in user (`current-user/`); a company administrator by default. */
  user?: SignedInUser;
}

export const TEST_ADMIN: SignedInUser = { id: 1, permissions: [], is_admin: true, employee_id: null, is_vendor_operator: false };

/** The real shell (BrowserRouter and all) at `path`, with region and deploy manifest answered by the test. */
export function renderShell({ path, language = 'en', region = TEST_REGION, manifest, config = {}, user = TEST_ADMIN }: RenderShellOptions): RenderResult & {
  loadRegion: jest.Mock;
  loadManifest: jest.Mock;
} {
  window.history.replaceState(null, '', path);
  const i18n = createTestI18n(language, { react: initReactI18next });
  const loadRegion = jest.fn(() => Promise.resolve(region));
  const loadManifest = jest.fn(() => Promise.resolve(manifest ?? { ok: true as const, manifest: manifestOf(['onboarding', 'personnel']) }));
  const loadConfig = jest.fn(() => Promise.resolve(config));
  const loadUser = jest.fn(() => Promise.resolve(user));
  const result = render(<ShellApp i18n={i18n} loadRegion={loadRegion} loadManifest={loadManifest} loadConfig={loadConfig} loadUser={loadUser} />);
  return { ...result, loadRegion, loadManifest };
}

/**
 * The contract test every remote runs (frontend-notes §3.1), as one shared suite so that all 11 check the same
 * things: `./App` is a component, `./manifest` is valid for the shell, every page of the route table renders its
 * translated title, and the landing page shows this build's version and the shared api-client's id.
 */
import type { ComponentType } from 'react';
import { cleanup, screen } from '@testing-library/react';
import { API_CLIENT_INSTANCE_ID } from '@timekeep/api-client';
import {
  CONTRACT_MAJOR,
  menuKey,
  type RemoteAppModule,
  type RemoteAppProps,
  type RemoteManifest,
  type RemoteName,
} from '@timekeep/contracts';
import type { i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { NAMESPACES } from '@timekeep/i18n';
import { createTestI18n } from '@timekeep/i18n/testing';
import { pagesUnder } from '../area-pages';
import { renderRemote } from './render-remote';

/** Version the test build pretends to have (webpack's DefinePlugin is not there under jest). */
export const TEST_APP_VERSION = '0.0.0-contract';

/** Typed, so `tsc` also checks each remote's exposes against the contract (`RemoteAppModule`, `RemoteManifest`). */
export interface RemoteModules {
  App: RemoteAppModule['default'];
  manifest: RemoteManifest;
}

function defineBuildGlobals(remote: RemoteName): void {
  Object.assign(globalThis, { __APP_VERSION__: TEST_APP_VERSION, __APP_NAME__: remote.replace(/-/g, '_') });
}

export interface RemoteContractOptions {
  /**
   * Pages whose SPEC behaviour, opened with no query or navigation state, is to go to another page of the
   * remote (e.g. `/onboard` → `/onboard/company-verification`). For these the test asserts the redirect and the
   * target page's title instead.
   */
  redirects?: Readonly<Record<string, string>>;
}

/** Any heading level: real screens choose their own. */
const HEADINGS = 'h1, h2, h3, h4, h5';

/** `load` imports the remote's `./App` and `./manifest` after the build-time globals are defined. */
export function describeRemoteContract(
  remote: RemoteName,
  load: () => Promise<RemoteModules>,
  { redirects = {} }: RemoteContractOptions = {},
): void {
  describe(`remote contract: ${remote}`, () => {
    let App: ComponentType<RemoteAppProps>;
    let manifest: RemoteManifest;
    let i18n: I18n;

    beforeAll(async () => {
      defineBuildGlobals(remote);
      const modules = await load();
      App = modules.App;
      manifest = modules.manifest;
      i18n = createTestI18n('en', { react: initReactI18next });
    });
    afterEach(cleanup);

    it('./App default-exports a component', () => {
      expect(typeof App).toBe('function');
    });

    it('./manifest names this remote, the current contract major and this build', () => {
      expect(manifest).toEqual({
        remote,
        contract: CONTRACT_MAJOR,
        version: TEST_APP_VERSION,
        namespaces: expect.arrayContaining(['menu']),
      });
      for (const ns of manifest.namespaces) expect(NAMESPACES).toContain(ns);
    });

    const pages = pagesUnder(remote, '');
    it.each(pages.map((p) => [p.path, p] as const))('%s renders its translated title', (_path, page) => {
      renderRemote(App, page.area.base, page.path, i18n);
      const target = redirects[page.path] ?? page.path;
      const titleKey = `menu:${menuKey(target)}`;
      expect(screen.getByTestId('test-location')).toHaveTextContent(target);
      expect(i18n.exists(titleKey)).toBe(true);
      // By text in a heading, not getByRole: the role query is ~10x slower in jsdom and this runs for ~200 pages.
      expect(screen.getByText(i18n.t(titleKey), { selector: HEADINGS })).toBeInTheDocument();
    });

    it('redirects name pages of this remote', () => {
      const paths = new Set(pages.map((p) => p.path));
      for (const [from, to] of Object.entries(redirects)) expect([from, paths.has(from), to, paths.has(to)]).toEqual([from, true, to, true]);
    });

    const bases = [...new Set(pages.map((p) => p.area.base))];
    it.each(bases)('landing %s shows this build and the api-client instance it was given', (base) => {
      renderRemote(App, base, base, i18n);
      expect(screen.getByTestId('remote-version')).toHaveTextContent(`${remote}@${TEST_APP_VERSION}`);
      expect(screen.getByTestId('remote-api-client-id')).toHaveTextContent(API_CLIENT_INSTANCE_ID);
    });
  });
}

/**
 * The contract test every remote runs (frontend-notes §3.1), as one shared suite so that all 11 check the same
 * things: `./App` is a component, `./manifest` is valid for the shell, every page of the route table renders its
 * translated title, and the landing page shows this build's version and the shared api-client's id.
 */
import type { ComponentType } from 'react';
import { cleanup, screen } from '@testing-library/react';
import { API_CLIENT_INSTANCE_ID } from '@timekeep/api-client';
import { CONTRACT_MAJOR, type RemoteAppProps, type RemoteManifest, type RemoteName } from '@timekeep/contracts';
import type { i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { NAMESPACES } from '@timekeep/i18n';
import { createTestI18n } from '@timekeep/i18n/testing';
import { pagesUnder } from '../area-pages';
import { renderRemote } from './render-remote';

/** Version the test build pretends to have (webpack's DefinePlugin is not there under jest). */
export const TEST_APP_VERSION = '0.0.0-contract';

export interface RemoteModules {
  App: unknown;
  manifest: unknown;
}

function defineBuildGlobals(remote: RemoteName): void {
  Object.assign(globalThis, { __APP_VERSION__: TEST_APP_VERSION, __APP_NAME__: remote.replace(/-/g, '_') });
}

/** `load` imports the remote's `./App` and `./manifest` after the build-time globals are defined. */
export function describeRemoteContract(remote: RemoteName, load: () => Promise<RemoteModules>): void {
  describe(`remote contract: ${remote}`, () => {
    let App: ComponentType<RemoteAppProps>;
    let manifest: RemoteManifest;
    let i18n: I18n;

    beforeAll(async () => {
      defineBuildGlobals(remote);
      const modules = await load();
      App = modules.App as ComponentType<RemoteAppProps>;
      manifest = modules.manifest as RemoteManifest;
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
      expect(i18n.exists(page.titleKey)).toBe(true);
      // By text in an h3, not getByRole: the role query is ~10x slower in jsdom and this runs for ~200 pages.
      expect(screen.getByText(i18n.t(page.titleKey), { selector: 'h3' })).toBeInTheDocument();
    });

    const bases = [...new Set(pages.map((p) => p.area.base))];
    it.each(bases)('landing %s shows this build and the api-client instance it was given', (base) => {
      renderRemote(App, base, base, i18n);
      expect(screen.getByTestId('remote-version')).toHaveTextContent(`${remote}@${TEST_APP_VERSION}`);
      expect(screen.getByTestId('remote-api-client-id')).toHaveTextContent(API_CLIENT_INSTANCE_ID);
    });
  });
}

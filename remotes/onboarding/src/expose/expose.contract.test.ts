/**
 * The onboarding remote's exposes (frontend-notes §3.1). The shared suite (`describeRemoteContract`) expects every
 * area index to be a titled landing page, but SPEC §2 makes /oauth and /onboard redirects, so this remote checks
 * the same contract with that one difference: each page shows its menu title and the build markers, and each index
 * redirects to its SPEC target (see features/OnboardingApp.test.tsx for the redirects).
 */
import { act, cleanup, screen } from '@testing-library/react';
import { initReactI18next } from 'react-i18next';
import { API_CLIENT_INSTANCE_ID, apiClient } from '@timekeep/api-client';
import { CONTRACT_MAJOR, type RemoteManifest } from '@timekeep/contracts';
import { NAMESPACES } from '@timekeep/i18n';
import { createTestI18n } from '@timekeep/i18n/testing';
import { pagesUnder } from '@timekeep/ui';
import { renderRemote } from '@timekeep/ui/src/area/testing/render-remote';

const TEST_APP_VERSION = '0.0.0-contract';
Object.assign(globalThis, { __APP_VERSION__: TEST_APP_VERSION, __APP_NAME__: 'onboarding' });

/** Pages that need their link's code or navigation state to stay; rendered with a code here. */
const WITH_CODE = new Set(['/onboard/activation', '/onboard/invited', '/onboard/reset-password', '/onboard/join-approval']);
/** Pages that leave at once without navigation state (SPEC §2), so their title is not checked here. */
const NEEDS_STATE = new Set(['/onboard/email-activation', '/onboard/company-creation', '/onboard/invited-sign-up', '/onboard/forgot-password']);

jest.setTimeout(30000);

describe('remote contract: onboarding', () => {
  const i18n = createTestI18n('en', { react: initReactI18next });
  // Company login asks for the joined companies without a session here; the expiry redirect must not leave jsdom.
  beforeAll(() => apiClient.configure({ navigate: () => undefined }));
  afterEach(cleanup);

  it('./App default-exports a component and ./manifest names this remote, contract and build', async () => {
    const App = (await import('./App')).default;
    const manifest: RemoteManifest = (await import('./manifest')).default;
    expect(typeof App).toBe('function');
    expect(manifest).toEqual({ remote: 'onboarding', contract: CONTRACT_MAJOR, version: TEST_APP_VERSION, namespaces: expect.arrayContaining(['menu', 'oauth']) });
    for (const ns of manifest.namespaces) expect(NAMESPACES).toContain(ns);
  });

  const pages = pagesUnder('onboarding', '').filter((p) => p.path !== p.area.base && !NEEDS_STATE.has(p.path));
  it.each(pages.map((p) => [p.path, p] as const))('%s shows its translated title and the build markers', async (_path, page) => {
    const App = (await import('./App')).default;
    renderRemote(App, page.area.base, WITH_CODE.has(page.path) ? `${page.path}?code=contract` : page.path, i18n);
    expect(screen.getByText(i18n.t(page.titleKey), { selector: 'h3' })).toBeInTheDocument();
    expect(screen.getByTestId('remote-version')).toHaveTextContent(`onboarding@${TEST_APP_VERSION}`);
    expect(screen.getByTestId('remote-api-client-id')).toHaveTextContent(API_CLIENT_INSTANCE_ID);
    // Let calls started on mount (company login's list) settle inside act before the page is unmounted.
    await act(async () => undefined);
  });
});

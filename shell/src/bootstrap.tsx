import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import { apiClient } from '@timekeep/api-client';
import { SESSION_STORAGE_KEYS } from '@timekeep/contracts';
import { createI18n } from '@timekeep/i18n';
import { PlainSpinner, toastQueue } from '@timekeep/ui';
import './global.css';
import { configureShellApiClient } from './app/api-client-hooks';
import { handOverFirstPaint } from './app/first-paint';
import { firstFromEarly, startEarlyLoads } from './app/early-loads';
import { ShellApp } from './app/ShellApp';
import { loadDeployManifest } from './federation/deploy-manifest-loader';
import { identifyRegion } from './region/identify-region';
import { isMainApplicationPath, preloadRouteChunks } from './routing/preload-route-chunks';
import { loadSignedInUser } from './session/current-user';
import { announceSessionNotice } from './session/session-notice';

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  // The sign-in page's server-sent first paint covers the app until it shows more than progress (ADR 0124).
  handOverFirstPaint(container);
  const root = createRoot(container);
  // Until translations arrive there is nothing to say, only something to show (antd's look without antd: the
  // sign-in page loads none, ADR 0015).
  root.render(
    <div aria-busy="true" style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <PlainSpinner size="large" />
    </div>,
  );
  // What the first route needs (antd's scope, the main layout) loads while translations and the region do.
  preloadRouteChunks(window.location.pathname);
  // The region and the deploy manifest are asked for now, while translations load (issue 16 item 13).
  const early = startEarlyLoads({ loadRegion: () => identifyRegion(apiClient), loadManifest: () => loadDeployManifest() });
  // SPEC §4: i18n first (every later screen, even "Invalid Access", is translated), then the region.
  const i18n = await createI18n({ react: initReactI18next });
  configureShellApiClient(i18n);
  // A session that expired on a company host ends here on the base host: say why (SPEC §8 "Session Timeout").
  announceSessionNotice(window.location.href, {
    translate: (key) => i18n.t(key),
    show: (type, message) => void toastQueue.show(type, message),
    replaceUrl: (url) => window.history.replaceState(window.history.state, '', url),
  });
  // A signed-in visit of the main application asks for the user's permissions now (the api-client can refresh an
  // expired token from here on), not after the main layout's chunks have arrived and its gate has mounted.
  const signedIn = isMainApplicationPath(window.location.pathname) && Boolean(localStorage.getItem(SESSION_STORAGE_KEYS.accessToken));
  const loadUser = signedIn ? firstFromEarly(() => loadSignedInUser(apiClient)) : undefined;
  root.render(
    <StrictMode>
      <ShellApp i18n={i18n} loadRegion={early.loadRegion} loadManifest={early.loadManifest} loadUser={loadUser} />
    </StrictMode>,
  );
}

void start();

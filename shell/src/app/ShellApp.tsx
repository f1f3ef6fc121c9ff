import type { i18n as I18nInstance } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { apiClient } from '@timekeep/api-client';
import { ToastViewport, type Region, type SignedInUser } from '@timekeep/ui';
import { DeployManifestProvider } from '../federation/DeployManifestProvider';
import { loadDeployManifest, type ManifestLoadResult } from '../federation/deploy-manifest-loader';
import { identifyRegion } from '../region/identify-region';
import { RegionGate } from '../region/RegionGate';
import { AppRoutes } from '../routing/AppRoutes';
import { loadSignedInUser } from '../session/current-user';
import { SignedInUserLoader } from '../session/user-loader';
import { ShellThemeProvider } from '../theme/ShellThemeProvider';
import { ApiClientNavigation } from './ApiClientNavigation';
import { loadPublicConfig, type PublicConfig } from './public-config';
import { WidgetServicesProvider } from './WidgetServicesProvider';

const loadRegionWithApiClient = (): Promise<Region | null> => identifyRegion(apiClient);
const loadPublicConfigWithApiClient = (): Promise<PublicConfig> => loadPublicConfig(apiClient);
const loadUserWithApiClient = (): Promise<SignedInUser> => loadSignedInUser(apiClient);

export interface ShellAppProps {
  i18n: I18nInstance;
  /** Region lookup; the api-client call by default. */
  loadRegion?: () => Promise<Region | null>;
  /** Deploy manifest lookup; `/deploy/remotes.json` by default. */
  loadManifest?: () => Promise<ManifestLoadResult>;
  /** Public server settings (maps); `GET /web/api/v2/public_config/` by default. */
  loadConfig?: () => Promise<PublicConfig>;
  /** The signed-in user's permissions for the main application; `GET current-user/` by default. */
  loadUser?: () => Promise<SignedInUser>;
}

/**
 * The whole shell (SPEC §4 App start): translations are ready before this renders; then the region, with a
 * progress indicator; then the routes, while the deploy manifest loads for the remote routes.
 */
export function ShellApp({
  i18n,
  loadRegion = loadRegionWithApiClient,
  loadManifest = loadDeployManifest,
  loadConfig = loadPublicConfigWithApiClient,
  loadUser = loadUserWithApiClient,
}: ShellAppProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <ShellThemeProvider>
        <ToastViewport />
        <BrowserRouter>
          <ApiClientNavigation />
          <RegionGate load={loadRegion}>
            <WidgetServicesProvider loadConfig={loadConfig}>
              <DeployManifestProvider load={loadManifest}>
                <SignedInUserLoader.Provider value={loadUser}>
                  <AppRoutes />
                </SignedInUserLoader.Provider>
              </DeployManifestProvider>
            </WidgetServicesProvider>
          </RegionGate>
        </BrowserRouter>
      </ShellThemeProvider>
    </I18nextProvider>
  );
}

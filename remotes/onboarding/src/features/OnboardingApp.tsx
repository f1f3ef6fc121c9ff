import { Suspense, useMemo } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import type { RemoteAppProps } from '@timekeep/contracts';
import { normalizeBasePath, pagesUnder, RemoteAreaContext, type RemoteAreaValue, type RemoteBuildInfo } from '@timekeep/ui';
import { OnboardingEnvProvider, type OnboardingEnv } from './common/onboarding-env';
import { lazyPage } from './common/lazy-page';
import { PageLoading } from './common/PageLoading';
import { OnboardingLayout } from './layout/OnboardingLayout';
import { INDEX_REDIRECTS, ONBOARDING_PAGES, pageTitleKey } from './routes';

// A path matching no page shows the shared not-found page, which renders antd: loaded when needed.
const AreaNotFound = lazyPage(() => import('./common/area-not-found').then((m) => m.default));

/**
 * Relative routes of the area the shell mounted at `basePath` (/oauth or /onboard), inside the shell's router:
 * the index redirects, every page in the onboarding layout, anything else the area's not-found page. The sign-in
 * pages render no antd; the other pages and the dialogs bring their own AntdScope (ADR 0015).
 */
export function createOnboardingApp(build: RemoteBuildInfo, env?: OnboardingEnv) {
  function OnboardingApp({ basePath }: RemoteAppProps) {
    const base = normalizeBasePath(basePath);
    const area = useMemo<RemoteAreaValue>(() => ({ build, basePath: base, pages: pagesUnder(build.remote, base) }), [base]);
    const pages = ONBOARDING_PAGES.filter((page) => page.path.startsWith(`${base}/`));
    const indexTarget = INDEX_REDIRECTS[base];
    return (
      <OnboardingEnvProvider env={env}>
        <RemoteAreaContext.Provider value={area}>
          <Routes>
            {indexTarget ? <Route index element={<Navigate to={indexTarget} replace />} /> : null}
            {pages.map(({ path, Page }) => (
              <Route
                key={path}
                path={path.slice(base.length + 1)}
                element={
                  <OnboardingLayout titleKey={pageTitleKey(path)}>
                    <Suspense fallback={<PageLoading />}>
                      <Page />
                    </Suspense>
                  </OnboardingLayout>
                }
              />
            ))}
            <Route
              path="*"
              element={
                <Suspense fallback={<PageLoading />}>
                  <AreaNotFound />
                </Suspense>
              }
            />
          </Routes>
        </RemoteAreaContext.Provider>
      </OnboardingEnvProvider>
    );
  }
  OnboardingApp.displayName = `RemoteApp(${build.remote})`;
  return OnboardingApp;
}

import { useMemo, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { RemoteAppProps } from '@timekeep/contracts';
import { normalizeBasePath, pagesUnder, type AreaPageEntry } from './area-pages';
import { AreaNavigation } from './AreaNavigation';
import { AreaNotFound } from './AreaNotFound';
import { AreaPage } from './AreaPage';
import { RemoteAreaContext, type RemoteAreaValue, type RemoteBuildInfo } from './remote-area-context';
import { RemoteBuildFooter } from './RemoteBuildFooter';

/** A screen for one page, given its route-table entry. */
export type RemoteScreen = ComponentType<{ entry: AreaPageEntry }>;
/** Real screens by full page path (`/payment/telr`); pages without one get the generic titled page. */
export type RemoteScreens = Readonly<Partial<Record<string, RemoteScreen>>>;

export interface RemoteAppConfig {
  build: RemoteBuildInfo;
  screens?: RemoteScreens;
}

function GenericPage({ entry }: { entry: AreaPageEntry }) {
  return <AreaPage entry={entry} />;
}

function Landing({ entry, Screen }: { entry?: AreaPageEntry; Screen?: RemoteScreen }) {
  return (
    <>
      {Screen && entry ? (
        <Screen entry={entry} />
      ) : (
        <AreaPage entry={entry}>
          <AreaNavigation />
        </AreaPage>
      )}
      <RemoteBuildFooter />
    </>
  );
}

/**
 * The `./App` component of a remote: relative <Routes> for every page of the remote below `basePath` (the
 * shell's router, i18n and antd providers are used as they are; a remote never creates its own router). The
 * landing route shows the area's navigation and the build footer; every other page is titled, with a
 * breadcrumb; unknown sub-paths show a not-found result inside the area.
 */
export function createRemoteApp({ build, screens = {} }: RemoteAppConfig): ComponentType<RemoteAppProps> {
  function RemoteApp({ basePath }: RemoteAppProps) {
    const base = normalizeBasePath(basePath);
    const value = useMemo<RemoteAreaValue>(() => ({ build, basePath: base, pages: pagesUnder(build.remote, base) }), [base]);
    const landing = value.pages.find((p) => p.relative === '');
    return (
      <RemoteAreaContext.Provider value={value}>
        <Routes>
          <Route index element={<Landing entry={landing} Screen={landing && screens[landing.path]} />} />
          {value.pages
            .filter((p) => p.relative !== '')
            .map((entry) => {
              const Screen = screens[entry.path] ?? GenericPage;
              return <Route key={entry.path} path={entry.relative} element={<Screen entry={entry} />} />;
            })}
          <Route path="*" element={<AreaNotFound />} />
        </Routes>
      </RemoteAreaContext.Provider>
    );
  }
  RemoteApp.displayName = `RemoteApp(${build.remote})`;
  return RemoteApp;
}

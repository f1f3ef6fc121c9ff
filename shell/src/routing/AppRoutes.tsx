import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AREAS, type AreaDefinition } from '@timekeep/contracts';
import { RemoteRoute } from '../federation/RemoteRoute';
import { PublicLayout } from '../layout/PublicLayout';
import { AppLoading } from '../pages/AppLoading';
import { SwitchCompanyPage } from '../session/SwitchCompanyPage';
import { loadMainLayout } from './preload-route-chunks';
import { ShellAntdScope } from './ShellAntdScope';

// The main application's frame and the shell's own pages (all antd) load only once one of their routes is
// visited, so a route that renders no antd (the sign-in page, ADR 0015) carries none of them.
const MainLayout = lazy(() => loadMainLayout().then((m) => ({ default: m.MainLayout })));
const HomePage = lazy(() => import('../pages/HomePage').then((m) => ({ default: m.HomePage })));
const DashboardPage = lazy(() => import('../pages/DashboardPage').then((m) => ({ default: m.DashboardPage })));
const UserGuidePage = lazy(() => import('../pages/UserGuidePage').then((m) => ({ default: m.UserGuidePage })));
const NotFoundPage = lazy(() => import('../pages/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));
const UnauthorizedPage = lazy(() => import('../pages/UnauthorizedPage').then((m) => ({ default: m.UnauthorizedPage })));
const DiagnosticsPage = lazy(() => import('../pages/DiagnosticsPage').then((m) => ({ default: m.DiagnosticsPage })));
const WidgetGalleryPage = lazy(() => import('../pages/WidgetGalleryPage').then((m) => ({ default: m.WidgetGalleryPage })));

function Page({ children }: { children: ReactNode }) {
  return <Suspense fallback={<AppLoading />}>{children}</Suspense>;
}

function publicAreaRoutes(areas: readonly AreaDefinition[]) {
  return areas.map((area) => (
    // Keyed by area: moving between areas remounts, so one area's app never renders under another's base.
    <Route key={area.area} path={`${area.base}/*`} element={<RemoteRoute key={area.area} area={area} />} />
  ));
}

/**
 * SPEC §2 top-level routes, then the main application's route table mapped to remotes. Every route the shell
 * scopes (`antdScope: 'shell'`, the main application always) sits inside the one ShellAntdScope; a public area its
 * remote scopes (`'remote'`) renders without antd until one of its screens needs it (ADR 0015). `areas`: the
 * contracts' route table; tests pass a variant.
 */
export function AppRoutes({ areas = AREAS }: { areas?: readonly AreaDefinition[] }) {
  const publicAreas = areas.filter((area) => !area.authenticated);
  const mainAreas = areas.filter((area) => area.authenticated);
  return (
    <Routes>
      <Route element={<ShellAntdScope />}>
        <Route path="/switch-company" element={<SwitchCompanyPage />} />
        <Route path="/unauthorized" element={<Page><UnauthorizedPage /></Page>} />
        <Route path="/dev/widgets" element={<Page><WidgetGalleryPage /></Page>} />
        <Route element={<PublicLayout />}>{publicAreaRoutes(publicAreas.filter((area) => area.antdScope === 'shell'))}</Route>
        <Route element={<Page><MainLayout /></Page>}>
          <Route index element={<Page><HomePage /></Page>} />
          <Route path="/dashboard" element={<Page><DashboardPage /></Page>} />
          <Route path="/user-guide" element={<Page><UserGuidePage /></Page>} />
          <Route path="/diagnostics" element={<Page><DiagnosticsPage /></Page>} />
          {mainAreas.map((area) => (
            <Route key={area.area} path={`${area.base}/*`} element={<RemoteRoute key={area.area} area={area} />} />
          ))}
          <Route path="*" element={<Page><NotFoundPage /></Page>} />
        </Route>
      </Route>
      <Route element={<PublicLayout />}>{publicAreaRoutes(publicAreas.filter((area) => area.antdScope === 'remote'))}</Route>
    </Routes>
  );
}

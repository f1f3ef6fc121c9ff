import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AREAS } from '@timekeep/contracts';
import { RemoteRoute } from '../federation/RemoteRoute';
import { PublicLayout } from '../layout/PublicLayout';
import { AppLoading } from '../pages/AppLoading';
import { UnauthorizedPage } from '../pages/UnauthorizedPage';
import { SwitchCompanyPage } from '../session/SwitchCompanyPage';

// The main application's frame and pages load only once a signed-in route is visited, so the sign-in route
// carries none of them.
const MainLayout = lazy(() => import('../layout/MainLayout').then((m) => ({ default: m.MainLayout })));
const HomePage = lazy(() => import('../pages/HomePage').then((m) => ({ default: m.HomePage })));
const DashboardPage = lazy(() => import('../pages/DashboardPage').then((m) => ({ default: m.DashboardPage })));
const UserGuidePage = lazy(() => import('../pages/UserGuidePage').then((m) => ({ default: m.UserGuidePage })));
const NotFoundPage = lazy(() => import('../pages/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));
const WidgetGalleryPage = lazy(() => import('../pages/WidgetGalleryPage').then((m) => ({ default: m.WidgetGalleryPage })));

function Page({ children }: { children: ReactNode }) {
  return <Suspense fallback={<AppLoading />}>{children}</Suspense>;
}

const publicAreas = AREAS.filter((area) => !area.authenticated);
const mainAreas = AREAS.filter((area) => area.authenticated);

/** SPEC §2 top-level routes, then the main application's route table mapped to remotes. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/switch-company" element={<SwitchCompanyPage />} />
      <Route path="/unauthorized" element={<UnauthorizedPage />} />
      <Route path="/dev/widgets" element={<Page><WidgetGalleryPage /></Page>} />
      <Route element={<PublicLayout />}>
        {publicAreas.map((area) => (
          // Keyed by area: moving between areas remounts, so one area's app never renders under another's base.
          <Route key={area.area} path={`${area.base}/*`} element={<RemoteRoute key={area.area} area={area} />} />
        ))}
      </Route>
      <Route element={<Page><MainLayout /></Page>}>
        <Route index element={<Page><HomePage /></Page>} />
        <Route path="/dashboard" element={<Page><DashboardPage /></Page>} />
        <Route path="/user-guide" element={<Page><UserGuidePage /></Page>} />
        {mainAreas.map((area) => (
          <Route key={area.area} path={`${area.base}/*`} element={<RemoteRoute key={area.area} area={area} />} />
        ))}
        <Route path="*" element={<Page><NotFoundPage /></Page>} />
      </Route>
    </Routes>
  );
}

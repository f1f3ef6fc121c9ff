import { lazy, Suspense, type ReactElement } from 'react';
import { Skeleton } from 'antd';
import { areaScreen, resourceScreen, type RemoteScreens } from '@timekeep/ui';
import { RalvieConfiguration } from './Configuration';
import { summaryDeclaration } from './declarations';

// The dashboard's charts (recharts) load with the page, not with the remote's `./App`.
const RalvieDashboardView = lazy(() => import('./RalvieDashboard'));

function Dashboard(): ReactElement {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
      <RalvieDashboardView />
    </Suspense>
  );
}

/** The Productivity pages (SPEC §2 /ralvie/*, ADR 0120). */
export const RALVIE_SCREENS: RemoteScreens = {
  '/ralvie/dashboard': areaScreen(Dashboard, 'RalvieDashboard'),
  '/ralvie/productivity-summary': resourceScreen(summaryDeclaration),
  '/ralvie/configuration': areaScreen(() => <RalvieConfiguration />, 'RalvieConfiguration'),
};

import { lazy, useEffect, useState, type ReactNode } from 'react';
import { AntdScope, RegionContext, type Region } from '@timekeep/ui';
import { AppLoading } from '../pages/AppLoading';

// antd's Result: loaded only when the region is refused, so the way to the sign-in page carries no antd (ADR 0015).
const InvalidAccessPage = lazy(() => import('../pages/InvalidAccessPage').then((m) => ({ default: m.InvalidAccessPage })));

type RegionState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; region: Region };

export interface RegionGateProps {
  load: () => Promise<Region | null>;
  children: ReactNode;
}

/**
 * SPEC §4 App start: the region comes first, with a progress indicator; nothing else renders until it is known.
 * Failure shows only "Invalid Access" (SPEC §8). Success sets the page title to the region's product name.
 */
export function RegionGate({ load, children }: RegionGateProps) {
  const [state, setState] = useState<RegionState>({ status: 'loading' });

  useEffect(() => {
    let active = true;
    load().then(
      (region) => {
        if (active) setState(region ? { status: 'ready', region } : { status: 'failed' });
      },
      () => {
        if (active) setState({ status: 'failed' });
      },
    );
    return () => {
      active = false;
    };
  }, [load]);

  useEffect(() => {
    if (state.status === 'ready') document.title = state.region.product_name;
  }, [state]);

  if (state.status === 'loading') return <AppLoading messageKey="app.loadingRegion" />;
  if (state.status === 'failed') {
    // Outside the routes, so outside the shell's route scope: one scope of its own (its fallback also covers the
    // page's own chunk).
    return (
      <AntdScope fallback={<AppLoading />}>
        <InvalidAccessPage />
      </AntdScope>
    );
  }
  return <RegionContext.Provider value={state.region}>{children}</RegionContext.Provider>;
}

import { useEffect, useState, type ReactNode } from 'react';
import { RegionContext, type Region } from '@timekeep/ui';
import { AppLoading } from '../pages/AppLoading';
import { InvalidAccessPage } from '../pages/InvalidAccessPage';

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
  if (state.status === 'failed') return <InvalidAccessPage />;
  return <RegionContext.Provider value={state.region}>{children}</RegionContext.Provider>;
}

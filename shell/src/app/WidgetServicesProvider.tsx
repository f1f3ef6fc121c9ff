import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { apiClient } from '@timekeep/api-client';
import { AppProvider, DialogHost, toastQueue, type WidgetServices } from '@timekeep/ui';
import { OnDemandConfirmDialog } from './OnDemandConfirmDialog';
import type { PublicConfig } from './public-config';

export interface WidgetServicesProviderProps {
  loadConfig: () => Promise<PublicConfig>;
  children: ReactNode;
}

/**
 * What the shared widgets need from the application (SPEC §8: a picker without it fails with "The app provider
 * not found!"): calls through the one api-client, the maps settings from the server, warnings as toasts, and the
 * confirmation dialog host (its dialog and antd load when first opened). Remotes render inside, so their pickers work
 * without wiring of their own.
 */
export function WidgetServicesProvider({ loadConfig, children }: WidgetServicesProviderProps) {
  const [config, setConfig] = useState<PublicConfig>({});
  useEffect(() => {
    let active = true;
    void loadConfig().then((loaded) => {
      if (active) setConfig(loaded);
    });
    return () => {
      active = false;
    };
  }, [loadConfig]);

  const services = useMemo<WidgetServices>(
    () => ({
      get: (path, params) => apiClient.get(path, params),
      post: (path, body) => apiClient.post(path, body),
      maps: config.maps,
      warn: (message) => {
        toastQueue.show('warning', message);
      },
    }),
    [config.maps],
  );

  return (
    <AppProvider services={services}>
      <DialogHost Dialog={OnDemandConfirmDialog}>{children}</DialogHost>
    </AppProvider>
  );
}

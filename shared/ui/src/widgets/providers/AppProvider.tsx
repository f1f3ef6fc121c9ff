import { createContext, useContext, type ReactElement, type ReactNode } from 'react';
import type { ApiResponse } from '@timekeep/contracts';

export type WidgetQueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;
export type WidgetQuery = Record<string, WidgetQueryValue>;

/** Google Maps settings from server configuration (`GET /web/api/v2/public_config/`), never from the bundle. */
export interface MapsConfig {
  apiKey: string;
  /**
   * Maps origin (the server's `maps_base_url`, default `https://maps.googleapis.com`): the script is loaded from
   * `{origin}/maps/api/js` and time zones from `{origin}/maps/api/timezone/json`. A full script URL also works.
   */
  scriptBaseUrl?: string;
  /** Time-zone endpoint, when it does not sit beside the script. */
  timeZoneUrl?: string;
}

/**
 * What pickers and lookups need from the app: authenticated calls under `/web` (the shell passes the
 * api-client here) and the maps configuration. Injected so every widget is testable with fakes.
 */
export interface WidgetServices {
  get: (path: string, params?: WidgetQuery) => Promise<ApiResponse<unknown>>;
  post: (path: string, body?: unknown) => Promise<ApiResponse<unknown>>;
  maps?: MapsConfig;
  /** Shows a warning toast (the shell passes its toast queue); antd's message is used when absent. */
  warn?: (message: string) => void;
}

export const AppServicesContext = createContext<WidgetServices | null>(null);

export function AppProvider({ services, children }: { services: WidgetServices; children: ReactNode }): ReactElement {
  return <AppServicesContext.Provider value={services}>{children}</AppServicesContext.Provider>;
}

/** SPEC §8: a picker without the app context is a wiring bug, reported with this exact message. */
export const APP_PROVIDER_MISSING = 'The app provider not found!';

export function useAppServices(): WidgetServices {
  const services = useContext(AppServicesContext);
  if (!services) throw new Error(APP_PROVIDER_MISSING);
  return services;
}

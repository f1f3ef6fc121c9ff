import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { apiClient, type ApiClient, type PageLocation } from '@timekeep/api-client';
import { createOnboardingApi, type OnboardingApi } from './onboarding-api';

/**
 * What the onboarding pages need from the outside world, in one place so tests can swap it: the shared
 * api-client (calls and the session's token store), the onboarding calls over it, where the page is, and the two
 * ways of leaving the single-page app (another host, a new window).
 */
export interface OnboardingEnv {
  client: ApiClient;
  api: OnboardingApi;
  getLocation: () => PageLocation;
  /** Full navigation, e.g. to the company's own host. */
  assign: (url: string) => void;
  /** Opens a page in a new window (the regional website). */
  openWindow: (url: string) => void;
  /** Remembered e-mail of the sign-in form ("remember me"); localStorage in the browser. */
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
}

export function browserEnv(client: ApiClient = apiClient): OnboardingEnv {
  return {
    client,
    api: createOnboardingApi(client),
    getLocation: () => window.location,
    assign: (url) => window.location.assign(url),
    openWindow: (url) => {
      window.open(url, '_blank', 'noopener,noreferrer');
    },
    storage: window.localStorage,
  };
}

const OnboardingEnvContext = createContext<OnboardingEnv | null>(null);

export function OnboardingEnvProvider({ env, children }: { env?: OnboardingEnv; children: ReactNode }) {
  const value = useMemo(() => env ?? browserEnv(), [env]);
  return <OnboardingEnvContext.Provider value={value}>{children}</OnboardingEnvContext.Provider>;
}

export function useOnboardingEnv(): OnboardingEnv {
  const env = useContext(OnboardingEnvContext);
  if (!env) throw new Error('useOnboardingEnv must be used inside OnboardingEnvProvider');
  return env;
}

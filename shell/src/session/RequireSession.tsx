import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { apiClient } from '@timekeep/api-client';
import { COMPANY_VERIFICATION_PATH } from '@timekeep/contracts';

/** The main application needs a session; without an access token the visitor starts at company verification. */
export function RequireSession({ children }: { children: ReactNode }) {
  if (!apiClient.tokens.getAccessToken()) return <Navigate to={COMPANY_VERIFICATION_PATH} replace />;
  return <>{children}</>;
}

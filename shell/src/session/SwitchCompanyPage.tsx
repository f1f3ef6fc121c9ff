import { useLayoutEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { apiClient } from '@timekeep/api-client';
import { isSuccessCode } from '@timekeep/contracts';
import { AppLoading } from '../pages/AppLoading';
import { takeSwitchCompanyTokens } from './switch-company';

/**
 * The company code is what the session-expiry redirect strips from the host (SPEC §4), but the hand-off URL
 * carries only tokens: ask the server which company they belong to. Failure is not fatal: the session works.
 */
async function rememberCompanyCode(): Promise<void> {
  try {
    const response = await apiClient.get<{ company_domain?: string }>('/oauth/api/v2/current-company/');
    const domain = response.data?.company_domain;
    if (isSuccessCode(response.code) && domain) apiClient.tokens.setCompanyCode(domain);
  } catch {
    // The main application asks again when it needs the company.
  }
}

/** SPEC §2 /switch-company: store the handed-over tokens, clean the URL, continue to `/`. */
export function SwitchCompanyPage() {
  const [done, setDone] = useState(false);
  // Layout effect: the tokens leave the address bar before the browser paints this page.
  useLayoutEffect(() => {
    const stored = takeSwitchCompanyTokens(window.location, window.history, apiClient.tokens);
    if (!stored) {
      setDone(true);
      return;
    }
    void rememberCompanyCode().finally(() => setDone(true));
  }, []);
  return done ? <Navigate to="/" replace /> : <AppLoading />;
}

import { useLayoutEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { apiClient } from '@timekeep/api-client';
import { AppLoading } from '../pages/AppLoading';
import { takeSwitchCompanyTokens } from './switch-company';

/** SPEC §2 /switch-company: store the handed-over tokens, clean the URL, continue to `/`. */
export function SwitchCompanyPage() {
  const [done, setDone] = useState(false);
  // Layout effect: the tokens leave the address bar before the browser paints this page.
  useLayoutEffect(() => {
    takeSwitchCompanyTokens(window.location, window.history, apiClient.tokens);
    setDone(true);
  }, []);
  return done ? <Navigate to="/" replace /> : <AppLoading />;
}

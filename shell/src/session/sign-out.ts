import { apiClient } from '@timekeep/api-client';
import { COMPANY_VERIFICATION_PATH } from '@timekeep/contracts';

/** Ends the session on this device (tokens and company code) and returns the path to go to. */
export function signOut(): string {
  apiClient.tokens.clearSession();
  return COMPANY_VERIFICATION_PATH;
}

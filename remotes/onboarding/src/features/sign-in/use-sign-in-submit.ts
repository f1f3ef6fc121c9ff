import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSuccessCode, type ApiResponse } from '@timekeep/contracts';
import type { SessionGrant } from '../common/onboarding-api';
import { useOnboardingEnv } from '../common/onboarding-env';
import { isSessionGrant, type SignInOutcome } from '../common/sign-in-outcome';
import { useSignInSuccess } from '../common/use-sign-in-success';

/**
 * Sends a sign-in call and carries out SPEC §4 on success. A failure shows the server's message (a generic one
 * for wrong username or password, decided by the server).
 */
export function useSignInSubmit() {
  const { t } = useTranslation('oauth');
  const { client } = useOnboardingEnv();
  const complete = useSignInSuccess();
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (call: () => Promise<ApiResponse<SessionGrant>>): Promise<SignInOutcome | null> => {
    setFailure(null);
    const response = await call();
    if (!isSuccessCode(response.code)) {
      setFailure(client.messageOf(response));
      return null;
    }
    if (!isSessionGrant(response.data)) {
      setFailure(t('signIn.failed'));
      return null;
    }
    return complete(response.data);
  };
  return { failure, submit };
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSuccessCode, type ApiResponse } from '@timekeep/contracts';
import type { SessionGrant } from '../common/onboarding-api';
import { isSessionGrant, type SignInOutcome } from '../common/sign-in-outcome';
import { useSignInSuccess } from '../common/use-sign-in-success';

/**
 * Sends a sign-in call and carries out SPEC §4 on success. A refusal (wrong username or password, decided by the
 * server) comes back through the api-client's status policy, which has already shown it as a toast (SPEC §8): the
 * page shows nothing more, so the message appears once. `failure` is only for what no toast announced.
 */
export function useSignInSubmit() {
  const { t } = useTranslation('oauth');
  const complete = useSignInSuccess();
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (call: () => Promise<ApiResponse<SessionGrant>>): Promise<SignInOutcome | null> => {
    setFailure(null);
    const response = await call();
    if (!isSuccessCode(response.code)) return null;
    if (!isSessionGrant(response.data)) {
      setFailure(t('signIn.failed'));
      return null;
    }
    return complete(response.data);
  };
  return { failure, submit };
}

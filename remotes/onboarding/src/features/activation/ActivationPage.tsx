import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { isSuccessCode, OAUTH_CODES } from '@timekeep/contracts';
import { toast } from '@timekeep/ui';
import { CheckingCode } from '../common/CheckingCode';
import { useOnboardingEnv } from '../common/onboarding-env';
import { ONBOARD_PATHS } from '../common/paths';
import { useQueryCode } from '../common/query-code';
import { useDelayedCheck } from '../common/use-delayed-check';
import { useMissingCodeRedirect } from '../common/use-missing-code-redirect';

export interface CompanyCreationState {
  code: string;
}

/**
 * The link in the activation mail: after 3 s the account is activated and company creation follows with the
 * returned code; a failure shows ZBOA0001 and returns to company verification.
 */
export function ActivationPage() {
  const { t } = useTranslation('oauth');
  const { api } = useOnboardingEnv();
  const navigate = useNavigate();
  const code = useQueryCode();
  useMissingCodeRedirect(code === null);
  /** SPEC §8: ZBOA0001 on failure; a refusal the api-client already announced as ZBOA0001 is not shown twice. */
  const fail = (response?: { code: string }) => {
    if (response?.code !== OAUTH_CODES.failed) toast.error(t(`api:${OAUTH_CODES.failed}`));
    navigate(ONBOARD_PATHS.companyVerification, { replace: true });
  };
  useDelayedCheck(() => {
    if (!code) return;
    void api.activate(code).then(
      (response) => {
        if (isSuccessCode(response.code)) {
          const state: CompanyCreationState = { code: response.data?.code || code };
          navigate(ONBOARD_PATHS.companyCreation, { replace: true, state });
        } else {
          fail(response);
        }
      },
      () => fail(),
    );
  });
  return <CheckingCode message={t('activation.checking')} />;
}

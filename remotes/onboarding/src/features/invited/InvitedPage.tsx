import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { isSuccessCode, OAUTH_CODES } from '@timekeep/contracts';
import { toast } from '@timekeep/ui';
import { CheckingCode } from '../common/CheckingCode';
import type { InvitationData } from '../common/onboarding-api';
import { useOnboardingEnv } from '../common/onboarding-env';
import { ONBOARD_PATHS } from '../common/paths';
import { useQueryCode } from '../common/query-code';
import { useDelayedCheck } from '../common/use-delayed-check';
import { useMissingCodeRedirect } from '../common/use-missing-code-redirect';

export interface InvitedSignUpState {
  code: string;
  email: string;
  company?: string;
}

function companyName(company: InvitationData['company']): string | undefined {
  if (typeof company === 'string') return company;
  return company?.name || undefined;
}

/**
 * The link in an invitation mail (SPEC §4): after 3 s the invitation is checked. With an e-mail in the answer the
 * user still needs an account (invited sign-up); without, they already have one and have joined.
 */
export function InvitedPage() {
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
    void api.checkInvitation(code).then((response) => {
      if (!isSuccessCode(response.code)) return fail(response);
      const email = response.data?.email;
      if (email) {
        const state: InvitedSignUpState = { code, email, company: companyName(response.data?.company) };
        navigate(ONBOARD_PATHS.invitedSignUp, { replace: true, state });
      } else {
        toast.success(t('invited.joined'));
        navigate(ONBOARD_PATHS.companyVerification, { replace: true });
      }
    }, () => fail());
  });
  return <CheckingCode message={t('invited.checking')} />;
}

import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { isSuccessCode } from '@timekeep/contracts';
import { toast } from '@timekeep/ui';
import { useOnboardingEnv } from '../common/onboarding-env';
import { ONBOARD_PATHS } from '../common/paths';
import { ResendButton } from '../common/ResendButton';
import type { ForgotPasswordState } from './ForgotPasswordDialog';

function readState(state: unknown): ForgotPasswordState | null {
  const value = state as Partial<ForgotPasswordState> | null;
  return typeof value?.username === 'string' && value.username ? { username: value.username, company: value.company } : null;
}

/** After the reset mail was sent: shows the account it went to, with a resend button on the 30 s countdown. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('oauth');
  const { api } = useOnboardingEnv();
  const navigate = useNavigate();
  const request = readState(useLocation().state);
  if (!request) return <Navigate to={ONBOARD_PATHS.companyVerification} replace />;
  return (
    <Result
      status="info"
      title={t('forgot.sentTitle')}
      subTitle={t('forgot.sentText', { account: request.username })}
      extra={[
        <ResendButton
          key="resend"
          send={async () => {
            const response = await api.forgotPassword(request);
            if (!isSuccessCode(response.code)) return false;
            toast.success(t('forgot.resent'));
            return true;
          }}
        />,
        <Button key="back" type="link" onClick={() => navigate(ONBOARD_PATHS.companyVerification)}>
          {t('links.backToSignIn')}
        </Button>,
      ]}
    />
  );
}

import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { isSuccessCode, OAUTH_CODES } from '@timekeep/contracts';
import { toast } from '@timekeep/ui';
import { isEmail } from '../common/form-schemas';
import { useOnboardingEnv } from '../common/onboarding-env';
import { ONBOARD_PATHS } from '../common/paths';
import { ResendButton } from '../common/ResendButton';

export interface EmailActivationState {
  email: string;
}

function readEmail(state: unknown): string | null {
  const email = (state as Partial<EmailActivationState> | null)?.email;
  return typeof email === 'string' && email ? email : null;
}

/** After sign-up: the address the activation mail went to, and a resend button (SPEC §2; no state → sign-in). */
export function EmailActivationPage() {
  const { t } = useTranslation('oauth');
  const { api } = useOnboardingEnv();
  const navigate = useNavigate();
  const email = readEmail(useLocation().state);
  if (!email) return <Navigate to={ONBOARD_PATHS.companyVerification} replace />;
  return (
    <Result
      status="success"
      title={t('emailActivation.title')}
      subTitle={t('emailActivation.text', { email })}
      extra={[
        <ResendButton
          key="resend"
          send={async () => {
            if (!isEmail(email)) {
              toast.error(t(`api:${OAUTH_CODES.invalidForm}`));
              return false;
            }
            const response = await api.resendActivation(email);
            if (!isSuccessCode(response.code)) return false;
            toast.success(t('emailActivation.resent'));
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

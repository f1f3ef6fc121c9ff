import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ONBOARD_PATHS } from '../common/paths';

/** /oauth/company-verification is a placeholder in the SPEC; it points to the real company verification. */
export function OAuthCompanyVerificationPage() {
  const { t } = useTranslation('oauth');
  const navigate = useNavigate();
  return (
    <Result
      status="info"
      title={t('oauthVerification.text')}
      extra={
        <Button type="primary" onClick={() => navigate(ONBOARD_PATHS.companyVerification)}>
          {t('oauthVerification.continue')}
        </Button>
      }
    />
  );
}

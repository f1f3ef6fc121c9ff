import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PlainButton, PlainIcon } from '@timekeep/ui';
import { ONBOARD_PATHS } from '../common/paths';
import styles from './OAuthCompanyVerificationPage.module.css';

/**
 * /oauth/company-verification is a placeholder in the SPEC; it points to the real company verification. antd's
 * Result (status info) look without antd (ADR 0015).
 */
export function OAuthCompanyVerificationPage() {
  const { t } = useTranslation('oauth');
  const navigate = useNavigate();
  return (
    <div className={styles.result}>
      <div className={styles.icon}>
        <PlainIcon name="infoCircleFilled" />
      </div>
      <div className={styles.title}>{t('oauthVerification.text')}</div>
      <div className={styles.extra}>
        <PlainButton variant="primary" onClick={() => navigate(ONBOARD_PATHS.companyVerification)}>
          {t('oauthVerification.continue')}
        </PlainButton>
      </div>
    </div>
  );
}

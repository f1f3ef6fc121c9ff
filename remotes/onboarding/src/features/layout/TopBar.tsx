import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainButton, PlainIcon, useOptionalRegion } from '@timekeep/ui';
import { LanguageDialog } from '../common/dialogs-on-demand';
import { useOnboardingEnv } from '../common/onboarding-env';
import { RegionalLogo } from './RegionalLogo';
import styles from './TopBar.module.css';

const DEFAULT_PRODUCT_NAME = 'Timekeep';

/** Regional logo, then the change-language and visit-website buttons (SPEC §2); the dialog loads on open. */
export function TopBar() {
  const { t, i18n } = useTranslation('oauth');
  const region = useOptionalRegion();
  const { openWindow } = useOnboardingEnv();
  const [languageOpen, setLanguageOpen] = useState(false);
  return (
    <header className={styles.bar}>
      <RegionalLogo src={region?.logo} productName={region?.product_name || DEFAULT_PRODUCT_NAME} />
      <div className={styles.actions}>
        <PlainButton icon={<PlainIcon name="translation" />} onClick={() => setLanguageOpen(true)}>
          {t('layout.changeLanguage')}
        </PlainButton>
        {region?.website ? (
          <PlainButton icon={<PlainIcon name="global" />} onClick={() => openWindow(region.website)}>
            {t('layout.visitWebsite')}
          </PlainButton>
        ) : null}
      </div>
      <LanguageDialog
        open={languageOpen}
        current={i18n.resolvedLanguage ?? i18n.language}
        onCancel={() => setLanguageOpen(false)}
        onConfirm={(language) => {
          setLanguageOpen(false);
          void i18n.changeLanguage(language);
        }}
      />
    </header>
  );
}

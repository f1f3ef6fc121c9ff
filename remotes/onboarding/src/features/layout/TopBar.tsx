import { useState } from 'react';
import { Button, Flex } from 'antd';
import GlobalOutlined from '@ant-design/icons/GlobalOutlined';
import TranslationOutlined from '@ant-design/icons/TranslationOutlined';
import { useTranslation } from 'react-i18next';
import { LanguageDialog, useOptionalRegion } from '@timekeep/ui';
import { useOnboardingEnv } from '../common/onboarding-env';
import { RegionalLogo } from './RegionalLogo';

const DEFAULT_PRODUCT_NAME = 'Timekeep';

/** Regional logo, then the change-language and visit-website buttons (SPEC §2). */
export function TopBar() {
  const { t, i18n } = useTranslation('oauth');
  const region = useOptionalRegion();
  const { openWindow } = useOnboardingEnv();
  const [languageOpen, setLanguageOpen] = useState(false);
  return (
    <Flex component="header" align="center" justify="space-between" style={{ padding: '12px 32px' }}>
      <RegionalLogo src={region?.logo} productName={region?.product_name || DEFAULT_PRODUCT_NAME} />
      <Flex gap={8}>
        <Button icon={<TranslationOutlined />} onClick={() => setLanguageOpen(true)}>
          {t('layout.changeLanguage')}
        </Button>
        {region?.website ? (
          <Button icon={<GlobalOutlined />} onClick={() => openWindow(region.website)}>
            {t('layout.visitWebsite')}
          </Button>
        ) : null}
      </Flex>
      <LanguageDialog
        open={languageOpen}
        current={i18n.resolvedLanguage ?? i18n.language}
        onCancel={() => setLanguageOpen(false)}
        onConfirm={(language) => {
          setLanguageOpen(false);
          void i18n.changeLanguage(language);
        }}
      />
    </Flex>
  );
}

import { useState } from 'react';
import { Button, Tooltip } from 'antd';
import BulbOutlined from '@ant-design/icons/BulbOutlined';
import GlobalOutlined from '@ant-design/icons/GlobalOutlined';
import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { LanguageDialog, useThemeMode } from '@timekeep/ui';
import { signOut } from '../session/sign-out';

/** Language dialog, theme toggle and sign-out, on the right of the header. */
export function HeaderActions() {
  const { t, i18n } = useTranslation('default');
  const { mode, toggle } = useThemeMode();
  const navigate = useNavigate();
  const [languageOpen, setLanguageOpen] = useState(false);
  const themeLabel = `${t('user.theme')}: ${mode === 'light' ? t('user.themeLight') : t('user.themeDark')}`;

  return (
    <>
      <Button icon={<GlobalOutlined />} onClick={() => setLanguageOpen(true)} data-testid="open-language-dialog">
        {t('user.language')}
      </Button>
      <Tooltip title={themeLabel}>
        <Button icon={<BulbOutlined />} onClick={toggle} aria-label={themeLabel} aria-pressed={mode === 'dark'} data-testid="toggle-theme" />
      </Tooltip>
      <Button icon={<LogoutOutlined />} onClick={() => navigate(signOut(), { replace: true })} data-testid="sign-out">
        {t('user.signOut')}
      </Button>
      <LanguageDialog
        open={languageOpen}
        current={i18n.resolvedLanguage ?? i18n.language}
        onCancel={() => setLanguageOpen(false)}
        onConfirm={(language) => {
          setLanguageOpen(false);
          void i18n.changeLanguage(language);
        }}
      />
    </>
  );
}

import type { ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import { useTranslation } from 'react-i18next';
import { isRtl } from '@timekeep/i18n';
import { BUTTON_CONFIG } from '../button-config';
import { antdCsp } from '../csp-nonce';
import { useThemeMode } from '../theme-mode';
import { antdLocaleFor } from './antd-locales';
import { antdThemeConfig } from './antd-theme';

/**
 * antd's ConfigProvider + App as the product configures them (frontend-notes §1.6): brand colours, light or dark
 * from the shell's theme mode and readable secondary text (antd-theme.ts), antd locale and direction from the current
 * language, the button loading icon without leave motion. In its own chunk: only screens that render antd load it (ADR 0015).
 */
export default function AntdScopeProvider({ children }: { children: ReactNode }) {
  const { mode } = useThemeMode();
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <ConfigProvider
      button={BUTTON_CONFIG}
      csp={antdCsp()}
      direction={isRtl(language) ? 'rtl' : 'ltr'}
      locale={antdLocaleFor(language)}
      theme={antdThemeConfig(mode)}
    >
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}

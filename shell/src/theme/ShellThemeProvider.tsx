import { useCallback, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { App as AntApp, ConfigProvider, theme as antdTheme } from 'antd';
import { useTranslation } from 'react-i18next';
import { isRtl } from '@timekeep/i18n';
import { antdLocaleFor, BRAND_COLORS, BUTTON_CONFIG, SECONDARY_COLOR_CSS_VAR, ThemeModeContext, type ThemeMode } from '@timekeep/ui';
import { readThemeMode, writeThemeMode } from './theme-mode-storage';

/**
 * One antd ConfigProvider + App for the whole product (remotes render inside it, so they inherit theme, locale
 * and direction; frontend-notes §1.6): light or dark, brand colours, antd locale and RTL for Arabic.
 */
export function ShellThemeProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [mode, setMode] = useState<ThemeMode>(() => readThemeMode());
  const toggle = useCallback(() => {
    setMode((current) => {
      const next: ThemeMode = current === 'light' ? 'dark' : 'light';
      writeThemeMode(next);
      return next;
    });
  }, []);
  const direction = isRtl(language) ? 'rtl' : 'ltr';
  const themeMode = useMemo(() => ({ mode, toggle }), [mode, toggle]);
  const rootStyle = useMemo(
    () => ({ [SECONDARY_COLOR_CSS_VAR]: BRAND_COLORS.secondary, minHeight: '100vh' }) as CSSProperties,
    [],
  );

  return (
    <ThemeModeContext.Provider value={themeMode}>
      <ConfigProvider
        button={BUTTON_CONFIG}
        direction={direction}
        locale={antdLocaleFor(language)}
        theme={{
          algorithm: mode === 'dark' ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
          token: { colorPrimary: BRAND_COLORS.primary, colorLink: BRAND_COLORS.primary },
        }}
      >
        <AntApp>
          <div style={rootStyle} data-theme-mode={mode} dir={direction} data-testid="shell-theme-root">
            {children}
          </div>
        </AntApp>
      </ConfigProvider>
    </ThemeModeContext.Provider>
  );
}

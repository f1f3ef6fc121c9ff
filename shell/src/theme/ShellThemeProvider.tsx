import { useCallback, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isRtl } from '@timekeep/i18n';
import { BRAND_COLORS, SECONDARY_COLOR_CSS_VAR, ThemeModeContext, themeCssVariables, type ThemeMode } from '@timekeep/ui';
import styles from './ShellThemeProvider.module.css';
import { readThemeMode, writeThemeMode } from './theme-mode-storage';

/**
 * The product's theme without antd (ADR 0015): the light/dark mode for everything below, and a root element that
 * carries antd's brand tokens of that mode as `--timekeep-color-*` custom properties, the secondary colour, the
 * text direction of the language and antd's base text. Screens that render antd sit inside an `AntdScope`, which
 * reads the same mode and language, so antd and plain markup look alike (frontend-notes §1.6).
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
    () => ({ ...themeCssVariables(mode), [SECONDARY_COLOR_CSS_VAR]: BRAND_COLORS.secondary }) as CSSProperties,
    [mode],
  );

  return (
    <ThemeModeContext.Provider value={themeMode}>
      <div className={styles.root} style={rootStyle} data-theme-mode={mode} dir={direction} data-testid="shell-theme-root">
        {children}
      </div>
    </ThemeModeContext.Provider>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RemoteBuildFooter, useCopyrightLine } from '@timekeep/ui';
import styles from './OnboardingLayout.module.css';
import { SloganPanel } from './SloganPanel';
import { TopBar } from './TopBar';

/** SPEC §2: the sign-in layout is never smaller than this; the page scrolls instead. */
export const LAYOUT_MIN_WIDTH = 900;
export const LAYOUT_MIN_HEIGHT = 400;

/**
 * Every onboarding page: top bar (logo, language, website), then two panels (slogan and artwork | the page's
 * form under its title), then the region's copyright and the build footer. Plain markup: the sign-in pages render
 * no antd (ADR 0015).
 */
export function OnboardingLayout({ titleKey, children }: { titleKey: string; children: ReactNode }) {
  const { t } = useTranslation('oauth');
  const copyright = useCopyrightLine();
  return (
    <div className={styles.layout} style={{ minWidth: LAYOUT_MIN_WIDTH }} data-testid="onboarding-layout">
      <TopBar />
      <div className={styles.panels} style={{ minHeight: LAYOUT_MIN_HEIGHT }}>
        <SloganPanel />
        <main className={styles.main}>
          <div className={styles.content}>
            <h3 className={styles.title}>{t(titleKey)}</h3>
            {children}
          </div>
        </main>
      </div>
      <footer className={styles.footer}>
        {copyright ? (
          <span className={styles.secondary} data-testid="copyright">
            {copyright}
          </span>
        ) : null}
        <RemoteBuildFooter />
      </footer>
    </div>
  );
}

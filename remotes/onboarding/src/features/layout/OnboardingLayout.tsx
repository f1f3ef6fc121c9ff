import type { ReactNode } from 'react';
import { Flex, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { RemoteBuildFooter, useOptionalRegion } from '@timekeep/ui';
import { SloganPanel } from './SloganPanel';
import { TopBar } from './TopBar';

/** SPEC §2: the sign-in layout is never smaller than this; the page scrolls instead. */
export const LAYOUT_MIN_WIDTH = 900;
export const LAYOUT_MIN_HEIGHT = 400;

/**
 * Every onboarding page: top bar (logo, language, website), then two panels (slogan and artwork | the page's
 * form under its title), then the region's copyright and the build footer.
 */
export function OnboardingLayout({ titleKey, children }: { titleKey: string; children: ReactNode }) {
  const { t } = useTranslation('oauth');
  const region = useOptionalRegion();
  return (
    <Flex vertical style={{ minWidth: LAYOUT_MIN_WIDTH, minHeight: '100vh' }} data-testid="onboarding-layout">
      <TopBar />
      <Flex style={{ flex: 1, minHeight: LAYOUT_MIN_HEIGHT }}>
        <SloganPanel />
        <Flex component="main" vertical justify="center" style={{ flex: 1, padding: '32px 48px' }}>
          <div style={{ width: '100%', maxWidth: 420, marginInline: 'auto' }}>
            <Typography.Title level={3}>{t(titleKey)}</Typography.Title>
            <Form layout="vertical" component={false}>
              {children}
            </Form>
          </div>
        </Flex>
      </Flex>
      <Flex component="footer" vertical align="center" gap={4} style={{ paddingTop: 12 }}>
        {region?.copyright ? <Typography.Text type="secondary">{region.copyright}</Typography.Text> : null}
        <RemoteBuildFooter />
      </Flex>
    </Flex>
  );
}

import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { App as AntApp, ConfigProvider, Flex, Typography } from 'antd';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
import { AREAS, type RemoteAppProps, type RemoteName } from '@timekeep/contracts';
import { createI18n, isRtl } from '@timekeep/i18n';
import { BRAND_COLORS } from '../layout/brand';
import { BUTTON_CONFIG } from '../layout/button-config';
import { antdCsp } from '../layout/csp-nonce';

function StandaloneIndex({ remote }: { remote: RemoteName }) {
  const { t } = useTranslation('menu');
  return (
    <div style={{ padding: 24 }}>
      <Typography.Title level={3}>{t('menu:home')}</Typography.Title>
      <Flex vertical gap={8} component="nav">
        {AREAS.filter((a) => a.remote === remote).map((area) => (
          <Link key={area.base} to={area.base}>
            {t(`menu:area.${area.area}`)}
          </Link>
        ))}
      </Flex>
    </div>
  );
}

/**
 * Development without the shell (`pnpm --filter <remote> dev`): the remote's App under its own BrowserRouter with
 * the minimum the shell would otherwise provide (i18next with the real translation files, antd theme, RTL).
 * Each of the remote's areas is mounted at its base path, as the shell does; `/` lists them.
 */
export async function mountStandaloneRemote(remote: RemoteName, App: ComponentType<RemoteAppProps>): Promise<void> {
  const i18n = await createI18n({ react: initReactI18next });
  const container = document.getElementById('root');
  if (!container) throw new Error('standalone remote: the page has no #root element');
  const areas = AREAS.filter((a) => a.remote === remote);
  createRoot(container).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <ConfigProvider
          button={BUTTON_CONFIG}
          csp={antdCsp()}
          direction={isRtl(i18n.language) ? 'rtl' : 'ltr'}
          theme={{ token: { colorPrimary: BRAND_COLORS.primary } }}
        >
          <AntApp>
            <BrowserRouter>
              <Routes>
                {areas.map((area) => (
                  <Route key={area.base} path={`${area.base}/*`} element={<App basePath={area.base} />} />
                ))}
                <Route path="*" element={<StandaloneIndex remote={remote} />} />
              </Routes>
            </BrowserRouter>
          </AntApp>
        </ConfigProvider>
      </I18nextProvider>
    </StrictMode>,
  );
}

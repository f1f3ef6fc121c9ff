import '@testing-library/jest-dom';
import './messageChannelPolyfill';
import type { ReactElement, ReactNode } from 'react';
import { configure, render, type RenderResult } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { App, ConfigProvider } from 'antd';
import en from '../../../../i18n/locales/en/common.json';
import ar from '../../../../i18n/locales/ar/common.json';
import { AppProvider, type WidgetServices } from '../providers/AppProvider';
import { DialogProvider } from '../providers/DialogProvider';

// antd popups and modals settle over a few frames; on a loaded CI runner 1 s (the default) is too tight.
configure({ asyncUtilTimeout: 4000 });

/** An i18next instance with the real `common` translations, so tests see the texts users see. */
export function createTestI18n(lng: 'en' | 'ar' = 'en'): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng,
    fallbackLng: 'en',
    ns: ['common'],
    defaultNS: 'common',
    resources: { en: { common: en }, ar: { common: ar } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

/** Services that fail loudly: a test that needs the server passes its own fakes. */
export const unusedServices: WidgetServices = {
  get: () => Promise.reject(new Error('unexpected GET in this test')),
  post: () => Promise.reject(new Error('unexpected POST in this test')),
};

export interface WidgetRenderOptions {
  lng?: 'en' | 'ar';
  services?: WidgetServices;
}

export function WidgetTestProviders({
  children,
  lng = 'en',
  services = unusedServices,
}: WidgetRenderOptions & { children: ReactNode }): ReactElement {
  return (
    <I18nextProvider i18n={createTestI18n(lng)}>
      <ConfigProvider direction={lng === 'ar' ? 'rtl' : 'ltr'} theme={{ token: { motion: false } }}>
        <App>
          <AppProvider services={services}>
            <DialogProvider>{children}</DialogProvider>
          </AppProvider>
        </App>
      </ConfigProvider>
    </I18nextProvider>
  );
}

export function renderWithWidgets(ui: ReactElement, options: WidgetRenderOptions = {}): RenderResult {
  return render(ui, {
    wrapper: ({ children }) => <WidgetTestProviders {...options}>{children}</WidgetTestProviders>,
  });
}

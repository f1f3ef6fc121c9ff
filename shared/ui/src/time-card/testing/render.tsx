/** Renders a time-card component with the real translations (every namespace), antd and the UI direction. */
import '@testing-library/jest-dom';
import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { createTestI18n } from '@timekeep/i18n/testing';

export function renderTimeCard(ui: ReactElement, lng = 'en'): RenderResult & { i18n: ReturnType<typeof createTestI18n> } {
  const i18n = createTestI18n(lng);
  const result = render(
    <I18nextProvider i18n={i18n}>
      <ConfigProvider direction={i18n.dir(lng)} theme={{ token: { motion: false } }}>
        <App>{ui}</App>
      </ConfigProvider>
    </I18nextProvider>,
  );
  return { ...result, i18n };
}

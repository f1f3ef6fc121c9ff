import '@testing-library/jest-dom';
import { useContext } from 'react';
import { render, screen } from '@testing-library/react';
import { ConfigProvider, theme } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { createTestI18n } from '../../widgets/test-utils/renderWithWidgets';
import { ThemeModeContext, type ThemeMode } from '../theme-mode';
import { AntdScope } from './AntdScope';

function Probe() {
  const { direction, locale } = useContext(ConfigProvider.ConfigContext);
  const { token } = theme.useToken();
  return (
    <output data-testid="probe">
      {[direction ?? 'ltr', locale?.locale ?? 'none', token.colorPrimary, token.colorBgContainer].join(' ')}
    </output>
  );
}

function renderScope(language: 'en' | 'ar', mode: ThemeMode) {
  return render(
    <I18nextProvider i18n={createTestI18n(language)}>
      <ThemeModeContext.Provider value={{ mode, toggle: () => undefined }}>
        <AntdScope fallback={<span>loading antd</span>}>
          <Probe />
        </AntdScope>
      </ThemeModeContext.Provider>
    </I18nextProvider>,
  );
}

describe('AntdScope', () => {
  it('shows the fallback until antd is loaded, then its children with the brand theme and the language', async () => {
    renderScope('en', 'light');
    expect(screen.getByText('loading antd')).toBeInTheDocument();
    expect(await screen.findByTestId('probe')).toHaveTextContent('ltr en #0e5b9d #ffffff');
  });

  it('follows the theme mode and a right-to-left language', async () => {
    renderScope('ar', 'dark');
    expect(await screen.findByTestId('probe')).toHaveTextContent('rtl ar #0f5088 #141414');
  });

  it('renders at once without its fallback once antd has loaded', async () => {
    const first = renderScope('en', 'light');
    await screen.findByTestId('probe');
    first.unmount();
    renderScope('en', 'light');
    expect(screen.queryByText('loading antd')).not.toBeInTheDocument();
    expect(screen.getByTestId('probe')).toBeInTheDocument();
  });
});

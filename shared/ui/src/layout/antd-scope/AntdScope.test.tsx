import '@testing-library/jest-dom';
import { useContext, useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
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

function Counter() {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount(count + 1)}>clicked {count}</button>;
}

describe('AntdScope', () => {
  // First in this file: it needs the scope's very first load.
  it('shows its fallback while antd loads the first time, then keeps its children (and their state) when it renders again', async () => {
    const i18n = createTestI18n('en');
    const tree = (label: string) => (
      <I18nextProvider i18n={i18n}>
        <p>{label}</p>
        <AntdScope fallback={<span>loading antd</span>}>
          <Counter />
        </AntdScope>
      </I18nextProvider>
    );
    const { rerender } = render(tree('first'));
    expect(screen.getByText('loading antd')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'clicked 0' }));
    rerender(tree('second'));
    expect(screen.getByText('second')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'clicked 1' })).toBeInTheDocument();
  });

  it('gives its children the brand theme and the language', async () => {
    renderScope('en', 'light');
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

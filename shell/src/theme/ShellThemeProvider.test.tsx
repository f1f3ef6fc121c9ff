// Must come before antd is loaded: antd's button animations on, as in a browser (see the module).
import '@timekeep/ui/src/testing/browser-transitions';
import { useContext, useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Button, ConfigProvider } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { createTestI18n } from '@timekeep/i18n/testing';
import { AntdScope, BRAND_COLORS, preloadAntdScope, useThemeMode } from '@timekeep/ui';
import { ShellThemeProvider } from './ShellThemeProvider';

function FlickeringSubmit() {
  const [loading, setLoading] = useState(false);
  return (
    <Button loading={loading} onClick={() => setLoading(true)} onBlur={() => setLoading(false)}>
      Confirm
    </Button>
  );
}

function ModeToggle() {
  const { mode, toggle } = useThemeMode();
  return (
    <button type="button" onClick={toggle}>
      {mode}
    </button>
  );
}

function ConfigProbe() {
  const { direction } = useContext(ConfigProvider.ConfigContext);
  return <output data-testid="antd-direction">{direction ?? 'none'}</output>;
}

function renderTheme(language: string, children: React.ReactNode) {
  return render(
    <I18nextProvider i18n={createTestI18n(language)}>
      <ShellThemeProvider>{children}</ShellThemeProvider>
    </I18nextProvider>,
  );
}

describe('ShellThemeProvider', () => {
  beforeAll(async () => {
    await preloadAntdScope();
  });
  beforeEach(() => window.localStorage.clear());

  it("sets antd's brand tokens of the light mode, the secondary colour and the base text on its root, without antd", () => {
    renderTheme('en', <ModeToggle />);
    const root = screen.getByTestId('shell-theme-root');
    expect(root).toHaveAttribute('data-theme-mode', 'light');
    expect(root).toHaveAttribute('dir', 'ltr');
    expect(root).toHaveClass('root');
    expect(root.style.getPropertyValue('--timekeep-color-primary')).toBe('#0e5b9d');
    expect(root.style.getPropertyValue('--timekeep-color-bg-container')).toBe('#ffffff');
    expect(root.style.getPropertyValue('--timekeep-color-text')).toBe('rgba(0,0,0,0.88)');
    expect(root.style.getPropertyValue('--timekeep-color-secondary')).toBe(BRAND_COLORS.secondary);
    // Plain markup gets no antd App around it (antd loads only inside an AntdScope).
    expect(document.querySelector('.ant-app')).toBeNull();
  });

  it('switches the tokens to the dark mode and back, and sets the direction of a right-to-left language', () => {
    renderTheme('ar', <ModeToggle />);
    const root = screen.getByTestId('shell-theme-root');
    expect(root).toHaveAttribute('dir', 'rtl');
    fireEvent.click(screen.getByRole('button', { name: 'light' }));
    expect(root).toHaveAttribute('data-theme-mode', 'dark');
    expect(root.style.getPropertyValue('--timekeep-color-primary')).toBe('#0f5088');
    expect(root.style.getPropertyValue('--timekeep-color-bg-container')).toBe('#141414');
    expect(root.style.getPropertyValue('--timekeep-color-text')).toBe('rgba(255,255,255,0.85)');
    expect(root.style.getPropertyValue('--timekeep-color-secondary')).toBe(BRAND_COLORS.secondary);
    fireEvent.click(screen.getByRole('button', { name: 'dark' }));
    expect(root.style.getPropertyValue('--timekeep-color-primary')).toBe('#0e5b9d');
  });

  it("gives antd screens inside an AntdScope the language's direction", () => {
    renderTheme('ar', (
      <AntdScope>
        <ConfigProbe />
      </AntdScope>
    ));
    expect(screen.getByTestId('antd-direction')).toHaveTextContent('rtl');
  });

  it('leaves no hidden "loading" icon in a button whose loading went on and off at once', async () => {
    renderTheme('en', (
      <AntdScope>
        <FlickeringSubmit />
      </AntdScope>
    ));
    const button = await screen.findByRole('button', { name: 'Confirm' });
    await act(async () => fireEvent.click(button)); // loading on …
    await act(async () => fireEvent.blur(button)); // … and off again before any transition could end
    expect(screen.getByRole('button', { name: 'Confirm' })).toBe(button);
    expect(button.querySelector('[aria-label="loading"]')).toBeNull();
  });
});

// Must come before antd is loaded: antd's button animations on, as in a browser (see the module).
import '@timekeep/ui/src/testing/browser-transitions';
import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Button } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { createTestI18n } from '@timekeep/i18n/testing';
import { ShellThemeProvider } from './ShellThemeProvider';

function FlickeringSubmit() {
  const [loading, setLoading] = useState(false);
  return (
    <Button loading={loading} onClick={() => setLoading(true)} onBlur={() => setLoading(false)}>
      Confirm
    </Button>
  );
}

describe('ShellThemeProvider', () => {
  it('leaves no hidden "loading" icon in a button whose loading went on and off at once', async () => {
    render(
      <I18nextProvider i18n={createTestI18n('en')}>
        <ShellThemeProvider>
          <FlickeringSubmit />
        </ShellThemeProvider>
      </I18nextProvider>,
    );
    const button = screen.getByRole('button', { name: 'Confirm' });
    await act(async () => fireEvent.click(button)); // loading on …
    await act(async () => fireEvent.blur(button)); // … and off again before any transition could end
    expect(screen.getByRole('button', { name: 'Confirm' })).toBe(button);
    expect(button.querySelector('[aria-label="loading"]')).toBeNull();
  });
});

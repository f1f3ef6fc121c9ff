import '@testing-library/jest-dom';
import { render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createTestI18n } from '@timekeep/i18n/testing';
import { ShellThemeProvider } from '../theme/ShellThemeProvider';
import { OnDemandConfirmDialog } from './OnDemandConfirmDialog';

function renderDialog(open: boolean, language = 'en') {
  const i18n = createTestI18n(language);
  const ui = (isOpen: boolean) => (
    <I18nextProvider i18n={i18n}>
      <ShellThemeProvider>
        <OnDemandConfirmDialog open={isOpen} title="Delete it?" onDiscard={() => undefined} />
      </ShellThemeProvider>
    </I18nextProvider>
  );
  const result = render(ui(open));
  return { ...result, reopen: (isOpen: boolean) => result.rerender(ui(isOpen)) };
}

describe('OnDemandConfirmDialog', () => {
  it('renders nothing until a page first asks for it', () => {
    renderDialog(false);
    expect(screen.getByTestId('shell-theme-root')).toBeEmptyDOMElement();
    expect(document.querySelector('[class*="ant-"]')).toBeNull();
  });

  it("opens antd's confirmation dialog in a scope with the language's direction, and closes it again", async () => {
    const { reopen } = renderDialog(false, 'ar');
    reopen(true);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete it?');
    expect(document.querySelector('.ant-modal-wrap-rtl')).not.toBeNull();
    reopen(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

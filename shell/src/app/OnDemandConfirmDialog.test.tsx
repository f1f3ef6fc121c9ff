import '@testing-library/jest-dom';
import { useState } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createTestI18n } from '@timekeep/i18n/testing';
import { DialogHost, toastQueue, useDialog } from '@timekeep/ui';
import { ShellThemeProvider } from '../theme/ShellThemeProvider';
import { OnDemandConfirmDialog } from './OnDemandConfirmDialog';

// The dialog's chunk fails this many times before it loads (jest turns the dynamic import into a require).
let mockFailuresLeft = 0;
// The first require of the dialog's chunk loads antd's modal: over a second on a busy 2-core runner (the default
// wait of findBy); the waits below allow for it.
const LOADS = { timeout: 10_000 };
jest.mock('./ScopedConfirmDialog', () => {
  if (mockFailuresLeft > 0) {
    mockFailuresLeft -= 1;
    throw new Error('Loading chunk 77 failed');
  }
  return jest.requireActual('./ScopedConfirmDialog');
});

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

  // Before any test loads the dialog's chunk: a loaded module is not required again.
  it('ends the request as discarded with a toast when its code cannot load, and loads again on the next request', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFailuresLeft = 1;
    function AskToDelete() {
      const { confirm } = useDialog();
      const [answer, setAnswer] = useState('none');
      return (
        <button onClick={() => void confirm({ title: 'Delete it?' }).then((confirmed) => setAnswer(String(confirmed)))}>
          answer {answer}
        </button>
      );
    }
    render(
      <I18nextProvider i18n={createTestI18n('en')}>
        <ShellThemeProvider>
          <DialogHost Dialog={OnDemandConfirmDialog}>
            <AskToDelete />
          </DialogHost>
        </ShellThemeProvider>
      </I18nextProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'answer none' }));
    expect(await screen.findByRole('button', { name: 'answer false' }, LOADS)).toBeInTheDocument();
    expect(toastQueue.getVisible().map((item) => item.message)).toContain(
      'This screen could not be loaded. Check your connection and try again.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'answer false' }));
    expect(await screen.findByRole('dialog', {}, LOADS)).toHaveTextContent('Delete it?');
    jest.restoreAllMocks();
  }, 30_000);

  it("opens antd's confirmation dialog in a scope with the language's direction, and closes it again", async () => {
    const { reopen } = renderDialog(false, 'ar');
    reopen(true);
    const dialog = await screen.findByRole('dialog', {}, LOADS);
    expect(dialog).toHaveTextContent('Delete it?');
    expect(document.querySelector('.ant-modal-wrap-rtl')).not.toBeNull();
    reopen(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOADS);
  }, 30_000);

});

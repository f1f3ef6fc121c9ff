import { render, screen, waitFor, act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from './ConfirmDialog';
import { renderWithWidgets } from '../test-utils/renderWithWidgets';
import { useDialog, DIALOG_PROVIDER_MISSING } from '../providers/DialogProvider';
import { useAppServices, APP_PROVIDER_MISSING } from '../providers/AppProvider';

describe('ConfirmDialog', () => {
  it('shows title, description, optional form and the two buttons', async () => {
    const onConfirm = jest.fn();
    const onDiscard = jest.fn();
    renderWithWidgets(
      <ConfirmDialog open title="Delete record?" description="This cannot be undone." onConfirm={onConfirm} onDiscard={onDiscard}>
        <input aria-label="reason" />
      </ConfirmDialog>,
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete record?');
    expect(dialog).toHaveTextContent('This cannot be undone.');
    expect(screen.getByLabelText('reason')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(onDiscard).toHaveBeenCalledTimes(1);
  });

  it('shows loading on Confirm while the confirm work runs and keeps the dialog open on failure', async () => {
    let fail: (e: Error) => void = () => undefined;
    const onConfirm = jest.fn(() => new Promise<void>((_, reject) => (fail = reject)));
    renderWithWidgets(<ConfirmDialog open title="T" onConfirm={onConfirm} onDiscard={jest.fn()} />);
    const confirm = await screen.findByRole('button', { name: 'Confirm' });
    await userEvent.click(confirm);
    await waitFor(() => expect(confirm).toHaveClass('ant-btn-loading'));
    expect(screen.getByRole('button', { name: 'Discard' })).toBeDisabled();
    await act(async () => fail(new Error('server said no')));
    await waitFor(() => expect(confirm).not.toHaveClass('ant-btn-loading'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('close-only mode has a single Close button', async () => {
    const onDiscard = jest.fn();
    renderWithWidgets(<ConfirmDialog open closeOnly title="Info" onDiscard={onDiscard} />);
    await screen.findByRole('dialog');
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    const closeButtons = screen.getAllByRole('button', { name: 'Close' });
    await userEvent.click(closeButtons[closeButtons.length - 1]);
    expect(onDiscard).toHaveBeenCalled();
  });

  it('has the minimum size 320×128', async () => {
    renderWithWidgets(<ConfirmDialog open title="T" onDiscard={jest.fn()} />);
    const dialog = await screen.findByRole('dialog');
    const modal = dialog.closest('.ant-modal') as HTMLElement;
    expect(modal.style.minWidth).toBe('320px');
    expect((document.querySelector('.ant-modal-body') as HTMLElement).style.minHeight).toBe('128px');
  });

  it('Escape discards', async () => {
    const onDiscard = jest.fn();
    renderWithWidgets(<ConfirmDialog open title="T" onDiscard={onDiscard} />);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    expect(onDiscard).toHaveBeenCalled();
  });
});

function AskButton({ onResult, onConfirm }: { onResult: (v: boolean) => void; onConfirm?: () => unknown }) {
  const dialog = useDialog();
  return (
    <button type="button" onClick={() => void dialog.confirm({ title: 'Sure?', onConfirm }).then(onResult)}>
      ask
    </button>
  );
}

describe('DialogProvider', () => {
  it('resolves true after confirm work finishes and false on discard', async () => {
    const results: boolean[] = [];
    const work = jest.fn().mockResolvedValue(undefined);
    renderWithWidgets(<AskButton onResult={(v) => results.push(v)} onConfirm={work} />);
    await userEvent.click(screen.getByRole('button', { name: 'ask' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(results).toEqual([true]));
    expect(work).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'ask' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(results).toEqual([true, false]));
  });

  it('throws the SPEC message when used without the provider', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<AskButton onResult={jest.fn()} />)).toThrow(DIALOG_PROVIDER_MISSING);
    expect(DIALOG_PROVIDER_MISSING).toBe('The dialog provider not found!');
    spy.mockRestore();
  });
});

describe('AppProvider', () => {
  function Picker() {
    useAppServices();
    return null;
  }
  it('throws the SPEC message when a picker has no app context', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Picker />)).toThrow('The app provider not found!');
    expect(APP_PROVIDER_MISSING).toBe('The app provider not found!');
    spy.mockRestore();
  });
});

import { useContext, useState, type ComponentType } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { createTestI18n } from '@timekeep/i18n/testing';
import { toastQueue } from '@timekeep/ui';
import { onDemandDialog } from './on-demand-dialog';

interface Props {
  open: boolean;
  onClose: () => void;
}

/** Stands for an antd dialog: says whether it is open and whether it sits in antd's configured scope. */
function FakeDialog({ open }: Props) {
  const { button } = useContext(ConfigProvider.ConfigContext);
  return <p>{`dialog ${open ? 'open' : 'closed'} ${button ? 'inside antd scope' : 'outside antd scope'}`}</p>;
}

const i18n = createTestI18n('en');

function Page({ Dialog }: { Dialog: ComponentType<Props> }) {
  const [open, setOpen] = useState(false);
  return (
    <I18nextProvider i18n={i18n}>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <button type="button" onClick={() => setOpen(false)}>
        Close
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} />
    </I18nextProvider>
  );
}

// antd's scope loads in jsdom for the first dialog: seconds on a busy machine.
jest.setTimeout(20000);
beforeEach(() => toastQueue.clear());

describe('onDemandDialog', () => {
  it('loads nothing until opened, then shows the dialog inside antd and keeps it mounted after closing', async () => {
    const load = jest.fn(() => Promise.resolve(FakeDialog));
    const Dialog = onDemandDialog<Props>(load, (props) => props.open, (props) => props.onClose());
    render(<Page Dialog={Dialog} />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText(/^dialog/)).not.toBeInTheDocument();

    fireEvent.click(screen.getByText('Open'));
    expect(await screen.findByText('dialog open inside antd scope', {}, { timeout: 5000 })).toBeInTheDocument();
    fireEvent.click(screen.getByText('Close'));
    expect(screen.getByText('dialog closed inside antd scope')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a dialog whose code fails to load: a translated toast, the page stays, and the next open loads again', async () => {
    const load = jest.fn<Promise<ComponentType<Props>>, []>().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValue(FakeDialog);
    const Dialog = onDemandDialog<Props>(load, (props) => props.open, (props) => props.onClose());
    // React reports the error its boundary caught; expected here.
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Page Dialog={Dialog} />);

    fireEvent.click(screen.getByText('Open'));
    await waitFor(() =>
      expect(toastQueue.getVisible()).toEqual([
        expect.objectContaining({ type: 'error', message: 'This window could not be opened. Please check your connection and try again.' }),
      ]),
      { timeout: 5000 },
    );
    expect(screen.getByText('Open')).toBeInTheDocument();
    expect(screen.queryByText(/^dialog/)).not.toBeInTheDocument();
    consoleError.mockRestore();

    fireEvent.click(screen.getByText('Open'));
    expect(await screen.findByText('dialog open inside antd scope', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

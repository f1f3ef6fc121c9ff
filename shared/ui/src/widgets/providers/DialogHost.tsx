import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react';
import type { ConfirmDialogProps } from '../confirm-dialog/ConfirmDialog';

export interface ConfirmOptions {
  title: ReactNode;
  description?: ReactNode;
  /** Work done before the dialog closes as confirmed; a rejection keeps it open. */
  onConfirm?: () => unknown;
  closeOnly?: boolean;
  confirmText?: ReactNode;
  discardText?: ReactNode;
}

export interface DialogApi {
  /** Opens the confirmation dialog; resolves true when confirmed, false when discarded or closed. */
  confirm: (options: ConfirmOptions) => Promise<boolean>;
}

const DialogContext = createContext<DialogApi | null>(null);

interface PendingDialog extends ConfirmOptions {
  resolve: (confirmed: boolean) => void;
}

export interface DialogHostProps {
  /** Renders the dialog: `ConfirmDialog`, or a stand-in that loads it (and antd) only when first opened. */
  Dialog: ComponentType<ConfirmDialogProps>;
  children: ReactNode;
}

/**
 * Hosts one confirmation dialog for everything below it; a new request replaces (discards) the open one. Imports no
 * antd itself: the shell hosts the dialog around pages that render none (the sign-in page, ADR 0015).
 */
export function DialogHost({ Dialog, children }: DialogHostProps): ReactElement {
  const [pending, setPending] = useState<PendingDialog | null>(null);
  const pendingRef = useRef<PendingDialog | null>(null);

  const settle = useCallback((confirmed: boolean) => {
    pendingRef.current?.resolve(confirmed);
    pendingRef.current = null;
    setPending(null);
  }, []);

  const api = useMemo<DialogApi>(
    () => ({
      confirm: (options) =>
        new Promise<boolean>((resolve) => {
          pendingRef.current?.resolve(false);
          const next = { ...options, resolve };
          pendingRef.current = next;
          setPending(next);
        }),
    }),
    [],
  );

  return (
    <DialogContext.Provider value={api}>
      {children}
      <Dialog
        open={pending !== null}
        title={pending?.title}
        description={pending?.description}
        closeOnly={pending?.closeOnly}
        confirmText={pending?.confirmText}
        discardText={pending?.discardText}
        onDiscard={() => settle(false)}
        onConfirm={async () => {
          await pending?.onConfirm?.();
          settle(true);
        }}
      />
    </DialogContext.Provider>
  );
}

/** SPEC §8: a dialog lookup without the provider throws this exact message. */
export const DIALOG_PROVIDER_MISSING = 'The dialog provider not found!';

export function useDialog(): DialogApi {
  const api = useContext(DialogContext);
  if (!api) throw new Error(DIALOG_PROVIDER_MISSING);
  return api;
}

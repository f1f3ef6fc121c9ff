import { Component, lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast, type ConfirmDialogProps } from '@timekeep/ui';

const loadScopedDialog = () => lazy(() => import('./ScopedConfirmDialog'));
let ScopedConfirmDialog = loadScopedDialog();

/** Catches the dialog's chunk failing to load, so the product stays up (the host sits above every route). */
class DialogLoadBoundary extends Component<{ onFailed: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch() {
    this.props.onFailed();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Stands in for the confirmation dialog until a page first asks for it: antd's Modal (and antd's core) then load,
 * not with every page the shell renders (ADR 0015). Once loaded it stays mounted, so closing still animates. If its
 * code cannot be loaded (offline), the request ends as discarded with a translated toast, and the next request
 * loads again.
 */
export function OnDemandConfirmDialog(props: ConfirmDialogProps) {
  const { t } = useTranslation('default');
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  const failed = () => {
    // Replaced after the failure was shown, never while React renders the failed one (it would load in a loop).
    ScopedConfirmDialog = loadScopedDialog();
    toast.error(t('error.screenLoadFailed'));
    setWanted(false);
    props.onDiscard();
  };
  return (
    <DialogLoadBoundary onFailed={failed}>
      <Suspense fallback={null}>
        <ScopedConfirmDialog {...props} />
      </Suspense>
    </DialogLoadBoundary>
  );
}

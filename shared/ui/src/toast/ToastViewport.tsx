import { useSyncExternalStore, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainAlert } from '../plain/PlainAlert';
import { toastQueue as sharedQueue, type ToastQueue } from './toast-queue';

const viewportStyle: CSSProperties = {
  position: 'fixed',
  top: 16,
  // Physical left: with translateX(-50%) it centres in both directions.
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: 2000,
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
  width: 'min(480px, calc(100vw - 32px))',
  pointerEvents: 'none',
};

const toastStyle: CSSProperties = { pointerEvents: 'auto', boxShadow: '0 6px 16px rgba(0,0,0,0.12)' };

export interface ToastViewportProps {
  /** Tests pass their own queue; the app uses the shared one. */
  queue?: ToastQueue;
}

/**
 * Renders the visible toasts at the top centre of the page, each with a close button (SPEC §2). Plain markup, no
 * antd: the shell shows toasts on the sign-in page too, which loads no antd (ADR 0015).
 */
export function ToastViewport({ queue = sharedQueue }: ToastViewportProps) {
  const { t } = useTranslation('default');
  const visible = useSyncExternalStore(queue.subscribe, queue.getVisible, queue.getVisible);
  if (visible.length === 0) return null;
  return (
    <div style={viewportStyle} data-testid="toast-viewport">
      {visible.map((item) => (
        <PlainAlert
          key={item.id}
          role={item.type === 'error' || item.type === 'warning' ? 'alert' : 'status'}
          data-testid="toast"
          data-toast-type={item.type}
          type={item.type}
          title={item.message}
          style={toastStyle}
          closeLabel={t('toast.close')}
          onClose={() => queue.dismiss(item.id)}
        />
      ))}
    </div>
  );
}

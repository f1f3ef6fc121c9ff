import { useEffect, useState, useSyncExternalStore, type ComponentType, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainAlert } from '../plain/PlainAlert';
import { toastQueue as sharedQueue, type ToastQueue } from './toast-queue';
import type { ToastifyHostProps } from './ToastifyHost';

type Host = ComponentType<ToastifyHostProps>;

let hostLoad: Promise<Host> | undefined;

/** react-toastify and its stylesheet, in their own chunk; a failed load is tried again at the next toast. */
function loadToastifyHost(): Promise<Host> {
  hostLoad ??= import('./ToastifyHost').then(
    (module) => module.ToastifyHost,
    (error: unknown) => {
      hostLoad = undefined;
      throw error;
    },
  );
  return hostLoad;
}

export interface ToastViewportProps {
  /** Tests pass their own queue; the app uses the shared one. */
  queue?: ToastQueue;
  /** Tests replace the on-demand load of react-toastify. */
  loadHost?: () => Promise<Host>;
}

/**
 * Shows the shared toast queue (SPEC §2). react-toastify draws the toasts (ToastifyHost); it is fetched when the
 * first toast shows, so a page without toasts (the sign-in page, ADR 0015's budget) never downloads it. If it cannot
 * be fetched (offline), the toasts appear as plain alerts: a notice is never lost to a missing chunk.
 */
export function ToastViewport({ queue = sharedQueue, loadHost = loadToastifyHost }: ToastViewportProps) {
  const visible = useSyncExternalStore(queue.subscribe, queue.getVisible, queue.getVisible);
  const [host, setHost] = useState<Host | 'failed' | null>(null);
  const wanted = visible.length > 0;
  const loaded = typeof host === 'function';

  useEffect(() => {
    // After a failure this runs again only when toasts show anew (wanted false → true): no retry loop.
    if (!wanted || loaded) return;
    let live = true;
    loadHost().then(
      (component) => live && setHost(() => component),
      () => live && setHost('failed'),
    );
    return () => {
      live = false;
    };
  }, [wanted, loaded, loadHost]);

  if (typeof host === 'function') {
    const ToastifyHost = host;
    return <ToastifyHost queue={queue} />;
  }
  return host === 'failed' ? <PlainToastList queue={queue} /> : null;
}

const listStyle: CSSProperties = {
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

/** The toasts as plain alerts at the top centre, each with a close button: the fallback without react-toastify. */
function PlainToastList({ queue }: { queue: ToastQueue }) {
  const { t } = useTranslation('default');
  const visible = useSyncExternalStore(queue.subscribe, queue.getVisible, queue.getVisible);
  if (visible.length === 0) return null;
  return (
    <div style={listStyle} data-testid="toast-viewport">
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

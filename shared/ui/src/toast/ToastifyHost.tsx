/**
 * The toasts of the shared queue, drawn by react-toastify (SPEC §2: top centre, success/warning/info/error, a close
 * button). Loaded on demand by `ToastViewport` when the first toast shows, so pages without a toast (sign-in) do
 * not download it. The queue stays the source of truth (at most 3 visible, 5000 ms each, the rest waiting):
 * react-toastify only renders what the queue shows, its own timer and limit are off.
 */
import { useEffect, useMemo, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Slide,
  ToastContainer,
  toast as toastify,
  type CloseButtonProps,
  type ToastTransitionProps,
} from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import { useThemeMode } from '../layout/theme-mode';
import type { ToastQueue, ToastType } from './toast-queue';

/** Our container only: a remote's own react-toastify container (if any) never receives the product's toasts. */
export const TOAST_CONTAINER_ID = 'timekeep-toasts';

/** Without motion (the user asked for reduced motion): in at once, removed at once. */
function InstantTransition({ isIn, done, playToast, children }: ToastTransitionProps) {
  useEffect(() => {
    playToast();
  }, [playToast]);
  useEffect(() => {
    if (!isIn) done();
  }, [isIn, done]);
  return <>{children}</>;
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function ToastBody({ type, children }: { type: ToastType; children: ReactNode }) {
  return (
    <div data-testid="toast" data-toast-type={type}>
      {children}
    </div>
  );
}

/** react-toastify's close button (its classes and icon) with our translated label; its own says "close". */
function closeButton(label: string) {
  return function CloseButton({ closeToast, theme }: CloseButtonProps) {
    return (
      <button
        type="button"
        className={`Toastify__close-button Toastify__close-button--${theme}`}
        aria-label={label}
        onClick={(event) => {
          event.stopPropagation();
          closeToast(true);
        }}
      >
        <svg aria-hidden="true" viewBox="0 0 14 16">
          <path
            fillRule="evenodd"
            d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
          />
        </svg>
      </button>
    );
  };
}

export interface ToastifyHostProps {
  queue: ToastQueue;
}

export function ToastifyHost({ queue }: ToastifyHostProps) {
  const { t, i18n } = useTranslation('default');
  const { mode } = useThemeMode();
  const visible = useSyncExternalStore(queue.subscribe, queue.getVisible, queue.getVisible);
  const shown = useRef(new Set<number>());
  const closeLabel = t('toast.close');
  const CloseButton = useMemo(() => closeButton(closeLabel), [closeLabel]);

  useEffect(() => {
    const current = new Set(visible.map((item) => item.id));
    for (const item of visible) {
      if (shown.current.has(item.id)) continue;
      shown.current.add(item.id);
      toastify(<ToastBody type={item.type}>{item.message}</ToastBody>, {
        toastId: item.id,
        containerId: TOAST_CONTAINER_ID,
        type: item.type,
        // Warnings and errors interrupt; success and info are announced politely.
        role: item.type === 'error' || item.type === 'warning' ? 'alert' : 'status',
        onClose: () => queue.dismiss(item.id),
      });
    }
    for (const id of [...shown.current]) {
      if (current.has(id)) continue;
      shown.current.delete(id);
      toastify.dismiss({ id, containerId: TOAST_CONTAINER_ID });
    }
  }, [visible, queue]);

  return (
    <ToastContainer
      containerId={TOAST_CONTAINER_ID}
      aria-label={t('toast.region')}
      closeButton={CloseButton}
      position="top-center"
      autoClose={false}
      hideProgressBar
      closeOnClick={false}
      draggable={false}
      newestOnTop={false}
      rtl={i18n.dir() === 'rtl'}
      theme={mode}
      transition={prefersReducedMotion() ? InstantTransition : Slide}
    />
  );
}

export default ToastifyHost;

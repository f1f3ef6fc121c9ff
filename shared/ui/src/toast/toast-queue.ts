/**
 * The product's one toast queue (SPEC §2, §9): at most `limit` toasts visible, each hiding itself `autoHideMs`
 * after it appears; the rest wait in order and appear as visible ones close. A plain store (no React) so the
 * api-client, the shell and every remote can push into it; `@timekeep/ui` is a federation singleton, so they
 * all reach the same queue.
 */

export type ToastType = 'success' | 'warning' | 'info' | 'error';

export interface ToastItem {
  id: number;
  type: ToastType;
  message: string;
}

export const TOAST_LIMIT = 3;
export const TOAST_AUTO_HIDE_MS = 5000;

export interface ToastQueueOptions {
  limit?: number;
  autoHideMs?: number;
}

export interface ToastQueue {
  show(type: ToastType, message: string): number;
  dismiss(id: number): void;
  clear(): void;
  /** The toasts on screen, oldest first; the same array until something changes (for useSyncExternalStore). */
  getVisible(): readonly ToastItem[];
  /** How many toasts wait for a free slot. */
  pendingCount(): number;
  subscribe(listener: () => void): () => void;
}

export function createToastQueue(options: ToastQueueOptions = {}): ToastQueue {
  const limit = options.limit ?? TOAST_LIMIT;
  const autoHideMs = options.autoHideMs ?? TOAST_AUTO_HIDE_MS;
  let nextId = 1;
  let visible: readonly ToastItem[] = [];
  const pending: ToastItem[] = [];
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  const listeners = new Set<() => void>();

  const emit = (): void => {
    for (const listener of [...listeners]) listener();
  };

  // Fill free slots from the waiting line; a toast's timer starts when it becomes visible, not when queued.
  const promote = (): void => {
    const added: ToastItem[] = [];
    while (visible.length + added.length < limit && pending.length > 0) {
      added.push(pending.shift() as ToastItem);
    }
    if (added.length === 0) return;
    visible = [...visible, ...added];
    for (const item of added) {
      timers.set(item.id, setTimeout(() => dismiss(item.id), autoHideMs));
    }
  };

  function dismiss(id: number): void {
    const timer = timers.get(id);
    if (timer !== undefined) clearTimeout(timer);
    timers.delete(id);
    const waitingIndex = pending.findIndex((item) => item.id === id);
    if (waitingIndex >= 0) {
      pending.splice(waitingIndex, 1);
      emit();
      return;
    }
    if (!visible.some((item) => item.id === id)) return;
    visible = visible.filter((item) => item.id !== id);
    promote();
    emit();
  }

  return {
    show(type, message) {
      const item: ToastItem = { id: nextId++, type, message };
      pending.push(item);
      promote();
      emit();
      return item.id;
    },
    dismiss,
    clear() {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      pending.length = 0;
      visible = [];
      emit();
    },
    getVisible: () => visible,
    pendingCount: () => pending.length,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The shared queue every app uses. */
export const toastQueue: ToastQueue = createToastQueue();

/** Shorthands: `toast.error(t('…'))`. Messages are already translated by the caller. */
export const toast = {
  success: (message: string): number => toastQueue.show('success', message),
  warning: (message: string): number => toastQueue.show('warning', message),
  info: (message: string): number => toastQueue.show('info', message),
  error: (message: string): number => toastQueue.show('error', message),
};

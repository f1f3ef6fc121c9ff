import { createToastQueue, TOAST_AUTO_HIDE_MS, TOAST_LIMIT, toast, toastQueue } from './toast-queue';

describe('toast queue (SPEC §2, §9: 5000 ms, at most 3 visible)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('uses the SPEC limits by default', () => {
    expect(TOAST_LIMIT).toBe(3);
    expect(TOAST_AUTO_HIDE_MS).toBe(5000);
  });

  it('shows at most three toasts and queues the rest in order', () => {
    const queue = createToastQueue();
    ['a', 'b', 'c', 'd', 'e'].forEach((m) => queue.show('info', m));
    expect(queue.getVisible().map((t) => t.message)).toEqual(['a', 'b', 'c']);
    expect(queue.pendingCount()).toBe(2);
  });

  it('hides each toast 5000 ms after it appears, then shows the waiting ones', () => {
    const queue = createToastQueue();
    ['a', 'b', 'c', 'd'].forEach((m) => queue.show('success', m));
    jest.advanceTimersByTime(4999);
    expect(queue.getVisible()).toHaveLength(3);
    jest.advanceTimersByTime(1);
    // a, b, c went at 5000 ms; d became visible then and starts its own 5000 ms.
    expect(queue.getVisible().map((t) => t.message)).toEqual(['d']);
    jest.advanceTimersByTime(4999);
    expect(queue.getVisible().map((t) => t.message)).toEqual(['d']);
    jest.advanceTimersByTime(1);
    expect(queue.getVisible()).toEqual([]);
  });

  it('closing a toast frees its slot at once for the next one', () => {
    const queue = createToastQueue();
    const first = queue.show('error', 'a');
    ['b', 'c', 'd'].forEach((m) => queue.show('warning', m));
    queue.dismiss(first);
    expect(queue.getVisible().map((t) => t.message)).toEqual(['b', 'c', 'd']);
    expect(queue.pendingCount()).toBe(0);
  });

  it('notifies subscribers and keeps the snapshot stable between changes', () => {
    const queue = createToastQueue();
    const listener = jest.fn();
    const unsubscribe = queue.subscribe(listener);
    const before = queue.getVisible();
    expect(queue.getVisible()).toBe(before);
    queue.show('info', 'x');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(queue.getVisible()).not.toBe(before);
    unsubscribe();
    queue.show('info', 'y');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('offers one shorthand per type on the shared queue', () => {
    toastQueue.clear();
    toast.success('s');
    toast.warning('w');
    toast.info('i');
    expect(toastQueue.getVisible().map((t) => t.type)).toEqual(['success', 'warning', 'info']);
    toast.error('e');
    expect(toastQueue.pendingCount()).toBe(1);
    toastQueue.clear();
  });
});

import type { KeyboardEvent } from 'react';

/**
 * SPEC §2: Enter in a text, unit or password input submits the surrounding form. Done explicitly (and the
 * browser's implicit submission prevented) so it works in forms without a submit button and never fires twice.
 */
export function submitOnEnter(event: KeyboardEvent<HTMLInputElement>, beforeSubmit?: () => void): void {
  if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
  event.preventDefault();
  beforeSubmit?.();
  const form = event.currentTarget.form;
  // Let React flush the value change made by beforeSubmit before the form reads its values.
  if (form) queueMicrotask(() => form.requestSubmit());
}

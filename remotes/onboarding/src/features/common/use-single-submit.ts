import { useCallback, useRef, type FormEvent } from 'react';

/**
 * Runs `action` at most once at a time: a call made while the previous one has not settled is ignored.
 * A real user double-clicks a submit button or presses Enter twice. Formik starts a new submission on every
 * submit event, and the button only turns "loading" once React has rendered, so without this guard a second
 * event that arrives before that render sends a second, identical request.
 */
export function useSingleFlight(action: () => Promise<unknown>): () => Promise<void> {
  const running = useRef(false);
  return useCallback(async () => {
    if (running.current) return;
    running.current = true;
    try {
      await action();
    } finally {
      running.current = false;
    }
  }, [action]);
}

/**
 * A formik form submitted through {@link useSingleFlight}: `submit` for a dialog's OK button, `onSubmit` for the
 * `<form>` (Enter in a field, the submit button). Like formik's own handleSubmit, a submission that throws is
 * reported on the console instead of becoming an unhandled rejection.
 */
export function useSingleSubmit(submitForm: () => Promise<unknown>) {
  const run = useSingleFlight(submitForm);
  const submit = useCallback(
    () =>
      run().catch((reason: unknown) => {
        console.warn('The form submission failed', reason);
      }),
    [run],
  );
  const onSubmit = useCallback(
    (event?: FormEvent<HTMLFormElement>) => {
      event?.preventDefault();
      void submit();
    },
    [submit],
  );
  return { submit, onSubmit };
}

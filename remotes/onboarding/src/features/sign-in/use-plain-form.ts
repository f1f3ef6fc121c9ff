import { useCallback, useMemo, useRef, useState } from 'react';
import type { FormRules } from './sign-in-rules';

type StringKeys<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/** What a text control of the form takes: its value, its message, a change and a visit. */
export interface PlainFieldBinding {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
}

export interface PlainForm<V> {
  values: V;
  isSubmitting: boolean;
  setValue: <K extends keyof V>(name: K, value: V[K]) => void;
  /** Marks a field as visited: its message shows from now on. */
  touch: (name: keyof V) => void;
  /** The message to show for a field: after it was visited or a submit was tried (as formik's pages did). */
  error: (name: StringKeys<V>) => string | undefined;
  /** Validates all fields; when all pass, runs `onSubmit` and stays "submitting" until it settles. */
  submit: () => Promise<void>;
  /** Binds a text field to a control: `<SignInTextField {...form.field('username')} … />`. */
  field: (name: StringKeys<V>) => PlainFieldBinding;
}

/**
 * The small form state the sign-in forms need instead of formik (ADR 0015): values, visited fields, synchronous
 * validation by field rules, and the submitting flag. Messages are computed from the current values, so a
 * language change shows the next message in the new language at once.
 */
export function usePlainForm<V extends object>({
  initialValues,
  rules,
  onSubmit,
}: {
  initialValues: V;
  /** Checks of some of the fields (the form's values are inferred from `initialValues` alone). */
  rules: NoInfer<FormRules<V>>;
  onSubmit: (values: V) => Promise<unknown>;
}): PlainForm<V> {
  const [values, setValues] = useState(initialValues);
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  // The newest values, set at once by setValue: submit() may run before React has rendered a change.
  const latest = useRef(values);

  const messages = useMemo(() => {
    const result: Partial<Record<keyof V, string>> = {};
    for (const name of Object.keys(rules) as Array<keyof V>) {
      const message = rules[name]?.(String(values[name] ?? ''));
      if (message) result[name] = message;
    }
    return result;
  }, [rules, values]);

  const setValue = useCallback(<K extends keyof V>(name: K, value: V[K]) => {
    latest.current = { ...latest.current, [name]: value };
    setValues(latest.current);
  }, []);
  const touch = useCallback((name: keyof V) => setTouched((current) => (current[name] ? current : { ...current, [name]: true })), []);

  const submit = useCallback(async () => {
    setSubmitted(true);
    const current = latest.current;
    const failing = (Object.keys(rules) as Array<keyof V>).some((name) => rules[name]?.(String(current[name] ?? '')));
    if (failing) return;
    setSubmitting(true);
    try {
      await onSubmit(current);
    } finally {
      setSubmitting(false);
    }
  }, [rules, onSubmit]);

  const error = (name: StringKeys<V>) => (touched[name] || submitted ? messages[name] : undefined);
  return {
    values,
    isSubmitting,
    setValue,
    touch,
    error,
    submit,
    field: (name) => ({
      value: String(values[name] ?? ''),
      error: error(name),
      onChange: (value) => setValue(name, value as V[typeof name]),
      onBlur: () => touch(name),
    }),
  };
}

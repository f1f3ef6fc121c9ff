import { createContext, useContext, type ReactNode } from 'react';
import styles from './PlainField.module.css';

/** What a field tells the control inside it: its id, what describes it, whether it is in error and required. */
export interface PlainFieldControl {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
}

const PlainFieldContext = createContext<PlainFieldControl | null>(null);

/** The surrounding field's wiring, for PlainInput and PlainPasswordInput (null outside a field). */
export function usePlainField(): PlainFieldControl | null {
  return useContext(PlainFieldContext);
}

export interface PlainFieldProps {
  /** The control's id; the label points at it, the error and extra texts are named after it. */
  id: string;
  label: ReactNode;
  /** Validation message under the control; the control is then marked invalid and described by it. */
  error?: string;
  /** The red required mark before the label (antd draws it in CSS, so the label's text stays the label). */
  required?: boolean;
  /** Help text under the control. */
  extra?: ReactNode;
  className?: string;
  children: ReactNode;
}

export const plainFieldErrorId = (id: string) => `${id}-error`;
export const plainFieldExtraId = (id: string) => `${id}-extra`;

/** antd's vertical Form.Item without antd: label, control, error, extra (ADR 0015). */
export function PlainField({ id, label, error, required = false, extra, className, children }: PlainFieldProps) {
  const invalid = Boolean(error);
  const describedBy = [invalid ? plainFieldErrorId(id) : null, extra ? plainFieldExtraId(id) : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[styles.field, invalid ? styles.invalid : undefined, className].filter(Boolean).join(' ')}>
      <div className={styles.labelRow}>
        <label htmlFor={id} className={required ? styles.required : undefined}>
          {label}
        </label>
      </div>
      <PlainFieldContext.Provider value={{ id, describedBy, invalid, required }}>{children}</PlainFieldContext.Provider>
      {invalid ? (
        <div id={plainFieldErrorId(id)} className={styles.error} role="alert">
          {error}
        </div>
      ) : null}
      {extra ? (
        <div id={plainFieldExtraId(id)} className={styles.extra}>
          {extra}
        </div>
      ) : null}
    </div>
  );
}

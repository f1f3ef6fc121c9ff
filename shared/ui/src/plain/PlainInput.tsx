import type { InputHTMLAttributes } from 'react';
import { usePlainField } from './PlainField';
import styles from './PlainInput.module.css';

export interface PlainInputProps extends InputHTMLAttributes<HTMLInputElement> {
  /** antd's status: a red border (set by the surrounding PlainField when it shows an error). */
  status?: 'error';
}

/**
 * The accessibility wiring a control takes from its PlainField (id, aria-describedby, aria-invalid, aria-required)
 * unless the caller sets it.
 */
export function useFieldAria(props: Pick<PlainInputProps, 'id' | 'status' | 'aria-describedby' | 'aria-invalid' | 'aria-required'>) {
  const field = usePlainField();
  const invalid = props.status === 'error' || (field?.invalid ?? false);
  return {
    invalid,
    aria: {
      id: props.id ?? field?.id,
      'aria-describedby': props['aria-describedby'] ?? field?.describedBy,
      'aria-invalid': props['aria-invalid'] ?? (invalid || undefined),
      'aria-required': props['aria-required'] ?? (field?.required || undefined),
    },
  };
}

/** antd's Input at its default size without loading antd (the sign-in page, ADR 0015). */
export function PlainInput({ status, className, type = 'text', ...rest }: PlainInputProps) {
  const { invalid, aria } = useFieldAria({ status, ...rest });
  const classes = [styles.input, invalid ? styles.error : undefined, className].filter(Boolean).join(' ');
  return <input {...rest} {...aria} type={type} className={classes} />;
}

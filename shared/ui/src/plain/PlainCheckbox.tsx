import type { ChangeEvent, ReactNode } from 'react';
import styles from './PlainCheckbox.module.css';

export interface PlainCheckboxProps {
  checked: boolean;
  onChange: (checked: boolean, event: ChangeEvent<HTMLInputElement>) => void;
  /** Text after the box; clicking it toggles the box. */
  children?: ReactNode;
  id?: string;
  name?: string;
  disabled?: boolean;
  'aria-label'?: string;
  className?: string;
}

/** antd's Checkbox without antd (the sign-in page, ADR 0015): a native checkbox under antd's box and tick. */
export function PlainCheckbox({ checked, onChange, children, className, disabled = false, ...input }: PlainCheckboxProps) {
  const classes = [styles.wrapper, checked ? styles.checked : undefined, disabled ? styles.disabled : undefined, className].filter(Boolean).join(' ');
  return (
    <label className={classes}>
      <span className={styles.box}>
        <input
          {...input}
          type="checkbox"
          className={styles.input}
          checked={checked}
          disabled={disabled}
          onChange={(event) => {
            if (!disabled) onChange(event.target.checked, event);
          }}
        />
        <span className={styles.inner} aria-hidden="true" />
      </span>
      {children !== undefined && children !== null ? <span className={styles.label}>{children}</span> : null}
    </label>
  );
}

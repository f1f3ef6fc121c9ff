import type { ReactNode } from 'react';
import styles from './PlainSpinner.module.css';

export type PlainSpinnerSize = 'small' | 'default' | 'large';

export interface PlainSpinnerProps {
  /** antd's Spin sizes: 14, 20 and 32 px. */
  size?: PlainSpinnerSize;
  /** Shown under the dots, like Spin's `description`. */
  description?: ReactNode;
  /**
   * Accessible name. With it the spinner is a progress bar of that name; without it the dots are decoration (the
   * element around it says what is busy, e.g. a button with `aria-busy` or a region with its own progress role).
   */
  label?: string;
  className?: string;
}

const SIZE_CLASS: Record<PlainSpinnerSize, string | undefined> = {
  small: styles.small,
  default: undefined,
  large: styles.large,
};

/**
 * antd's Spin look (four dots in the primary colour) without loading antd: for the shell's loading states and the
 * sign-in page, which render before any screen needs antd (ADR 0015).
 */
export function PlainSpinner({ size = 'default', description, label, className }: PlainSpinnerProps) {
  const classes = [styles.spinner, SIZE_CLASS[size], className].filter(Boolean).join(' ');
  const accessibility = label ? { role: 'progressbar', 'aria-label': label, 'aria-busy': true } : {};
  return (
    <span className={classes} data-size={size} {...accessibility}>
      <span className={styles.dots} aria-hidden="true">
        <i className={styles.dot} />
        <i className={styles.dot} />
        <i className={styles.dot} />
        <i className={styles.dot} />
      </span>
      {description !== undefined && description !== null && <span className={styles.description}>{description}</span>}
    </span>
  );
}

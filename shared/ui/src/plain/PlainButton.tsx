import type { ButtonHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { PlainIcon } from './PlainIcon';
import styles from './PlainButton.module.css';

export type PlainButtonVariant = 'primary' | 'default' | 'link';

export interface PlainButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** antd's Button `type`: filled in the primary colour, outlined, or a link. */
  variant?: PlainButtonVariant;
  /** The HTML type (antd's `htmlType`); a plain button by default so it never submits by accident. */
  type?: 'button' | 'submit' | 'reset';
  /** Full width of its container. */
  block?: boolean;
  /** Busy: a turning icon, `aria-busy`, and clicks (and so submits) are ignored, as antd does. */
  loading?: boolean;
  /** Shown before the text. */
  icon?: ReactNode;
}

const VARIANT_CLASS: Record<PlainButtonVariant, string | undefined> = {
  primary: styles.primary,
  default: styles.default,
  link: styles.link,
};

/** antd's Button at its default size without loading antd (the sign-in page, ADR 0015). */
export function PlainButton({
  variant = 'default',
  type = 'button',
  block = false,
  loading = false,
  icon,
  className,
  children,
  onClick,
  ...rest
}: PlainButtonProps) {
  const classes = [styles.button, VARIANT_CLASS[variant], block ? styles.block : undefined, loading ? styles.loading : undefined, className]
    .filter(Boolean)
    .join(' ');
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  const shownIcon = loading ? <PlainIcon name="loading" spin /> : icon;
  return (
    <button {...rest} type={type} className={classes} aria-busy={loading || undefined} onClick={handleClick}>
      {shownIcon ? <span className={styles.icon}>{shownIcon}</span> : null}
      {children !== undefined && children !== null ? <span>{children}</span> : null}
    </button>
  );
}

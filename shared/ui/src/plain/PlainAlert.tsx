import type { HTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './PlainAlert.module.css';
import { StatusIcon } from './status-icons';

export type PlainAlertType = 'success' | 'info' | 'warning' | 'error';

export interface PlainAlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  type: PlainAlertType;
  /** The message. */
  title: ReactNode;
  /** Optional second line under the message. */
  description?: ReactNode;
  /** Shows a close button that calls this. */
  onClose?: () => void;
  /** Accessible name of the close button; "Close" in the current language by default. */
  closeLabel?: string;
}

/**
 * antd's Alert with its status icon, without loading antd: the shell's toasts and the sign-in page's refusal
 * (ADR 0015). Errors and warnings are announced at once (`role="alert"`), success and info politely
 * (`role="status"`) unless a `role` is given.
 */
export function PlainAlert({ type, title, description, onClose, closeLabel, className, role, ...rest }: PlainAlertProps) {
  const { t } = useTranslation('default');
  const classes = [styles.alert, styles[type], className].filter(Boolean).join(' ');
  return (
    <div {...rest} role={role ?? (type === 'error' || type === 'warning' ? 'alert' : 'status')} className={classes}>
      <span className={styles.icon}>
        <StatusIcon name={type} />
      </span>
      <div className={styles.content}>
        <div>{title}</div>
        {description !== undefined && description !== null && <div className={styles.description}>{description}</div>}
      </div>
      {onClose && (
        <button type="button" className={styles.close} aria-label={closeLabel ?? t('toast.close')} onClick={onClose}>
          <StatusIcon name="close" />
        </button>
      )}
    </div>
  );
}

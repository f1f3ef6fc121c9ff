import { PlainAlert } from '@timekeep/ui';
import styles from './SubmitError.module.css';

/** The server's (translated) answer to a failed submit, shown above the form's buttons; antd's Alert look, no antd. */
export function SubmitError({ message }: { message: string | null }) {
  if (!message) return null;
  return <PlainAlert type="error" title={message} className={styles.error} />;
}

import { PlainSpinner } from '@timekeep/ui';
import styles from './CenteredProgress.module.css';

export interface CenteredProgressProps {
  /** Accessible name of the progress bar. */
  label: string;
  /** Visible text under the spinner. */
  description?: string;
  /** 'page' fills the viewport; 'region' the place of a remote inside the layout. */
  fill: 'page' | 'region';
}

/** A large spinner centred in its place, named for assistive technology; plain markup, no antd (ADR 0015). */
export function CenteredProgress({ label, description, fill }: CenteredProgressProps) {
  return (
    <div className={`${styles.centered} ${styles[fill]}`} role="progressbar" aria-label={label} aria-busy="true">
      <PlainSpinner size="large" description={description} />
    </div>
  );
}

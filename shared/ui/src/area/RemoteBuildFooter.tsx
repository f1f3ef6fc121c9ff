import { useRemoteArea } from './remote-area-context';
import styles from './RemoteBuildFooter.module.css';

/**
 * Which build of the remote is on screen and which api-client instance it got. Diagnostic data, not prose:
 * e2e tests read it to prove rollback (version) and the api-client singleton (same id as the shell's). Plain markup
 * in antd's secondary-text and code look: the sign-in page shows it and renders no antd (ADR 0015).
 */
export function RemoteBuildFooter() {
  const { build } = useRemoteArea();
  return (
    <div className={styles.footer}>
      <span className={styles.secondary} data-testid="remote-version">
        {`${build.remote}@${build.version}`}
      </span>
      <code className={`${styles.secondary} ${styles.code}`} data-testid="remote-api-client-id">
        {build.apiClientInstanceId}
      </code>
    </div>
  );
}

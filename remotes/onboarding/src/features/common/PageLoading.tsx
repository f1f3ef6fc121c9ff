import { PlainSpinner } from '@timekeep/ui';
import styles from './PageLoading.module.css';

/** While a page's chunk (or antd's, ADR 0015) loads: antd's spinner look without antd. */
export function PageLoading() {
  return (
    <div className={styles.loading} aria-busy="true">
      <PlainSpinner />
    </div>
  );
}

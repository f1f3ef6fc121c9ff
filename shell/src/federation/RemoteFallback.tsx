import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { AntdScope } from '@timekeep/ui';
import { CenteredProgress } from '../pages/CenteredProgress';
import type { RemoteFailureReason } from './remote-load-error';

export type FallbackReason = RemoteFailureReason | 'manifest';

export interface RemoteFallbackProps {
  reason: FallbackReason;
  /** Translated name of the area that is unavailable. */
  areaTitle: string;
  onRetry: () => void;
  /**
   * 'own': no AntdScope of the shell around this place (the route's remote scopes its own screens, ADR 0015), so
   * the fallback brings one. 'inherited' (default): it renders inside the shell's scope.
   */
  scope?: 'own' | 'inherited';
}

// antd's Result and Button load only when an area actually fails: a static import would put them (and antd's core)
// on every page the shell renders, the sign-in page included.
const RemoteFallbackResult = lazy(() => import('./RemoteFallbackResult'));

/** Shown inside the layout in place of an area that cannot be shown; the rest of the product keeps working. */
export function RemoteFallback({ scope = 'inherited', ...props }: RemoteFallbackProps) {
  const { t } = useTranslation('default');
  const loading = <CenteredProgress fill="region" label={t('app.loading')} />;
  const result = (
    <Suspense fallback={loading}>
      <RemoteFallbackResult {...props} />
    </Suspense>
  );
  return scope === 'own' ? <AntdScope fallback={loading}>{result}</AntdScope> : result;
}

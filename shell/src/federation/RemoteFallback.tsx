import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RemoteFailureReason } from './remote-load-error';

export type FallbackReason = RemoteFailureReason | 'manifest';

const REASON_KEYS: Record<FallbackReason, string> = {
  load: 'remote.unavailableText',
  render: 'remote.renderFailed',
  contract: 'remote.incompatible',
  'not-deployed': 'remote.notDeployed',
  manifest: 'error.configuration',
};

export interface RemoteFallbackProps {
  reason: FallbackReason;
  /** Translated name of the area that is unavailable. */
  areaTitle: string;
  onRetry: () => void;
}

/** Shown inside the layout in place of an area that cannot be shown; the rest of the product keeps working. */
export function RemoteFallback({ reason, areaTitle, onRetry }: RemoteFallbackProps) {
  const { t } = useTranslation('default');
  return (
    <Result
      status="warning"
      data-testid="remote-fallback"
      data-reason={reason}
      title={t('remote.unavailableTitle', { area: areaTitle })}
      subTitle={t(REASON_KEYS[reason], { area: areaTitle })}
      extra={
        <Button type="primary" onClick={onRetry}>
          {t('remote.retry')}
        </Button>
      }
    />
  );
}

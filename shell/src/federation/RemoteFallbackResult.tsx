import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FallbackReason, RemoteFallbackProps } from './RemoteFallback';

const REASON_KEYS: Record<FallbackReason, string> = {
  load: 'remote.unavailableText',
  render: 'remote.renderFailed',
  contract: 'remote.incompatible',
  'not-deployed': 'remote.notDeployed',
  manifest: 'error.configuration',
};

/** antd's warning Result with Retry; its own chunk, loaded by `RemoteFallback` only when an area fails. */
export default function RemoteFallbackResult({ reason, areaTitle, onRetry }: Omit<RemoteFallbackProps, 'scope'>) {
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

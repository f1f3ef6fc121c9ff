import type { ReactElement } from 'react';
import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MAP_HEIGHT, MAP_WIDTH } from './placeModel';

/** Why there is no map: the server has no Maps key, or the Maps script could not be loaded. */
export type MapUnavailableReason = 'no-key' | 'load-failed';

export interface MapUnavailablePanelProps {
  reason: MapUnavailableReason;
  /** Loads the script again; only offered when it failed (a missing key does not come back by retrying). */
  onRetry?: () => void;
}

/**
 * Stands in the map's place, at the map's size, when there is no map to show, so the dialog says why instead of
 * spinning for ever (no key) or leaving an empty grey area (script failed). The failure itself is still logged.
 */
export function MapUnavailablePanel({ reason, onRetry }: MapUnavailablePanelProps): ReactElement {
  const { t } = useTranslation('common');
  return (
    <div
      role="alert"
      data-testid="maps-unavailable"
      data-reason={reason}
      style={{
        width: MAP_WIDTH,
        maxWidth: '100%',
        height: MAP_HEIGHT,
        background: '#f0f0f0',
        color: '#3c4043',
        padding: 24,
        boxSizing: 'border-box',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        alignItems: 'center',
        textAlign: 'center',
        gap: 8,
      }}
    >
      <Typography.Title level={5} style={{ color: 'inherit', margin: 0 }}>
        {t('widget.map.unavailableTitle')}
      </Typography.Title>
      <Typography.Paragraph style={{ color: 'inherit', margin: 0 }}>
        {reason === 'no-key' ? t('widget.map.noKey') : t('widget.map.loadFailed')}
      </Typography.Paragraph>
      {reason === 'load-failed' && onRetry && <Button onClick={onRetry}>{t('widget.map.retry')}</Button>}
    </div>
  );
}

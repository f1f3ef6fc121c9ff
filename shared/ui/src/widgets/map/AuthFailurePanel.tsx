import type { ReactElement } from 'react';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MAP_HEIGHT, MAP_WIDTH } from './placeModel';

/** The grey panel Google shows for a bad key, in our words and language (SPEC §8). */
export function AuthFailurePanel(): ReactElement {
  const { t } = useTranslation('common');
  return (
    <div
      role="alert"
      data-testid="maps-auth-failure"
      style={{ width: MAP_WIDTH, maxWidth: '100%', height: MAP_HEIGHT, background: '#e5e5e5', color: '#3c4043', padding: 24, boxSizing: 'border-box' }}
    >
      <Typography.Title level={5} style={{ color: 'inherit' }}>
        {t('widget.map.authFailureTitle')}
      </Typography.Title>
      <Typography.Paragraph style={{ color: 'inherit' }}>{t('widget.map.authFailureBody')}</Typography.Paragraph>
    </div>
  );
}

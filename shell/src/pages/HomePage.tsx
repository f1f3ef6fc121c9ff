import { Card, Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { API_CLIENT_INSTANCE_ID } from '@timekeep/api-client';
import { useRegion } from '@timekeep/ui';

/** `/`: the landing page of the main application. */
export function HomePage() {
  const { t } = useTranslation('default');
  const region = useRegion();
  return (
    <Card>
      <Typography.Title level={2}>{t('home.welcome', { product: region.product_name })}</Typography.Title>
      <Typography.Paragraph>{t('home.intro')}</Typography.Paragraph>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('home.region')}>{region.code}</Descriptions.Item>
        {region.website ? (
          <Descriptions.Item label={t('home.website')}>
            <a href={region.website} target="_blank" rel="noreferrer">
              {region.website}
            </a>
          </Descriptions.Item>
        ) : null}
        <Descriptions.Item label={t('home.apiClientInstance')}>
          {/* The e2e reads this and the same value shown by a remote: one shared api-client instance. */}
          <Typography.Text code data-testid="shell-api-client-id">
            {API_CLIENT_INSTANCE_ID}
          </Typography.Text>
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

import { Card, Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRegion } from '@timekeep/ui';

/** `/`: the landing page of the main application. */
export function HomePage() {
  const { t } = useTranslation('default');
  const region = useRegion();
  return (
    <Card data-testid="home-page">
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
      </Descriptions>
    </Card>
  );
}

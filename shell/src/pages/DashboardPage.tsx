import { Card, Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { mainAreas } from '../routing/menu-items';

/** `/dashboard`: entry points to every area of the main application. */
export function DashboardPage() {
  const { t } = useTranslation('menu');
  const { t: tDefault } = useTranslation('default');
  return (
    <>
      <Typography.Title level={2}>{t('dashboard')}</Typography.Title>
      <Typography.Paragraph>{tDefault('dashboard.intro')}</Typography.Paragraph>
      <Row gutter={[16, 16]}>
        {mainAreas().map((area) => (
          <Col key={area.area} xs={24} sm={12} lg={8}>
            <Link to={area.base}>
              <Card hoverable size="small">
                <Typography.Text strong>{t(`area.${area.area}`)}</Typography.Text>
                <br />
                <Typography.Text type="secondary">{tDefault('dashboard.pageCount', { n: area.pages.length })}</Typography.Text>
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
    </>
  );
}

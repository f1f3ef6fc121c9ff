import { Card, Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DASHBOARD_WIDGET } from '@timekeep/contracts';
import { RemoteWidget } from '../federation/RemoteWidget';
import { mainAreas } from '../routing/menu-items';

/** Entry points to every area of the main application: the dashboard while the reports remote is unavailable. */
function AreaCards() {
  const { t } = useTranslation('menu');
  const { t: tDefault } = useTranslation('default');
  return (
    <div data-testid="dashboard-area-cards">
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
    </div>
  );
}

/**
 * `/dashboard`: the reports remote's dashboard (counts, charts; ADR 0088), loaded at run time like every remote
 * screen so the shell carries no chart library; the area cards when that remote is unavailable.
 */
export function DashboardPage() {
  const { t } = useTranslation('menu');
  const { t: tDefault } = useTranslation('default');
  return (
    <>
      <Typography.Title level={2}>{t('dashboard')}</Typography.Title>
      <RemoteWidget widget={DASHBOARD_WIDGET} fallback={<AreaCards />} loadingLabel={tDefault('remote.loading', { area: t('dashboard') })} />
    </>
  );
}

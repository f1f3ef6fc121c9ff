import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** `/dev/widgets`: the shared widget gallery (public). */
export function WidgetGalleryPage() {
  const { t } = useTranslation('default');
  return <Result status="info" title={t('devWidgets.title')} subTitle={t('devWidgets.unavailable')} />;
}

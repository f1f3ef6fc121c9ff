import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

const SECTIONS = ['navigation', 'language', 'theme', 'session'] as const;

/** `/user-guide`: how to find one's way around the product. */
export function UserGuidePage() {
  const { t } = useTranslation('menu');
  const { t: tDefault } = useTranslation('default');
  return (
    <Typography>
      <Typography.Title level={2}>{t('user-guide')}</Typography.Title>
      {SECTIONS.map((section) => (
        <section key={section}>
          <Typography.Title level={4}>{tDefault(`userGuide.${section}.title`)}</Typography.Title>
          <Typography.Paragraph>{tDefault(`userGuide.${section}.body`)}</Typography.Paragraph>
        </section>
      ))}
    </Typography>
  );
}

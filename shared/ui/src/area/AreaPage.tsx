import type { ReactNode } from 'react';
import { Breadcrumb, Flex, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { AreaPageEntry } from './area-pages';
import { landingTitleKey } from './area-pages';
import { useRemoteArea } from './remote-area-context';

export interface AreaPageProps {
  /** The page shown; undefined for the area's landing page. */
  entry?: AreaPageEntry;
  children?: ReactNode;
}

/** A titled page of a remote area: breadcrumb (home / area / group / page), the translated title, then content. */
export function AreaPage({ entry, children }: AreaPageProps) {
  const { t } = useTranslation('menu');
  const { build, basePath } = useRemoteArea();
  const areaTitle = t(landingTitleKey(build.remote, basePath));
  const isLanding = !entry || entry.relative === '';
  const title = isLanding ? areaTitle : t(entry.titleKey);

  const items = [
    { key: 'home', title: <Link to="/">{t('menu:home')}</Link> },
    { key: 'area', title: isLanding ? areaTitle : <Link to={basePath || '/'}>{areaTitle}</Link> },
    ...(!isLanding && entry.groupKey ? [{ key: 'group', title: t(entry.groupKey) }] : []),
    ...(!isLanding ? [{ key: 'page', title }] : []),
  ];
  return (
    <Flex vertical gap={8} style={{ padding: 24 }} data-testid="area-page">
      <Breadcrumb items={items} />
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      {children}
    </Flex>
  );
}

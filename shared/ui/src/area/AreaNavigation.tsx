import { Card, Flex } from 'antd';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { groupPages, landingTitleKey, type AreaPageEntry } from './area-pages';
import { useRemoteArea } from './remote-area-context';

/** The area's pages as link lists, one card per group (top-level pages under the area's own title). */
export function AreaNavigation() {
  const { t } = useTranslation('menu');
  const { build, basePath, pages } = useRemoteArea();
  const linked = pages.filter((p) => p.relative !== '');
  return (
    <Flex wrap gap={16} align="flex-start" data-testid="area-navigation">
      {groupPages(linked).map((group) => {
        const title = t(group.groupKey ?? landingTitleKey(build.remote, basePath));
        return (
          <Card key={group.groupKey ?? 'top'} size="small" title={title} style={{ minWidth: 260 }}>
            <Flex vertical gap={6} component="nav" aria-label={title}>
              {group.pages.map((page: AreaPageEntry) => (
                <Link key={page.path} to={page.path}>
                  {t(page.titleKey)}
                </Link>
              ))}
            </Flex>
          </Card>
        );
      })}
    </Flex>
  );
}

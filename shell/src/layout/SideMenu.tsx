import { useMemo, useState, useEffect } from 'react';
import { Menu } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { usePermissions } from '@timekeep/ui';
import { buildMenuItems, menuStateFor } from '../routing/menu-items';

/** The main application's navigation: every area and page of the route table the signed-in user may open. */
export function SideMenu() {
  const { t, i18n } = useTranslation('menu');
  const { t: tDefault } = useTranslation('default');
  const { pathname } = useLocation();
  // Rebuilt when the language changes, so labels switch at once.
  const who = usePermissions();
  const items = useMemo(() => buildMenuItems((key) => t(key), who), [t, i18n.language, who]);
  const { selected, open } = menuStateFor(pathname);
  const [openKeys, setOpenKeys] = useState<string[]>(open);
  const openKey = open[0];
  useEffect(() => {
    if (openKey) setOpenKeys((keys) => (keys.includes(openKey) ? keys : [...keys, openKey]));
  }, [openKey]);

  return (
    <nav aria-label={tDefault('layout.navigation')}>
      <Menu mode="inline" items={items} selectedKeys={selected} openKeys={openKeys} onOpenChange={setOpenKeys} />
    </nav>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  AREAS, areaForPath, canOpenPath, menuKey, pagePath, type AreaDefinition, type MenuIconName, type PageAccessSubject,
} from '@timekeep/contracts';
import { MENU_ICONS } from './menu-icons';

/** A menu entry; top-level entries carry an icon (all the collapsed menu shows of them). */
export type NavItem =
  | { key: string; label: ReactNode; icon?: ReactNode }
  | { key: string; label: ReactNode; icon?: ReactNode; children: NavItem[] };

type Translate = (key: string) => string;

/** Shell pages shown at the top of the side menu. */
export const SHELL_MENU_PATHS = ['/', '/dashboard', '/user-guide'] as const;

/** The side-menu icon of each shell page (the areas' icons are in the route table). */
export const SHELL_MENU_ICONS: Readonly<Record<(typeof SHELL_MENU_PATHS)[number], MenuIconName>> = {
  '/': 'HomeOutlined',
  '/dashboard': 'DashboardOutlined',
  '/user-guide': 'ReadOutlined',
};

function menuIcon(name: MenuIconName | undefined): ReactNode {
  if (!name) return undefined;
  const Icon = MENU_ICONS[name];
  // Decoration: the entry is named by its title alone (an icon's own label made "bank Company" of "Company").
  return <Icon aria-hidden />;
}

/** Areas of the signed-in main application, in route-table order (SPEC §2). */
export function mainAreas(): AreaDefinition[] {
  return AREAS.filter((area) => area.authenticated);
}

function pageLink(path: string, t: Translate, icon?: MenuIconName): NavItem {
  const link = { key: path, label: <Link to={path}>{t(menuKey(path))}</Link> };
  return icon ? { ...link, icon: menuIcon(icon) } : link;
}

/** Everything open: a user without restrictions (tests, standalone). */
const EVERYONE: PageAccessSubject = { can: () => true, employeeId: null, isVendorOperator: true };

/**
 * The side menu, built from the route table: one group per area titled `menu:area.<area>`, one link per page
 * titled `menu:<menuKey(path)>`. An area with only its landing page is a single link. Pages the user may not open
 * (`canOpenPath`: view permission, employee login, vendor operators) are left out, and so is an area left empty.
 * Top-level entries (shell pages, areas) carry their icon; pages inside an area do not.
 */
export function buildMenuItems(t: Translate, who: PageAccessSubject = EVERYONE): NavItem[] {
  const areaItems = mainAreas().flatMap((area): NavItem[] => {
    const paths = area.pages.map((page) => pagePath(area, page)).filter((path) => canOpenPath(path, who));
    if (paths.length === 0) return [];
    if (paths.length === 1 && paths[0] === area.base) {
      return [{ key: area.base, icon: menuIcon(area.icon), label: <Link to={area.base}>{t(`area.${area.area}`)}</Link> }];
    }
    return [{
      key: `area:${area.area}`, icon: menuIcon(area.icon), label: t(`area.${area.area}`), children: paths.map((path) => pageLink(path, t)),
    }];
  });
  const shellItems = SHELL_MENU_PATHS.filter((path) => canOpenPath(path, who)).map((path) => pageLink(path, t, SHELL_MENU_ICONS[path]));
  return [...shellItems, ...areaItems];
}

/** Menu keys to highlight and expand for a browser path. */
export function menuStateFor(pathname: string): { selected: string[]; open: string[] } {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const area = areaForPath(clean);
  return { selected: [clean], open: area && area.authenticated ? [`area:${area.area}`] : [] };
}

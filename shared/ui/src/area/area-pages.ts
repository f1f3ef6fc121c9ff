/**
 * The pages a remote serves under the path the shell mounted it at, as data for navigation and routing. Titles
 * and group labels are `menu` namespace keys, so every remote's navigation is translated the same way.
 */
import { AREAS, menuKey, pagesOfRemote, type AreaDefinition, type RemoteName } from '@timekeep/contracts';

export interface AreaPageEntry {
  area: AreaDefinition;
  /** Full browser path, e.g. `/att/shift`. */
  path: string;
  /** Path below the mount point, '' for the mount point itself (the landing page). */
  relative: string;
  /** `menu:<key>` of the page title. */
  titleKey: string;
  /** `menu:group.<area>.<segment>` for pages nested one folder deep (`report-library/late`), else undefined. */
  groupKey?: string;
}

export interface AreaPageGroup {
  /** Undefined for the area's top-level pages. */
  groupKey?: string;
  pages: AreaPageEntry[];
}

/** `/att/` → `/att`; `/` → ''. */
export function normalizeBasePath(basePath: string): string {
  return basePath.replace(/\/+$/, '');
}

/** Every page of `remote` at or below `basePath`, in route-table order. */
export function pagesUnder(remote: RemoteName, basePath: string): AreaPageEntry[] {
  const base = normalizeBasePath(basePath);
  return pagesOfRemote(remote)
    .filter(({ path }) => path === base || path.startsWith(`${base}/`))
    .map(({ area, page, path }) => {
      const segments = page.split('/');
      return {
        area,
        path,
        relative: path === base ? '' : path.slice(base.length + 1),
        titleKey: `menu:${menuKey(path)}`,
        groupKey: segments.length > 1 ? `menu:group.${area.area}.${segments[0]}` : undefined,
      };
    });
}

/** Pages in order, consecutive pages of one group folded together (top-level pages have no group). */
export function groupPages(pages: readonly AreaPageEntry[]): AreaPageGroup[] {
  const groups: AreaPageGroup[] = [];
  for (const page of pages) {
    const last = groups.at(-1);
    if (last && last.groupKey === page.groupKey) last.pages.push(page);
    else groups.push({ groupKey: page.groupKey, pages: [page] });
  }
  return groups;
}

/** The area mounted at `basePath` (exact base match), if any. */
export function areaAt(remote: RemoteName, basePath: string): AreaDefinition | undefined {
  const base = normalizeBasePath(basePath);
  return AREAS.find((a) => a.remote === remote && a.base === base);
}

/** Title of the landing page: the area's own index page when it has one, else the area's name. */
export function landingTitleKey(remote: RemoteName, basePath: string): string {
  const base = normalizeBasePath(basePath);
  const area = areaAt(remote, basePath);
  if (!area) return 'menu:home';
  return area.pages.includes('') ? `menu:${menuKey(base)}` : `menu:area.${area.area}`;
}

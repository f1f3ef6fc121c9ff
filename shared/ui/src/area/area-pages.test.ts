import { AREAS, REMOTE_NAMES, pagesOfRemote } from '@timekeep/contracts';
import { areaAt, groupPages, landingTitleKey, normalizeBasePath, pagesUnder } from './area-pages';

describe('pagesUnder', () => {
  it('lists the pages of the area mounted at the base path, relative to it', () => {
    const pages = pagesUnder('attendance', '/att');
    expect(pages.map((p) => p.relative)).toEqual(AREAS.find((a) => a.base === '/att')?.pages);
    expect(pages[0]).toMatchObject({ path: '/att/global-rule', relative: 'global-rule', titleKey: 'menu:att.global-rule' });
  });

  it('keeps only the area under the mount point for a remote with several areas', () => {
    const pages = pagesUnder('personnel', '/team/');
    expect(new Set(pages.map((p) => p.area.area))).toEqual(new Set(['team']));
    expect(pages.map((p) => p.path)).toContain('/team/workflow-node');
  });

  it('gives the area index page an empty relative path and an `.index` title key', () => {
    const [index] = pagesUnder('personnel', '/company');
    expect(index).toMatchObject({ path: '/company', relative: '', titleKey: 'menu:company.index', groupKey: undefined });
  });

  it('does not treat a path that only starts with the same letters as being under the base', () => {
    expect(pagesUnder('vendor', '/sub')).toEqual([]);
    expect(pagesUnder('vendor', '/subscription').map((p) => p.path)).toEqual(['/subscription', '/subscription/order']);
  });

  it('groups pages nested one folder deep under a `menu:group` key', () => {
    const page = pagesUnder('reports', '/report').find((p) => p.path === '/report/report-library/late');
    expect(page?.groupKey).toBe('menu:group.report.report-library');
    expect(page?.titleKey).toBe('menu:report.report-library.late');
  });

  it('covers every page of every remote when mounted at the root', () => {
    for (const remote of REMOTE_NAMES) expect(pagesUnder(remote, '/')).toHaveLength(pagesOfRemote(remote).length);
  });
});

describe('groupPages', () => {
  it('folds consecutive pages of one group and keeps table order', () => {
    const groups = groupPages(pagesUnder('reports', '/report'));
    expect(groups.map((g) => [g.groupKey, g.pages.length])).toEqual([
      [undefined, 4],
      ['menu:group.report.report-library', 35],
    ]);
  });
});

describe('landing title and area lookup', () => {
  it('uses the area index page title when the area has one, else the area name', () => {
    expect(landingTitleKey('personnel', '/company')).toBe('menu:company.index');
    expect(landingTitleKey('attendance', '/att/')).toBe('menu:area.att');
    expect(landingTitleKey('bio-photo', '/bio-photo/register')).toBe('menu:bio-photo.register.index');
  });

  it('finds the area only by exact base and only for the remote that owns it', () => {
    expect(areaAt('vendor', '/tenement')?.area).toBe('tenement');
    expect(areaAt('attendance', '/company')).toBeUndefined();
    expect(landingTitleKey('attendance', '/nowhere')).toBe('menu:home');
  });

  it('normalises trailing slashes', () => {
    expect(normalizeBasePath('/att//')).toBe('/att');
    expect(normalizeBasePath('/')).toBe('');
  });
});

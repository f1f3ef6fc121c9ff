import { isValidElement, type ReactElement } from 'react';
import { AREAS, menuKey, pagePath } from '@timekeep/contracts';
import { LANGUAGES } from '@timekeep/i18n';
import { createTestI18n } from '@timekeep/i18n/testing';
import { buildMenuItems, mainAreas, menuStateFor, type NavItem } from './menu-items';

function labelText(item: NavItem): string {
  if (typeof item.label === 'string') return item.label;
  if (isValidElement(item.label)) return String((item.label as ReactElement<{ children: unknown }>).props.children);
  return '';
}

function flatten(items: NavItem[]): NavItem[] {
  return items.flatMap((item) => ('children' in item ? [item, ...flatten(item.children)] : [item]));
}

describe('side menu from the route table', () => {
  it('lists the shell pages, then every signed-in area with each of its pages, and no public area', () => {
    const items = buildMenuItems((key) => key);
    expect(items.slice(0, 3).map((i) => i.key)).toEqual(['/', '/dashboard', '/user-guide']);
    const keys = flatten(items).map((i) => i.key);
    for (const area of mainAreas()) {
      for (const page of area.pages) expect(keys).toContain(pagePath(area, page));
    }
    for (const area of AREAS.filter((a) => !a.authenticated)) {
      expect(keys.some((k) => k === area.base || k.startsWith(`${area.base}/`) || k === `area:${area.area}`)).toBe(false);
    }
  });

  it('titles areas menu:area.<area> and pages menu:<menuKey(path)>', () => {
    const items = buildMenuItems((key) => `«${key}»`);
    const att = items.find((i) => i.key === 'area:att');
    expect(att && labelText(att)).toBe('«area.att»');
    const shift = flatten(items).find((i) => i.key === '/att/shift');
    expect(shift && labelText(shift)).toBe(`«${menuKey('/att/shift')}»`);
  });

  it.each(LANGUAGES.map((l) => l.code))('has a translation for every label in %s', (language) => {
    const i18n = createTestI18n(language);
    const t = (key: string) => i18n.t(key, { ns: 'menu' });
    const untranslated = flatten(buildMenuItems(t)).filter((item) => {
      const text = labelText(item);
      return text === '' || /^(area\.|[a-z-]+\.[a-zA-Z_.-]+$)/.test(text);
    });
    expect(untranslated.map((i) => i.key)).toEqual([]);
  });

  it('highlights the page and opens its area', () => {
    expect(menuStateFor('/personal/request/leave/')).toEqual({ selected: ['/personal/request/leave'], open: ['area:personal'] });
    expect(menuStateFor('/')).toEqual({ selected: ['/'], open: [] });
  });

  it('leaves out what the signed-in user may not open: pages without the view permission, the vendor area, empty areas', () => {
    const viewer = { can: (codename: string) => codename === 'system.view_group', employeeId: null, isVendorOperator: false };
    const keys = flatten(buildMenuItems((key) => key, viewer)).map((i) => i.key);
    expect(keys).toContain('/system/group');
    expect(keys).not.toContain('/system/user');
    expect(keys).not.toContain('/complement/document-type');
    expect(keys).toContain('/company/settings');
    expect(keys).not.toContain('/company/department');
    expect(keys.some((key) => key.startsWith('/vendor/') || key === 'area:vendor')).toBe(false);
  });

  it('shows an employee login only the Personal area (with home and the user guide)', () => {
    const employee = { can: () => true, employeeId: 5, isVendorOperator: false };
    const items = buildMenuItems((key) => key, employee);
    expect(items.map((i) => i.key)).toEqual(['/', '/user-guide', 'area:personal']);
  });
});

import { isValidElement, type ReactElement } from 'react';
import { act, render, screen } from '@testing-library/react';
import { Menu } from 'antd';
import { MemoryRouter } from 'react-router-dom';
import { AREAS, menuKey, pagePath } from '@timekeep/contracts';
import { LANGUAGES } from '@timekeep/i18n';
import { createTestI18n } from '@timekeep/i18n/testing';
import { MENU_ICONS } from './menu-icons';
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

  describe('icons (issue 17: the collapsed menu showed the first letter of each title, "ا" for nearly all in Arabic)', () => {
    const iconTypes: unknown[] = Object.values(MENU_ICONS);

    it('every signed-in area of the route table declares one', () => {
      expect(mainAreas().filter((area) => !area.icon).map((area) => area.area)).toEqual([]);
    });

    it.each([
      ['everyone', undefined],
      ['an employee login', { can: () => true, employeeId: 5, isVendorOperator: false }],
      ['a company user who is not a vendor operator', { can: () => true, employeeId: null, isVendorOperator: false }],
    ])('gives every top-level entry an icon, and none to the pages inside an area, for %s', (_who, who) => {
      const items = buildMenuItems((key) => key, who);
      const withoutIcon = items.filter((item) => !(isValidElement(item.icon) && iconTypes.includes(item.icon.type)));
      expect(withoutIcon.map((item) => item.key)).toEqual([]);
      const inner = items.flatMap((item) => ('children' in item ? item.children : []));
      expect(inner.length).toBeGreaterThan(0);
      expect(inner.filter((item) => item.icon !== undefined).map((item) => item.key)).toEqual([]);
    });

    it('top-level entries tell one another apart by their icons', () => {
      const names = [...mainAreas().map((area) => area.icon)];
      expect(new Set(names).size).toBe(names.length);
    });

    it('leaves each entry named by its title alone (the icon is decoration)', async () => {
      await act(async () =>
        render(
          <MemoryRouter>
            <Menu mode="inline" items={buildMenuItems((key) => createTestI18n('en').t(key, { ns: 'menu' }))} />
          </MemoryRouter>,
        ),
      );
      expect(screen.getByRole('menuitem', { name: 'Attendance' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Home' })).toBeInTheDocument();
    });

    it('collapsed, in Arabic, shows an icon for every entry and no first-letter stand-in', async () => {
      const i18n = createTestI18n('ar');
      const items = buildMenuItems((key) => i18n.t(key, { ns: 'menu' }));
      // rc-menu registers its keys in an effect after the first render
      const { container } = await act(async () =>
        render(
          <MemoryRouter>
            <Menu mode="inline" inlineCollapsed items={items} />
          </MemoryRouter>,
        ),
      );
      const entries = container.querySelectorAll('.ant-menu-root > li.ant-menu-item, .ant-menu-root > li.ant-menu-submenu');
      expect(entries).toHaveLength(items.length);
      expect(container.querySelectorAll('.ant-menu-inline-collapsed-noicon')).toHaveLength(0);
      for (const entry of entries) expect(entry.querySelector('.anticon')).not.toBeNull();
    });
  });
});

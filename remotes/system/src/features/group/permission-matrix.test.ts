import type { PermissionInfo } from '@timekeep/contracts';
import { heldState, matrixOf, toggleAll } from './permission-matrix';

const permission = (module: string, resource: string, action: string): PermissionInfo => ({
  codename: `${module}.${action}_${resource}`,
  label: `${action} ${resource}`,
  module,
  resource,
  action,
});

describe('the permission matrix model', () => {
  const all = [
    permission('personnel', 'location', 'view'),
    permission('personnel', 'location', 'add'),
    permission('personnel', 'employee', 'view'),
    permission('system', 'group', 'view'),
    permission('att', 'leave', 'approve'),
  ];

  it('groups resources by module, with one column per action in the order listed', () => {
    const model = matrixOf(all);
    expect(model.actions).toEqual(['view', 'add', 'approve']);
    expect(model.modules.map((m) => [m.module, m.rows.map((r) => r.resource)])).toEqual([
      ['personnel', ['personnel.location', 'personnel.employee']],
      ['system', ['system.group']],
      ['att', ['att.leave']],
    ]);
    expect(model.modules[0].rows[0].cells).toEqual({ view: 'personnel.view_location', add: 'personnel.add_location' });
  });

  it('names rows, sections, columns and boxes with the translated labels the server sends, codes only without them', () => {
    const named: PermissionInfo[] = [
      { ...permission('complement', 'event', 'view'), label: 'عرض الفعاليات', resource_label: 'الفعاليات', module_label: 'مكمّلات', action_label: 'عرض' },
      { ...permission('complement', 'event', 'export'), label: 'تصدير الفعاليات', resource_label: 'الفعاليات', module_label: 'مكمّلات', action_label: 'تصدير' },
    ];
    const model = matrixOf([...named, permission('att', 'leave', 'approve')]);
    expect(model.modules.map((m) => m.label)).toEqual(['مكمّلات', 'att']);
    expect(model.modules[0].rows[0]).toMatchObject({ resource: 'complement.event', label: 'الفعاليات', cellLabels: { 'complement.export_event': 'تصدير الفعاليات' } });
    expect(model.actionLabels).toEqual({ view: 'عرض', export: 'تصدير' });
    expect(model.modules[1].rows[0].label).toBe('att.leave');
  });

  it('checks and clears a whole row or column, keeping the rest', () => {
    const value = ['system.view_group'];
    const row = ['personnel.view_location', 'personnel.add_location'];
    expect(toggleAll(value, row, true)).toEqual(['personnel.add_location', 'personnel.view_location', 'system.view_group']);
    expect(toggleAll([...value, ...row], row, false)).toEqual(['system.view_group']);
    expect(heldState(['personnel.view_location'], row)).toBe('some');
    expect(heldState(row, row)).toBe('all');
    expect(heldState([], row)).toBe('none');
  });
});

import { AREA_RESOURCE, DEPARTMENT_RESOURCE, POSITION_RESOURCE, type ResourceContract } from '@timekeep/contracts';
import { TreeSelect, type ColumnDeclaration, type FormFieldDeclaration, type RemoteScreens, type ResourceDeclaration, type ResourceRow } from '@timekeep/ui';
import { OrganizationChartScreen } from './OrganizationChart';
import { treeResourceScreen, type TreeScreenDeclaration } from './TreeResourceScreen';
import { subtreeIds, type TreeModel } from './tree-search';

const nameOf = (row: ResourceRow) => String(row.name ?? '');

/** The parent picker: the loaded tree, without the node itself and what is below it (the server refuses those too). */
function parentField(model: TreeModel): FormFieldDeclaration {
  const options = [...model.byId.values()].map((node) => ({ id: node.id, name: node.label, parent: node.parent }));
  return {
    name: 'parent',
    render: ({ id, value, setValue, status, label, recordId }) => (
      <TreeSelect
        id={id}
        aria-label={label}
        status={status}
        options={options}
        disabledIds={recordId === undefined ? [] : subtreeIds(model, recordId)}
        value={typeof value === 'number' ? value : null}
        onChange={(next) => setValue(next ?? null)}
      />
    ),
  };
}

function treeColumns(model: TreeModel): ColumnDeclaration<ResourceRow>[] {
  return [
    { key: 'name', sortable: true },
    { key: 'code', sortable: true },
    { key: 'parent', render: (row) => (typeof row.parent === 'number' ? (model.byId.get(row.parent)?.label ?? '') : '') },
    { key: 'employee_count', sortable: true, width: 120 },
  ];
}

function treeScreen(contract: ResourceContract, texts: string, extra: { columns?: ColumnDeclaration<ResourceRow>[]; fields?: FormFieldDeclaration[] } = {}): TreeScreenDeclaration {
  return {
    contract,
    treeTitle: `${texts}.tree`,
    declaration: (model): ResourceDeclaration => ({
      contract,
      texts,
      columns: [...treeColumns(model), ...(extra.columns ?? [])],
      filters: [{ kind: 'tree', param: 'parent', label: contract.fields.parent.label, uri: contract.path }],
      form: { fields: ['name', 'code', parentField(model), ...(extra.fields ?? [])] },
      rowLabel: nameOf,
      export: 'server',
      import: true,
    }),
  };
}

export const DEPARTMENT_SCREEN = treeScreen(DEPARTMENT_RESOURCE, 'company:department', {
  columns: [{ key: 'manager_name' }],
  fields: [{ name: 'manager', ref: { lookup: '/personnel/api/v2/employees/' } }],
});
export const POSITION_SCREEN = treeScreen(POSITION_RESOURCE, 'company:position');
export const AREA_SCREEN = treeScreen(AREA_RESOURCE, 'company:area');

/** /company/department, /company/position and /company/area (a tree beside the list of its nodes) and the chart. */
export const ORGANISATION_TREE_SCREENS: RemoteScreens = {
  '/company/department': treeResourceScreen(DEPARTMENT_SCREEN),
  '/company/position': treeResourceScreen(POSITION_SCREEN),
  '/company/area': treeResourceScreen(AREA_SCREEN),
  '/company/organization-chart': OrganizationChartScreen,
};

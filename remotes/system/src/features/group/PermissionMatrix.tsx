import { useEffect, useMemo, useState, type ReactElement } from 'react';
import { Alert, Checkbox, Spin, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { apiClient, type ApiClient } from '@timekeep/api-client';
import { isSuccessCode, type PermissionInfo } from '@timekeep/contracts';
import { heldState, matrixOf, toggleAll, type MatrixRow } from './permission-matrix';

export const PERMISSIONS_PATH = '/system/api/v2/permissions/';

export interface PermissionMatrixProps {
  id?: string;
  value: readonly string[];
  onChange: (value: string[]) => void;
  client?: ApiClient;
}

type Row = MatrixRow & { key: string; kind: 'module' | 'resource' };

/**
 * A group's permissions as a matrix generated from `GET permissions/`: one row per resource grouped by module, one
 * column per action, a check-all box per row (the resource) and per column (the action over every resource).
 */
export function PermissionMatrix({ id, value, onChange, client = apiClient }: PermissionMatrixProps): ReactElement {
  const { t } = useTranslation('sys');
  const [permissions, setPermissions] = useState<PermissionInfo[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    client.get<PermissionInfo[]>(PERMISSIONS_PATH).then(
      (response) => live && (isSuccessCode(response.code) && response.data ? setPermissions(response.data) : setFailed(true)),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [client]);
  const model = useMemo(() => matrixOf(permissions ?? []), [permissions]);

  if (failed) return <Alert type="error" showIcon title={t('group.permissionsLoadFailed')} />;
  if (!permissions) return <Spin />;

  const rows: Row[] = model.modules.flatMap(({ module, label, rows: resources }) => [
    { key: `module:${module}`, kind: 'module' as const, module, resource: module, label, cells: {}, cellLabels: {} },
    ...resources.map((row) => ({ ...row, key: row.resource, kind: 'resource' as const })),
  ]);
  const allOf = (action: string) => model.modules.flatMap((m) => m.rows.map((r) => r.cells[action]).filter(Boolean));
  const box = (codenames: string[], label: string) => {
    const state = heldState(value, codenames);
    return (
      <Checkbox
        aria-label={label}
        checked={state === 'all'}
        indeterminate={state === 'some'}
        disabled={codenames.length === 0}
        onChange={(event) => onChange(toggleAll(value, codenames, event.target.checked))}
      />
    );
  };
  // Names come translated from the server (resource_label, module_label, action_label); the matrix shows no codes.
  const actionName = (action: string) => model.actionLabels[action] ?? t(`group.actions.${action}`, { defaultValue: action });

  const columns: TableColumnsType<Row> = [
    {
      key: 'resource',
      title: t('group.resource'),
      // Stays in view while the action columns scroll sideways (nine actions do not fit a phone or a narrow drawer).
      fixed: 'start',
      render: (_, row) => (row.kind === 'module' ? <strong>{row.label}</strong> : row.label),
    },
    ...model.actions.map((action) => ({
      key: action,
      align: 'center' as const,
      title: (
        <span>
          {box(allOf(action), t('group.allOfAction', { action: actionName(action) }))} {actionName(action)}
        </span>
      ),
      render: (_: unknown, row: Row) => {
        if (row.kind === 'module') return null;
        const codename = row.cells[action];
        return codename ? box([codename], row.cellLabels[codename] ?? codename) : null;
      },
    })),
    {
      key: 'all',
      align: 'center',
      title: t('group.allActions'),
      render: (_, row) => (row.kind === 'module' ? null : box(Object.values(row.cells), t('group.allOfResource', { resource: row.label }))),
    },
  ];
  return <Table<Row> id={id} size="small" rowKey="key" columns={columns} dataSource={rows} pagination={false} scroll={{ x: 'max-content' }} data-testid="permission-matrix" />;
}

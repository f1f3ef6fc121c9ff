import { useEffect, useMemo, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { Alert, Button, Flex, Input, Space, Table, Tag, type TableColumnsType, type TableProps } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { useTranslation } from 'react-i18next';
import { apiClient as defaultClient, type ApiClient } from '@timekeep/api-client';
import { isSuccessCode, STANDARD_ACTIONS, type ApiResponse, type Paged, type StandardAction } from '@timekeep/contracts';
import { usePagedRows } from '../widgets/hooks/usePagedRows';
import { toast } from '../toast/toast-queue';
import { cellText } from './cells';
import { ColumnChooser } from './ColumnChooser';
import { columnPrefsKey, useColumnPrefs } from './column-prefs';
import type { ColumnDeclaration, ResourceDeclaration, ResourceRow } from './declaration';
import { ExportButton } from './ExportButton';
import { FilterBar } from './FilterBar';
import { ImportButton } from './ImportDialog';
import { LIST_PAGE_SIZES, listQuery } from './list-url-state';
import { usePermissions } from './permissions';
import { ResourceForm } from './ResourceForm';
import { useResourceTexts } from './resource-texts';
import { useListUrlState } from './useListUrlState';
import { useConfirmedDelete } from './useConfirmedDelete';
import { useLiveRows } from './useLiveRows';

export interface ResourceListProps<Row extends ResourceRow> {
  declaration: ResourceDeclaration<Row>;
  /** The shared api-client by default; tests pass one over the fake transport. */
  client?: ApiClient;
  /** Reloads the page when it changes (a tree beside the list moved a node). */
  reloadKey?: string | number;
  /** After a create, edit or delete succeeded (a tree beside the list reloads). */
  onChanged?: () => void;
  /** First values of the create form (a new node under the tree's selected node). */
  createValues?: Record<string, unknown>;
}

type FormState<Row> = { open: false } | { open: true; row: Row | null };

/** How wide a clipped (`ellipsis`) column's values may grow before they are cut. */
export const CLIPPED_CELL_WIDTH = 240;

/**
 * A long value on one line, cut with "…" at its own end: `dir="auto"` lays a Latin name out left to right in an
 * Arabic list, which otherwise lost its start ("…n Campus"). The whole value is its tooltip.
 */
function Clipped({ children, width }: { children: ReactNode; width: number }): ReactElement {
  return (
    <span
      dir="auto"
      title={typeof children === 'string' ? children : undefined}
      style={{ display: 'inline-block', maxWidth: width, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', verticalAlign: 'top' }}
    >
      {children}
    </span>
  );
}

/**
 * A resource screen's list from its declaration: server paging, search, filters and ordering kept in the URL,
 * a column chooser remembered per user, multi-select with bulk delete and the screen's batch actions, export and import, create / edit in the
 * generated form, and every button shown only when the user holds its permission (hidden, not disabled).
 */
export function ResourceList<Row extends ResourceRow>({ declaration, client = defaultClient, reloadKey, onChanged, createValues }: ResourceListProps<Row>): ReactElement {
  const { contract } = declaration;
  const rt = useResourceTexts(declaration);
  const { t } = useTranslation('common');
  const permissions = usePermissions();
  // A standard action the contract leaves out (a read-only log) is never offered, whoever holds what.
  const declared = (action: string) => !(STANDARD_ACTIONS as readonly string[]).includes(action) || (contract.actions ?? STANDARD_ACTIONS).includes(action as StandardAction);
  const can = (action: string) => declared(action) && (declaration.gated === false || permissions.canDo(contract.name, action));
  // A resource on the server kernel has export/ and import/ (ADR 0066): the buttons come with it unless turned off.
  const onKernel = (action: StandardAction) => declaration.gated !== false && (contract.actions ?? STANDARD_ACTIONS).includes(action);
  const exportMode = declaration.export ?? (onKernel('export') ? 'server' : false);
  const importable = declaration.import ?? onKernel('import');
  const filters = declaration.filters ?? [];
  const orderable = useMemo(() => declaration.columns.filter((column) => column.sortable).map((column) => column.key), [declaration.columns]);
  const { state, update } = useListUrlState(filters, orderable);
  const [selectedIds, setSelectedIds] = useState<number[]>([]);
  const [form, setForm] = useState<FormState<Row>>({ open: false });
  const [failed, setFailed] = useState(false);
  const [searchText, setSearchText] = useState(state.search);
  // Back / forward restore the search of that list too.
  useEffect(() => setSearchText(state.search), [state.search]);

  const fetchPage = async (): Promise<ApiResponse<Paged<Row>>> => {
    const response = await client.list<Row>(contract.path, { ...listQuery(state), ...declaration.query });
    setFailed(false);
    if (!isSuccessCode(response.code)) toast.error(client.messageOf(response));
    return response;
  };
  const requestKey = `${JSON.stringify(state)}|${reloadKey ?? ''}`;
  const { rows, total, loading, reload, prepend } = usePagedRows(fetchPage, requestKey, () => setFailed(true));

  // Live: the rows after the newest shown, on top of the first page (ADR 0073).
  const live = declaration.live;
  const shownRef = useRef({ rows, requestKey });
  shownRef.current = { rows, requestKey };
  useLiveRows({
    enabled: live !== undefined && state.page === 1 && !failed && !loading,
    intervalMs: live?.intervalMs ?? 3000,
    poll: async () => {
      const asked = shownRef.current;
      const newest = asked.rows.reduce((max, row) => Math.max(max, row.id), 0);
      const response = await client.list<Row>(contract.path, { ...listQuery(state), page: 1, page_size: state.pageSize, ...declaration.query, [live?.param ?? 'id__gt']: newest });
      // The list moved on meanwhile (filters, paging, a reload): this answer is stale.
      if (shownRef.current.requestKey !== asked.requestKey || shownRef.current.rows !== asked.rows) return;
      if (!isSuccessCode(response.code) || !response.data || response.data.total === 0) return;
      if (state.ordering !== '' || response.data.total > response.data.data.length) {
        await reload({ quiet: true });
        return;
      }
      const shownIds = new Set(asked.rows.map((row) => row.id));
      const fresh = response.data.data.filter((row) => !shownIds.has(row.id));
      if (fresh.length > 0) prepend(fresh, fresh.length, state.pageSize);
    },
  });

  const afterDelete = (deleted: number) => {
    setSelectedIds([]);
    onChanged?.();
    const lastPage = Math.max(1, Math.ceil((total - deleted) / state.pageSize));
    if (state.page > lastPage) update({ page: lastPage });
    else void reload();
  };
  const confirmDelete = useConfirmedDelete(declaration, client, rt, afterDelete);

  const hiddenByDefault = useMemo(() => declaration.columns.filter((c) => c.hiddenByDefault).map((c) => c.key), [declaration.columns]);
  const prefs = useColumnPrefs(columnPrefsKey(permissions.userId, contract.name), hiddenByDefault);
  const titleOf = (column: ColumnDeclaration<Row>) => t(column.title ?? contract.fields[column.key]?.label ?? column.key);

  const canChange = can('change') && declaration.form !== undefined;
  const canDelete = can('delete');
  const selectionButtons = declaration.selectionActions?.(
    selectedIds,
    () => {
      setSelectedIds([]);
      void reload();
    },
    can,
  );
  const selectable = canDelete || (selectionButtons !== undefined && selectionButtons !== null && selectionButtons !== false);
  const columns: TableColumnsType<Row> = declaration.columns
    .filter((column) => !prefs.hidden.includes(column.key))
    .map((column) => ({
      key: column.key,
      title: titleOf(column),
      width: column.width,
      sorter: column.sortable,
      sortOrder: state.ordering === column.key ? 'ascend' : state.ordering === `-${column.key}` ? 'descend' : null,
      render: (_: unknown, row: Row) => {
        const content = column.render ? column.render(row) : cellText(contract.fields[column.key], row[column.key], t);
        return column.ellipsis ? <Clipped width={column.width ?? CLIPPED_CELL_WIDTH}>{content}</Clipped> : content;
      },
    }));
  const hasRowActions = canChange || canDelete || declaration.rowActions !== undefined;
  if (hasRowActions) {
    columns.push({
      key: 'actions',
      title: rt('actions'),
      render: (_: unknown, row: Row) => (
        <Space size={4}>
          {canChange && (
            <Button size="small" icon={<EditOutlined />} aria-label={rt('editOne', { name: declaration.rowLabel(row) })} onClick={() => setForm({ open: true, row })} />
          )}
          {canDelete && (
            <Button size="small" danger icon={<DeleteOutlined />} aria-label={rt('deleteOneLabel', { name: declaration.rowLabel(row) })} onClick={() => confirmDelete([row.id], row)} />
          )}
          {declaration.rowActions?.(row, () => void reload())}
        </Space>
      ),
    });
  }

  const onTableChange: TableProps<Row>['onChange'] = (pagination, _filters, sorter) => {
    const sort = Array.isArray(sorter) ? sorter[0] : sorter;
    const ordering = sort?.order ? `${sort.order === 'descend' ? '-' : ''}${String(sort.columnKey)}` : '';
    if (ordering !== state.ordering) update({ ordering });
    else if (pagination.pageSize !== state.pageSize) update({ pageSize: pagination.pageSize ?? state.pageSize });
    else if (pagination.current !== state.page) update({ page: pagination.current ?? 1 });
  };

  return (
    <Flex vertical gap={12} data-testid={`resource-list-${contract.name}`}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Space wrap>
          {declaration.search !== false && (
            <Input.Search
              allowClear
              aria-label={rt('search')}
              placeholder={rt('searchPlaceholder')}
              value={searchText}
              onChange={(event) => setSearchText(event.target.value)}
              onSearch={(value) => {
                setSelectedIds([]);
                update({ search: value.trim() });
              }}
              enterButton
              style={{ width: 260 }}
            />
          )}
          <FilterBar
            filters={filters}
            values={state.filters}
            onChange={(next) => {
              setSelectedIds([]);
              update({ filters: next });
            }}
          />
        </Space>
        <Space wrap>
          {live && (
            <Tag color={state.page === 1 ? 'green' : 'default'} title={t('resource.liveHint')} data-testid="resource-live">
              {t('resource.live')}
            </Tag>
          )}
          <ColumnChooser columns={declaration.columns.map((column) => ({ key: column.key, title: titleOf(column) }))} hidden={prefs.hidden} onChange={prefs.setHidden} />
          {exportMode && can('export') && <ExportButton declaration={{ ...declaration, export: exportMode }} client={client} state={state} rows={total} />}
          {importable && can('import') && <ImportButton declaration={declaration} client={client} onImported={() => void reload()} />}
          {selectionButtons}
          {canDelete && (
            <Button danger icon={<DeleteOutlined />} disabled={selectedIds.length === 0} onClick={() => confirmDelete(selectedIds)}>
              {rt('deleteSelected', { count: selectedIds.length })}
            </Button>
          )}
          {declaration.toolbar?.(() => void reload())}
          {can('add') && declaration.form && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ open: true, row: null })}>
              {rt('add')}
            </Button>
          )}
        </Space>
      </Flex>
      {failed ? (
        <Alert
          type="error"
          showIcon
          title={rt('loadFailed')}
          action={
            <Button size="small" onClick={() => void reload()}>
              {t('resource.retry')}
            </Button>
          }
          data-testid="resource-list-error"
        />
      ) : (
        <Table<Row>
          rowKey="id"
          columns={columns}
          dataSource={rows}
          loading={loading}
          locale={{ emptyText: rt('empty') }}
          rowSelection={selectable ? { selectedRowKeys: selectedIds, onChange: (keys) => setSelectedIds(keys.map(Number)) } : undefined}
          onChange={onTableChange}
          // The header's sort arrows say enough; a tooltip per sortable header costs every page a popup layer.
          showSorterTooltip={false}
          // A list wider than the screen (many columns, long texts) scrolls inside its box instead of running past
          // the page's edge, where its last columns were cut off (issue 17 item 7). Not `scroll.x`: that adds antd's
          // aria-hidden measure row, which repeats the select-all checkbox (a focusable control hidden from readers).
          styles={{ content: { overflowX: 'auto' } }}
          // Columns as wide as their titles' longest word and their values: antd's fixed layout (its choice as soon
          // as a column is `ellipsis`) shared the width out evenly, and at 1280 an Arabic or Turkish title was broken
          // inside a word ("الإجراءا|ت"); a list wider than its box scrolls (above). Long values are clipped (Clipped).
          tableLayout="auto"
          pagination={{
            current: state.page,
            pageSize: state.pageSize,
            total,
            showSizeChanger: true,
            pageSizeOptions: [...LIST_PAGE_SIZES],
            showTotal: (count) => rt('total', { count }),
          }}
        />
      )}
      {form.open && declaration.form && (
        <ResourceForm
          declaration={declaration}
          client={client}
          row={form.row}
          createValues={createValues}
          onClose={() => setForm({ open: false })}
          onSaved={(saved) => {
            toast.success([rt(form.row ? 'updated' : 'created', { name: declaration.rowLabel(saved) }), declaration.changeNote?.(saved, (key, options) => String(t(key, options))) ?? ''].filter(Boolean).join(' '));
            setForm({ open: false });
            void reload();
            onChanged?.();
          }}
        />
      )}
    </Flex>
  );
}

import { useEffect, useMemo, useRef, useState, type ReactElement } from 'react';
import { Button, Empty, Input, Modal, Pagination, Space, Spin, Tabs, Tag, Typography } from 'antd';
import CloseOutlined from '@ant-design/icons/CloseOutlined';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../providers/AppProvider';
import { TreePanel } from '../tree-select/TreePanel';
import { buildTree, toggleSelection, type TreeId, type TreeNavState } from '../tree-select/treeModel';
import { EmployeeGrid } from './EmployeeGrid';
import {
  EMPLOYEE_PAGE_SIZE,
  EMPLOYEE_PAGE_SIZE_OPTIONS,
  EMPTY_FILTER,
  employeeFullName,
  employeeLabel,
  fetchEmployeePage,
  resolveEmployees,
  setSelected,
  type Employee,
  type EmployeeFilter,
  type EmployeeId,
  type EmployeeSelection,
} from './employeeQueries';
import { FILTER_KINDS, useFilterOptions, type FilterKind } from './useFilterOptions';

/** SPEC §2 sizes: the confirm variant is about 64vw × 50vh, the immediate variant 72vw. */
export const PICKER_WIDTH = '64vw';
export const PICKER_IMMEDIATE_WIDTH = '72vw';
export const PICKER_BODY_HEIGHT = '50vh';

const FILTER_FIELD: Record<FilterKind, keyof Omit<EmployeeFilter, 'search'>> = {
  department: 'departments',
  area: 'areas',
  position: 'positions',
};

export interface EmployeePickerDialogProps {
  open: boolean;
  /** Ids selected when the dialog opens. */
  value: ReadonlyArray<EmployeeId>;
  /** Confirm variant: called with the final selection when Confirm is pressed. */
  onConfirm?: (employees: Employee[]) => void;
  /** Immediate variant (`applyImmediately`): called after every change. */
  onChange?: (employees: Employee[]) => void;
  /** Discard, Close or Escape. */
  onClose: () => void;
  /** The 72vw variant without Confirm, applying each change at once. */
  applyImmediately?: boolean;
  /** Grid height; undefined sizes the grid to its rows. */
  gridHeight?: number | string;
}

/**
 * Employee multi-select picker (SPEC §2, §4): filter tree (department / area / position tabs), search (Enter or
 * button), a server-paged grid whose selection is kept across pages, and the selected list with its count.
 */
export function EmployeePickerDialog({
  open,
  value,
  onConfirm,
  onChange,
  onClose,
  applyImmediately = false,
  gridHeight = 'calc(50vh - 120px)',
}: EmployeePickerDialogProps): ReactElement {
  const { t } = useTranslation('common');
  const services = useAppServices();
  const { options, loading: optionsLoading } = useFilterOptions(open);
  const [filter, setFilter] = useState<EmployeeFilter>(EMPTY_FILTER);
  const [searchText, setSearchText] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(EMPLOYEE_PAGE_SIZE);
  const [rows, setRows] = useState<Employee[]>([]);
  const [total, setTotal] = useState(0);
  const [pageLoading, setPageLoading] = useState(false);
  const [selection, setSelection] = useState<EmployeeSelection>(new Map());
  const [resolving, setResolving] = useState(false);
  const [tab, setTab] = useState<FilterKind>('department');
  const [navs, setNavs] = useState<Record<FilterKind, TreeNavState>>({
    department: { focused: null, expanded: new Set() },
    area: { focused: null, expanded: new Set() },
    position: { focused: null, expanded: new Set() },
  });
  const models = useMemo(
    () => ({ department: buildTree(options.department), area: buildTree(options.area), position: buildTree(options.position) }),
    [options],
  );

  // Opening starts from the given ids, resolved to employees (id__in, pages of 50).
  // Read at opening only: in the immediate variant every change comes back as a new `value`, which must not
  // reset the open dialog (its page, filters and search).
  const valueRef = useRef(value);
  valueRef.current = value;
  useEffect(() => {
    if (!open) return;
    let live = true;
    setFilter(EMPTY_FILTER);
    setSearchText('');
    setPage(1);
    setSelection(new Map());
    setResolving(true);
    resolveEmployees(services, valueRef.current)
      .then((employees) => {
        if (live) setSelection(new Map(employees.map((e) => [e.id, e])));
      })
      .catch((error: unknown) => console.warn('employee ids could not be resolved', error))
      .finally(() => live && setResolving(false));
    return () => {
      live = false;
    };
  }, [open, services]);

  useEffect(() => {
    if (!open) return;
    let live = true;
    setPageLoading(true);
    fetchEmployeePage(services, filter, page, pageSize)
      .then((result) => {
        if (!live) return;
        setRows(result.rows);
        setTotal(result.total);
      })
      .catch((error: unknown) => console.warn('employee page failed', error))
      .finally(() => live && setPageLoading(false));
    return () => {
      live = false;
    };
  }, [open, services, filter, page, pageSize]);

  const apply = (next: EmployeeSelection) => {
    setSelection(next);
    if (applyImmediately) onChange?.([...next.values()]);
  };

  const toggleFilter = (kind: FilterKind, id: TreeId) => {
    const field = FILTER_FIELD[kind];
    setFilter((current) => ({ ...current, [field]: toggleSelection(models[kind], current[field], id, false, new Set()) }));
    setPage(1);
  };

  const runSearch = () => {
    setFilter((current) => ({ ...current, search: searchText }));
    setPage(1);
  };

  const selectedList = [...selection.values()];
  const footer = applyImmediately
    ? [
        <Button key="close" onClick={onClose}>
          {t('widget.close')}
        </Button>,
      ]
    : [
        <Button key="discard" onClick={onClose}>
          {t('widget.discard')}
        </Button>,
        <Button key="confirm" type="primary" onClick={() => onConfirm?.(selectedList)} disabled={resolving}>
          {t('widget.confirm')}
        </Button>,
      ];

  return (
    <Modal
      open={open}
      title={t('widget.picker.title')}
      width={applyImmediately ? PICKER_IMMEDIATE_WIDTH : PICKER_WIDTH}
      onCancel={onClose}
      footer={footer}
      destroyOnHidden
      closable={{ 'aria-label': t('widget.close') }}
      styles={{ body: { height: PICKER_BODY_HEIGHT, overflow: 'hidden' } }}
    >
      <div data-testid="employee-picker" aria-busy={optionsLoading || pageLoading || resolving} style={{ display: 'flex', gap: 12, height: '100%' }}>
        <div style={{ flex: '0 0 24%', minWidth: 180, overflow: 'auto' }}>
          <Tabs
            size="small"
            tabBarGutter={12}
            activeKey={tab}
            onChange={(key) => setTab(key as FilterKind)}
            items={FILTER_KINDS.map((kind) => ({
              key: kind,
              label: t(`widget.picker.${kind}`),
              children: (
                <TreePanel
                  model={models[kind]}
                  loading={optionsLoading}
                  nav={navs[kind]}
                  onNavChange={(nav) => setNavs((all) => ({ ...all, [kind]: nav }))}
                  selected={new Set(filter[FILTER_FIELD[kind]])}
                  disabled={new Set()}
                  multiple
                  onToggle={(id) => toggleFilter(kind, id)}
                  onEnter={(id) => toggleFilter(kind, id)}
                  onEscape={onClose}
                  label={t(`widget.picker.${kind}`)}
                  autoFocus={false}
                />
              ),
            }))}
          />
        </div>
        <div style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 8 }}>
          <Input.Search
            aria-label={t('widget.search')}
            placeholder={t('widget.picker.searchPlaceholder')}
            value={searchText}
            enterButton={t('widget.search')}
            onChange={(e) => setSearchText(e.target.value)}
            onSearch={runSearch}
          />
          <EmployeeGrid
            rows={rows}
            loading={pageLoading}
            height={gridHeight}
            selectedIds={new Set(selection.keys())}
            onToggle={(employee, selected) => apply(setSelected(selection, employee, selected))}
          />
          <Pagination
            size="small"
            current={page}
            pageSize={pageSize}
            total={total}
            showSizeChanger
            pageSizeOptions={EMPLOYEE_PAGE_SIZE_OPTIONS.map(String)}
            showTotal={(count) => t('widget.picker.total', { total: count })}
            onChange={(nextPage, nextSize) => {
              if (nextSize !== pageSize) {
                setPageSize(nextSize);
                setPage(1);
              } else {
                setPage(nextPage);
              }
            }}
          />
        </div>
        <div style={{ flex: '0 0 22%', minWidth: 160, display: 'flex', flexDirection: 'column', gap: 8 }}>
          <Space style={{ justifyContent: 'space-between' }}>
            <Space size={4}>
              <Typography.Text strong>{t('widget.picker.selected')}</Typography.Text>
              <Tag color="blue" data-testid="selected-count" style={{ marginInlineEnd: 0 }}>
                {selection.size}
              </Tag>
            </Space>
            <Button size="small" type="link" disabled={selection.size === 0} onClick={() => apply(new Map())}>
              {t('widget.picker.clearAll')}
            </Button>
          </Space>
          {resolving ? (
            <Spin size="small" aria-label={t('widget.loading')} />
          ) : selectedList.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('widget.noData')} />
          ) : (
            <ul aria-label={t('widget.picker.selected')} style={{ listStyle: 'none', margin: 0, padding: 0, overflow: 'auto' }}>
              {selectedList.map((employee) => (
                <li key={employee.id} style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 4, padding: '2px 0' }}>
                  <span>
                    <Typography.Text type="secondary">{employee.emp_code}</Typography.Text> {employeeFullName(employee)}
                  </span>
                  <Button
                    size="small"
                    type="text"
                    icon={<CloseOutlined aria-hidden />}
                    aria-label={t('widget.picker.remove', { name: employeeLabel(employee) })}
                    onClick={() => apply(setSelected(selection, employee, false))}
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </Modal>
  );
}

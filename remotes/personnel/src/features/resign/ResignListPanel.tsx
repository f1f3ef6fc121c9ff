import { useCallback, useEffect, useState, type ReactElement } from 'react';
import { Button, Flex, Input, Select, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import UndoOutlined from '@ant-design/icons/UndoOutlined';
import { useTranslation } from 'react-i18next';
import { apiClient, type ApiClient } from '@timekeep/api-client';
import { RESIGN_TYPES, isSuccessCode, type ApiResponse, type ResignType } from '@timekeep/contracts';
import { DateInput, EmployeePickerDialog, PERSONNEL_PATHS, TreeSelect, employeeLabel, toast, useDialog, type Employee } from '@timekeep/ui';
import { settleWrite } from '../employee/server-errors';
import { ExportTooLargeError, EXPORT_MAX_ROWS, fetchAllRows, saveCsv, toCsv, type CsvColumn } from '../export/csv-export';
import { RESIGNS_PATH, deleteResign, deleteResigns, listResigns, resignFilterParams, type ResignFilters, type ResignRow } from './resign-api';
import { ResignFormModal } from './ResignFormModal';

export const RESIGN_LIST_PAGE_SIZE = 10;
export const RESIGN_LIST_PAGE_SIZES = [10, 20, 50] as const;

export interface ResignListPanelProps {
  client?: ApiClient;
}

type FormState = { open: false } | { open: true; resign: ResignRow | null };

/**
 * /team/resign: the server-paged list of resignations with search, type, date-range, department and employee-picker
 * filters, CSV export of everything the filters match, recording / editing in a modal form, and reinstatement
 * (deleting resignations, one or several).
 */
export function ResignListPanel({ client = apiClient }: ResignListPanelProps): ReactElement {
  const { t } = useTranslation('per');
  const dialog = useDialog();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(RESIGN_LIST_PAGE_SIZE);
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [resignType, setResignType] = useState<ResignType | null>(null);
  const [dateFrom, setDateFrom] = useState<string | null>(null);
  const [dateTo, setDateTo] = useState<string | null>(null);
  const [department, setDepartment] = useState<number | null>(null);
  const [picked, setPicked] = useState<Employee[]>([]);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [rows, setRows] = useState<ResignRow[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [selectedIds, setSelectedIds] = useState<number[]>([]);
  const [form, setForm] = useState<FormState>({ open: false });

  const filters: ResignFilters = {
    search,
    resign_type: resignType,
    date_from: dateFrom,
    date_to: dateTo,
    department,
    employees: picked.map((employee) => Number(employee.id)),
  };
  const filterKey = JSON.stringify(filters);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const response = await listResigns(client, { page, page_size: pageSize, ...(JSON.parse(filterKey) as ResignFilters) });
      if (isSuccessCode(response.code) && response.data) {
        setRows(response.data.data);
        setTotal(response.data.total);
      } else {
        setRows([]);
        setTotal(0);
      }
    } catch {
      toast.error(t('resign.loadFailed'));
    } finally {
      setLoading(false);
    }
  }, [client, page, pageSize, filterKey, t]);

  useEffect(() => {
    void load();
  }, [load]);

  const refilter = (apply: () => void) => {
    apply();
    setPage(1);
    setSelectedIds([]);
  };

  const afterDelete = (deleted: number) => {
    setSelectedIds([]);
    const lastPage = Math.max(1, Math.ceil((total - deleted) / pageSize));
    if (page > lastPage) setPage(lastPage);
    else void load();
  };

  const runReinstate = async (call: () => Promise<ApiResponse<{ deleted: number }>>, count: number) => {
    let outcome;
    try {
      outcome = await settleWrite(call());
    } catch {
      toast.error(t('resign.failed'));
      throw new Error('reinstate failed');
    }
    if (!isSuccessCode(outcome.response.code)) {
      if (!outcome.notified) toast.error(client.messageOf(outcome.response));
      throw new Error('reinstate refused');
    }
    toast.success(t('resign.reinstated', { count }));
    afterDelete(count);
  };

  const confirmReinstate = (row: ResignRow) =>
    void dialog.confirm({
      title: t('resign.reinstateTitle'),
      description: t('resign.reinstateOne', { name: `${row.emp_code} ${row.display_name}` }),
      confirmText: t('resign.reinstate'),
      onConfirm: () => runReinstate(() => deleteResign(client, row.id), 1),
    });

  const confirmReinstateSelected = () =>
    void dialog.confirm({
      title: t('resign.reinstateTitle'),
      description: t('resign.reinstateMany', { count: selectedIds.length }),
      confirmText: t('resign.reinstate'),
      onConfirm: () => runReinstate(() => deleteResigns(client, selectedIds), selectedIds.length),
    });

  const typeLabel = (type: ResignType) => t(`resign.types.${type}`);
  const yesNo = (value: boolean) => t(value ? 'resign.yes' : 'resign.no');

  const exportColumns: ReadonlyArray<CsvColumn<ResignRow>> = [
    { header: t('resign.fields.emp_code'), value: (row) => row.emp_code },
    { header: t('resign.fields.first_name'), value: (row) => row.first_name },
    { header: t('resign.fields.last_name'), value: (row) => row.last_name },
    { header: t('resign.fields.department'), value: (row) => row.department_name },
    { header: t('resign.fields.resign_date'), value: (row) => row.resign_date },
    { header: t('resign.fields.resign_type'), value: (row) => typeLabel(row.resign_type) },
    { header: t('resign.fields.disable_att'), value: (row) => yesNo(row.disable_att) },
    { header: t('resign.fields.reason'), value: (row) => row.reason },
  ];

  const runExport = async () => {
    setExporting(true);
    try {
      const all = await fetchAllRows<ResignRow>(client, RESIGNS_PATH, resignFilterParams(filters));
      saveCsv(toCsv(all, exportColumns), t('resign.exportFileName'));
      toast.success(t('resign.exported', { count: all.length }));
    } catch (error: unknown) {
      toast.error(error instanceof ExportTooLargeError ? t('resign.exportTooLarge', { max: EXPORT_MAX_ROWS, total: error.total }) : t('resign.exportFailed'));
    } finally {
      setExporting(false);
    }
  };

  const columns: TableColumnsType<ResignRow> = [
    { key: 'emp_code', dataIndex: 'emp_code', title: t('resign.fields.emp_code') },
    { key: 'first_name', dataIndex: 'first_name', title: t('resign.fields.first_name') },
    { key: 'last_name', dataIndex: 'last_name', title: t('resign.fields.last_name') },
    { key: 'department', dataIndex: 'department_name', title: t('resign.fields.department') },
    { key: 'resign_date', dataIndex: 'resign_date', title: t('resign.fields.resign_date') },
    { key: 'resign_type', title: t('resign.fields.resign_type'), render: (_, row) => typeLabel(row.resign_type) },
    { key: 'disable_att', title: t('resign.fields.disable_att'), render: (_, row) => yesNo(row.disable_att) },
    { key: 'reason', dataIndex: 'reason', title: t('resign.fields.reason'), ellipsis: true },
    {
      key: 'actions',
      title: t('resign.actions'),
      render: (_, row) => (
        <Space size={4}>
          <Button size="small" icon={<EditOutlined />} aria-label={t('resign.editOne', { code: row.emp_code })} onClick={() => setForm({ open: true, resign: row })} />
          <Button size="small" icon={<UndoOutlined />} aria-label={t('resign.reinstateOneLabel', { code: row.emp_code })} onClick={() => confirmReinstate(row)} />
        </Space>
      ),
    },
  ];

  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Space wrap>
          <Input.Search
            allowClear
            aria-label={t('resign.search')}
            placeholder={t('resign.searchPlaceholder')}
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            onSearch={(value) => refilter(() => setSearch(value.trim()))}
            enterButton
            style={{ width: 240 }}
          />
          <Select<ResignType | null>
            aria-label={t('resign.typeFilter')}
            placeholder={t('resign.typeFilter')}
            allowClear
            options={RESIGN_TYPES.map((type) => ({ value: type, label: typeLabel(type) }))}
            value={resignType}
            onChange={(value) => refilter(() => setResignType(value ?? null))}
            style={{ width: 160 }}
          />
          <DateInput<null> aria-label={t('resign.dateFrom')} emptyValue={null} value={dateFrom} onChange={(value) => refilter(() => setDateFrom(value))} />
          <DateInput<null> aria-label={t('resign.dateTo')} emptyValue={null} value={dateTo} minDate={dateFrom ?? undefined} onChange={(value) => refilter(() => setDateTo(value))} />
          <div style={{ width: 200 }}>
            <TreeSelect
              aria-label={t('resign.departmentFilter')}
              placeholder={t('resign.departmentFilter')}
              uri={PERSONNEL_PATHS.departments}
              value={department}
              onChange={(value) => refilter(() => setDepartment(value === null || value === undefined ? null : Number(value)))}
            />
          </div>
          <Button icon={<TeamOutlined />} onClick={() => setPickerOpen(true)}>
            {t('resign.selectEmployees')}
          </Button>
        </Space>
        <Space wrap>
          <Button icon={<DownloadOutlined />} loading={exporting} disabled={total === 0} onClick={() => void runExport()}>
            {t('resign.export')}
          </Button>
          <Button icon={<UndoOutlined />} disabled={selectedIds.length === 0} onClick={confirmReinstateSelected}>
            {t('resign.reinstateSelected', { count: selectedIds.length })}
          </Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ open: true, resign: null })}>
            {t('resign.add')}
          </Button>
        </Space>
      </Flex>
      {picked.length > 0 && (
        <Flex align="center" wrap gap={4} data-testid="resign-picked">
          <Typography.Text type="secondary">{t('resign.pickedFilter', { count: picked.length })}</Typography.Text>
          {picked.map((employee) => (
            <Tag
              key={employee.id}
              closable
              closeIcon={<span aria-label={t('resign.removePicked', { name: employeeLabel(employee) })}>×</span>}
              onClose={(event) => {
                event.preventDefault();
                refilter(() => setPicked((current) => current.filter((p) => p.id !== employee.id)));
              }}
            >
              {`${employee.emp_code} ${employeeLabel(employee)}`}
            </Tag>
          ))}
          <Button size="small" type="link" onClick={() => refilter(() => setPicked([]))}>
            {t('resign.clearPicked')}
          </Button>
        </Flex>
      )}
      <Table<ResignRow>
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={loading}
        locale={{ emptyText: t('resign.empty') }}
        rowSelection={{ selectedRowKeys: selectedIds, onChange: (keys) => setSelectedIds(keys.map(Number)) }}
        pagination={{
          current: page,
          pageSize,
          total,
          showSizeChanger: true,
          pageSizeOptions: [...RESIGN_LIST_PAGE_SIZES],
          showTotal: (count) => t('resign.total', { count }),
          onChange: (nextPage, nextSize) => {
            setPage(nextSize === pageSize ? nextPage : 1);
            setPageSize(nextSize);
          },
        }}
      />
      <EmployeePickerDialog
        open={pickerOpen}
        value={picked.map((employee) => employee.id)}
        onClose={() => setPickerOpen(false)}
        onConfirm={(employees) => {
          setPickerOpen(false);
          refilter(() => setPicked(employees));
        }}
      />
      {form.open && (
        <ResignFormModal
          client={client}
          resign={form.resign}
          onClose={() => setForm({ open: false })}
          onSaved={(saved) => {
            toast.success(t(form.resign ? 'resign.updated' : 'resign.created', { code: saved.emp_code }));
            setForm({ open: false });
            void load();
          }}
        />
      )}
    </Flex>
  );
}

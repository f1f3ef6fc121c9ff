import { useState, type ReactElement } from 'react';
import { Button, Flex, Select, Space, Table, type TableColumnsType } from 'antd';
import EditOutlined from '@ant-design/icons/EditOutlined';
import UndoOutlined from '@ant-design/icons/UndoOutlined';
import { useTranslation } from 'react-i18next';
import { apiClient, type ApiClient } from '@timekeep/api-client';
import { RESIGN_TYPES, type ResignType } from '@timekeep/contracts';
import { DateInput, toast, type Employee } from '@timekeep/ui';
import { DepartmentFilter, PickEmployeesButton, PickedEmployeeTags } from '../common/EmployeeFilters';
import { ListToolbar } from '../common/ListToolbar';
import { useConfirmedRemoval } from '../common/useConfirmedWrite';
import { useCsvExport } from '../common/useCsvExport';
import { usePagedList } from '../common/usePagedList';
import type { CsvColumn } from '../export/csv-export';
import { RESIGNS_PATH, deleteResign, deleteResigns, listResigns, resignFilterParams, type ResignFilters, type ResignRow } from './resign-api';
import { ResignFormModal } from './ResignFormModal';

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
  const [search, setSearch] = useState('');
  const [resignType, setResignType] = useState<ResignType | null>(null);
  const [dateFrom, setDateFrom] = useState<string | null>(null);
  const [dateTo, setDateTo] = useState<string | null>(null);
  const [department, setDepartment] = useState<number | null>(null);
  const [picked, setPicked] = useState<Employee[]>([]);
  const [form, setForm] = useState<FormState>({ open: false });

  const filters: ResignFilters = {
    search,
    resign_type: resignType,
    date_from: dateFrom,
    date_to: dateTo,
    department,
    employees: picked.map((employee) => Number(employee.id)),
  };

  const list = usePagedList({
    client,
    list: listResigns,
    filters,
    loadFailedText: t('resign.loadFailed'),
    totalText: (count) => t('resign.total', { count }),
    emptyText: t('resign.empty'),
  });
  const { selectedIds, refilter } = list;

  const confirmRemoval = useConfirmedRemoval({
    client,
    failedText: t('resign.failed'),
    doneText: (count) => t('resign.reinstated', { count }),
    onDone: list.afterDelete,
  });

  const confirmReinstate = (row: ResignRow) =>
    confirmRemoval({
      title: t('resign.reinstateTitle'),
      description: t('resign.reinstateOne', { name: `${row.emp_code} ${row.display_name}` }),
      confirmText: t('resign.reinstate'),
      call: () => deleteResign(client, row.id),
      count: 1,
    });

  const confirmReinstateSelected = () =>
    confirmRemoval({
      title: t('resign.reinstateTitle'),
      description: t('resign.reinstateMany', { count: selectedIds.length }),
      confirmText: t('resign.reinstate'),
      call: () => deleteResigns(client, selectedIds),
      count: selectedIds.length,
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
  const csv = useCsvExport<ResignRow>(client, RESIGNS_PATH, resignFilterParams(filters), exportColumns, 'resign');

  const pickEmployees = (employees: Employee[]) => refilter(() => setPicked(employees));

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
      <ListToolbar
        prefix="resign"
        searchWidth={240}
        onSearch={(value) => refilter(() => setSearch(value))}
        filters={
          <>
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
            <DepartmentFilter label={t('resign.departmentFilter')} width={200} value={department} onChange={(value) => refilter(() => setDepartment(value))} />
            <PickEmployeesButton prefix="resign" picked={picked} onChange={pickEmployees} />
          </>
        }
        exportAction={{ exporting: csv.exporting, disabled: list.total === 0, onExport: () => void csv.runExport() }}
        selectedAction={
          <Button icon={<UndoOutlined />} disabled={selectedIds.length === 0} onClick={confirmReinstateSelected}>
            {t('resign.reinstateSelected', { count: selectedIds.length })}
          </Button>
        }
        onAdd={() => setForm({ open: true, resign: null })}
      />
      <PickedEmployeeTags prefix="resign" picked={picked} onChange={pickEmployees} />
      <Table<ResignRow> columns={columns} {...list.tableProps} />
      {form.open && (
        <ResignFormModal
          client={client}
          resign={form.resign}
          onClose={() => setForm({ open: false })}
          onSaved={(saved) => {
            toast.success(t(form.resign ? 'resign.updated' : 'resign.created', { code: saved.emp_code }));
            setForm({ open: false });
            void list.load();
          }}
        />
      )}
    </Flex>
  );
}

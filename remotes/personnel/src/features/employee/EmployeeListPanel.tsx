import { useCallback, useEffect, useState, type ReactElement } from 'react';
import { Avatar, Button, Flex, Input, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { useTranslation } from 'react-i18next';
import { apiClient, type ApiClient } from '@timekeep/api-client';
import { isSuccessCode, type ApiResponse } from '@timekeep/contracts';
import { EmployeePickerDialog, PERSONNEL_PATHS, TreeSelect, employeeLabel, imageSource, toast, useDialog, type Employee } from '@timekeep/ui';
import { deleteEmployee, deleteEmployees, listEmployees, type EmployeeRow } from './employee-api';
import { EmployeeFormModal } from './EmployeeFormModal';
import { settleWrite } from './server-errors';

export const EMPLOYEE_LIST_PAGE_SIZE = 10;
export const EMPLOYEE_LIST_PAGE_SIZES = [10, 20, 50] as const;

export interface EmployeeListPanelProps {
  client?: ApiClient;
}

/** The create / edit modal: closed, creating (null) or editing a row. */
type FormState = { open: false } | { open: true; employee: EmployeeRow | null };

/**
 * /team/employee: the server-paged employee list with search, a department filter, the employees chosen with the
 * shared picker as a filter (id__in), create / edit in a modal form, and single and multiple delete.
 */
export function EmployeeListPanel({ client = apiClient }: EmployeeListPanelProps): ReactElement {
  const { t } = useTranslation('per');
  const dialog = useDialog();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(EMPLOYEE_LIST_PAGE_SIZE);
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [department, setDepartment] = useState<number | null>(null);
  const [picked, setPicked] = useState<Employee[]>([]);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [rows, setRows] = useState<EmployeeRow[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [selectedIds, setSelectedIds] = useState<number[]>([]);
  const [form, setForm] = useState<FormState>({ open: false });

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const response = await listEmployees(client, {
        page,
        page_size: pageSize,
        search,
        department,
        ids: picked.map((employee) => Number(employee.id)),
      });
      if (isSuccessCode(response.code) && response.data) {
        setRows(response.data.data);
        setTotal(response.data.total);
      } else {
        setRows([]);
        setTotal(0);
      }
    } catch {
      toast.error(t('employee.loadFailed'));
    } finally {
      setLoading(false);
    }
  }, [client, page, pageSize, search, department, picked, t]);

  useEffect(() => {
    void load();
  }, [load]);

  /** A filter change starts again at page 1 and forgets the row selection. */
  const refilter = (apply: () => void) => {
    apply();
    setPage(1);
    setSelectedIds([]);
  };

  /** After a delete: reload, stepping back a page when the current one would be empty. */
  const afterDelete = (deleted: number) => {
    setSelectedIds([]);
    const lastPage = Math.max(1, Math.ceil((total - deleted) / pageSize));
    if (page > lastPage) setPage(lastPage);
    else void load();
  };

  const runDelete = async (call: () => Promise<ApiResponse<{ deleted: number }>>, count: number) => {
    let outcome;
    try {
      outcome = await settleWrite(call());
    } catch {
      toast.error(t('employee.failed'));
      throw new Error('delete failed');
    }
    if (!isSuccessCode(outcome.response.code)) {
      if (!outcome.notified) toast.error(client.messageOf(outcome.response));
      // Keeps the confirmation open; the message says why.
      throw new Error('delete refused');
    }
    toast.success(t('employee.deleted', { count }));
    afterDelete(count);
  };

  const confirmDelete = (row: EmployeeRow) =>
    void dialog.confirm({
      title: t('employee.deleteTitle'),
      description: t('employee.deleteOne', { name: `${row.emp_code} ${employeeLabel(row)}` }),
      confirmText: t('employee.delete'),
      onConfirm: () => runDelete(() => deleteEmployee(client, row.id), 1),
    });

  const confirmDeleteSelected = () =>
    void dialog.confirm({
      title: t('employee.deleteTitle'),
      description: t('employee.deleteMany', { count: selectedIds.length }),
      confirmText: t('employee.delete'),
      onConfirm: () => runDelete(() => deleteEmployees(client, selectedIds), selectedIds.length),
    });

  const columns: TableColumnsType<EmployeeRow> = [
    {
      key: 'photo',
      title: t('employee.fields.photo'),
      width: 72,
      // The approved bio-photo (self-registration → administrator approval), else a placeholder.
      render: (_: unknown, row: EmployeeRow) => (
        <Avatar
          size={40}
          src={imageSource(row.bio_photo)}
          icon={row.bio_photo ? undefined : <UserOutlined />}
          alt={t('employee.photoOf', { code: row.emp_code })}
        />
      ),
    },
    { key: 'emp_code', dataIndex: 'emp_code', title: t('employee.fields.emp_code') },
    { key: 'first_name', dataIndex: 'first_name', title: t('employee.fields.first_name') },
    { key: 'last_name', dataIndex: 'last_name', title: t('employee.fields.last_name') },
    { key: 'department', dataIndex: 'department_name', title: t('employee.fields.department') },
    { key: 'area', dataIndex: 'area_name', title: t('employee.fields.area') },
    { key: 'position', dataIndex: 'position_name', title: t('employee.fields.position') },
    {
      key: 'actions',
      title: t('employee.actions'),
      render: (_, row) => (
        <Space size={4}>
          <Button size="small" icon={<EditOutlined />} aria-label={t('employee.editOne', { code: row.emp_code })} onClick={() => setForm({ open: true, employee: row })} />
          <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('employee.deleteOneLabel', { code: row.emp_code })} onClick={() => confirmDelete(row)} />
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
            aria-label={t('employee.search')}
            placeholder={t('employee.searchPlaceholder')}
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            onSearch={(value) => refilter(() => setSearch(value.trim()))}
            enterButton
            style={{ width: 260 }}
          />
          <div style={{ width: 220 }}>
            <TreeSelect
              aria-label={t('employee.departmentFilter')}
              placeholder={t('employee.departmentFilter')}
              uri={PERSONNEL_PATHS.departments}
              value={department}
              onChange={(value) => refilter(() => setDepartment(value === null || value === undefined ? null : Number(value)))}
            />
          </div>
          <Button icon={<TeamOutlined />} onClick={() => setPickerOpen(true)}>
            {t('employee.selectEmployees')}
          </Button>
        </Space>
        <Space wrap>
          <Button danger icon={<DeleteOutlined />} disabled={selectedIds.length === 0} onClick={confirmDeleteSelected}>
            {t('employee.deleteSelected', { count: selectedIds.length })}
          </Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ open: true, employee: null })}>
            {t('employee.add')}
          </Button>
        </Space>
      </Flex>
      {picked.length > 0 && (
        <Flex align="center" wrap gap={4} data-testid="employee-picked">
          <Typography.Text type="secondary">{t('employee.pickedFilter', { count: picked.length })}</Typography.Text>
          {picked.map((employee) => (
            <Tag
              key={employee.id}
              closable
              closeIcon={<span aria-label={t('employee.removePicked', { name: employeeLabel(employee) })}>×</span>}
              onClose={(event) => {
                event.preventDefault();
                refilter(() => setPicked((current) => current.filter((p) => p.id !== employee.id)));
              }}
            >
              {`${employee.emp_code} ${employeeLabel(employee)}`}
            </Tag>
          ))}
          <Button size="small" type="link" onClick={() => refilter(() => setPicked([]))}>
            {t('employee.clearPicked')}
          </Button>
        </Flex>
      )}
      <Table<EmployeeRow>
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={loading}
        locale={{ emptyText: t('employee.empty') }}
        rowSelection={{ selectedRowKeys: selectedIds, onChange: (keys) => setSelectedIds(keys.map(Number)) }}
        pagination={{
          current: page,
          pageSize,
          total,
          showSizeChanger: true,
          pageSizeOptions: [...EMPLOYEE_LIST_PAGE_SIZES],
          showTotal: (count) => t('employee.total', { count }),
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
        <EmployeeFormModal
          client={client}
          employee={form.employee}
          onClose={() => setForm({ open: false })}
          onSaved={(saved) => {
            toast.success(t(form.employee ? 'employee.updated' : 'employee.created', { code: saved.emp_code }));
            setForm({ open: false });
            void load();
          }}
        />
      )}
    </Flex>
  );
}

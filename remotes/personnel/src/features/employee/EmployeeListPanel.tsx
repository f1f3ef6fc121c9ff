import { useState, type ReactElement } from 'react';
import { Avatar, Button, Flex, Space, Table, type TableColumnsType } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { useTranslation } from 'react-i18next';
import { apiClient, type ApiClient } from '@timekeep/api-client';
import { employeeLabel, imageSource, toast, type Employee } from '@timekeep/ui';
import { DepartmentFilter, PickEmployeesButton, PickedEmployeeTags } from '../common/EmployeeFilters';
import { ListToolbar } from '../common/ListToolbar';
import { useConfirmedRemoval } from '../common/useConfirmedWrite';
import { usePagedList } from '../common/usePagedList';
import { deleteEmployee, deleteEmployees, listEmployees, type EmployeeRow } from './employee-api';
import { EmployeeFormModal } from './EmployeeFormModal';

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
  const [search, setSearch] = useState('');
  const [department, setDepartment] = useState<number | null>(null);
  const [picked, setPicked] = useState<Employee[]>([]);
  const [form, setForm] = useState<FormState>({ open: false });

  const list = usePagedList({
    client,
    list: listEmployees,
    filters: { search, department, ids: picked.map((employee) => Number(employee.id)) },
    loadFailedText: t('employee.loadFailed'),
    totalText: (count) => t('employee.total', { count }),
    emptyText: t('employee.empty'),
  });
  const { selectedIds, refilter } = list;

  const confirmRemoval = useConfirmedRemoval({
    client,
    failedText: t('employee.failed'),
    doneText: (count) => t('employee.deleted', { count }),
    onDone: list.afterDelete,
  });

  const confirmDelete = (row: EmployeeRow) =>
    confirmRemoval({
      title: t('employee.deleteTitle'),
      description: t('employee.deleteOne', { name: `${row.emp_code} ${employeeLabel(row)}` }),
      confirmText: t('employee.delete'),
      call: () => deleteEmployee(client, row.id),
      count: 1,
    });

  const confirmDeleteSelected = () =>
    confirmRemoval({
      title: t('employee.deleteTitle'),
      description: t('employee.deleteMany', { count: selectedIds.length }),
      confirmText: t('employee.delete'),
      call: () => deleteEmployees(client, selectedIds),
      count: selectedIds.length,
    });

  const pickEmployees = (employees: Employee[]) => refilter(() => setPicked(employees));

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
      <ListToolbar
        prefix="employee"
        searchWidth={260}
        onSearch={(value) => refilter(() => setSearch(value))}
        filters={
          <>
            <DepartmentFilter label={t('employee.departmentFilter')} width={220} value={department} onChange={(value) => refilter(() => setDepartment(value))} />
            <PickEmployeesButton prefix="employee" picked={picked} onChange={pickEmployees} />
          </>
        }
        selectedAction={
          <Button danger icon={<DeleteOutlined />} disabled={selectedIds.length === 0} onClick={confirmDeleteSelected}>
            {t('employee.deleteSelected', { count: selectedIds.length })}
          </Button>
        }
        onAdd={() => setForm({ open: true, employee: null })}
      />
      <PickedEmployeeTags prefix="employee" picked={picked} onChange={pickEmployees} />
      <Table<EmployeeRow> columns={columns} {...list.tableProps} />
      {form.open && (
        <EmployeeFormModal
          client={client}
          employee={form.employee}
          onClose={() => setForm({ open: false })}
          onSaved={(saved) => {
            toast.success(t(form.employee ? 'employee.updated' : 'employee.created', { code: saved.emp_code }));
            setForm({ open: false });
            void list.load();
          }}
        />
      )}
    </Flex>
  );
}

import { useState, type ReactElement } from 'react';
import { Button, Flex, Tag, Typography } from 'antd';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import { useTranslation } from 'react-i18next';
import { EmployeePickerDialog, PERSONNEL_PATHS, TreeSelect, employeeLabel, type Employee } from '@timekeep/ui';

export interface DepartmentFilterProps {
  label: string;
  width: number;
  value: number | null;
  onChange: (department: number | null) => void;
}

/** The department tree as a list filter (one department, or none). */
export function DepartmentFilter({ label, width, value, onChange }: DepartmentFilterProps): ReactElement {
  return (
    <div style={{ width }}>
      <TreeSelect
        aria-label={label}
        placeholder={label}
        uri={PERSONNEL_PATHS.departments}
        value={value}
        onChange={(next) => onChange(next === null || next === undefined ? null : Number(next))}
      />
    </div>
  );
}

export interface PickedEmployeesProps {
  /** The per-namespace key prefix (`employee`, `resign`): selectEmployees, pickedFilter, removePicked, clearPicked. */
  prefix: string;
  picked: Employee[];
  onChange: (picked: Employee[]) => void;
}

/** The toolbar button that opens the shared employee picker; the chosen employees become the list's filter. */
export function PickEmployeesButton({ prefix, picked, onChange }: PickedEmployeesProps): ReactElement {
  const { t } = useTranslation('per');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<TeamOutlined />} onClick={() => setOpen(true)}>
        {t(`${prefix}.selectEmployees`)}
      </Button>
      <EmployeePickerDialog
        open={open}
        value={picked.map((employee) => employee.id)}
        onClose={() => setOpen(false)}
        onConfirm={(employees) => {
          setOpen(false);
          onChange(employees);
        }}
      />
    </>
  );
}

/** The picked employees as removable tags under the toolbar (nothing when none are picked). */
export function PickedEmployeeTags({ prefix, picked, onChange }: PickedEmployeesProps): ReactElement | null {
  const { t } = useTranslation('per');
  if (picked.length === 0) return null;
  return (
    <Flex align="center" wrap gap={4} data-testid={`${prefix}-picked`}>
      <Typography.Text type="secondary">{t(`${prefix}.pickedFilter`, { count: picked.length })}</Typography.Text>
      {picked.map((employee) => (
        <Tag
          key={employee.id}
          closable
          closeIcon={<span aria-label={t(`${prefix}.removePicked`, { name: employeeLabel(employee) })}>×</span>}
          onClose={(event) => {
            event.preventDefault();
            onChange(picked.filter((p) => p.id !== employee.id));
          }}
        >
          {`${employee.emp_code} ${employeeLabel(employee)}`}
        </Tag>
      ))}
      <Button size="small" type="link" onClick={() => onChange([])}>
        {t(`${prefix}.clearPicked`)}
      </Button>
    </Flex>
  );
}

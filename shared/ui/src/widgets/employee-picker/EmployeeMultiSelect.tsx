import { useEffect, useRef, useState, type ReactElement } from 'react';
import { Button, Space, Tag } from 'antd';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../providers/AppProvider';
import { EmployeePickerDialog } from './EmployeePickerDialog';
import { employeeLabel, resolveEmployees, type Employee, type EmployeeId } from './employeeQueries';

export interface EmployeeMultiSelectProps {
  value?: ReadonlyArray<EmployeeId> | null;
  onChange?: (ids: EmployeeId[]) => void;
  /** Tags shown before "+N" (SPEC §9: 1 or 6). */
  limitTags?: number;
  /** Use the 72vw variant that applies each change at once. */
  applyImmediately?: boolean;
  id?: string;
  disabled?: boolean;
  'aria-label'?: string;
}

/** Form field: the chosen employees as tags and a button opening the picker dialog. */
export function EmployeeMultiSelect({
  value,
  onChange,
  limitTags = 1,
  applyImmediately = false,
  id,
  disabled,
  ...rest
}: EmployeeMultiSelectProps): ReactElement {
  const { t } = useTranslation('common');
  const services = useAppServices();
  const [open, setOpen] = useState(false);
  const [known, setKnown] = useState<ReadonlyMap<EmployeeId, Employee>>(new Map());
  const ids = value ?? [];
  const missing = ids.filter((x) => !known.has(x));
  // Keyed by the ids, not the array: a new array with the same ids is not a new request.
  const missingKey = missing.join(',');
  const missingRef = useRef(missing);
  missingRef.current = missing;

  useEffect(() => {
    if (missingRef.current.length === 0) return;
    let live = true;
    resolveEmployees(services, missingRef.current)
      .then((employees) => {
        if (live) setKnown((current) => new Map([...current, ...employees.map((e) => [e.id, e] as const)]));
      })
      .catch((error: unknown) => console.warn('employee ids could not be resolved', error));
    return () => {
      live = false;
    };
  }, [missingKey, services]);

  const commit = (employees: Employee[]) => {
    setKnown((current) => new Map([...current, ...employees.map((e) => [e.id, e] as const)]));
    onChange?.(employees.map((e) => e.id));
  };

  const shown = ids.slice(0, limitTags);
  return (
    <Space wrap size={4} id={id} aria-label={rest['aria-label']} role="group">
      {shown.map((x) => {
        const employee = known.get(x);
        return <Tag key={x}>{employee ? employeeLabel(employee) : String(x)}</Tag>;
      })}
      {ids.length > shown.length && <Tag>{t('widget.tree.more', { count: ids.length - shown.length })}</Tag>}
      <Button icon={<TeamOutlined aria-hidden />} disabled={disabled} onClick={() => setOpen(true)}>
        {t('widget.picker.open')}
      </Button>
      <EmployeePickerDialog
        open={open}
        value={ids}
        applyImmediately={applyImmediately}
        onClose={() => setOpen(false)}
        onChange={commit}
        onConfirm={(employees) => {
          commit(employees);
          setOpen(false);
        }}
      />
    </Space>
  );
}

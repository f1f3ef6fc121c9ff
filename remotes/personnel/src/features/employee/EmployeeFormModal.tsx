import { useMemo, type ReactElement } from 'react';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '@timekeep/api-client';
import { PERSONNEL_PATHS, TreeSelect, type TreeId } from '@timekeep/ui';
import { RecordFormModal } from '../common/RecordFormModal';
import { RecordTextItem } from '../common/RecordTextItem';
import { useRecordForm } from '../common/useRecordForm';
import { createEmployee, updateEmployee, type EmployeeRow } from './employee-api';
import { employeeFormSchema, formValuesOf, toEmployeeInput, EMPLOYEE_LIMITS, type EmployeeFormValues } from './employee-form-schema';

export interface EmployeeFormModalProps {
  client: ApiClient;
  /** The employee being edited; null creates a new one. */
  employee: EmployeeRow | null;
  onClose: () => void;
  onSaved: (saved: EmployeeRow) => void;
}

const toId = (value: TreeId | null | undefined): number | null => (value === null || value === undefined ? null : Number(value));

type TextField = 'emp_code' | 'first_name' | 'last_name' | 'email' | 'mobile';
type RelatedField = 'department' | 'area' | 'position';

const TEXT_FIELDS: ReadonlyArray<{ name: TextField; max: number; required?: boolean }> = [
  { name: 'emp_code', max: EMPLOYEE_LIMITS.empCode, required: true },
  { name: 'first_name', max: EMPLOYEE_LIMITS.name },
  { name: 'last_name', max: EMPLOYEE_LIMITS.name },
];
const CONTACT_FIELDS: ReadonlyArray<{ name: TextField; max: number }> = [
  { name: 'email', max: EMPLOYEE_LIMITS.email },
  { name: 'mobile', max: EMPLOYEE_LIMITS.mobile },
];
const RELATED_FIELDS: ReadonlyArray<{ name: RelatedField; uri: string }> = [
  { name: 'department', uri: PERSONNEL_PATHS.departments },
  { name: 'area', uri: PERSONNEL_PATHS.areas },
  { name: 'position', uri: PERSONNEL_PATHS.positions },
];

/**
 * Create / edit an employee (SPEC §3 fields): formik + yup with the server's limits; a refused save shows the
 * server's translated message and marks the fields it names. Mounted only while open, so each opening starts fresh.
 */
export function EmployeeFormModal({ client, employee, onClose, onSaved }: EmployeeFormModalProps): ReactElement {
  const { t } = useTranslation('per');
  const schema = useMemo(() => employeeFormSchema(t), [t]);
  const editing = employee !== null;

  const form = useRecordForm<EmployeeFormValues, EmployeeRow>({
    client,
    initialValues: formValuesOf(employee),
    validationSchema: schema,
    save: (values) => (editing ? updateEmployee(client, employee.id, toEmployeeInput(values)) : createEmployee(client, toEmployeeInput(values))),
    failedText: t('employee.failed'),
    onSaved,
  });
  const { formik, serverError, errorOf } = form;

  const textItem = ({ name, max, required }: { name: TextField; max: number; required?: boolean }) => (
    <RecordTextItem key={name} form={form} prefix="employee" name={name} max={max} required={required} />
  );

  return (
    <RecordFormModal
      prefix="employee"
      editing={editing}
      submitting={formik.isSubmitting}
      serverError={serverError}
      onSubmit={() => formik.handleSubmit()}
      onClose={onClose}
    >
      {TEXT_FIELDS.map(textItem)}
      {RELATED_FIELDS.map(({ name, uri }) => (
        <Form.Item key={name} label={t(`employee.fields.${name}`)} validateStatus={errorOf(name) ? 'error' : undefined} help={errorOf(name)}>
          <TreeSelect
            id={`employee-${name}`}
            aria-label={t(`employee.fields.${name}`)}
            uri={uri}
            value={formik.values[name]}
            onChange={(value) => void formik.setFieldValue(name, toId(value))}
          />
        </Form.Item>
      ))}
      {CONTACT_FIELDS.map(textItem)}
    </RecordFormModal>
  );
}

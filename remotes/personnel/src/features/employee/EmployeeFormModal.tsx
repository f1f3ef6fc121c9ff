import { useMemo, useState, type ReactElement } from 'react';
import { Alert, Form, Input, Modal } from 'antd';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '@timekeep/api-client';
import { isSuccessCode } from '@timekeep/contracts';
import { PERSONNEL_PATHS, TreeSelect, type TreeId } from '@timekeep/ui';
import { createEmployee, updateEmployee, type EmployeeRow } from './employee-api';
import { employeeFormSchema, formValuesOf, toEmployeeInput, EMPLOYEE_LIMITS, type EmployeeFormValues } from './employee-form-schema';
import { serverFieldErrors, settleWrite } from './server-errors';

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
  const [serverError, setServerError] = useState<string | null>(null);
  const editing = employee !== null;

  const formik = useFormik<EmployeeFormValues>({
    initialValues: formValuesOf(employee),
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      setServerError(null);
      const input = toEmployeeInput(values);
      let response;
      try {
        ({ response } = await settleWrite(editing ? updateEmployee(client, employee.id, input) : createEmployee(client, input)));
      } catch {
        setServerError(t('employee.failed'));
        return;
      }
      if (isSuccessCode(response.code) && response.data) {
        onSaved(response.data);
        return;
      }
      setServerError(client.messageOf(response));
      helpers.setErrors(serverFieldErrors(response, t));
    },
  });

  const errorOf = (name: keyof EmployeeFormValues) => (formik.touched[name] || formik.submitCount > 0 ? formik.errors[name] : undefined);
  const textItem = ({ name, max, required }: { name: TextField; max: number; required?: boolean }) => (
    <Form.Item key={name} label={t(`employee.fields.${name}`)} htmlFor={`employee-${name}`} required={required} validateStatus={errorOf(name) ? 'error' : undefined} help={errorOf(name)}>
      <Input
        id={`employee-${name}`}
        name={name}
        maxLength={max}
        value={formik.values[name]}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        onPressEnter={() => formik.handleSubmit()}
      />
    </Form.Item>
  );

  return (
    <Modal
      open
      title={t(editing ? 'employee.editTitle' : 'employee.createTitle')}
      okText={t('employee.save')}
      cancelText={t('employee.cancel')}
      onOk={() => formik.handleSubmit()}
      onCancel={onClose}
      confirmLoading={formik.isSubmitting}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <Form layout="vertical" component="div" data-testid="employee-form">
        {serverError && <Alert type="error" showIcon title={serverError} style={{ marginBottom: 12 }} data-testid="employee-form-error" />}
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
      </Form>
    </Modal>
  );
}

import { useMemo, useState, type ReactElement } from 'react';
import { Alert, Form, Input, Modal, Select } from 'antd';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '@timekeep/api-client';
import { RESIGN_TYPES, isSuccessCode, type ResignType } from '@timekeep/contracts';
import { BooleanCheckbox, DateInput, PERSONNEL_PATHS, SelectFromRecords, TextAreaInput } from '@timekeep/ui';
import { serverFieldErrors, settleWrite } from '../employee/server-errors';
import { RESIGNABLE_EMPLOYEES_PATH, createResign, updateResign, type ResignRow } from './resign-api';
import { RESIGN_REASON_MAX, formValuesOf, resignFormSchema, toResignInput, type ResignFormValues } from './resign-form-schema';

export interface ResignFormModalProps {
  client: ApiClient;
  /** The resignation being edited; null records a new one. */
  resign: ResignRow | null;
  onClose: () => void;
  onSaved: (saved: ResignRow) => void;
}

/**
 * Record / edit a resignation: the employee (only employees who have not resigned can be chosen; fixed when
 * editing), resign date, type, reason and whether attendance stops. Mounted only while open.
 */
export function ResignFormModal({ client, resign, onClose, onSaved }: ResignFormModalProps): ReactElement {
  const { t } = useTranslation('per');
  const schema = useMemo(() => resignFormSchema(t), [t]);
  const [serverError, setServerError] = useState<string | null>(null);
  const editing = resign !== null;
  const typeOptions = RESIGN_TYPES.map((type) => ({ value: type, label: t(`resign.types.${type}`) }));

  const formik = useFormik<ResignFormValues>({
    initialValues: formValuesOf(resign),
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      setServerError(null);
      const input = toResignInput(values);
      let response;
      try {
        ({ response } = await settleWrite(editing ? updateResign(client, resign.id, input) : createResign(client, input)));
      } catch {
        setServerError(t('resign.failed'));
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

  const errorOf = (name: keyof ResignFormValues) => (formik.touched[name] || formik.submitCount > 0 ? formik.errors[name] : undefined);
  const status = (name: keyof ResignFormValues) => (errorOf(name) ? 'error' : undefined);

  return (
    <Modal
      open
      title={t(editing ? 'resign.editTitle' : 'resign.createTitle')}
      okText={t('resign.save')}
      cancelText={t('resign.cancel')}
      onOk={() => formik.handleSubmit()}
      onCancel={onClose}
      confirmLoading={formik.isSubmitting}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <Form layout="vertical" component="div" data-testid="resign-form">
        {serverError && <Alert type="error" showIcon title={serverError} style={{ marginBottom: 12 }} data-testid="resign-form-error" />}
        <Form.Item label={t('resign.fields.employee')} htmlFor="resign-employee" required validateStatus={status('employee')} help={errorOf('employee')}>
          {editing ? (
            <Input id="resign-employee" disabled value={`${resign.emp_code} ${resign.display_name}`} />
          ) : (
            <SelectFromRecords
              id="resign-employee"
              aria-label={t('resign.fields.employee')}
              placeholder={t('resign.employeePlaceholder')}
              listPath={RESIGNABLE_EMPLOYEES_PATH}
              retrievePath={PERSONNEL_PATHS.employees}
              status={status('employee')}
              value={formik.values.employee}
              onChange={(value) => {
                void formik.setFieldTouched('employee', true, false);
                void formik.setFieldValue('employee', value === null || value === undefined ? null : Number(value));
              }}
            />
          )}
        </Form.Item>
        <Form.Item label={t('resign.fields.resign_date')} htmlFor="resign-resign_date" required validateStatus={status('resign_date')} help={errorOf('resign_date')}>
          <DateInput<null>
            id="resign-resign_date"
            aria-label={t('resign.fields.resign_date')}
            emptyValue={null}
            status={status('resign_date')}
            value={formik.values.resign_date}
            onChange={(value) => {
              void formik.setFieldTouched('resign_date', true, false);
              void formik.setFieldValue('resign_date', value);
            }}
          />
        </Form.Item>
        <Form.Item label={t('resign.fields.resign_type')} htmlFor="resign-resign_type" required validateStatus={status('resign_type')} help={errorOf('resign_type')}>
          <Select<ResignType | null>
            id="resign-resign_type"
            aria-label={t('resign.fields.resign_type')}
            placeholder={t('resign.typePlaceholder')}
            options={typeOptions}
            status={status('resign_type')}
            value={formik.values.resign_type}
            onChange={(value) => {
              void formik.setFieldTouched('resign_type', true, false);
              void formik.setFieldValue('resign_type', value ?? null);
            }}
          />
        </Form.Item>
        <Form.Item label={t('resign.fields.reason')} htmlFor="resign-reason" validateStatus={status('reason')} help={errorOf('reason')}>
          <TextAreaInput
            id="resign-reason"
            aria-label={t('resign.fields.reason')}
            rows={3}
            maxLength={RESIGN_REASON_MAX}
            status={status('reason')}
            value={formik.values.reason}
            onChange={(value) => {
              void formik.setFieldTouched('reason', true, false);
              void formik.setFieldValue('reason', value);
            }}
          />
        </Form.Item>
        <Form.Item>
          <BooleanCheckbox
            aria-label={t('resign.fields.disable_att')}
            checkboxDescription={t('resign.fields.disable_att')}
            value={formik.values.disable_att}
            onChange={(value) => void formik.setFieldValue('disable_att', value)}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

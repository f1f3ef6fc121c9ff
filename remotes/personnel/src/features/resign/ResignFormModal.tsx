import { useMemo, type ReactElement } from 'react';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '@timekeep/api-client';
import { RESIGN_TYPES, type ResignType } from '@timekeep/contracts';
import { BooleanCheckbox, DateInput, PERSONNEL_PATHS, SelectFromRecords, TextAreaInput } from '@timekeep/ui';
import { RecordFormModal } from '../common/RecordFormModal';
import { useRecordForm } from '../common/useRecordForm';
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
  const editing = resign !== null;
  const typeOptions = RESIGN_TYPES.map((type) => ({ value: type, label: t(`resign.types.${type}`) }));

  const { formik, serverError, errorOf, status } = useRecordForm<ResignFormValues, ResignRow>({
    client,
    initialValues: formValuesOf(resign),
    validationSchema: schema,
    save: (values) => (editing ? updateResign(client, resign.id, toResignInput(values)) : createResign(client, toResignInput(values))),
    failedText: t('resign.failed'),
    onSaved,
  });


  return (
    <RecordFormModal
      prefix="resign"
      editing={editing}
      submitting={formik.isSubmitting}
      serverError={serverError}
      onSubmit={() => formik.handleSubmit()}
      onClose={onClose}
    >
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
    </RecordFormModal>
  );
}

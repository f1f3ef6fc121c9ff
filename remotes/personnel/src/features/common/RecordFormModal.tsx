import type { ReactElement, ReactNode } from 'react';
import { Alert, Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';

export interface RecordFormModalProps {
  /** The per-namespace key prefix (`employee`, …): editTitle / createTitle, save, cancel; also the test ids. */
  prefix: string;
  editing: boolean;
  submitting: boolean;
  serverError: string | null;
  onSubmit: () => void;
  onClose: () => void;
  /** The form's fields. */
  children: ReactNode;
  /** Shown inside the modal after the form (e.g. a nested dialog). */
  extra?: ReactNode;
}

/** The modal frame of a create / edit form: title, save / cancel, the server's error above the fields. */
export function RecordFormModal({ prefix, editing, submitting, serverError, onSubmit, onClose, children, extra }: RecordFormModalProps): ReactElement {
  const { t } = useTranslation('per');
  return (
    <Modal
      open
      title={t(editing ? `${prefix}.editTitle` : `${prefix}.createTitle`)}
      okText={t(`${prefix}.save`)}
      cancelText={t(`${prefix}.cancel`)}
      onOk={onSubmit}
      onCancel={onClose}
      confirmLoading={submitting}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <Form layout="vertical" component="div" data-testid={`${prefix}-form`}>
        {serverError && <Alert type="error" showIcon title={serverError} style={{ marginBottom: 12 }} data-testid={`${prefix}-form-error`} />}
        {children}
      </Form>
      {extra}
    </Modal>
  );
}

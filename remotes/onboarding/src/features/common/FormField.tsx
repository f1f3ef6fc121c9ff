import type { ReactNode } from 'react';
import { Form } from 'antd';

export interface FormFieldProps {
  /** The input's id; the label points at it. */
  id: string;
  label: ReactNode;
  error?: string;
  required?: boolean;
  extra?: ReactNode;
  children: ReactNode;
}

/**
 * A labelled form row showing the field's validation message under it, for the antd pages and dialogs. It brings
 * its own vertical form layout: the onboarding layout renders no antd (ADR 0015), so no surrounding Form gives one.
 */
export function FormField({ id, label, error, required, extra, children }: FormFieldProps) {
  return (
    <Form layout="vertical" component={false}>
      <Form.Item
        label={label}
        htmlFor={id}
        required={required}
        validateStatus={error ? 'error' : undefined}
        help={error}
        extra={extra}
        style={{ marginBottom: 16 }}
      >
        {children}
      </Form.Item>
    </Form>
  );
}

export { fieldError } from './field-error';

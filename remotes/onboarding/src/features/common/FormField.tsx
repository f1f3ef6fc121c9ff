import type { ReactNode } from 'react';
import { Form } from 'antd';
import type { FormikProps } from 'formik';

export interface FormFieldProps {
  /** The input's id; the label points at it. */
  id: string;
  label: ReactNode;
  error?: string;
  required?: boolean;
  extra?: ReactNode;
  children: ReactNode;
}

/** A labelled form row showing the field's validation message under it. */
export function FormField({ id, label, error, required, extra, children }: FormFieldProps) {
  return (
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
  );
}

/** The message to show for a field: after it was touched or a submit was tried. */
export function fieldError<V>(formik: FormikProps<V>, name: keyof V & string): string | undefined {
  const touched = formik.touched[name] || formik.submitCount > 0;
  const error = formik.errors[name];
  return touched && typeof error === 'string' ? error : undefined;
}

import type { ReactElement } from 'react';
import { Form, Input } from 'antd';
import type { FormikValues } from 'formik';
import { useTranslation } from 'react-i18next';
import type { RecordForm } from './useRecordForm';

/** The names of a form's text values. */
type TextKey<Values> = { [K in keyof Values]: Values[K] extends string ? K : never }[keyof Values] & string;

export interface RecordTextItemProps<Values extends FormikValues> {
  form: RecordForm<Values>;
  /** The per-namespace key prefix (`employee`, …): the label is `<prefix>.fields.<name>`, the input id `<prefix>-<name>`. */
  prefix: string;
  name: TextKey<Values>;
  max: number;
  required?: boolean;
}

/** One text field of a record form: label, error, length limit, and Enter submits. */
export function RecordTextItem<Values extends FormikValues>({ form, prefix, name, max, required }: RecordTextItemProps<Values>): ReactElement {
  const { t } = useTranslation('per');
  const { formik, errorOf, status } = form;
  return (
    <Form.Item label={t(`${prefix}.fields.${name}`)} htmlFor={`${prefix}-${name}`} required={required} validateStatus={status(name)} help={errorOf(name)}>
      <Input
        id={`${prefix}-${name}`}
        name={name}
        maxLength={max}
        // TextKey guarantees a string value; TypeScript cannot narrow Values[K] for a generic K.
        value={formik.values[name] as string}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        onPressEnter={() => formik.handleSubmit()}
      />
    </Form.Item>
  );
}

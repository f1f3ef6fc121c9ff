import { useEffect, useMemo, useState, type ReactElement, type ReactNode } from 'react';
import { Alert, Button, Form, Spin, Typography } from 'antd';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { apiClient as defaultClient, type ApiClient } from '@timekeep/api-client';
import { isSuccessCode, type ResourceContract } from '@timekeep/contracts';
import { toast } from '../toast';
import type { FieldWidgetProps, FormFieldDeclaration } from './declaration';
import { emptyValue, formSchema, wireValue } from './field-schema';
import { FieldInput } from './FieldInput';
import { serverFieldErrors } from './server-errors';

export interface SettingFormProps {
  /** A one-per-company setting: `GET` reads it, `PUT` saves every writable field. */
  contract: ResourceContract;
  /** The fields in order; a declaration adds a ref lookup or a condition (`visible`). */
  fields: ReadonlyArray<string | FormFieldDeclaration>;
  testId: string;
  /** i18n key of a sentence above the form. */
  intro?: string;
  /** The i18n key of a hint under a field, from the loaded setting (e.g. "a password is stored"). */
  help?: (field: string, loaded: Record<string, unknown>) => string | undefined;
  /** Values the form starts each load with besides the setting's (a write-only field's ''). */
  blank?: Record<string, unknown>;
  /** More below the save button (the e-mail setting's test mail). */
  children?: ReactNode;
  /** i18n keys (with their namespace) of the area's words: saved toast, load failure, save button. */
  messages: SettingFormMessages;
  client?: ApiClient;
}

export interface SettingFormMessages {
  saved: string;
  failed: string;
  save: string;
}

const nameOf = (field: string | FormFieldDeclaration): string => (typeof field === 'string' ? field : field.name);

/**
 * The form of a one-per-company setting (System's e-mail, PDF and alerts, the report setting, the productivity
 * setting): loads it, shows the contract's widgets with their yup rules, saves with `PUT` and shows the server's
 * field errors translated on their fields.
 */
export function SettingForm({ contract, fields, testId, intro, help, blank = {}, children, messages, client = defaultClient }: SettingFormProps): ReactElement {
  const { t } = useTranslation(['common', 'api']);
  const [loaded, setLoaded] = useState<Record<string, unknown> | null>(null);
  const [failed, setFailed] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const names = useMemo(() => fields.map(nameOf), [fields]);
  const schema = useMemo(() => formSchema(contract.fields, names, t), [contract, names, t]);
  const path = contract.path;

  useEffect(() => {
    let live = true;
    void client.get<Record<string, unknown>>(path).then(
      (response) => {
        if (!live) return;
        if (isSuccessCode(response.code) && response.data) setLoaded(response.data);
        else setFailed(true);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [client, path]);

  const initialValues = useMemo(() => {
    const defaults = Object.fromEntries(names.map((name) => [name, emptyValue(contract.fields[name])]));
    return { ...defaults, ...(loaded ?? {}), ...blank };
  }, [blank, contract, loaded, names]);

  const formik = useFormik<Record<string, unknown>>({
    initialValues,
    enableReinitialize: true,
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      setServerError(null);
      const body = Object.fromEntries(names.map((name) => [name, wireValue(contract.fields[name], values[name])]));
      const response = await client.request<Record<string, unknown>>({ method: 'PUT', path, body });
      if (isSuccessCode(response.code) && response.data) {
        setLoaded(response.data);
        toast.success(t(messages.saved));
        return;
      }
      setServerError(client.messageOf(response));
      helpers.setErrors(serverFieldErrors(response, t));
    },
  });

  const hint = (name: string, setting: Record<string, unknown>): string | undefined => {
    const key = help?.(name, setting);
    return key ? t(key) : undefined;
  };

  if (failed) return <Alert type="error" showIcon title={t(messages.failed)} />;
  if (!loaded) return <Spin />;
  return (
    <Form layout="vertical" component="div" data-testid={testId} style={{ maxWidth: 560 }}>
      {intro && <Typography.Paragraph type="secondary">{t(intro)}</Typography.Paragraph>}
      {serverError && <Alert type="error" showIcon title={serverError} style={{ marginBottom: 12 }} />}
      {fields.map((declared) => {
        const field: FormFieldDeclaration = typeof declared === 'string' ? { name: declared } : declared;
        if (field.visible && !field.visible(formik.values)) return null;
        const spec = contract.fields[field.name];
        const id = `${testId}-${field.name}`;
        const label = t(spec.label);
        const error = formik.touched[field.name] || formik.submitCount > 0 ? formik.errors[field.name] : undefined;
        const props: FieldWidgetProps = {
          id,
          label,
          value: formik.values[field.name],
          setValue: (value) => void formik.setFieldValue(field.name, value),
          values: formik.values,
          setValues: (patch) => void formik.setValues({ ...formik.values, ...patch }),
          status: error ? 'error' : undefined,
          onBlur: () => void formik.setFieldTouched(field.name, true),
          submit: () => void formik.submitForm(),
        };
        return (
          <Form.Item key={field.name} label={label} htmlFor={id} validateStatus={props.status} help={typeof error === 'string' ? error : hint(field.name, loaded)}>
            <FieldInput spec={spec} field={field} props={props} />
          </Form.Item>
        );
      })}
      <Button type="primary" loading={formik.isSubmitting} onClick={() => void formik.submitForm()}>
        {t(messages.save)}
      </Button>
      {children}
    </Form>
  );
}

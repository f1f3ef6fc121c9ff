import { useEffect, useMemo, useState, type ReactElement } from 'react';
import { Alert, Button, Form, Spin } from 'antd';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { apiClient as defaultClient, type ApiClient } from '@timekeep/api-client';
import { isSuccessCode, RALVIE_SETTING_CONTRACT } from '@timekeep/contracts';
import { FieldInput, formSchema, serverFieldErrors, toast, wireValue, type FieldWidgetProps } from '@timekeep/ui';

const FIELDS = Object.keys(RALVIE_SETTING_CONTRACT.fields) as (keyof typeof RALVIE_SETTING_CONTRACT.fields)[];
const PATH = RALVIE_SETTING_CONTRACT.path;

/** The company's productivity settings: idle threshold (the agents read it), productive target, unknown ones. */
export function RalvieSettingsForm({ client = defaultClient }: { client?: ApiClient }): ReactElement {
  const { t } = useTranslation(['ralvie', 'common', 'api']);
  const [loaded, setLoaded] = useState<Record<string, unknown> | null>(null);
  const [failed, setFailed] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const schema = useMemo(() => formSchema(RALVIE_SETTING_CONTRACT.fields, FIELDS, t), [t]);

  useEffect(() => {
    let live = true;
    void client.get<Record<string, unknown>>(PATH).then(
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
  }, [client]);

  const formik = useFormik<Record<string, unknown>>({
    initialValues: loaded ?? {},
    enableReinitialize: true,
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      setServerError(null);
      const body = Object.fromEntries(FIELDS.map((field) => [field, wireValue(RALVIE_SETTING_CONTRACT.fields[field], values[field])]));
      const response = await client.request<Record<string, unknown>>({ method: 'PUT', path: PATH, body });
      if (isSuccessCode(response.code) && response.data) {
        setLoaded(response.data);
        toast.success(t('ralvie:setting.saved'));
        return;
      }
      setServerError(client.messageOf(response));
      helpers.setErrors(serverFieldErrors(response, t));
    },
  });

  if (failed) return <Alert type="error" showIcon title={t('ralvie:setting.failed')} />;
  if (!loaded) return <Spin />;
  return (
    <Form layout="vertical" component="div" data-testid="ralvie-setting-form" style={{ maxWidth: 560 }}>
      {serverError && <Alert type="error" showIcon title={serverError} style={{ marginBottom: 12 }} />}
      {FIELDS.map((field) => {
        const spec = RALVIE_SETTING_CONTRACT.fields[field];
        const id = `ralvie-setting-${field}`;
        const label = t(spec.label);
        const error = formik.touched[field] || formik.submitCount > 0 ? formik.errors[field] : undefined;
        const props: FieldWidgetProps = {
          id,
          label,
          value: formik.values[field],
          setValue: (value) => void formik.setFieldValue(field, value),
          values: formik.values,
          setValues: (patch) => void formik.setValues({ ...formik.values, ...patch }),
          status: error ? 'error' : undefined,
          onBlur: () => void formik.setFieldTouched(field, true),
          submit: () => void formik.submitForm(),
        };
        return (
          <Form.Item key={field} label={label} htmlFor={id} validateStatus={props.status} help={typeof error === 'string' ? error : t(`ralvie:setting.help.${field}`)}>
            <FieldInput spec={spec} field={{ name: field }} props={props} />
          </Form.Item>
        );
      })}
      <Button type="primary" loading={formik.isSubmitting} onClick={() => void formik.submitForm()}>
        {t('common:button.save')}
      </Button>
    </Form>
  );
}

import { useMemo, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { Alert, Button, Drawer, Flex, Form, Modal } from 'antd';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '@timekeep/api-client';
import { isSuccessCode, type ApiResponse } from '@timekeep/contracts';
import type { FieldWidgetProps, FormFieldDeclaration, ResourceDeclaration, ResourceRow } from './declaration';
import { FieldInput } from './FieldInput';
import { emptyValue, formSchema, wireValue } from './field-schema';
import { resourceNamespaces, useResourceTexts } from './resource-texts';
import { serverFieldErrors, settleWrite } from './server-errors';

export interface ResourceFormProps<Row extends ResourceRow> {
  declaration: ResourceDeclaration<Row>;
  client: ApiClient;
  /** The row being edited; null creates one. */
  row: Row | null;
  /** First values of a new record (fields not given start empty or at their default). */
  createValues?: Record<string, unknown>;
  onClose: () => void;
  onSaved: (saved: Row) => void;
}

const fieldOf = (entry: string | FormFieldDeclaration): FormFieldDeclaration => (typeof entry === 'string' ? { name: entry } : entry);

/** The id prefix and test id of a resource's form: the resource part of its name (`personnel.location` → location). */
export const formPrefix = (name: string): string => name.slice(name.indexOf('.') + 1);

/**
 * Create / edit form of a resource (modal, or drawer for long forms): formik with the yup rules generated from the
 * contract's FieldSpecs (the same the server checks), the SPEC §2 widget of each field kind, the server's field
 * errors (`context.fields`, translated `api:<code>`) on their fields, and one submission at a time.
 */
export function ResourceForm<Row extends ResourceRow>({ declaration, client, row, createValues, onClose, onSaved }: ResourceFormProps<Row>): ReactElement {
  const rt = useResourceTexts(declaration);
  const { t } = useTranslation(resourceNamespaces(declaration));
  const { contract } = declaration;
  const formDeclaration = declaration.form ?? { fields: [] };
  const fields = formDeclaration.fields.map(fieldOf).filter((field) => contract.fields[field.name] && !contract.fields[field.name].readOnly);
  const names = fields.map((field) => field.name);
  const prefix = formPrefix(contract.name);
  const [serverError, setServerError] = useState<string | null>(null);
  const submitting = useRef(false);

  const schema = useMemo(() => {
    const generated = formSchema(contract.fields, names, t);
    const own = formDeclaration.rules?.(t);
    return own ? generated.shape(own) : generated;
    // names follow the declaration, which is module-level data.
  }, [t, contract, formDeclaration]);

  const initialValues = useMemo(() => {
    const values: Record<string, unknown> = {};
    const fromRow = row ? (formDeclaration.valuesOf?.(row) ?? row) : (createValues ?? {});
    for (const name of names) {
      const given = fromRow[name];
      values[name] = given === undefined || (given === null && !contract.fields[name].nullable && contract.fields[name].kind !== 'ref') ? emptyValue(contract.fields[name]) : given;
    }
    return values;
    // The form is mounted per opening: the first values are the ones.
  }, []);

  const formik = useFormik<Record<string, unknown>>({
    initialValues,
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      setServerError(null);
      const body: Record<string, unknown> = {};
      for (const name of names) body[name] = wireValue(contract.fields[name], values[name]);
      let response: ApiResponse<Row | null>;
      try {
        ({ response } = await settleWrite(row ? (formDeclaration.update === 'patch' ? client.partialUpdate<Row>(contract.path, row.id, body) : client.update<Row>(contract.path, row.id, body)) : client.create<Row>(contract.path, body)));
      } catch {
        setServerError(rt('failed'));
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

  const submit = () => {
    // One submission at a time: Enter or a second click while saving does nothing.
    if (submitting.current) return;
    submitting.current = true;
    void formik.submitForm().finally(() => {
      submitting.current = false;
    });
  };

  const errorOf = (name: string): string | undefined => {
    const error = formik.touched[name] || formik.submitCount > 0 ? formik.errors[name] : undefined;
    return typeof error === 'string' ? error : undefined;
  };

  const items: ReactNode[] = fields.filter((field) => !field.visible || field.visible(formik.values)).map((field) => {
    const spec = contract.fields[field.name];
    const id = `${prefix}-${field.name}`;
    const label = t(spec.label);
    const props: FieldWidgetProps = {
      id,
      label,
      recordId: row?.id,
      value: formik.values[field.name],
      setValue: (value) => void formik.setFieldValue(field.name, value),
      values: formik.values,
      setValues: (patch) => void formik.setValues({ ...formik.values, ...patch }),
      status: errorOf(field.name) ? 'error' : undefined,
      onBlur: () => void formik.setFieldTouched(field.name, true),
      submit,
    };
    return (
      <Form.Item key={field.name} label={label} htmlFor={id} required={spec.required} validateStatus={props.status} help={errorOf(field.name)}>
        <FieldInput spec={spec} field={field} props={props} />
      </Form.Item>
    );
  });

  const title = rt(row ? 'editTitle' : 'createTitle');
  const body = (
    <Form layout="vertical" component="div" data-testid={`${prefix}-form`}>
      {serverError && <Alert type="error" showIcon title={serverError} style={{ marginBottom: 12 }} data-testid={`${prefix}-form-error`} />}
      {items}
    </Form>
  );
  const saving = formik.isSubmitting;

  if (formDeclaration.layout === 'drawer') {
    return (
      <Drawer
        open
        title={title}
        size={Math.min(formDeclaration.drawerWidth ?? 560, window.innerWidth)}
        onClose={onClose}
        destroyOnHidden
        footer={
          <Flex justify="end" gap={8}>
            <Button onClick={onClose}>{rt('cancel')}</Button>
            <Button type="primary" loading={saving} onClick={submit}>
              {rt('save')}
            </Button>
          </Flex>
        }
      >
        {body}
      </Drawer>
    );
  }
  return (
    <Modal
      open
      title={title}
      okText={rt('save')}
      cancelText={rt('cancel')}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={saving}
      destroyOnHidden
      mask={{ closable: false }}
    >
      {body}
    </Modal>
  );
}

import { useState } from 'react';
import { useFormik, type FormikErrors, type FormikProps, type FormikValues } from 'formik';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '@timekeep/api-client';
import { isSuccessCode, type ApiResponse } from '@timekeep/contracts';
import type { AnyObjectSchema } from 'yup';
import { serverFieldErrors, settleWrite } from '../employee/server-errors';

export interface RecordFormOptions<Values extends FormikValues, Row> {
  client: ApiClient;
  initialValues: Values;
  validationSchema: AnyObjectSchema;
  /** The create or update request for the validated values. */
  save: (values: Values) => Promise<ApiResponse<Row>>;
  /** The translated message when the request itself fails (network, session). */
  failedText: string;
  onSaved: (saved: Row) => void;
}

/**
 * formik + yup for a create / edit modal: a refused save shows the server's translated message (serverError) and
 * marks the fields it names; errorOf / status show a field's error once it was touched or a submit was tried.
 */
export interface RecordForm<Values extends FormikValues> {
  formik: FormikProps<Values>;
  /** The server's message for a refused save, shown above the fields. */
  serverError: string | null;
  errorOf: (name: keyof Values & string) => string | undefined;
  status: (name: keyof Values & string) => 'error' | undefined;
}

export function useRecordForm<Values extends FormikValues, Row>({
  client,
  initialValues,
  validationSchema,
  save,
  failedText,
  onSaved,
}: RecordFormOptions<Values, Row>): RecordForm<Values> {
  const { t } = useTranslation('per');
  const [serverError, setServerError] = useState<string | null>(null);

  const formik = useFormik<Values>({
    initialValues,
    validationSchema,
    onSubmit: async (values, helpers) => {
      setServerError(null);
      let response;
      try {
        ({ response } = await settleWrite(save(values)));
      } catch {
        setServerError(failedText);
        return;
      }
      if (isSuccessCode(response.code) && response.data) {
        onSaved(response.data);
        return;
      }
      setServerError(client.messageOf(response));
      // The server names fields of this form (its field codes are the form's value names).
      helpers.setErrors(serverFieldErrors(response, t) as FormikErrors<Values>);
    },
  });

  const errorOf = (name: keyof Values & string): string | undefined => {
    const error = formik.touched[name] || formik.submitCount > 0 ? formik.errors[name] : undefined;
    return typeof error === 'string' ? error : undefined;
  };
  const status = (name: keyof Values & string) => (errorOf(name) ? ('error' as const) : undefined);

  return { formik, serverError, errorOf, status };
}

import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { PasswordInput, StrongPasswordInput } from '@timekeep/ui';
import { fieldError, FormField } from './FormField';

export interface PasswordValues {
  password: string;
  confirm_password: string;
}

/** New password (with the strong-password tooltip) and its confirmation. */
export function PasswordFields<V extends PasswordValues>({ formik, idPrefix }: { formik: FormikProps<V>; idPrefix: string }) {
  const { t } = useTranslation('oauth');
  const set = (name: keyof PasswordValues) => (value: string) => void formik.setFieldValue(name, value);
  const blur = (name: keyof PasswordValues) => () => void formik.setFieldTouched(name, true);
  return (
    <>
      <FormField id={`${idPrefix}-password`} label={t('fields.password')} error={fieldError(formik, 'password')} required>
        <StrongPasswordInput
          id={`${idPrefix}-password`}
          name="password"
          autoComplete="new-password"
          emptyValue=""
          value={formik.values.password}
          onChange={set('password')}
          onBlur={blur('password')}
        />
      </FormField>
      <FormField id={`${idPrefix}-confirm`} label={t('fields.confirmPassword')} error={fieldError(formik, 'confirm_password')} required>
        <PasswordInput
          id={`${idPrefix}-confirm`}
          name="confirm_password"
          autoComplete="new-password"
          emptyValue=""
          value={formik.values.confirm_password}
          onChange={set('confirm_password')}
          onBlur={blur('confirm_password')}
        />
      </FormField>
    </>
  );
}

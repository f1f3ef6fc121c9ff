import { useState, type FormEvent } from 'react';
import { Button, Flex } from 'antd';
import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { PasswordInput, toast } from '@timekeep/ui';
import { ONBOARDING_MESSAGE_KEYS } from '../common/form-schemas';
import { fieldError, FormField } from '../common/FormField';
import { SubmitError } from '../common/SubmitError';
import { AgreementCheckbox } from '../legal/AgreementCheckbox';

/** The password row every sign-in form shares (whitespace stripped by the widget, Enter submits). */
export function SignInPasswordField<V extends { password: string }>({ formik, id }: { formik: FormikProps<V>; id: string }) {
  const { t } = useTranslation('oauth');
  return (
    <FormField id={id} label={t('fields.password')} error={fieldError(formik, 'password' as keyof V & string)} required>
      <PasswordInput
        id={id}
        name="password"
        autoComplete="current-password"
        emptyValue=""
        value={formik.values.password}
        onChange={(value) => void formik.setFieldValue('password', value)}
        onBlur={() => void formik.setFieldTouched('password', true)}
      />
    </FormField>
  );
}

export interface AgreedSubmitProps {
  agreed: boolean;
  onAgreedChange: (agreed: boolean) => void;
  failure: string | null;
  submitting: boolean;
  onForgotPassword: () => void;
}

/**
 * The end of the administrator and employee sign-in forms: forgot-password link, the agreement that must be
 * ticked, the server's refusal, and the submit button.
 */
export function AgreedSubmit({ agreed, onAgreedChange, failure, submitting, onForgotPassword }: AgreedSubmitProps) {
  const { t } = useTranslation('oauth');
  return (
    <>
      <Flex justify="flex-end" style={{ marginBottom: 8 }}>
        <Button type="link" onClick={onForgotPassword} style={{ paddingInline: 0 }}>
          {t('links.forgotPassword')}
        </Button>
      </Flex>
      <AgreementCheckbox checked={agreed} onChange={onAgreedChange} />
      <SubmitError message={failure} />
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {t('signIn.submit')}
      </Button>
    </>
  );
}

/**
 * The agreement gate of the sign-in forms (SPEC §5): decided when the form is submitted, before formik starts
 * its (asynchronous) validation, so a tick given while a refused attempt is still validating cannot turn that
 * attempt into a sign-in, and a refused attempt never leaves the form "submitting".
 */
export function useAgreementGate(handleSubmit: (event?: FormEvent<HTMLFormElement>) => void) {
  const { t } = useTranslation('oauth');
  const [agreed, setAgreed] = useState(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!agreed) {
      event.preventDefault();
      toast.warning(t(ONBOARDING_MESSAGE_KEYS.agreementTip));
      return;
    }
    handleSubmit(event);
  };
  return { agreed, setAgreed, onSubmit };
}

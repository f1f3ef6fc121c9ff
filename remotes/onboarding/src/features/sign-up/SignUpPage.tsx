import { useState } from 'react';
import { Button, Flex, Input } from 'antd';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { isSuccessCode } from '@timekeep/contracts';
import { fieldError, FormField } from '../common/FormField';
import { ONBOARDING_LIMITS, signUpSchema } from '../common/form-schemas';
import { useOnboardingEnv } from '../common/onboarding-env';
import { PasswordFields } from '../common/PasswordFields';
import { ONBOARD_PATHS } from '../common/paths';
import { SubmitError } from '../common/SubmitError';
import { useLocalizedSchema } from '../common/use-localized-schema';
import { useSingleSubmit } from '../common/use-single-submit';
import type { EmailActivationState } from '../email-activation/EmailActivationPage';
import { AgreementCheckbox } from '../legal/AgreementCheckbox';

/** Sign-up (SPEC §2): e-mail, phone, password twice; the button is enabled only once the agreement is ticked. */
export function SignUpPage() {
  const { t } = useTranslation('oauth');
  const { api, client } = useOnboardingEnv();
  const navigate = useNavigate();
  const schema = useLocalizedSchema(signUpSchema);
  const [agreed, setAgreed] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const formik = useFormik({
    initialValues: { email: '', phone_number: '', password: '', confirm_password: '' },
    validationSchema: schema,
    onSubmit: async (values) => {
      if (!agreed) return;
      setFailure(null);
      const email = values.email.trim();
      const response = await api.signUp({ ...values, email, phone_number: values.phone_number.trim() });
      if (!isSuccessCode(response.code)) {
        setFailure(client.messageOf(response));
        return;
      }
      const state: EmailActivationState = { email };
      navigate(ONBOARD_PATHS.emailActivation, { state });
    },
  });
  const single = useSingleSubmit(formik.submitForm);
  return (
    <>
      <form noValidate onSubmit={single.onSubmit} aria-label={t('signUp.formLabel')}>
        <FormField id="sign-up-email" label={t('fields.email')} error={fieldError(formik, 'email')} required>
          <Input
            id="sign-up-email"
            name="email"
            type="email"
            autoComplete="email"
            maxLength={ONBOARDING_LIMITS.emailMax}
            value={formik.values.email}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
          />
        </FormField>
        <FormField id="sign-up-phone" label={t('fields.phone')} error={fieldError(formik, 'phone_number')} required>
          <Input
            id="sign-up-phone"
            name="phone_number"
            type="tel"
            autoComplete="tel"
            maxLength={ONBOARDING_LIMITS.phoneMax}
            value={formik.values.phone_number}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
          />
        </FormField>
        <PasswordFields formik={formik} idPrefix="sign-up" />
        <AgreementCheckbox checked={agreed} onChange={setAgreed} />
        <SubmitError message={failure} />
        <Button type="primary" htmlType="submit" block disabled={!agreed} loading={formik.isSubmitting}>
          {t('signUp.submit')}
        </Button>
      </form>
      <Flex justify="center" style={{ marginTop: 16 }}>
        <Link to={ONBOARD_PATHS.companyVerification}>{t('links.haveAccount')}</Link>
      </Flex>
    </>
  );
}

import { useState } from 'react';
import { Flex, Input } from 'antd';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { fieldError, FormField } from '../common/FormField';
import { signInSchema } from '../common/form-schemas';
import { useOnboardingEnv } from '../common/onboarding-env';
import { ONBOARD_PATHS } from '../common/paths';
import { useLocalizedSchema } from '../common/use-localized-schema';
import { useSingleSubmit } from '../common/use-single-submit';
import { ForgotPasswordDialog } from '../forgot-password/ForgotPasswordDialog';
import { AgreedSubmit, SignInPasswordField, useAgreementGate } from './credential-fields';
import { useSignInSubmit } from './use-sign-in-submit';

/**
 * Company verification / administrator sign-in (SPEC §2): username and password, the agreement that must be
 * ticked (a warning otherwise, and no call), forgot-password dialog, sign-up and employee-login links.
 */
export function CompanyVerificationPage() {
  const { t } = useTranslation('oauth');
  const { api } = useOnboardingEnv();
  const schema = useLocalizedSchema(signInSchema);
  const [forgotOpen, setForgotOpen] = useState(false);
  const { failure, submit } = useSignInSubmit();
  const formik = useFormik({
    initialValues: { username: '', password: '' },
    validationSchema: schema,
    onSubmit: async (values) => {
      await submit(() => api.signIn({ username: values.username.trim(), password: values.password }));
    },
  });
  const single = useSingleSubmit(formik.submitForm);
  const gate = useAgreementGate(single.onSubmit);
  return (
    <>
      <form noValidate onSubmit={gate.onSubmit} aria-label={t('signIn.formLabel')}>
        <FormField id="sign-in-username" label={t('fields.username')} error={fieldError(formik, 'username')} required>
          <Input
            id="sign-in-username"
            name="username"
            autoComplete="username"
            value={formik.values.username}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
          />
        </FormField>
        <SignInPasswordField formik={formik} id="sign-in-password" />
        <AgreedSubmit
          agreed={gate.agreed}
          onAgreedChange={gate.setAgreed}
          failure={failure}
          submitting={formik.isSubmitting}
          onForgotPassword={() => setForgotOpen(true)}
        />
      </form>
      <Flex justify="space-between" style={{ marginTop: 16 }}>
        <Link to={ONBOARD_PATHS.signUp}>{t('links.signUp')}</Link>
        <Link to={ONBOARD_PATHS.employeeLogin}>{t('links.employeeLogin')}</Link>
      </Flex>
      <ForgotPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} />
    </>
  );
}

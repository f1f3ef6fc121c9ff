import { useState } from 'react';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PlainField, PlainInput } from '@timekeep/ui';
import { ForgotPasswordDialog } from '../common/dialogs-on-demand';
import { fieldError } from '../common/field-error';
import { signInSchema } from '../common/form-schemas';
import links from '../common/links.module.css';
import { useOnboardingEnv } from '../common/onboarding-env';
import { ONBOARD_PATHS } from '../common/paths';
import { useLocalizedSchema } from '../common/use-localized-schema';
import { useSingleSubmit } from '../common/use-single-submit';
import { AgreedSubmit, SignInPasswordField, useAgreementGate } from './credential-fields';
import { useSignInSubmit } from './use-sign-in-submit';

/**
 * Company verification / administrator sign-in (SPEC §2): username and password, the agreement that must be
 * ticked (a warning otherwise, and no call), forgot-password dialog, sign-up and employee-login links. No antd
 * here: the dialogs load it when they open (ADR 0015).
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
        <PlainField id="sign-in-username" label={t('fields.username')} error={fieldError(formik, 'username')} required>
          <PlainInput
            id="sign-in-username"
            name="username"
            autoComplete="username"
            value={formik.values.username}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
          />
        </PlainField>
        <SignInPasswordField
          id="sign-in-password"
          value={formik.values.password}
          error={fieldError(formik, 'password')}
          onChange={(value) => void formik.setFieldValue('password', value)}
          onBlur={() => void formik.setFieldTouched('password', true)}
        />
        <AgreedSubmit
          agreed={gate.agreed}
          onAgreedChange={gate.setAgreed}
          failure={failure}
          submitting={formik.isSubmitting}
          onForgotPassword={() => setForgotOpen(true)}
        />
      </form>
      <div className={links.spread}>
        <Link className={links.link} to={ONBOARD_PATHS.signUp}>
          {t('links.signUp')}
        </Link>
        <Link className={links.link} to={ONBOARD_PATHS.employeeLogin}>
          {t('links.employeeLogin')}
        </Link>
      </div>
      <ForgotPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} />
    </>
  );
}

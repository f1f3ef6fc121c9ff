import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ForgotPasswordDialog } from '../common/dialogs-on-demand';
import links from '../common/links.module.css';
import { useOnboardingEnv } from '../common/onboarding-env';
import { ONBOARD_PATHS } from '../common/paths';
import { useLocalizedSchema } from '../common/use-localized-schema';
import { useSingleSubmit } from '../common/use-single-submit';
import { signInRules } from './sign-in-rules';
import { AgreedSubmit, SignInPasswordField, SignInTextField, useAgreementGate } from './credential-fields';
import { usePlainForm } from './use-plain-form';
import { useSignInSubmit } from './use-sign-in-submit';

/**
 * Company verification / administrator sign-in (SPEC §2): username and password, the agreement that must be
 * ticked (a warning otherwise, and no call), forgot-password dialog, sign-up and employee-login links. No antd,
 * formik or yup here: the dialogs load antd when they open (ADR 0015).
 */
export function CompanyVerificationPage() {
  const { t } = useTranslation('oauth');
  const { api } = useOnboardingEnv();
  const rules = useLocalizedSchema(signInRules);
  const [forgotOpen, setForgotOpen] = useState(false);
  const { failure, submit } = useSignInSubmit();
  const form = usePlainForm({
    initialValues: { username: '', password: '' },
    rules,
    onSubmit: (values) => submit(() => api.signIn({ username: values.username.trim(), password: values.password })),
  });
  const single = useSingleSubmit(form.submit);
  const gate = useAgreementGate(single.onSubmit);
  return (
    <>
      <form noValidate onSubmit={gate.onSubmit} aria-label={t('signIn.formLabel')}>
        <SignInTextField id="sign-in-username" name="username" autoComplete="username" label={t('fields.username')} {...form.field('username')} />
        <SignInPasswordField id="sign-in-password" {...form.field('password')} />
        <AgreedSubmit
          agreed={gate.agreed}
          onAgreedChange={gate.setAgreed}
          failure={failure}
          submitting={form.isSubmitting}
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

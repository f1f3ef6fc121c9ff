import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PlainCheckbox } from '@timekeep/ui';
import { ForgotPasswordDialog } from '../common/dialogs-on-demand';
import links from '../common/links.module.css';
import { useOnboardingEnv } from '../common/onboarding-env';
import { ONBOARD_PATHS } from '../common/paths';
import { SubmitError } from '../common/SubmitError';
import { useLocalizedSchema } from '../common/use-localized-schema';
import { useSingleSubmit } from '../common/use-single-submit';
import styles from './credential-fields.module.css';
import { ForgotPasswordLink, SignInButton, SignInPasswordField, SignInTextField } from './credential-fields';
import { readRememberedEmail, saveRememberedEmail } from './remembered-email';
import { emailSignInRules } from './sign-in-rules';
import { usePlainForm } from './use-plain-form';
import { useSignInSubmit } from './use-sign-in-submit';

/** /oauth/sign-in: e-mail and password with remember-me, forgot-password and sign-up links (SPEC §2); no antd, formik or yup. */
export function OAuthSignInPage() {
  const { t } = useTranslation('oauth');
  const { api, storage } = useOnboardingEnv();
  const rules = useLocalizedSchema(emailSignInRules);
  const [forgotOpen, setForgotOpen] = useState(false);
  const { failure, submit } = useSignInSubmit();
  const [remembered] = useState(() => readRememberedEmail(storage));
  const form = usePlainForm({
    initialValues: { email: remembered, password: '', remember: remembered !== '' },
    rules,
    onSubmit: async (values) => {
      const email = values.email.trim();
      const outcome = await submit(() => api.signIn({ username: email, password: values.password, remember: values.remember }));
      if (outcome) saveRememberedEmail(storage, email, values.remember);
    },
  });
  const single = useSingleSubmit(form.submit);
  return (
    <>
      <form noValidate onSubmit={single.onSubmit} aria-label={t('signIn.formLabel')}>
        <SignInTextField id="oauth-email" name="email" type="email" autoComplete="email" label={t('fields.email')} {...form.field('email')} />
        <SignInPasswordField id="oauth-password" {...form.field('password')} />
        <div className={styles.rememberRow}>
          <PlainCheckbox checked={form.values.remember} onChange={(checked) => form.setValue('remember', checked)}>
            {t('signIn.remember')}
          </PlainCheckbox>
          <ForgotPasswordLink onClick={() => setForgotOpen(true)} />
        </div>
        <SubmitError message={failure} />
        <SignInButton submitting={form.isSubmitting} />
      </form>
      <div className={links.centred}>
        <Link className={links.link} to={ONBOARD_PATHS.signUp}>
          {t('links.signUp')}
        </Link>
      </div>
      <ForgotPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} />
    </>
  );
}

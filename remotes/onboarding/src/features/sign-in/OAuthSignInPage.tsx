import { useState } from 'react';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PlainCheckbox, PlainField, PlainInput } from '@timekeep/ui';
import { ForgotPasswordDialog } from '../common/dialogs-on-demand';
import { fieldError } from '../common/field-error';
import { emailActivationSchema, signInSchema, type Translate } from '../common/form-schemas';
import links from '../common/links.module.css';
import { useOnboardingEnv } from '../common/onboarding-env';
import { ONBOARD_PATHS } from '../common/paths';
import { SubmitError } from '../common/SubmitError';
import { useLocalizedSchema } from '../common/use-localized-schema';
import { useSingleSubmit } from '../common/use-single-submit';
import styles from './credential-fields.module.css';
import { ForgotPasswordLink, SignInButton, SignInPasswordField } from './credential-fields';
import { readRememberedEmail, saveRememberedEmail } from './remembered-email';
import { useSignInSubmit } from './use-sign-in-submit';

/** The e-mail is the sign-in username here, so it must be an e-mail address. */
const emailSignInSchema = (t: Translate) =>
  emailActivationSchema(t).shape({ password: signInSchema(t).fields.password });

/** /oauth/sign-in: e-mail and password with remember-me, forgot-password and sign-up links (SPEC §2); no antd. */
export function OAuthSignInPage() {
  const { t } = useTranslation('oauth');
  const { api, storage } = useOnboardingEnv();
  const schema = useLocalizedSchema(emailSignInSchema);
  const [forgotOpen, setForgotOpen] = useState(false);
  const { failure, submit } = useSignInSubmit();
  const [remembered] = useState(() => readRememberedEmail(storage));
  const formik = useFormik({
    initialValues: { email: remembered, password: '', remember: remembered !== '' },
    validationSchema: schema,
    onSubmit: async (values) => {
      const email = values.email.trim();
      const outcome = await submit(() => api.signIn({ username: email, password: values.password, remember: values.remember }));
      if (outcome) saveRememberedEmail(storage, email, values.remember);
    },
  });
  const single = useSingleSubmit(formik.submitForm);
  return (
    <>
      <form noValidate onSubmit={single.onSubmit} aria-label={t('signIn.formLabel')}>
        <PlainField id="oauth-email" label={t('fields.email')} error={fieldError(formik, 'email')} required>
          <PlainInput
            id="oauth-email"
            name="email"
            type="email"
            autoComplete="email"
            value={formik.values.email}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
          />
        </PlainField>
        <SignInPasswordField
          id="oauth-password"
          value={formik.values.password}
          error={fieldError(formik, 'password')}
          onChange={(value) => void formik.setFieldValue('password', value)}
          onBlur={() => void formik.setFieldTouched('password', true)}
        />
        <div className={styles.rememberRow}>
          <PlainCheckbox checked={formik.values.remember} onChange={(checked) => void formik.setFieldValue('remember', checked)}>
            {t('signIn.remember')}
          </PlainCheckbox>
          <ForgotPasswordLink onClick={() => setForgotOpen(true)} />
        </div>
        <SubmitError message={failure} />
        <SignInButton submitting={formik.isSubmitting} />
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

import { useState } from 'react';
import { Button, Checkbox, Flex, Input } from 'antd';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { fieldError, FormField } from '../common/FormField';
import { emailActivationSchema, signInSchema, type Translate } from '../common/form-schemas';
import { useOnboardingEnv } from '../common/onboarding-env';
import { ONBOARD_PATHS } from '../common/paths';
import { SubmitError } from '../common/SubmitError';
import { useLocalizedSchema } from '../common/use-localized-schema';
import { useSingleSubmit } from '../common/use-single-submit';
import { ForgotPasswordDialog } from '../forgot-password/ForgotPasswordDialog';
import { SignInPasswordField } from './credential-fields';
import { readRememberedEmail, saveRememberedEmail } from './remembered-email';
import { useSignInSubmit } from './use-sign-in-submit';

/** The e-mail is the sign-in username here, so it must be an e-mail address. */
const emailSignInSchema = (t: Translate) =>
  emailActivationSchema(t).shape({ password: signInSchema(t).fields.password });

/** /oauth/sign-in: e-mail and password with remember-me, forgot-password and sign-up links (SPEC §2). */
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
        <FormField id="oauth-email" label={t('fields.email')} error={fieldError(formik, 'email')} required>
          <Input
            id="oauth-email"
            name="email"
            type="email"
            autoComplete="email"
            value={formik.values.email}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
          />
        </FormField>
        <SignInPasswordField formik={formik} id="oauth-password" />
        <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
          <Checkbox checked={formik.values.remember} onChange={(event) => void formik.setFieldValue('remember', event.target.checked)}>
            {t('signIn.remember')}
          </Checkbox>
          <Button type="link" onClick={() => setForgotOpen(true)} style={{ paddingInline: 0 }}>
            {t('links.forgotPassword')}
          </Button>
        </Flex>
        <SubmitError message={failure} />
        <Button type="primary" htmlType="submit" block loading={formik.isSubmitting}>
          {t('signIn.submit')}
        </Button>
      </form>
      <Flex justify="center" style={{ marginTop: 16 }}>
        <Link to={ONBOARD_PATHS.signUp}>{t('links.signUp')}</Link>
      </Flex>
      <ForgotPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} />
    </>
  );
}

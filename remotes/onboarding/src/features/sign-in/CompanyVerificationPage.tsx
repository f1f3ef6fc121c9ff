import { useState } from 'react';
import { Button, Flex, Input } from 'antd';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PasswordInput, toast } from '@timekeep/ui';
import { fieldError, FormField } from '../common/FormField';
import { ONBOARDING_MESSAGE_KEYS, signInSchema } from '../common/form-schemas';
import { useOnboardingEnv } from '../common/onboarding-env';
import { ONBOARD_PATHS } from '../common/paths';
import { SubmitError } from '../common/SubmitError';
import { useLocalizedSchema } from '../common/use-localized-schema';
import { ForgotPasswordDialog } from '../forgot-password/ForgotPasswordDialog';
import { AgreementCheckbox } from '../legal/AgreementCheckbox';
import { useSignInSubmit } from './use-sign-in-submit';

/**
 * Company verification / administrator sign-in (SPEC §2): username and password, the agreement that must be
 * ticked (a warning otherwise, and no call), forgot-password dialog, sign-up and employee-login links.
 */
export function CompanyVerificationPage() {
  const { t } = useTranslation('oauth');
  const { api } = useOnboardingEnv();
  const schema = useLocalizedSchema(signInSchema);
  const [agreed, setAgreed] = useState(false);
  const [forgotOpen, setForgotOpen] = useState(false);
  const { failure, submit } = useSignInSubmit();
  const formik = useFormik({
    initialValues: { username: '', password: '' },
    validationSchema: schema,
    onSubmit: async (values) => {
      if (!agreed) {
        toast.warning(t(ONBOARDING_MESSAGE_KEYS.agreementTip));
        return;
      }
      await submit(() => api.signIn({ username: values.username.trim(), password: values.password }));
    },
  });
  return (
    <>
      <form noValidate onSubmit={formik.handleSubmit} aria-label={t('signIn.formLabel')}>
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
        <FormField id="sign-in-password" label={t('fields.password')} error={fieldError(formik, 'password')} required>
          <PasswordInput
            id="sign-in-password"
            name="password"
            autoComplete="current-password"
            emptyValue=""
            value={formik.values.password}
            onChange={(value) => void formik.setFieldValue('password', value)}
            onBlur={() => void formik.setFieldTouched('password', true)}
          />
        </FormField>
        <Flex justify="flex-end" style={{ marginBottom: 8 }}>
          <Button type="link" onClick={() => setForgotOpen(true)} style={{ paddingInline: 0 }}>
            {t('links.forgotPassword')}
          </Button>
        </Flex>
        <AgreementCheckbox checked={agreed} onChange={setAgreed} />
        <SubmitError message={failure} />
        <Button type="primary" htmlType="submit" block loading={formik.isSubmitting}>
          {t('signIn.submit')}
        </Button>
      </form>
      <Flex justify="space-between" style={{ marginTop: 16 }}>
        <Link to={ONBOARD_PATHS.signUp}>{t('links.signUp')}</Link>
        <Link to={ONBOARD_PATHS.employeeLogin}>{t('links.employeeLogin')}</Link>
      </Flex>
      <ForgotPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} />
    </>
  );
}

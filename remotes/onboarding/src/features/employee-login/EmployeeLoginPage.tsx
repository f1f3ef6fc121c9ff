import { useState } from 'react';
import { Flex, Input } from 'antd';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { fieldError, FormField } from '../common/FormField';
import { employeeLoginSchema, normalizeCompanyDomain } from '../common/form-schemas';
import { useOnboardingEnv } from '../common/onboarding-env';
import { ONBOARD_PATHS } from '../common/paths';
import { useLocalizedSchema } from '../common/use-localized-schema';
import { useSingleSubmit } from '../common/use-single-submit';
import { ForgotPasswordDialog } from '../forgot-password/ForgotPasswordDialog';
import { AgreedSubmit, SignInPasswordField, useAgreementGate } from '../sign-in/credential-fields';
import { useSignInSubmit } from '../sign-in/use-sign-in-submit';

/**
 * Employee login (SPEC §2): company domain, username, password, the same agreement, forgot-password dialog (with
 * the company), and a link back to the administrator sign-in. The company is the domain when the server names none.
 */
export function EmployeeLoginPage() {
  const { t } = useTranslation('oauth');
  const { api } = useOnboardingEnv();
  const schema = useLocalizedSchema(employeeLoginSchema);
  const [forgotOpen, setForgotOpen] = useState(false);
  const { failure, submit } = useSignInSubmit();
  const formik = useFormik({
    initialValues: { company: '', username: '', password: '' },
    validationSchema: schema,
    onSubmit: async (values) => {
      const company = values.company.trim();
      await submit(async () => {
        const response = await api.employeeSignIn({ company, username: values.username.trim(), password: values.password });
        if (response.data && typeof response.data === 'object' && !response.data.company_domain && !response.data.domain) {
          return { ...response, data: { ...response.data, company_domain: company } };
        }
        return response;
      });
    },
  });
  const single = useSingleSubmit(formik.submitForm);
  const gate = useAgreementGate(single.onSubmit);
  return (
    <>
      <form noValidate onSubmit={gate.onSubmit} aria-label={t('employeeLogin.formLabel')}>
        <FormField id="employee-company" label={t('fields.company')} error={fieldError(formik, 'company')} required>
          <Input
            id="employee-company"
            name="company"
            autoComplete="organization"
            value={formik.values.company}
            onChange={(event) => void formik.setFieldValue('company', normalizeCompanyDomain(event.target.value))}
            onBlur={formik.handleBlur}
          />
        </FormField>
        <FormField id="employee-username" label={t('fields.username')} error={fieldError(formik, 'username')} required>
          <Input
            id="employee-username"
            name="username"
            autoComplete="username"
            value={formik.values.username}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
          />
        </FormField>
        <SignInPasswordField
          id="employee-password"
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
      <Flex justify="center" style={{ marginTop: 16 }}>
        <Link to={ONBOARD_PATHS.companyVerification}>{t('links.adminLogin')}</Link>
      </Flex>
      <ForgotPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} withCompany initialCompany={formik.values.company} />
    </>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { normalizeCompanyDomain } from '@timekeep/validation/src/onboarding-rules';
import links from '../common/links.module.css';
import { useOnboardingEnv } from '../common/onboarding-env';
import { ONBOARD_PATHS } from '../common/paths';
import { useLocalizedSchema } from '../common/use-localized-schema';
import { useSingleSubmit } from '../common/use-single-submit';
import { ForgotPasswordDialog } from '../forgot-password/ForgotPasswordDialog';
import { AgreedSubmit, SignInPasswordField, SignInTextField, useAgreementGate } from '../sign-in/credential-fields';
import { employeeSignInRules } from '../sign-in/sign-in-rules';
import { usePlainForm } from '../sign-in/use-plain-form';
import { useSignInSubmit } from '../sign-in/use-sign-in-submit';

/**
 * Employee login (SPEC §2): company domain, username, password, the same agreement, forgot-password dialog (with
 * the company), and a link back to the administrator sign-in. The company is the domain when the server names none.
 * Built like the other sign-in forms (plain controls, no formik or yup; ADR 0015).
 */
export function EmployeeLoginPage() {
  const { t } = useTranslation('oauth');
  const { api } = useOnboardingEnv();
  const rules = useLocalizedSchema(employeeSignInRules);
  const [forgotOpen, setForgotOpen] = useState(false);
  const { failure, submit } = useSignInSubmit();
  const form = usePlainForm({
    initialValues: { company: '', username: '', password: '' },
    rules,
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
  const single = useSingleSubmit(form.submit);
  const gate = useAgreementGate(single.onSubmit);
  return (
    <>
      <form noValidate onSubmit={gate.onSubmit} aria-label={t('employeeLogin.formLabel')}>
        <SignInTextField
          id="employee-company"
          name="company"
          autoComplete="organization"
          label={t('fields.company')}
          {...form.field('company')}
          onChange={(value) => form.setValue('company', normalizeCompanyDomain(value))}
        />
        <SignInTextField id="employee-username" name="username" autoComplete="username" label={t('fields.username')} {...form.field('username')} />
        <SignInPasswordField id="employee-password" {...form.field('password')} />
        <AgreedSubmit
          agreed={gate.agreed}
          onAgreedChange={gate.setAgreed}
          failure={failure}
          submitting={form.isSubmitting}
          onForgotPassword={() => setForgotOpen(true)}
        />
      </form>
      <div className={links.centred}>
        <Link className={links.link} to={ONBOARD_PATHS.companyVerification}>
          {t('links.adminLogin')}
        </Link>
      </div>
      <ForgotPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} withCompany initialCompany={form.values.company} />
    </>
  );
}

import { useState } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { isSuccessCode } from '@timekeep/contracts';
import { toast } from '@timekeep/ui';
import { useOnboardingEnv } from '../common/onboarding-env';
import { ONBOARD_PATHS } from '../common/paths';
import { SubmitError } from '../common/SubmitError';
import { useMissingCodeRedirect } from '../common/use-missing-code-redirect';
import { useSingleSubmit } from '../common/use-single-submit';
import type { CompanyCreationState } from '../activation/ActivationPage';
import { CompanyFormFields, useCompanyForm } from './company-form';

function readCode(state: unknown): string | null {
  const code = (state as Partial<CompanyCreationState> | null)?.code;
  return typeof code === 'string' && code ? code : null;
}

/** After activation: the first company, sent with the activation code; then company verification (SPEC §4). */
export function CompanyCreationPage() {
  const { t } = useTranslation('oauth');
  const { api, client } = useOnboardingEnv();
  const navigate = useNavigate();
  const code = readCode(useLocation().state);
  useMissingCodeRedirect(code === null);
  const [failure, setFailure] = useState<string | null>(null);
  const formik = useCompanyForm(async (fields) => {
    if (!code) return;
    setFailure(null);
    const response = await api.createCompany({ ...fields, code });
    if (!isSuccessCode(response.code)) {
      setFailure(client.messageOf(response));
      return;
    }
    toast.success(t('company.created'));
    navigate(ONBOARD_PATHS.companyVerification, { replace: true });
  });
  const single = useSingleSubmit(formik.submitForm);
  if (!code) return null;
  return (
    <form noValidate onSubmit={single.onSubmit} aria-label={t('company.formLabel')}>
      <CompanyFormFields formik={formik} idPrefix="company" />
      <SubmitError message={failure} />
      <Button type="primary" htmlType="submit" block loading={formik.isSubmitting}>
        {t('company.create')}
      </Button>
    </form>
  );
}

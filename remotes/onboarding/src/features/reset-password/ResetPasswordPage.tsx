import { useState } from 'react';
import { Alert, Button } from 'antd';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { isSuccessCode, OAUTH_CODES } from '@timekeep/contracts';
import { toast } from '@timekeep/ui';
import { CheckingCode } from '../common/CheckingCode';
import { newPasswordSchema } from '../common/form-schemas';
import { useOnboardingEnv } from '../common/onboarding-env';
import { PasswordFields } from '../common/PasswordFields';
import { ONBOARD_PATHS } from '../common/paths';
import { useQueryCode } from '../common/query-code';
import { SubmitError } from '../common/SubmitError';
import { useDelayedCheck } from '../common/use-delayed-check';
import { useLocalizedSchema } from '../common/use-localized-schema';
import { useSingleSubmit } from '../common/use-single-submit';

type CodeState = { status: 'checking' } | { status: 'valid' } | { status: 'invalid'; message: string };

/** The link in a reset mail: after 3 s the code is checked, then a new-password form or an error alert (SPEC §2). */
export function ResetPasswordPage() {
  const { t } = useTranslation('oauth');
  const { api, client } = useOnboardingEnv();
  const navigate = useNavigate();
  const code = useQueryCode();
  const [codeState, setCodeState] = useState<CodeState>(() =>
    code ? { status: 'checking' } : { status: 'invalid', message: t(`api:${OAUTH_CODES.missingCode}`) },
  );
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useLocalizedSchema(newPasswordSchema);
  useDelayedCheck(() => {
    if (!code) return;
    void api.checkResetCode(code).then(
      (response) =>
        setCodeState(isSuccessCode(response.code) ? { status: 'valid' } : { status: 'invalid', message: client.messageOf(response) }),
      () => setCodeState({ status: 'invalid', message: t(`api:${OAUTH_CODES.failed}`) }),
    );
  });
  const formik = useFormik({
    initialValues: { password: '', confirm_password: '' },
    validationSchema: schema,
    onSubmit: async (values) => {
      if (!code) return;
      setFailure(null);
      const response = await api.resetPassword({ code, ...values });
      if (!isSuccessCode(response.code)) {
        setFailure(client.messageOf(response));
        return;
      }
      toast.success(t('reset.done'));
      navigate(ONBOARD_PATHS.companyVerification, { replace: true });
    },
  });
  const single = useSingleSubmit(formik.submitForm);

  if (codeState.status === 'checking') return <CheckingCode message={t('reset.checking')} />;
  if (codeState.status === 'invalid') {
    return (
      <>
        <Alert type="error" showIcon title={t('reset.invalidTitle')} description={codeState.message} style={{ marginBottom: 16 }} />
        <Button type="link" onClick={() => navigate(ONBOARD_PATHS.companyVerification)}>
          {t('links.backToSignIn')}
        </Button>
      </>
    );
  }
  return (
    <form noValidate onSubmit={single.onSubmit}>
      <PasswordFields formik={formik} idPrefix="reset" />
      <SubmitError message={failure} />
      <Button type="primary" htmlType="submit" block loading={formik.isSubmitting}>
        {t('reset.submit')}
      </Button>
    </form>
  );
}

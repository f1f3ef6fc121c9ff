import { useState } from 'react';
import { Button, Input, Typography } from 'antd';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { isSuccessCode } from '@timekeep/contracts';
import { toast } from '@timekeep/ui';
import { FormField } from '../common/FormField';
import { newPasswordSchema } from '../common/form-schemas';
import { useOnboardingEnv } from '../common/onboarding-env';
import { PasswordFields } from '../common/PasswordFields';
import { ONBOARD_PATHS } from '../common/paths';
import { SubmitError } from '../common/SubmitError';
import { useLocalizedSchema } from '../common/use-localized-schema';
import { useSingleSubmit } from '../common/use-single-submit';
import { useMissingCodeRedirect } from '../common/use-missing-code-redirect';
import type { InvitedSignUpState } from '../invited/InvitedPage';

function readState(state: unknown): InvitedSignUpState | null {
  const value = state as Partial<InvitedSignUpState> | null;
  if (typeof value?.code !== 'string' || !value.code || typeof value.email !== 'string') return null;
  return { code: value.code, email: value.email, company: value.company };
}

/** An invited user sets a password; the code and e-mail come from the invitation check (navigation state). */
export function InvitedSignUpPage() {
  const { t } = useTranslation('oauth');
  const { api, client } = useOnboardingEnv();
  const navigate = useNavigate();
  const invitation = readState(useLocation().state);
  useMissingCodeRedirect(invitation === null);
  const schema = useLocalizedSchema(newPasswordSchema);
  const [failure, setFailure] = useState<string | null>(null);
  const formik = useFormik({
    initialValues: { password: '', confirm_password: '' },
    validationSchema: schema,
    onSubmit: async (values) => {
      if (!invitation) return;
      setFailure(null);
      const response = await api.invitedSignUp({ email: invitation.email, code: invitation.code, ...values });
      if (!isSuccessCode(response.code)) {
        setFailure(client.messageOf(response));
        return;
      }
      toast.success(t('invitedSignUp.done'));
      navigate(ONBOARD_PATHS.companyVerification, { replace: true });
    },
  });
  const single = useSingleSubmit(formik.submitForm);
  if (!invitation) return null;
  return (
    <form noValidate onSubmit={single.onSubmit} aria-label={t('invitedSignUp.formLabel')}>
      {invitation.company ? (
        <Typography.Paragraph>{t('invitedSignUp.intro', { company: invitation.company })}</Typography.Paragraph>
      ) : null}
      <FormField id="invited-email" label={t('fields.email')}>
        <Input id="invited-email" value={invitation.email} readOnly />
      </FormField>
      <PasswordFields formik={formik} idPrefix="invited" />
      <SubmitError message={failure} />
      <Button type="primary" htmlType="submit" block loading={formik.isSubmitting}>
        {t('invitedSignUp.submit')}
      </Button>
    </form>
  );
}

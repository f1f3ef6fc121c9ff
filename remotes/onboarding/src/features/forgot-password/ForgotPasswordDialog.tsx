import { useState } from 'react';
import { Input, Modal } from 'antd';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { isSuccessCode } from '@timekeep/contracts';
import { fieldError, FormField } from '../common/FormField';
import { forgotPasswordSchema } from '../common/form-schemas';
import { useOnboardingEnv } from '../common/onboarding-env';
import { ONBOARD_PATHS } from '../common/paths';
import { SubmitError } from '../common/SubmitError';
import { useLocalizedSchema } from '../common/use-localized-schema';
import { useSingleSubmit } from '../common/use-single-submit';

export interface ForgotPasswordState {
  username: string;
  company?: string;
}

export interface ForgotPasswordDialogProps {
  open: boolean;
  onClose: () => void;
  /** Employee login asks for the company as well. */
  withCompany?: boolean;
  initialCompany?: string;
}

/** Asks for the account (code, e-mail or phone) and sends the reset mail; then the forgot-password page waits for it. */
export function ForgotPasswordDialog({ open, onClose, withCompany = false, initialCompany = '' }: ForgotPasswordDialogProps) {
  const { t } = useTranslation('oauth');
  const { api, client } = useOnboardingEnv();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useLocalizedSchema(forgotPasswordSchema);
  const formik = useFormik({
    initialValues: { username: '', company: initialCompany },
    validationSchema: schema,
    enableReinitialize: true,
    onSubmit: async (values) => {
      setFailure(null);
      const body: ForgotPasswordState = { username: values.username.trim() };
      if (withCompany && values.company.trim()) body.company = values.company.trim();
      const response = await api.forgotPassword(body);
      if (!isSuccessCode(response.code)) {
        setFailure(client.messageOf(response));
        return;
      }
      onClose();
      navigate(ONBOARD_PATHS.forgotPassword, { state: body });
    },
  });
  const single = useSingleSubmit(formik.submitForm);
  return (
    <Modal
      open={open}
      title={t('forgot.title')}
      okText={t('forgot.send')}
      cancelText={t('common.cancel')}
      confirmLoading={formik.isSubmitting}
      onOk={() => void single.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <form noValidate onSubmit={single.onSubmit}>
        <p>{t('forgot.hint')}</p>
        {withCompany ? (
          <FormField id="forgot-company" label={t('fields.company')} error={fieldError(formik, 'company')}>
            <Input id="forgot-company" name="company" value={formik.values.company} onChange={formik.handleChange} onBlur={formik.handleBlur} />
          </FormField>
        ) : null}
        <FormField id="forgot-username" label={t('fields.account')} error={fieldError(formik, 'username')} required>
          <Input
            id="forgot-username"
            name="username"
            autoComplete="username"
            value={formik.values.username}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
          />
        </FormField>
        <SubmitError message={failure} />
      </form>
    </Modal>
  );
}

import { useState } from 'react';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { isSuccessCode } from '@timekeep/contracts';
import { toast } from '@timekeep/ui';
import { CompanyFormFields, useCompanyForm } from '../company-creation/company-form';
import { useOnboardingEnv } from '../common/onboarding-env';
import { SubmitError } from '../common/SubmitError';
import { useSingleSubmit } from '../common/use-single-submit';

/** Another company for a signed-in user, from company login (`user_create_company/`). */
export function CreateCompanyDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: () => void }) {
  const { t } = useTranslation('oauth');
  const { api, client } = useOnboardingEnv();
  const [failure, setFailure] = useState<string | null>(null);
  const formik = useCompanyForm(async (fields) => {
    setFailure(null);
    const response = await api.createJoinedCompany(fields);
    if (!isSuccessCode(response.code)) {
      setFailure(client.messageOf(response));
      return;
    }
    toast.success(t('company.created'));
    formik.resetForm();
    onCreated();
  });
  const single = useSingleSubmit(formik.submitForm);
  return (
    <Modal
      open={open}
      title={t('companyLogin.createTitle')}
      okText={t('company.create')}
      cancelText={t('common.cancel')}
      confirmLoading={formik.isSubmitting}
      onOk={() => void single.submit()}
      onCancel={onClose}
      width={560}
      destroyOnHidden
    >
      <form noValidate onSubmit={single.onSubmit}>
        <CompanyFormFields formik={formik} idPrefix="new-company" />
        <SubmitError message={failure} />
      </form>
    </Modal>
  );
}

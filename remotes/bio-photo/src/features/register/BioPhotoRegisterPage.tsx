import { useState } from 'react';
import { Alert, Button, Card, Flex, Form, Input, Typography } from 'antd';
import TranslationOutlined from '@ant-design/icons/TranslationOutlined';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { apiClient, ApiRequestError, type ApiClient } from '@timekeep/api-client';
import { isSuccessCode } from '@timekeep/contracts';
import { LanguageDialog, toast, type AreaPageEntry } from '@timekeep/ui';
import { PhotoField } from './PhotoField';
import { companyIdOf, submitSelfRegistration } from './self-register';

interface FormValues {
  biophoto?: string;
  employee?: string;
  remarks?: string;
}

export interface BioPhotoRegisterPageProps {
  entry?: AreaPageEntry;
  client?: ApiClient;
}

/**
 * Public photo self-registration (SPEC §2 /bio-photo/register/?company_id=…): a photo (jpeg, png or bmp),
 * the employee code and remarks; the server checks the photo by its bytes and stores it for approval.
 */
export function BioPhotoRegisterPage({ entry, client = apiClient }: BioPhotoRegisterPageProps) {
  const { t, i18n } = useTranslation(['per', 'menu']);
  const [search] = useSearchParams();
  const companyId = companyIdOf(search);
  const [form] = Form.useForm<FormValues>();
  const [saving, setSaving] = useState(false);
  const [languageOpen, setLanguageOpen] = useState(false);

  const save = async (values: FormValues) => {
    if (companyId === null || !values.biophoto || !values.employee) return;
    setSaving(true);
    try {
      const response = await submitSelfRegistration(client, {
        company_id: companyId,
        biophoto: values.biophoto,
        employee: values.employee.trim(),
        remarks: (values.remarks ?? '').trim(),
      });
      // Failures with a server code were already shown (translated) by the api-client.
      if (isSuccessCode(response.code)) {
        toast.success(t('per:bioPhoto.success'));
        form.resetFields();
      }
    } catch (error) {
      // Statuses the api-client does not turn into results (e.g. 429 too many registrations) still carry a code.
      const response = error instanceof ApiRequestError ? error.response : undefined;
      toast.error(response?.code ? client.messageOf(response) : t('per:bioPhoto.failed'));
    } finally {
      setSaving(false);
    }
  };

  const required = { required: true, whitespace: true, message: t('per:bioPhoto.required') };
  return (
    <Flex justify="center" align="flex-start" style={{ minHeight: '100vh', padding: '48px 16px' }}>
      <Card
        style={{ width: 'min(520px, 100%)' }}
        title={<Typography.Title level={4} style={{ margin: 0 }}>{t(entry?.titleKey ?? 'menu:bio-photo.register.index')}</Typography.Title>}
        extra={
          <Button icon={<TranslationOutlined />} onClick={() => setLanguageOpen(true)}>
            {t('per:bioPhoto.changeLanguage')}
          </Button>
        }
      >
        {companyId === null ? (
          <Alert type="error" showIcon title={t('per:bioPhoto.missingCompany')} data-testid="bio-photo-missing-company" />
        ) : (
          <Form form={form} layout="vertical" onFinish={(values) => void save(values)} requiredMark disabled={saving} data-testid="bio-photo-form">
            <Form.Item name="biophoto" label={t('per:bioPhoto.photo')} rules={[{ required: true, message: t('per:bioPhoto.required') }]} extra={t('per:bioPhoto.photoHint')}>
              <PhotoField />
            </Form.Item>
            <Form.Item name="employee" label={t('per:bioPhoto.employee')} rules={[required, { max: 30, message: t('common:form.maxLength', { max: 30 }) }]}>
              <Input autoComplete="off" maxLength={30} />
            </Form.Item>
            <Form.Item name="remarks" label={t('per:bioPhoto.remarks')} rules={[{ max: 200, message: t('common:form.maxLength', { max: 200 }) }]}>
              <Input.TextArea rows={3} maxLength={200} />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={saving} block>
              {t('per:bioPhoto.save')}
            </Button>
          </Form>
        )}
      </Card>
      <LanguageDialog
        open={languageOpen}
        current={i18n.resolvedLanguage ?? i18n.language}
        onCancel={() => setLanguageOpen(false)}
        onConfirm={(language) => {
          setLanguageOpen(false);
          void i18n.changeLanguage(language);
        }}
      />
    </Flex>
  );
}

export function BioPhotoRegisterScreen({ entry }: { entry: AreaPageEntry }) {
  return <BioPhotoRegisterPage entry={entry} />;
}

import { useState, type ReactElement } from 'react';
import { Alert, Button, Form, Input, Modal, Popconfirm, Typography } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { useTranslation } from 'react-i18next';
import { apiClient as defaultClient, type ApiClient } from '@timekeep/api-client';
import { isSuccessCode, permissionCodename, RALVIE_AGENT_SAMPLES_PATH, RALVIE_AGENT_TOKEN_RESOURCE } from '@timekeep/contracts';
import { toast, usePermissions, type ResourceRow } from '@timekeep/ui';

const PATH = RALVIE_AGENT_TOKEN_RESOURCE.path;
const can = (action: string) => permissionCodename(RALVIE_AGENT_TOKEN_RESOURCE.name, action);

/**
 * "New token": a name, then the secret in a dialog — the only time it is shown (the server keeps its hash), with
 * the endpoint the agent posts to. Shown only with `ralvie.add_agent_token`.
 */
export function NewTokenButton({ client = defaultClient, onCreated }: { client?: ApiClient; onCreated: () => void }): ReactElement | null {
  const { t } = useTranslation(['ralvie', 'common']);
  const permissions = usePermissions();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  if (!permissions.can(can('add'))) return null;

  const create = async () => {
    setBusy(true);
    setError(null);
    try {
      const response = await client.create<{ secret?: string }>(PATH, { name });
      if (isSuccessCode(response.code) && response.data?.secret) {
        setOpen(false);
        setName('');
        setSecret(response.data.secret);
        onCreated();
      } else setError(client.messageOf(response));
    } finally {
      setBusy(false);
    }
  };
  const endpoint = `${window.location.origin}/web${RALVIE_AGENT_SAMPLES_PATH}`;
  return (
    <>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpen(true)} data-testid="ralvie-new-token">
        {t('token.new')}
      </Button>
      <Modal
        open={open}
        title={t('token.new')}
        okText={t('token.create')}
        cancelText={t('common:button.cancel')}
        confirmLoading={busy}
        okButtonProps={{ disabled: name.trim() === '' }}
        onOk={() => void create()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form layout="vertical" component="div">
          {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
          <Form.Item label={t('fields.token_name')} htmlFor="ralvie-token-name" help={t('token.nameHelp')}>
            <Input id="ralvie-token-name" value={name} maxLength={100} onChange={(event) => setName(event.target.value)} onPressEnter={() => name.trim() && void create()} />
          </Form.Item>
        </Form>
      </Modal>
      {/* Unmounted on close: the secret leaves the page with the dialog. */}
      {secret !== null && (
        <Modal
          open
          title={t('token.secretTitle')}
          closable={false}
          maskClosable={false}
          keyboard={false}
          footer={<Button type="primary" onClick={() => setSecret(null)}>{t('token.secretDone')}</Button>}
        >
          <Alert type="warning" showIcon title={t('token.secretOnce')} style={{ marginBottom: 12 }} />
          <Typography.Paragraph copyable={{ text: secret ?? '' }} code data-testid="ralvie-token-secret" style={{ wordBreak: 'break-all' }}>
            {secret}
          </Typography.Paragraph>
          <Typography.Paragraph type="secondary">{t('token.endpoint')}</Typography.Paragraph>
          <Typography.Paragraph copyable code style={{ wordBreak: 'break-all' }}>
            {endpoint}
          </Typography.Paragraph>
        </Modal>
      )}
    </>
  );
}

/** Revoke one token (final: the agent is refused from then on). Shown only with `ralvie.change_agent_token`. */
export function RevokeTokenButton({ client = defaultClient, row, onRevoked }: { client?: ApiClient; row: ResourceRow; onRevoked: () => void }): ReactElement | null {
  const { t } = useTranslation('ralvie');
  const permissions = usePermissions();
  if (!permissions.can(can('change'))) return null;
  const revoke = async () => {
    const response = await client.partialUpdate(PATH, row.id, { revoked: true });
    if (isSuccessCode(response.code)) {
      toast.success(t('token.revokedToast', { name: String(row.name) }));
      onRevoked();
    } else toast.error(client.messageOf(response));
  };
  return (
    <Popconfirm title={t('token.revokeConfirm', { name: String(row.name) })} okText={t('token.revoke')} okButtonProps={{ danger: true }} onConfirm={() => revoke()}>
      <Button size="small" danger data-testid={`ralvie-revoke-${row.id}`}>
        {t('token.revoke')}
      </Button>
    </Popconfirm>
  );
}

import { useState, type ReactElement } from 'react';
import { Alert, Button, Input, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { apiClient as defaultClient, type ApiClient } from '@timekeep/api-client';
import { isSuccessCode, MAIL_SETTING_CONTRACT } from '@timekeep/contracts';

const TEST_PATH = `${MAIL_SETTING_CONTRACT.path}test/`;

type Outcome = { kind: 'sent'; to: string } | { kind: 'failed'; error: string } | { kind: 'waiting' };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * "Send test mail": a test mail through the outbox with the saved setting, then its outcome read back until the
 * mail server has answered — sent, or the SMTP error it gave.
 */
export function TestMail({ client = defaultClient, pollMs = 500, tries = 60 }: { client?: ApiClient; pollMs?: number; tries?: number }): ReactElement {
  const { t } = useTranslation(['sys', 'common', 'api']);
  const [to, setTo] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [error, setError] = useState<string | null>(null);

  const send = async () => {
    setBusy(true);
    setOutcome(null);
    setError(null);
    try {
      const started = await client.request<{ mail: number }>({ method: 'POST', path: TEST_PATH, body: { to: to.trim() } });
      if (!isSuccessCode(started.code) || !started.data) {
        setError(client.messageOf(started));
        return;
      }
      for (let attempt = 0; attempt < tries; attempt += 1) {
        const state = await client.get<{ status: string; error: string | null; to: string }>(`${TEST_PATH}${started.data.mail}/`);
        if (isSuccessCode(state.code) && state.data && state.data.status !== 'queued') {
          setOutcome(state.data.status === 'sent' ? { kind: 'sent', to: state.data.to } : { kind: 'failed', error: state.data.error ?? '' });
          return;
        }
        await sleep(pollMs);
      }
      setOutcome({ kind: 'waiting' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div data-testid="test-mail" style={{ marginTop: 32 }}>
      <Typography.Title level={5}>{t('sys:mailsetting.test.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('sys:mailsetting.test.hint')}</Typography.Paragraph>
      <Space.Compact style={{ width: '100%' }}>
        <Input aria-label={t('sys:mailsetting.test.to')} placeholder={t('sys:mailsetting.test.to')} type="email" value={to} onChange={(event) => setTo(event.target.value)} onPressEnter={() => void send()} />
        <Button type="primary" loading={busy} disabled={to.trim() === ''} onClick={() => void send()}>
          {t('sys:mailsetting.test.send')}
        </Button>
      </Space.Compact>
      {error && <Alert style={{ marginTop: 12 }} type="error" showIcon title={error} />}
      {outcome?.kind === 'sent' && <Alert style={{ marginTop: 12 }} type="success" showIcon title={t('sys:mailsetting.test.sent', { to: outcome.to })} />}
      {outcome?.kind === 'failed' && <Alert style={{ marginTop: 12 }} type="error" showIcon title={t('sys:mailsetting.test.failed', { error: outcome.error })} />}
      {outcome?.kind === 'waiting' && <Alert style={{ marginTop: 12 }} type="warning" showIcon title={t('sys:mailsetting.test.waiting')} />}
    </div>
  );
}

import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Empty, Flex, Radio, Spin, theme } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { isSuccessCode } from '@timekeep/contracts';
import { ONBOARDING_MESSAGE_KEYS } from '../common/form-schemas';
import { companyIdOf, readJoinedCompanies, type JoinedCompany } from '../common/onboarding-api';
import { useOnboardingEnv } from '../common/onboarding-env';
import { ONBOARD_PATHS } from '../common/paths';
import { grantDomain, isSessionGrant } from '../common/sign-in-outcome';
import { SubmitError } from '../common/SubmitError';
import { useSignInSuccess } from '../common/use-sign-in-success';
import { useSingleFlight } from '../common/use-single-submit';
import { CreateCompanyDialog } from './CreateCompanyDialog';

/** SPEC §2: the list of joined companies is a box of this height, scrolling beyond it. */
export const COMPANY_LIST_HEIGHT = 196;

type ListState = { status: 'loading' } | { status: 'ready'; companies: JoinedCompany[] } | { status: 'failed'; message: string };

/**
 * After a sign-in without a company: choose one of the joined companies (or create one), then sign in to it.
 * "Switch account" drops the session and returns to company verification.
 */
export function CompanyLoginPage() {
  const { t } = useTranslation('oauth');
  const { token } = theme.useToken();
  const { api, client } = useOnboardingEnv();
  const navigate = useNavigate();
  const complete = useSignInSuccess();
  const [list, setList] = useState<ListState>({ status: 'loading' });
  const [selected, setSelected] = useState<JoinedCompany | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [creating, setCreating] = useState(false);

  const load = useCallback(async () => {
    try {
      const response = await api.joinedCompanies();
      if (!isSuccessCode(response.code)) {
        setList({ status: 'failed', message: client.messageOf(response) });
        return;
      }
      const companies = readJoinedCompanies(response.data);
      setList({ status: 'ready', companies });
      setSelected((current) => (current && companies.some((c) => c.id === current.id) ? current : null));
    } catch {
      // A 401 already redirected to company verification; anything else leaves a retry-able message.
      setList({ status: 'failed', message: t('companyLogin.loadFailed') });
    }
  }, [api, client, t]);

  useEffect(() => {
    void load();
  }, [load]);

  const signIn = async () => {
    if (!selected) {
      setError(t(ONBOARDING_MESSAGE_KEYS.companyNotSelected));
      return;
    }
    setError(null);
    setSubmitting(true);
    try {
      const response = await api.loginCompany(companyIdOf(selected));
      if (!isSuccessCode(response.code)) {
        setError(client.messageOf(response));
        return;
      }
      // SPEC §8: a company login that names no domain is a failure.
      if (!isSessionGrant(response.data) || !grantDomain(response.data)) {
        setError(t('companyLogin.failed'));
        return;
      }
      // This page may run on a company host that has no stored company code (after /switch-company): the joined
      // companies' domains tell which sub-domain to replace rather than stack.
      const domains = list.status === 'ready' ? list.companies.flatMap((c) => (c.company.domain ? [c.company.domain] : [])) : [];
      complete(response.data, domains);
    } finally {
      setSubmitting(false);
    }
  };

  const signInOnce = useSingleFlight(signIn);

  const switchAccount = () => {
    client.tokens.clearTokens();
    navigate(ONBOARD_PATHS.companyVerification, { replace: true });
  };

  return (
    <>
      <div
        style={{ height: COMPANY_LIST_HEIGHT, overflowY: 'auto', border: `1px solid ${token.colorBorder}`, borderRadius: 8, padding: 8 }}
        data-testid="company-list"
      >
        {list.status === 'loading' ? (
          <Flex justify="center" align="center" style={{ height: '100%' }}>
            <Spin />
          </Flex>
        ) : null}
        {list.status === 'failed' ? <Alert type="error" showIcon title={list.message} /> : null}
        {list.status === 'ready' && list.companies.length === 0 ? <Empty description={t('companyLogin.empty')} /> : null}
        {list.status === 'ready' && list.companies.length > 0 ? (
          <Radio.Group
            aria-label={t('companyLogin.listLabel')}
            value={selected?.id}
            onChange={(event) => {
              setSelected(list.companies.find((c) => c.id === event.target.value) ?? null);
              setError(null);
            }}
          >
            <Flex vertical gap={8}>
              {list.companies.map((entry) => (
                <Radio key={entry.id} value={entry.id}>
                  {entry.company.name}
                </Radio>
              ))}
            </Flex>
          </Radio.Group>
        ) : null}
      </div>
      <Flex justify="space-between" style={{ margin: '12px 0 16px' }}>
        <Button icon={<PlusOutlined />} onClick={() => setCreating(true)}>
          {t('companyLogin.create')}
        </Button>
        <Button type="link" onClick={switchAccount}>
          {t('companyLogin.switchAccount')}
        </Button>
      </Flex>
      <SubmitError message={error} />
      <Button type="primary" block loading={submitting} onClick={() => void signInOnce()}>
        {t('signIn.submit')}
      </Button>
      <CreateCompanyDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={() => {
          setCreating(false);
          void load();
        }}
      />
    </>
  );
}

import { useState } from 'react';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { isSuccessCode } from '@timekeep/contracts';
import { CheckingCode } from '../common/CheckingCode';
import { useOnboardingEnv } from '../common/onboarding-env';
import { ONBOARD_PATHS } from '../common/paths';
import { useQueryCode } from '../common/query-code';
import { useDelayedCheck } from '../common/use-delayed-check';
import { useMissingCodeRedirect } from '../common/use-missing-code-redirect';

type Outcome = { status: 'approved' } | { status: 'rejected' } | { status: 'failed'; message: string };

/** The link in a join-approval mail: after 3 s, the result; APPROVED is a success, REJECTED an error (SPEC §4). */
export function JoinApprovalPage() {
  const { t } = useTranslation('oauth');
  const { api, client } = useOnboardingEnv();
  const navigate = useNavigate();
  const code = useQueryCode();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  useMissingCodeRedirect(code === null);
  useDelayedCheck(() => {
    if (!code) return;
    void api.joinApproval(code).then(
      (response) => {
        const approval = response.data?.approval;
        if (isSuccessCode(response.code) && approval === 'APPROVED') setOutcome({ status: 'approved' });
        else if (isSuccessCode(response.code) && approval === 'REJECTED') setOutcome({ status: 'rejected' });
        else setOutcome({ status: 'failed', message: isSuccessCode(response.code) ? t('joinApproval.unknown') : client.messageOf(response) });
      },
      () => setOutcome({ status: 'failed', message: t('joinApproval.unknown') }),
    );
  });
  if (!outcome) return <CheckingCode message={t('joinApproval.checking')} />;
  const back = (
    <Button key="back" type="primary" onClick={() => navigate(ONBOARD_PATHS.companyVerification)}>
      {t('links.backToSignIn')}
    </Button>
  );
  if (outcome.status === 'approved') {
    return <Result status="success" title={t('joinApproval.approved')} subTitle={t('joinApproval.approvedText')} extra={[back]} />;
  }
  return (
    <Result
      status="error"
      title={outcome.status === 'rejected' ? t('joinApproval.rejected') : t('joinApproval.failed')}
      subTitle={outcome.status === 'rejected' ? t('joinApproval.rejectedText') : outcome.message}
      extra={[back]}
    />
  );
}

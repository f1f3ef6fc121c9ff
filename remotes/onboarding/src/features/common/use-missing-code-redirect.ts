import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { OAUTH_CODES } from '@timekeep/contracts';
import { toast } from '@timekeep/ui';
import { ONBOARD_PATHS } from './paths';

/** SPEC §8 ZBOA0106: a code page opened without its code says so and goes to company verification. */
export function useMissingCodeRedirect(missing: boolean): void {
  const { t } = useTranslation('oauth');
  const navigate = useNavigate();
  useEffect(() => {
    if (!missing) return;
    toast.error(t(`api:${OAUTH_CODES.missingCode}`));
    navigate(ONBOARD_PATHS.companyVerification, { replace: true });
  }, [missing, navigate, t]);
}

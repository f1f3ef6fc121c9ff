import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useOnboardingEnv } from './onboarding-env';
import type { SessionGrant } from './onboarding-api';
import { HOME_PATH, ONBOARD_PATHS } from './paths';
import { planSignIn, type SignInOutcome } from './sign-in-outcome';

/**
 * Carries out a sign-in outcome: store the session where it stays on this host, or hand it to the company's host.
 * `knownDomains` are company domains that may prefix the current host (company login passes the joined ones).
 */
export function useSignInSuccess(): (grant: SessionGrant, knownDomains?: readonly string[]) => SignInOutcome {
  const { client, getLocation, assign } = useOnboardingEnv();
  const navigate = useNavigate();
  return useCallback(
    (grant: SessionGrant, knownDomains: readonly string[] = []) => {
      const outcome = planSignIn(grant, getLocation(), [client.tokens.getCompanyCode(), ...knownDomains]);
      if (outcome.kind === 'switch-host') {
        // The tokens travel in the URL only; this host keeps no session for another company.
        assign(outcome.url);
        return outcome;
      }
      client.tokens.setTokens({ access: grant.token, refresh: grant.refresh });
      if (outcome.kind === 'home') {
        client.tokens.setCompanyCode(outcome.domain);
        navigate(HOME_PATH, { replace: true });
      } else {
        navigate(ONBOARD_PATHS.companyLogin);
      }
      return outcome;
    },
    [client, getLocation, assign, navigate],
  );
}

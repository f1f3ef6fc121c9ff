import { apiClient } from '@timekeep/api-client';
import { describeRemoteContract } from '@timekeep/ui/src/area/testing/remote-contract';
import { preloadOnboardingPages } from '../features/routes';

// Company login asks for the joined companies without a session here; the expiry redirect must not leave jsdom.
apiClient.configure({ navigate: () => undefined });
// Pages other than sign-in load on demand; the contract is about where they lead, once loaded.
beforeAll(() => preloadOnboardingPages());

const COMPANY_VERIFICATION = '/onboard/company-verification';

describeRemoteContract(
  'onboarding',
  async () => ({
    App: (await import('./App')).default,
    manifest: (await import('./manifest')).default,
  }),
  {
    redirects: {
      // SPEC §2: "/oauth/ Index redirects to sign-in", "/onboard/ Index redirects to company-verification".
      '/oauth': '/oauth/sign-in',
      '/onboard': COMPANY_VERIFICATION,
      // Pages that need a query code or navigation state (SPEC §2) send a visitor who has neither back to the start.
      '/onboard/email-activation': COMPANY_VERIFICATION,
      '/onboard/activation': COMPANY_VERIFICATION,
      '/onboard/company-creation': COMPANY_VERIFICATION,
      '/onboard/invited': COMPANY_VERIFICATION,
      '/onboard/invited-sign-up': COMPANY_VERIFICATION,
      '/onboard/forgot-password': COMPANY_VERIFICATION,
      '/onboard/join-approval': COMPANY_VERIFICATION,
    },
  },
);

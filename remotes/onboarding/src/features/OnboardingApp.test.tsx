import { screen } from '@testing-library/react';
import { currentPath, renderOnboarding, resetOnboardingState } from './testing/render-onboarding';

beforeEach(resetOnboardingState);

describe('onboarding routes', () => {
  it('redirects /oauth to /oauth/sign-in (SPEC §2)', () => {
    renderOnboarding({ path: '/oauth' });
    expect(currentPath()).toBe('/oauth/sign-in');
    expect(screen.getByRole('heading', { name: 'Sign In', level: 3 })).toBeInTheDocument();
  });

  it('redirects /onboard to company verification', () => {
    renderOnboarding({ path: '/onboard' });
    expect(currentPath()).toBe('/onboard/company-verification');
    expect(screen.getByRole('heading', { name: 'Company Verification', level: 3 })).toBeInTheDocument();
  });

  it('shows the area not-found page for an unknown onboarding path', () => {
    renderOnboarding({ path: '/onboard/nope' });
    expect(screen.queryByTestId('onboarding-layout')).not.toBeInTheDocument();
  });

  it('every page carries the build markers the deploy checks read', () => {
    renderOnboarding({ path: '/onboard/sign-up' });
    expect(screen.getByTestId('remote-version')).toHaveTextContent('onboarding@0.0.0-test');
    expect(screen.getByTestId('remote-api-client-id')).toHaveTextContent('test-client');
  });
});

import { act, screen, waitFor } from '@testing-library/react';
import { currentPath, failure, renderOnboarding, resetOnboardingState, success, visibleToasts } from '../testing/render-onboarding';

jest.setTimeout(20000);
beforeEach(() => {
  resetOnboardingState();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe('activation', () => {
  it('without a code shows ZBOA0106 and goes to company verification', () => {
    const harness = renderOnboarding({ path: '/onboard/activation', replies: { activation: success() } });
    expect(currentPath()).toBe('/onboard/company-verification');
    expect(visibleToasts()).toEqual([
      expect.objectContaining({ type: 'error', message: 'The link is missing its code. Please open the link from your email again.' }),
    ]);
    act(() => jest.advanceTimersByTime(5000));
    expect(harness.calls('activation')).toHaveLength(0);
  });

  it('waits 3 s, activates, then opens company creation with the returned code', async () => {
    const harness = renderOnboarding({ path: '/onboard/activation?code=abc123', replies: { activation: success({ code: 'company-code-9' }) } });
    expect(screen.getByText('Activating your account…')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2999));
    expect(harness.calls('activation')).toHaveLength(0);
    act(() => jest.advanceTimersByTime(1));
    expect(harness.calls('activation')[0].body).toEqual({ code: 'abc123' });
    await waitFor(() => expect(currentPath()).toBe('/onboard/company-creation'));
    // The company form is there because the code arrived in navigation state.
    expect(screen.getByLabelText('Company name')).toBeInTheDocument();
  });

  it('a refused code shows ZBOA0001 and goes to company verification', async () => {
    renderOnboarding({ path: '/onboard/activation?code=used', replies: { activation: failure('ZBOA0110', 'Expired') } });
    act(() => jest.advanceTimersByTime(3000));
    await waitFor(() => expect(currentPath()).toBe('/onboard/company-verification'));
    expect(visibleToasts().map((t) => t.message)).toContain('The operation failed. Please try again.');
  });

  it('a refusal already answered with ZBOA0001 (toasted by the api-client) is not announced twice', async () => {
    renderOnboarding({ path: '/onboard/activation?code=used', replies: { activation: failure('ZBOA0001', 'Invalid link') } });
    act(() => jest.advanceTimersByTime(3000));
    await waitFor(() => expect(currentPath()).toBe('/onboard/company-verification'));
    // Only the api-client's own toast of the server's answer.
    expect(visibleToasts().map((t) => t.message)).toEqual(['Invalid link']);
  });
});

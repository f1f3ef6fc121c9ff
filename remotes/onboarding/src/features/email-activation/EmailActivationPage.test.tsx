import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { button, currentPath, failure, renderOnboarding, resetOnboardingState, success, visibleToasts } from '../testing/render-onboarding';

jest.setTimeout(20000);
beforeEach(() => {
  resetOnboardingState();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

const resend = () => button(/^Resend/);
const tick = (seconds: number) => act(() => jest.advanceTimersByTime(seconds * 1000));

describe('email activation', () => {
  it('without an e-mail in navigation state goes to company verification', () => {
    renderOnboarding({ path: '/onboard/email-activation' });
    expect(currentPath()).toBe('/onboard/company-verification');
  });

  it('shows the address; resend waits 30 s, then sends and waits 30 s again', async () => {
    const harness = renderOnboarding({ path: '/onboard/email-activation', state: { email: 'new@acme.test' }, replies: { email_activation: success() } });
    expect(screen.getByText(/We sent an activation link to new@acme.test/)).toBeInTheDocument();
    expect(resend()).toBeDisabled();
    expect(resend()).toHaveTextContent('Resend in 30 s');
    tick(29);
    expect(resend()).toBeDisabled();
    expect(resend()).toHaveTextContent('Resend in 1 s');
    tick(1);
    expect(resend()).toBeEnabled();

    fireEvent.click(resend());
    await waitFor(() => expect(harness.calls('email_activation')).toHaveLength(1));
    expect(harness.calls('email_activation')[0].body).toEqual({ email: 'new@acme.test' });
    await waitFor(() => expect(resend()).toHaveTextContent('Resend in 30 s'));
    expect(resend()).toBeDisabled();
    expect(visibleToasts().map((t) => t.message)).toContain('The activation email was sent again.');
  });

  it('a failed resend leaves the button usable (no new countdown)', async () => {
    const harness = renderOnboarding({
      path: '/onboard/email-activation',
      state: { email: 'new@acme.test' },
      replies: { email_activation: failure('ZGEN0429', 'Too many requests') },
    });
    tick(30);
    fireEvent.click(resend());
    await waitFor(() => expect(harness.calls('email_activation')).toHaveLength(1));
    await waitFor(() => expect(resend()).not.toHaveClass('ant-btn-loading'));
    expect(resend()).toBeEnabled();
    expect(resend()).toHaveTextContent(/^Resend$/);
  });

  it('an invalid address is not sent: ZBOA0100', async () => {
    const harness = renderOnboarding({ path: '/onboard/email-activation', state: { email: 'not-an-email' }, replies: { email_activation: success() } });
    tick(30);
    fireEvent.click(resend());
    await waitFor(() =>
      expect(visibleToasts()).toEqual([expect.objectContaining({ type: 'error', message: 'The form contains invalid data. Please check and try again.' })]),
    );
    expect(harness.calls('email_activation')).toHaveLength(0);
  });
});

import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { button, currentPath, failure, renderOnboarding, resetOnboardingState, success, visibleToasts } from '../testing/render-onboarding';

jest.setTimeout(20000);
beforeEach(() => {
  resetOnboardingState();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe('reset password', () => {
  it('without a code shows an error alert and calls nothing', () => {
    const harness = renderOnboarding({ path: '/onboard/reset-password' });
    expect(screen.getByText('This reset link cannot be used')).toBeInTheDocument();
    expect(screen.getByText('The link is missing its code. Please open the link from your email again.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(5000));
    expect(harness.requests).toHaveLength(0);
  });

  it('a refused code shows the error alert after the 3 s check', async () => {
    const harness = renderOnboarding({ path: '/onboard/reset-password?code=old', replies: { reset_password_check: failure('ZBOA0111', 'This link has expired') } });
    expect(screen.getByText('Checking your link…')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2999));
    expect(harness.calls('reset_password_check')).toHaveLength(0);
    act(() => jest.advanceTimersByTime(1));
    expect(await screen.findByText('This link has expired')).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });

  it('a valid code shows the new-password form; success returns to company verification', async () => {
    const harness = renderOnboarding({
      path: '/onboard/reset-password?code=r1',
      replies: { reset_password_check: success(), reset_password: success() },
    });
    act(() => jest.advanceTimersByTime(3000));
    const password = await screen.findByLabelText('Password');
    expect(harness.calls('reset_password_check')[0].body).toEqual({ code: 'r1' });
    fireEvent.change(password, { target: { value: 'N3w#Password' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'N3w#Password' } });
    fireEvent.click(button('Reset password'));
    await waitFor(() => expect(currentPath()).toBe('/onboard/company-verification'));
    expect(harness.calls('reset_password')[0].body).toEqual({ code: 'r1', password: 'N3w#Password', confirm_password: 'N3w#Password' });
    expect(visibleToasts().map((t) => t.message)).toContain('Your password was changed. Please sign in.');
  });
});

import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { button, currentPath, failure, renderOnboarding, resetOnboardingState, success, visibleToasts } from '../testing/render-onboarding';

jest.setTimeout(20000);
beforeEach(resetOnboardingState);
afterEach(() => jest.useRealTimers());

describe('invitation link', () => {
  beforeEach(() => jest.useFakeTimers());

  it('without a code shows ZBOA0106 and goes to company verification', () => {
    renderOnboarding({ path: '/onboard/invited' });
    expect(currentPath()).toBe('/onboard/company-verification');
    expect(visibleToasts()[0]).toEqual(expect.objectContaining({ type: 'error' }));
  });

  it('an invitation for a new user leads to invited sign-up after 3 s', async () => {
    const harness = renderOnboarding({ path: '/onboard/invited?code=inv1', replies: { invited: success({ email: 'new@acme.test', company: 'Acme' }) } });
    act(() => jest.advanceTimersByTime(2999));
    expect(harness.calls('invited')).toHaveLength(0);
    act(() => jest.advanceTimersByTime(1));
    await waitFor(() => expect(currentPath()).toBe('/onboard/invited-sign-up'));
    expect(harness.calls('invited')[0].body).toEqual({ code: 'inv1' });
    expect(screen.getByLabelText('Email')).toHaveValue('new@acme.test');
    expect(screen.getByText(/You were invited to join Acme/)).toBeInTheDocument();
  });

  it('an invitation for an existing user joins and returns to sign-in with a success message', async () => {
    renderOnboarding({ path: '/onboard/invited?code=inv2', replies: { invited: success({ email: null, company: 'Acme' }) } });
    act(() => jest.advanceTimersByTime(3000));
    await waitFor(() => expect(currentPath()).toBe('/onboard/company-verification'));
    expect(visibleToasts()).toEqual([expect.objectContaining({ type: 'success', message: 'You have joined the company. Please sign in.' })]);
  });

  it('a refused invitation shows ZBOA0001', async () => {
    renderOnboarding({ path: '/onboard/invited?code=bad', replies: { invited: failure('ZBOA0110') } });
    act(() => jest.advanceTimersByTime(3000));
    await waitFor(() => expect(currentPath()).toBe('/onboard/company-verification'));
    expect(visibleToasts().map((t) => t.message)).toContain('The operation failed. Please try again.');
  });
});

describe('invited sign-up', () => {
  const state = { code: 'inv1', email: 'new@acme.test', company: 'Acme' };

  it('without the invitation in navigation state shows ZBOA0106 and leaves', () => {
    renderOnboarding({ path: '/onboard/invited-sign-up' });
    expect(currentPath()).toBe('/onboard/company-verification');
  });

  it('checks the password rules, then sends e-mail, code and both passwords', async () => {
    const harness = renderOnboarding({ path: '/onboard/invited-sign-up', state, replies: { invited_sign_up: success() } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'weakpassword' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'other-pass' } });
    fireEvent.click(button('Create account'));
    expect(await screen.findByText(/^Weak password/)).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match')).toBeInTheDocument();
    expect(harness.calls('invited_sign_up')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Str0ng#Pass' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'Str0ng#Pass' } });
    fireEvent.click(button('Create account'));
    await waitFor(() => expect(currentPath()).toBe('/onboard/company-verification'));
    expect(harness.calls('invited_sign_up')[0].body).toEqual({
      email: 'new@acme.test',
      code: 'inv1',
      password: 'Str0ng#Pass',
      confirm_password: 'Str0ng#Pass',
    });
  });
});

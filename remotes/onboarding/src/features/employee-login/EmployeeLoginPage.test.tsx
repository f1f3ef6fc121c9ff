import { fireEvent, screen, waitFor } from '@testing-library/react';
import { button, findDialog, renderOnboarding, resetOnboardingState, success, visibleToasts } from '../testing/render-onboarding';

jest.setTimeout(20000);
beforeEach(resetOnboardingState);

function fill() {
  fireEvent.change(screen.getByLabelText('Company'), { target: { value: ' ac me ' } });
  fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'E0042' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Secret#123' } });
}
const agree = () => fireEvent.click(screen.getByLabelText('I agree to the terms of service and the privacy policy'));

describe('employee login', () => {
  it('needs the agreement', async () => {
    const harness = renderOnboarding({ path: '/onboard/employee-login', replies: { employee_sign_in: success({ token: 't', refresh: 'r' }) } });
    fill();
    fireEvent.click(button('Sign in'));
    await waitFor(() => expect(visibleToasts()[0]).toEqual(expect.objectContaining({ type: 'warning' })));
    expect(harness.calls('employee_sign_in')).toHaveLength(0);
  });

  it('strips spaces from the company as typed and signs in to that company', async () => {
    const harness = renderOnboarding({
      path: '/onboard/employee-login',
      replies: { employee_sign_in: success({ token: 'emp-access', refresh: 'emp-refresh' }) },
    });
    fill();
    expect(screen.getByLabelText('Company')).toHaveValue('acme');
    agree();
    fireEvent.click(button('Sign in'));
    await waitFor(() => expect(harness.assigned).toEqual(['http://acme.localhost:8080/switch-company?state=emp-access&refresh=emp-refresh']));
    expect(harness.calls('employee_sign_in')[0].body).toEqual({ company: 'acme', username: 'E0042', password: 'Secret#123' });
  });

  it('the forgot-password dialog asks for the company too and sends it', async () => {
    const harness = renderOnboarding({ path: '/onboard/employee-login', replies: { forgot_password: success() } });
    fireEvent.click(button('Forgot password?'));
    const dialog = await findDialog('Forgot password');
    fireEvent.change(screen.getByLabelText('Account (code, email or phone)'), { target: { value: 'E0042' } });
    fireEvent.change(dialog.querySelector('#forgot-company') as HTMLElement, { target: { value: 'acme' } });
    fireEvent.click(button('Send', dialog));
    await waitFor(() => expect(harness.calls('forgot_password')[0]?.body).toEqual({ username: 'E0042', company: 'acme' }));
  });

  it('links back to the administrator sign-in', () => {
    renderOnboarding({ path: '/onboard/employee-login' });
    expect(screen.getByText('Administrator sign in').closest('a')).toHaveAttribute('href', '/onboard/company-verification');
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  button,
  currentPath,
  failure,
  renderOnboarding,
  resetOnboardingState,
  success,
  validJwt,
  visibleToasts,
  findDialog,
} from '../testing/render-onboarding';

jest.setTimeout(20000);

beforeEach(resetOnboardingState);

function fillCredentials(username = 'admin@acme.test', password = 'Secret#123') {
  fireEvent.change(screen.getByLabelText('Username'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
}
const agree = () => fireEvent.click(screen.getByLabelText('I agree to the terms of service and the privacy policy'));
const submit = () => fireEvent.click(button('Sign in'));

describe('company verification (administrator sign-in)', () => {
  it('warns with the agreement tip and sends nothing while the agreement is unticked', async () => {
    const harness = renderOnboarding({ path: '/onboard/company-verification', replies: { sign_in: success({ token: 't', refresh: 'r' }) } });
    fillCredentials();
    submit();
    await waitFor(() =>
      expect(visibleToasts()).toEqual([
        expect.objectContaining({ type: 'warning', message: 'Please read and accept the terms of service and the privacy policy' }),
      ]),
    );
    expect(harness.calls('sign_in')).toHaveLength(0);
  });

  it('shows the SPEC messages for a missing username and password', async () => {
    const harness = renderOnboarding({ path: '/onboard/company-verification' });
    agree();
    submit();
    expect(await screen.findByText('Invalid account')).toBeInTheDocument();
    expect(screen.getByText('Invalid password')).toBeInTheDocument();
    expect(harness.calls('sign_in')).toHaveLength(0);
  });

  it('without a company domain stores the tokens and goes to company login', async () => {
    const access = validJwt();
    const harness = renderOnboarding({
      path: '/onboard/company-verification',
      replies: { sign_in: success({ token: access, refresh: 'refresh-1', company_domain: null }), user_joined_company: success([]) },
    });
    fillCredentials(' admin@acme.test ');
    agree();
    submit();
    await waitFor(() => expect(currentPath()).toBe('/onboard/company-login'));
    expect(harness.calls('sign_in')[0].body).toEqual({ username: 'admin@acme.test', password: 'Secret#123' });
    expect(harness.calls('sign_in')[0].headers.authorization).toBeUndefined();
    expect(localStorage.getItem('accessToken')).toBe(access);
    expect(localStorage.getItem('refreshToken')).toBe('refresh-1');
    // The company list is asked for with the new session.
    await waitFor(() => expect(harness.calls('user_joined_company')[0]?.headers.authorization).toBe(`JWT ${access}`));
  });

  it('on the company host already: stores tokens and company code and goes to /', async () => {
    renderOnboarding({
      path: '/onboard/sign-in',
      location: { protocol: 'http:', hostname: 'acme.localhost', port: '8080' },
      replies: { sign_in: success({ token: 'access-1', refresh: 'refresh-1', company_domain: 'acme' }) },
    });
    fillCredentials();
    agree();
    submit();
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(screen.getByText('Main application')).toBeInTheDocument();
    expect(localStorage.getItem('company_code')).toBe('acme');
    expect(localStorage.getItem('accessToken')).toBe('access-1');
  });

  it("on another host: hands the tokens to the company's host and keeps none here", async () => {
    const harness = renderOnboarding({
      path: '/onboard/company-verification',
      replies: { sign_in: success({ token: 'access-1', refresh: 'refresh-1', company_domain: 'acme' }) },
    });
    fillCredentials();
    agree();
    submit();
    await waitFor(() => expect(harness.assigned).toEqual(['http://acme.localhost:8080/switch-company?state=access-1&refresh=refresh-1']));
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it('shows the server message for wrong credentials and stays', async () => {
    renderOnboarding({ path: '/onboard/company-verification', replies: { sign_in: failure('ZBOA0201', 'Incorrect username or password') } });
    fillCredentials();
    agree();
    submit();
    // Once: the api-client's toast (SPEC §8), no inline alert repeating it.
    await waitFor(() => expect(visibleToasts().map((toast) => toast.message)).toEqual(['Incorrect username or password']));
    expect(screen.queryByText('Incorrect username or password')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(currentPath()).toBe('/onboard/company-verification');
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it('opens the terms and the privacy policy without ticking the agreement', async () => {
    renderOnboarding({ path: '/onboard/company-verification' });
    fireEvent.click(button('Terms of Service'));
    const dialog = await findDialog('Terms of Service');
    expect(within(dialog).getByText(/managing the working time/)).toBeInTheDocument();
    expect(screen.getByLabelText('I agree to the terms of service and the privacy policy')).not.toBeChecked();
    fireEvent.click(button('Privacy Policy'));
    expect(await findDialog('Privacy Policy')).toBeInTheDocument();
  });

  it('renders no antd markup until a dialog opens, which then renders inside antd (ADR 0015)', async () => {
    renderOnboarding({ path: '/onboard/sign-in' });
    expect(screen.getByRole('form', { name: 'Sign in' })).toBeInTheDocument();
    expect(document.querySelector('[class*="ant-"]')).toBeNull();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    fireEvent.click(button('Privacy Policy'));
    expect(await findDialog('Privacy Policy')).toBeInTheDocument();
  });

  it('links to sign-up and employee login', () => {
    renderOnboarding({ path: '/onboard/company-verification' });
    expect(screen.getByText('Create an account').closest('a')).toHaveAttribute('href', '/onboard/sign-up');
    expect(screen.getByText('Employee login').closest('a')).toHaveAttribute('href', '/onboard/employee-login');
  });
});

describe('forgot-password dialog', () => {
  it('rejects an account that is no code, e-mail or phone, then sends a valid one and shows where it went', async () => {
    const harness = renderOnboarding({ path: '/onboard/company-verification', replies: { forgot_password: success() } });
    fireEvent.click(button('Forgot password?'));
    const dialog = await findDialog('Forgot password');
    const account = within(dialog).getByLabelText('Account (code, email or phone)');
    fireEvent.change(account, { target: { value: 'not an account!' } });
    fireEvent.click(button('Send', dialog));
    expect(await within(dialog).findByText('Invalid account')).toBeInTheDocument();
    expect(harness.calls('forgot_password')).toHaveLength(0);

    fireEvent.change(account, { target: { value: 'admin@acme.test' } });
    fireEvent.click(button('Send', dialog));
    await waitFor(() => expect(currentPath()).toBe('/onboard/forgot-password'));
    expect(harness.calls('forgot_password')[0].body).toEqual({ username: 'admin@acme.test' });
    expect(screen.getByText(/If admin@acme.test belongs to an account/)).toBeInTheDocument();
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { button, currentPath, failure, renderOnboarding, resetOnboardingState, success, validJwt, visibleToasts } from '../testing/render-onboarding';
import { REMEMBERED_EMAIL_KEY } from './remembered-email';

jest.setTimeout(20000);
beforeEach(resetOnboardingState);

function signIn(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(button('Sign in'));
}

describe('/oauth/sign-in', () => {
  it('remember me: asks for a longer session and keeps only the e-mail', async () => {
    const access = validJwt();
    const harness = renderOnboarding({
      path: '/oauth/sign-in',
      replies: { sign_in: success({ token: access, refresh: 'refresh-1' }), user_joined_company: success([]) },
    });
    fireEvent.click(screen.getByLabelText('Remember me'));
    signIn('admin@acme.test', 'Secret#123');
    await waitFor(() => expect(currentPath()).toBe('/onboard/company-login'));
    expect(harness.calls('sign_in')[0].body).toEqual({ username: 'admin@acme.test', password: 'Secret#123', remember: true });
    expect(localStorage.getItem(REMEMBERED_EMAIL_KEY)).toBe('admin@acme.test');
    const stored = Object.keys(localStorage).map((key) => localStorage.getItem(key) ?? '');
    expect(stored.some((value) => value.includes('Secret#123'))).toBe(false);
  });

  it('fills the remembered e-mail and ticks remember me', () => {
    localStorage.setItem(REMEMBERED_EMAIL_KEY, 'admin@acme.test');
    renderOnboarding({ path: '/oauth/sign-in' });
    expect(screen.getByLabelText('Email')).toHaveValue('admin@acme.test');
    expect(screen.getByLabelText('Remember me')).toBeChecked();
  });

  it('unticking remember me forgets the e-mail after the next sign-in', async () => {
    localStorage.setItem(REMEMBERED_EMAIL_KEY, 'admin@acme.test');
    const harness = renderOnboarding({
      path: '/oauth/sign-in',
      replies: { sign_in: success({ token: validJwt(), refresh: 'r', company_domain: 'acme' }) },
    });
    fireEvent.click(screen.getByLabelText('Remember me'));
    signIn('admin@acme.test', 'Secret#123');
    await waitFor(() => expect(harness.assigned).toHaveLength(1));
    expect(harness.calls('sign_in')[0].body).toEqual(expect.objectContaining({ remember: false }));
    expect(localStorage.getItem(REMEMBERED_EMAIL_KEY)).toBeNull();
  });

  it('renders no antd markup', () => {
    renderOnboarding({ path: '/oauth/sign-in' });
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(document.querySelector('[class*="ant-"]')).toBeNull();
  });

  it('says a wrong password once: the toast, no inline alert repeating it', async () => {
    const harness = renderOnboarding({ path: '/oauth/sign-in', replies: { sign_in: failure('ZBOA0101', 'Incorrect username or password.') } });
    signIn('admin@acme.test', 'Wrong#123');
    await waitFor(() => expect(visibleToasts()).toHaveLength(1));
    const [toast] = visibleToasts();
    expect(toast.type).toBe('error');
    expect(toast.message).toBe(harness.i18n.t('api:ZBOA0101'));
    expect(screen.queryByText(toast.message)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(currentPath()).toBe('/oauth/sign-in');
  });

  it('needs an e-mail address', async () => {
    const harness = renderOnboarding({ path: '/oauth/sign-in' });
    signIn('admin', 'Secret#123');
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(harness.calls('sign_in')).toHaveLength(0);
  });
});

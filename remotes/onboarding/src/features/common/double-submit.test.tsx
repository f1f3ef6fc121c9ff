/**
 * A real user double-clicks: every onboarding submit sends one request, even when the second click arrives
 * before the page has re-rendered the first one as "loading" (both clicks in one React batch here).
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FakeReply } from '@timekeep/api-client/src/test-support/fake-transport';
import { button, findDialog, renderOnboarding, resetOnboardingState, success, type OnboardingHarness } from '../testing/render-onboarding';

jest.setTimeout(30000);
beforeEach(resetOnboardingState);

/** A reply that waits until the test lets it go, so the first request is still running at the second click. */
function heldReply() {
  let release: () => void = () => undefined;
  const reply = () => new Promise<FakeReply>((resolve) => (release = () => resolve(success())));
  return { reply, release: () => act(() => release()) };
}

function doubleClick(target: HTMLElement) {
  act(() => {
    fireEvent.click(target);
    fireEvent.click(target);
  });
}

async function expectOneCall(harness: OnboardingHarness, name: string, release: () => void) {
  await waitFor(() => expect(harness.calls(name)).toHaveLength(1));
  release();
  await waitFor(() => expect(harness.calls(name)).toHaveLength(1));
}

const agree = () => fireEvent.click(screen.getByLabelText('I agree to the terms of service and the privacy policy'));

describe('a double click sends one request', () => {
  it('administrator sign-in', async () => {
    const held = heldReply();
    const harness = renderOnboarding({ path: '/onboard/company-verification', replies: { sign_in: held.reply } });
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'admin@acme.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Secret#123' } });
    agree();
    doubleClick(button('Sign in'));
    await expectOneCall(harness, 'sign_in', held.release);
  });

  it('employee login', async () => {
    const held = heldReply();
    const harness = renderOnboarding({ path: '/onboard/employee-login', replies: { employee_sign_in: held.reply } });
    fireEvent.change(screen.getByLabelText('Company'), { target: { value: 'acme' } });
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'E0042' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Secret#123' } });
    agree();
    doubleClick(button('Sign in'));
    await expectOneCall(harness, 'employee_sign_in', held.release);
  });

  it('the forgot-password dialog', async () => {
    const held = heldReply();
    const harness = renderOnboarding({ path: '/onboard/company-verification', replies: { forgot_password: held.reply } });
    fireEvent.click(button('Forgot password?'));
    const dialog = await findDialog('Forgot password');
    fireEvent.change(within(dialog).getByLabelText('Account (code, email or phone)'), { target: { value: 'admin@acme.test' } });
    doubleClick(button('Send', dialog));
    await expectOneCall(harness, 'forgot_password', held.release);
  });

  it('invited sign-up', async () => {
    const held = heldReply();
    const harness = renderOnboarding({
      path: '/onboard/invited-sign-up',
      state: { code: 'invite-code', email: 'new@acme.test', company: 'Acme' },
      replies: { invited_sign_up: held.reply },
    });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Str0ng#Pass' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'Str0ng#Pass' } });
    doubleClick(button('Create account'));
    await expectOneCall(harness, 'invited_sign_up', held.release);
  });
});

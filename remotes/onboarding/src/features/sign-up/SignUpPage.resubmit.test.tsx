// Must come before antd is loaded: antd's button animations on, as in a browser (see the module).
import '@timekeep/ui/src/testing/browser-transitions';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FakeReply } from '@timekeep/api-client/src/test-support/fake-transport';
import { currentPath, renderOnboarding, resetOnboardingState, success } from '../testing/render-onboarding';

jest.setTimeout(30000);
beforeEach(resetOnboardingState);

const PASSWORD = 'Str0ng#Pass';

function fillForm(confirm: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'new@acme.test' } });
  fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '+5215512345678' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: PASSWORD } });
  fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: confirm } });
  fireEvent.click(screen.getByLabelText(/^I agree to the terms/));
}

/** The submit button by its accessible name, as a screen reader and Playwright's getByRole read it. */
const signUpButton = () => within(screen.getByRole('form', { name: 'Sign up' })).getByRole('button', { name: 'Sign up' });

describe('sign-up: a refused attempt, then the corrected one (e2e languages journey)', () => {
  it('gives the button back its name after the refused attempt, and the corrected one is sent once', async () => {
    const harness = renderOnboarding({ path: '/onboard/sign-up', replies: { sign_up: success() } });
    fillForm(`${PASSWORD}x`);
    fireEvent.click(signUpButton());
    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();
    // Loading went on and off within one submit: no "loading" icon may be left in the button.
    expect(signUpButton()).toBeEnabled();
    expect(harness.calls('sign_up')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: PASSWORD } });
    fireEvent.click(signUpButton());
    await waitFor(() => expect(currentPath()).toBe('/onboard/email-activation'));
    expect(harness.calls('sign_up')).toHaveLength(1);
  });

  it('sends one request when the button is clicked twice before the page re-renders (double click)', async () => {
    let answer: (reply: FakeReply) => void = () => undefined;
    const harness = renderOnboarding({
      path: '/onboard/sign-up',
      replies: { sign_up: () => new Promise<FakeReply>((resolve) => (answer = resolve)) },
    });
    fillForm(PASSWORD);
    const submit = signUpButton();
    act(() => {
      fireEvent.click(submit);
      fireEvent.click(submit);
    });
    await waitFor(() => expect(harness.calls('sign_up')).toHaveLength(1));
    // While the request runs, more clicks change nothing either.
    fireEvent.click(submit);
    act(() => answer(success({ email: 'new@acme.test' })));
    await waitFor(() => expect(currentPath()).toBe('/onboard/email-activation'));
    expect(harness.calls('sign_up')).toHaveLength(1);
  });
});

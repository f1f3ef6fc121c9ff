import { fireEvent, screen, waitFor } from '@testing-library/react';
import { button, currentPath, renderOnboarding, resetOnboardingState, success } from '../testing/render-onboarding';

jest.setTimeout(20000);
beforeEach(resetOnboardingState);

const agreement = () => screen.getByLabelText(/^(I agree to the terms|Acepto los términos)/);

function fill(values: { email: string; phone: string; password: string; confirm: string }, labels = ['Email', 'Phone number', 'Password', 'Confirm password']) {
  fireEvent.change(screen.getByLabelText(labels[0]), { target: { value: values.email } });
  fireEvent.change(screen.getByLabelText(labels[1]), { target: { value: values.phone } });
  fireEvent.change(screen.getByLabelText(labels[2]), { target: { value: values.password } });
  fireEvent.change(screen.getByLabelText(labels[3]), { target: { value: values.confirm } });
}

describe('sign-up', () => {
  it('keeps the button disabled until the agreement is ticked', () => {
    renderOnboarding({ path: '/onboard/sign-up' });
    expect(button('Sign up')).toBeDisabled();
    fireEvent.click(agreement());
    expect(button('Sign up')).toBeEnabled();
    fireEvent.click(agreement());
    expect(button('Sign up')).toBeDisabled();
  });

  it('shows the SPEC messages and sends nothing for bad input', async () => {
    const harness = renderOnboarding({ path: '/onboard/sign-up', replies: { sign_up: success() } });
    fill({ email: 'not-an-email', phone: '12ab', password: 'short', confirm: 'different' });
    fireEvent.click(agreement());
    fireEvent.click(button('Sign up'));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Invalid phone number')).toBeInTheDocument();
    expect(screen.getByText('At least 8 characters')).toBeInTheDocument();
    expect(harness.calls('sign_up')).toHaveLength(0);
  });

  it('rejects > = < in the e-mail as illegal input', async () => {
    renderOnboarding({ path: '/onboard/sign-up' });
    fill({ email: 'a<b@acme.test', phone: '+5215512345678', password: 'Str0ng#Pass', confirm: 'Str0ng#Pass' });
    fireEvent.click(agreement());
    fireEvent.click(button('Sign up'));
    expect(await screen.findByText('Illegal input: > = < are not allowed')).toBeInTheDocument();
  });

  it('messages follow the language (Spanish)', async () => {
    renderOnboarding({ path: '/onboard/sign-up', lng: 'es-MX' });
    fill(
      { email: 'a@acme.test', phone: '+5215512345678', password: 'Str0ng#Pass', confirm: 'Str0ng#Pas' },
      ['Correo electrónico', 'Número de teléfono', 'Contraseña', 'Confirmar contraseña'],
    );
    fireEvent.click(agreement());
    fireEvent.click(button('Registrarse'));
    expect(await screen.findByText('Las contraseñas no coinciden')).toBeInTheDocument();
  });

  it('sends the four fields and shows email activation with the address', async () => {
    const harness = renderOnboarding({ path: '/onboard/sign-up', replies: { sign_up: success() } });
    fill({ email: ' new@acme.test ', phone: '+5215512345678', password: 'Str0ng#Pass', confirm: 'Str0ng#Pass' });
    fireEvent.click(agreement());
    fireEvent.click(button('Sign up'));
    await waitFor(() => expect(currentPath()).toBe('/onboard/email-activation'));
    expect(harness.calls('sign_up')[0].body).toEqual({
      email: 'new@acme.test',
      phone_number: '+5215512345678',
      password: 'Str0ng#Pass',
      confirm_password: 'Str0ng#Pass',
    });
    expect(screen.getByText(/new@acme.test/)).toBeInTheDocument();
  });
});

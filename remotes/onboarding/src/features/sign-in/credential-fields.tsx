import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainButton, PlainField, PlainInput, PlainPasswordInput, toast } from '@timekeep/ui';
import { ONBOARDING_MESSAGE_KEYS } from '@timekeep/validation/src/onboarding-rules';
import { SubmitError } from '../common/SubmitError';
import { AgreementCheckbox } from '../legal/AgreementCheckbox';
import styles from './credential-fields.module.css';
import type { PlainFieldBinding } from './use-plain-form';

export interface SignInPasswordFieldProps extends PlainFieldBinding {
  id: string;
}

export interface SignInTextFieldProps extends PlainFieldBinding {
  id: string;
  name: string;
  label: string;
  autoComplete: string;
  type?: 'text' | 'email';
}

/** A required text row of the sign-in forms (username, e-mail). */
export function SignInTextField({ id, name, label, autoComplete, type, value, error, onChange, onBlur }: SignInTextFieldProps) {
  return (
    <PlainField id={id} label={label} error={error} required>
      <PlainInput
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
    </PlainField>
  );
}

/** The password row every sign-in form shares (whitespace stripped by the widget, Enter submits). */
export function SignInPasswordField({ id, value, error, onChange, onBlur }: SignInPasswordFieldProps) {
  const { t } = useTranslation('oauth');
  return (
    <PlainField id={id} label={t('fields.password')} error={error} required>
      <PlainPasswordInput id={id} name="password" autoComplete="current-password" emptyValue="" value={value} onChange={onChange} onBlur={onBlur} />
    </PlainField>
  );
}

/** The forgot-password link of the sign-in forms (a button: it opens a dialog). */
export function ForgotPasswordLink({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('oauth');
  return (
    <PlainButton variant="link" onClick={onClick} className={styles.inlineLink}>
      {t('links.forgotPassword')}
    </PlainButton>
  );
}

/** The sign-in forms' submit button. */
export function SignInButton({ submitting }: { submitting: boolean }) {
  const { t } = useTranslation('oauth');
  return (
    <PlainButton variant="primary" type="submit" block loading={submitting}>
      {t('signIn.submit')}
    </PlainButton>
  );
}

export interface AgreedSubmitProps {
  agreed: boolean;
  onAgreedChange: (agreed: boolean) => void;
  failure: string | null;
  submitting: boolean;
  onForgotPassword: () => void;
}

/**
 * The end of the administrator and employee sign-in forms: forgot-password link, the agreement that must be
 * ticked, the server's refusal, and the submit button.
 */
export function AgreedSubmit({ agreed, onAgreedChange, failure, submitting, onForgotPassword }: AgreedSubmitProps) {
  return (
    <>
      <div className={styles.forgotRow}>
        <ForgotPasswordLink onClick={onForgotPassword} />
      </div>
      <AgreementCheckbox checked={agreed} onChange={onAgreedChange} />
      <SubmitError message={failure} />
      <SignInButton submitting={submitting} />
    </>
  );
}

/**
 * The agreement gate of the sign-in forms (SPEC §5): decided when the form is submitted, before validation starts
 * (it may be asynchronous), so a tick given while a refused attempt is still validating cannot turn that attempt
 * into a sign-in, and a refused attempt never leaves the form "submitting".
 */
export function useAgreementGate(handleSubmit: (event?: FormEvent<HTMLFormElement>) => void) {
  const { t } = useTranslation('oauth');
  const [agreed, setAgreed] = useState(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!agreed) {
      event.preventDefault();
      toast.warning(t(ONBOARDING_MESSAGE_KEYS.agreementTip));
      return;
    }
    handleSubmit(event);
  };
  return { agreed, setAgreed, onSubmit };
}

import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { submitOnEnter } from '../widgets/helpers/submitOnEnter';
import type { PasswordInputProps } from '../widgets/password/PasswordInput';
import { stripPasswordWhitespace } from '../widgets/password/passwordValue';
import { PlainIcon } from './PlainIcon';
import { useFieldAria } from './PlainInput';
import styles from './PlainInput.module.css';

/** PasswordInput's props (a type only: nothing of antd loads); the plain field shows errors only. */
export interface PlainPasswordInputProps<E> extends Omit<PasswordInputProps<E>, 'status'> {
  status?: 'error';
}

/**
 * antd's Input.Password look without antd (the sign-in page, ADR 0015), with the PasswordInput widget's rules:
 * whitespace is stripped as typed, Enter submits the form (SPEC §2). The eye is a real button (translated name,
 * pressed while the password shows), so it also works from the keyboard.
 */
export function PlainPasswordInput<E = string>({ value, onChange, emptyValue, status, disabled, ...rest }: PlainPasswordInputProps<E>) {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(false);
  const { invalid, aria } = useFieldAria({ status, ...rest });
  const wrapper = [styles.affixWrapper, invalid ? styles.error : undefined, disabled ? styles.disabled : undefined].filter(Boolean).join(' ');
  return (
    <span className={wrapper}>
      <input
        {...rest}
        {...aria}
        className={styles.bare}
        type={visible ? 'text' : 'password'}
        disabled={disabled}
        value={value ?? ''}
        onChange={(event) => onChange?.(stripPasswordWhitespace(event.target.value, emptyValue))}
        onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => submitOnEnter(event)}
      />
      <button
        type="button"
        className={styles.toggle}
        aria-label={t('widget.password.show')}
        aria-pressed={visible}
        aria-controls={aria.id}
        disabled={disabled}
        onClick={() => setVisible((shown) => !shown)}
      >
        <PlainIcon name={visible ? 'eye' : 'eyeInvisible'} />
      </button>
    </span>
  );
}

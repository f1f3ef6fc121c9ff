import { useId, useState, type ReactElement } from 'react';
import { Input, Tooltip } from 'antd';
import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import CloseCircleOutlined from '@ant-design/icons/CloseCircleOutlined';
import { useTranslation } from 'react-i18next';
import { submitOnEnter } from '../helpers/submitOnEnter';
import { checkStrongPassword, STRONG_PASSWORD_CONDITIONS, stripPasswordWhitespace } from './passwordValue';

export interface PasswordInputProps<E> {
  value?: string | null;
  /** Emits the value with all whitespace removed, or `emptyValue` when nothing is left. */
  onChange?: (value: string | E) => void;
  emptyValue: E;
  id?: string;
  name?: string;
  disabled?: boolean;
  autoComplete?: string;
  status?: 'error' | 'warning';
  placeholder?: string;
  onFocus?: () => void;
  onBlur?: () => void;
  'aria-label'?: string;
  'aria-describedby'?: string;
}

/** Password field: whitespace is stripped as typed; Enter submits the form (SPEC §2). */
export function PasswordInput<E = string>({ value, onChange, emptyValue, ...rest }: PasswordInputProps<E>): ReactElement {
  return (
    <Input.Password
      {...rest}
      value={value ?? ''}
      onChange={(e) => onChange?.(stripPasswordWhitespace(e.target.value, emptyValue))}
      onKeyDown={(e) => submitOnEnter(e)}
    />
  );
}

/** Password field with the strong-password tooltip: a tip and the five conditions, each marked met or not. */
export function StrongPasswordInput<E = string>(props: PasswordInputProps<E>): ReactElement {
  const { t } = useTranslation('common');
  const [focused, setFocused] = useState(false);
  const tipId = useId();
  const status = checkStrongPassword(typeof props.value === 'string' ? props.value : '');
  const tip = (
    <div id={tipId} role="status">
      <div>{t('widget.password.tip')}</div>
      <ul style={{ listStyle: 'none', margin: 0, paddingInlineStart: 0 }}>
        {STRONG_PASSWORD_CONDITIONS.map(({ id }) => (
          <li key={id} data-condition={id} data-met={status[id]}>
            {status[id] ? (
              <CheckCircleFilled style={{ color: '#52c41a' }} aria-label={t('widget.password.met')} />
            ) : (
              <CloseCircleOutlined aria-label={t('widget.password.notMet')} />
            )}{' '}
            {t(`widget.password.${id}`)}
          </li>
        ))}
      </ul>
    </div>
  );
  return (
    <Tooltip title={tip} open={focused} placement="topLeft">
      <span style={{ display: 'block' }}>
        <PasswordInput
          {...props}
          aria-describedby={focused ? tipId : undefined}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
        />
      </span>
    </Tooltip>
  );
}

import { useEffect, useState, type ReactElement } from 'react';
import { Input } from 'antd';
import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined';
import { useTranslation } from 'react-i18next';
import { submitOnEnter } from '../helpers/submitOnEnter';
import { parseTimeText, toTimeDisplay, toTimeWidgetValue } from './parseTime';

export interface TimeInputProps {
  /** `HH:mm` (or `HH:mm:ss` with `withSeconds`); '' when empty. */
  value?: string | null;
  onChange?: (value: string) => void;
  /** The time widget stores seconds: the value gets `:00` appended. */
  withSeconds?: boolean;
  id?: string;
  name?: string;
  disabled?: boolean;
  status?: 'error' | 'warning';
  'aria-label'?: string;
}

/** HH:mm text input; typed text is normalised on blur or Enter (SPEC §5), anything unreadable becomes empty. */
export function TimeInput({ value, onChange, withSeconds = false, ...rest }: TimeInputProps): ReactElement {
  const { t } = useTranslation('common');
  const [text, setText] = useState(toTimeDisplay(value));
  useEffect(() => setText(toTimeDisplay(value)), [value]);

  const commit = () => {
    const parsed = parseTimeText(text);
    setText(parsed);
    const next = withSeconds ? toTimeWidgetValue(parsed) : parsed;
    if (next !== (value ?? '')) onChange?.(next);
  };

  return (
    <Input
      {...rest}
      value={text}
      placeholder={t('widget.time.placeholder')}
      prefix={<ClockCircleOutlined aria-hidden />}
      maxLength={8}
      onChange={(e) => setText(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => submitOnEnter(e, commit)}
    />
  );
}

/** The form widget variant: stores `HH:mm:00`. */
export function TimeWidget(props: Omit<TimeInputProps, 'withSeconds'>): ReactElement {
  return <TimeInput {...props} withSeconds />;
}

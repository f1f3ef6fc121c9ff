import type { ReactElement, ReactNode } from 'react';
import { Checkbox, Switch } from 'antd';

export interface BooleanInputProps {
  value?: boolean | null;
  onChange?: (value: boolean) => void;
  id?: string;
  disabled?: boolean;
  'aria-label'?: string;
}

export function BooleanSwitch({ value, onChange, ...rest }: BooleanInputProps): ReactElement {
  return <Switch {...rest} checked={value === true} onChange={(checked) => onChange?.(checked)} />;
}

/** Checkbox; `checkboxDescription` (the ui setting of that name) is shown as its label text. */
export function BooleanCheckbox({
  value,
  onChange,
  checkboxDescription,
  ...rest
}: BooleanInputProps & { checkboxDescription?: ReactNode }): ReactElement {
  return (
    <Checkbox {...rest} checked={value === true} onChange={(e) => onChange?.(e.target.checked)}>
      {checkboxDescription}
    </Checkbox>
  );
}

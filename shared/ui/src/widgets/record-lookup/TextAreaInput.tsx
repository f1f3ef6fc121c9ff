import type { ReactElement } from 'react';
import { Input } from 'antd';

/** SPEC §2 default textarea rows. */
export const DEFAULT_TEXTAREA_ROWS = 5;

export interface TextAreaInputProps {
  value?: string | null;
  onChange?: (value: string) => void;
  rows?: number;
  id?: string;
  disabled?: boolean;
  maxLength?: number;
  status?: 'error' | 'warning';
  'aria-label'?: string;
}

/** Multi-line text; Enter makes a new line (it does not submit). */
export function TextAreaInput({ value, onChange, rows = DEFAULT_TEXTAREA_ROWS, ...rest }: TextAreaInputProps): ReactElement {
  return <Input.TextArea {...rest} rows={rows} value={value ?? ''} onChange={(e) => onChange?.(e.target.value)} />;
}

import { useEffect, useState, type ReactElement } from 'react';
import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { submitOnEnter } from '../helpers/submitOnEnter';
import { normalizeNumericText } from './numericUnit';

/** Built-in units (translated); any other string is shown as given (options.unit). */
export type Unit = 'minute' | 'hour' | 'second' | (string & {});

export interface UnitInputProps {
  value?: string | null;
  onChange?: (value: string) => void;
  unit?: Unit;
  id?: string;
  name?: string;
  disabled?: boolean;
  placeholder?: string;
  maxLength?: number;
  status?: 'error' | 'warning';
  'aria-label'?: string;
}

function useUnitLabel(unit: Unit | undefined): string | undefined {
  const { t } = useTranslation('common');
  if (unit === 'minute' || unit === 'hour' || unit === 'second') return t(`widget.unit.${unit}`);
  return unit;
}

/** Text input with a unit suffix; Enter submits the form. */
export function UnitInput({ value, onChange, unit, ...rest }: UnitInputProps): ReactElement {
  const suffix = useUnitLabel(unit);
  return (
    <Input
      {...rest}
      value={value ?? ''}
      suffix={suffix}
      onChange={(e) => onChange?.(e.target.value)}
      onKeyDown={(e) => submitOnEnter(e)}
    />
  );
}

/** Numeric text with a unit: typing is free, blur (and Enter) strips non-digits and empty becomes 0 (SPEC §5). */
export function NumericUnitInput({ value, onChange, unit, ...rest }: UnitInputProps): ReactElement {
  const suffix = useUnitLabel(unit);
  const [text, setText] = useState(value ?? '');
  useEffect(() => setText(value ?? ''), [value]);
  const commit = () => {
    const normalized = normalizeNumericText(text);
    setText(normalized);
    if (normalized !== value) onChange?.(normalized);
  };
  return (
    <Input
      {...rest}
      inputMode="numeric"
      value={text}
      suffix={suffix}
      onChange={(e) => setText(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => submitOnEnter(e, commit)}
    />
  );
}

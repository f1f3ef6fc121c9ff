import type { ReactElement } from 'react';
import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { pickerFormat, useCompanyFormats } from '../../resource/company-formats';
import { DATE_FORMAT, DATE_TIME_FORMAT, formatDateValue, parseDateValue } from '../helpers/dateFormats';

export interface DateInputProps<E> {
  value?: string | null;
  /** Emits the formatted date, or `emptyValue` when cleared. */
  onChange?: (value: string | E) => void;
  /** What clearing gives: the field's configured empty value, or null when the schema allows null. */
  emptyValue: E;
  /** Earliest selectable day, `YYYY-MM-DD`. */
  minDate?: string;
  id?: string;
  disabled?: boolean;
  status?: 'error' | 'warning';
  'aria-label'?: string;
}

/** Date picker storing `YYYY-MM-DD` (SPEC §2), shown and typed in the company's date format (/company/settings). */
export function DateInput<E = null>({ value, onChange, emptyValue, minDate, ...rest }: DateInputProps<E>): ReactElement {
  const { t } = useTranslation('common');
  const formats = useCompanyFormats();
  const min = parseDateValue(minDate, DATE_FORMAT);
  return (
    <DatePicker
      {...rest}
      format={pickerFormat(formats, false)}
      placeholder={t('widget.date.placeholder')}
      value={parseDateValue(value, DATE_FORMAT)}
      minDate={min ?? undefined}
      onChange={(picked) => onChange?.(formatDateValue(picked, DATE_FORMAT) ?? emptyValue)}
    />
  );
}

/** Date-time picker storing `YYYY-MM-DD HH:mm:ss` (SPEC §2), shown in the company's date and time formats. */
export function DateTimeInput<E = null>({ value, onChange, emptyValue, minDate, ...rest }: DateInputProps<E>): ReactElement {
  const { t } = useTranslation('common');
  const formats = useCompanyFormats();
  const min = parseDateValue(minDate, DATE_FORMAT);
  return (
    <DatePicker
      {...rest}
      showTime={{ defaultOpenValue: dayjs('00:00:00', 'HH:mm:ss') }}
      format={pickerFormat(formats, true)}
      placeholder={t('widget.dateTime.placeholder')}
      value={parseDateValue(value, DATE_TIME_FORMAT)}
      minDate={min ?? undefined}
      onChange={(picked) => onChange?.(formatDateValue(picked, DATE_TIME_FORMAT) ?? emptyValue)}
    />
  );
}

import { useEffect, useMemo, type ReactElement } from 'react';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { employeeRecordLabel } from '../employee-picker/employeeQueries';
import { useRecordLookup, type LookupRecord, type RecordLookupOptions } from './useRecordLookup';

/** SPEC §2: the select menu is at most 400 px high. */
export const RECORD_MENU_MAX_HEIGHT = 400;

type RecordId = LookupRecord['id'];

interface CommonProps extends RecordLookupOptions {
  id?: string;
  disabled?: boolean;
  placeholder?: string;
  status?: 'error' | 'warning';
  'aria-label'?: string;
  /** How an option is named (default: `recordName`, which names employees by code and full name). */
  optionLabel?: (record: LookupRecord & Record<string, unknown>) => string;
}

export interface SelectFromRecordsProps extends CommonProps {
  value?: RecordId | null;
  /** The chosen record id; clearing gives null, or undefined when the field is required. */
  onChange?: (value: RecordId | null | undefined) => void;
  required?: boolean;
}

/**
 * A record's name: an employee (a record with `emp_code`) by code and full name wherever it is chosen or shown, since
 * first names repeat (issue 17: two "Luis" in the demo; the server's `display_name` is the first name, SPEC §3);
 * other records by `display_name`, else the kernel's usual naming fields (a workflow role's `name`, a user's `email`).
 */
export function recordName(record: LookupRecord & Record<string, unknown>): string {
  if (typeof record.emp_code === 'string' && record.emp_code !== '') return employeeRecordLabel(record);
  for (const field of ['display_name', 'name', 'alias', 'email'] as const) {
    const value = record[field];
    if (typeof value === 'string' && value !== '') return value;
  }
  return `#${String(record.id)}`;
}

const byDisplayName = (record: LookupRecord) => recordName(record as LookupRecord & Record<string, unknown>);

function useOptions(lookup: ReturnType<typeof useRecordLookup>, selected: ReadonlyArray<RecordId>, optionLabel: CommonProps['optionLabel'] = byDisplayName) {
  return useMemo(() => {
    const shown = new Map<RecordId, LookupRecord>();
    for (const record of lookup.records) shown.set(record.id, record);
    // Selected records stay in the list so the select can show their labels.
    for (const id of selected) {
      const record = lookup.known.get(id);
      if (record) shown.set(id, record);
    }
    return [...shown.values()].map((r) => ({ value: r.id, label: optionLabel(r as LookupRecord & Record<string, unknown>) }));
  }, [lookup.records, lookup.known, selected, optionLabel]);
}

function selectProps(lookup: ReturnType<typeof useRecordLookup>) {
  return {
    showSearch: {
      // With more records than the first page the server filters; otherwise the loaded page is filtered here.
      filterOption: lookup.serverSearch
        ? false
        : (input: string, option?: { label: string }) => (option?.label ?? '').toLowerCase().includes(input.toLowerCase()),
      onSearch: lookup.setSearchText,
    },
    listHeight: RECORD_MENU_MAX_HEIGHT,
    loading: lookup.loading,
  } as const;
}

/** Select one related record (SPEC §2 select-from-records). */
export function SelectFromRecords({
  value,
  onChange,
  required = false,
  listPath,
  retrievePath,
  pageSize,
  params,
  placeholder,
  optionLabel,
  ...rest
}: SelectFromRecordsProps): ReactElement {
  const { t } = useTranslation('common');
  const lookup = useRecordLookup({ listPath, retrievePath, pageSize, params });
  const selected = value === null || value === undefined ? [] : [value];
  const options = useOptions(lookup, selected, optionLabel);
  const { ensure } = lookup;
  useEffect(() => {
    if (value !== null && value !== undefined) void ensure([value]);
  }, [value, ensure]);
  return (
    <Select<RecordId | null, { value: RecordId; label: string }>
      {...rest}
      {...selectProps(lookup)}
      allowClear
      placeholder={placeholder ?? t('widget.lookup.placeholder')}
      notFoundContent={t('widget.noData')}
      style={{ width: '100%' }}
      value={value ?? null}
      options={options}
      onChange={(next) => onChange?.(next === undefined || next === null ? (required ? undefined : null) : next)}
    />
  );
}

export interface MultiSelectFromRecordsProps extends CommonProps {
  value?: ReadonlyArray<RecordId> | null;
  onChange?: (value: RecordId[]) => void;
}

/** Select several related records; labels of chosen ids come from the multi-read action `read`. */
export function MultiSelectFromRecords({
  value,
  onChange,
  listPath,
  retrievePath,
  pageSize,
  params,
  placeholder,
  optionLabel,
  ...rest
}: MultiSelectFromRecordsProps): ReactElement {
  const { t } = useTranslation('common');
  const lookup = useRecordLookup({ listPath, retrievePath, pageSize, params });
  const selected = useMemo(() => [...(value ?? [])], [value]);
  const options = useOptions(lookup, selected, optionLabel);
  const { ensure } = lookup;
  useEffect(() => {
    if (selected.length > 0) void ensure(selected);
  }, [selected, ensure]);
  return (
    <Select<RecordId[], { value: RecordId; label: string }>
      {...rest}
      {...selectProps(lookup)}
      mode="multiple"
      allowClear
      placeholder={placeholder ?? t('widget.lookup.placeholder')}
      notFoundContent={t('widget.noData')}
      style={{ width: '100%' }}
      value={selected}
      options={options}
      onChange={(next) => onChange?.(next)}
    />
  );
}

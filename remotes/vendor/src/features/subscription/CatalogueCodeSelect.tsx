import { useEffect, useState, type ReactElement } from 'react';
import { Select } from 'antd';
import { apiClient, type ApiClient } from '@timekeep/api-client';
import { isSuccessCode } from '@timekeep/contracts';
import type { FieldWidgetProps } from '@timekeep/ui';

/** Catalogue rows name each other by code (ADR 0116): a plan price's currency and price strategy. */
interface CodedRow {
  id: number;
  code: string;
  name?: string;
}

/** The catalogue is small (tens of rows): one page of the active codes is every choice. */
const PAGE_SIZE = 200;

/**
 * A form widget picking a catalogue code (`code — name`) from `listPath`'s active rows; a stored code that is no
 * longer listed (inactive) stays shown so editing an old price does not silently drop it.
 */
export function CatalogueCodeSelect({
  listPath,
  allowClear,
  client = apiClient,
  ...props
}: FieldWidgetProps & { listPath: string; allowClear?: boolean; client?: ApiClient }): ReactElement {
  const [rows, setRows] = useState<CodedRow[]>([]);
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    let live = true;
    void client
      .list<CodedRow>(listPath, { page: 1, page_size: PAGE_SIZE, is_active: 'true' })
      .then((response) => {
        if (live && isSuccessCode(response.code) && response.data) setRows(response.data.data);
      })
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [client, listPath]);
  const value = typeof props.value === 'string' && props.value !== '' ? props.value : undefined;
  const options = rows.map((row) => ({ value: row.code, label: row.name ? `${row.code} — ${row.name}` : row.code }));
  if (value && !options.some((option) => option.value === value)) options.unshift({ value, label: value });
  return (
    <Select
      id={props.id}
      aria-label={props.label}
      status={props.status}
      loading={loading}
      showSearch
      allowClear={allowClear}
      optionFilterProp="label"
      value={value}
      options={options}
      onChange={(next: string | undefined) => props.setValue(next ?? '')}
      onBlur={props.onBlur}
    />
  );
}

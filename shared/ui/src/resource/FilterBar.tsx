import type { ReactElement } from 'react';
import { Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../widgets/date-input/DateInput';
import { EmployeeMultiSelect } from '../widgets/employee-picker/EmployeeMultiSelect';
import { SelectFromRecords } from '../widgets/record-lookup/SelectFromRecords';
import { TreeMultiSelect } from '../widgets/tree-select/TreeSelect';
import type { FilterDeclaration } from './declaration';

export interface FilterBarProps {
  filters: ReadonlyArray<FilterDeclaration>;
  /** The current API filter parameters. */
  values: Readonly<Record<string, string>>;
  onChange: (values: Record<string, string>) => void;
}

const idsOf = (text: string | undefined): number[] => (text ? text.split(',').map(Number).filter((id) => Number.isInteger(id)) : []);

/** The declared filters with the SPEC §2 widgets; each writes API parameters (`<field>__in=1,2` for id lists). */
export function FilterBar({ filters, values, onChange }: FilterBarProps): ReactElement | null {
  const { t } = useTranslation('common');
  if (filters.length === 0) return null;
  const set = (patch: Record<string, string | null | undefined>) => {
    const next: Record<string, string> = { ...values };
    for (const [name, value] of Object.entries(patch)) {
      if (value) next[name] = value;
      else delete next[name];
    }
    onChange(next);
  };

  return (
    <Space wrap data-testid="resource-filters">
      {filters.map((filter) => {
        const label = t(filter.label);
        switch (filter.kind) {
          case 'choice':
          case 'boolean': {
            const options =
              filter.kind === 'choice'
                ? filter.options(t)
                : [
                    { value: 'true', label: t('resource.yes') },
                    { value: 'false', label: t('resource.no') },
                  ];
            return (
              <Select
                key={filter.param}
                aria-label={label}
                placeholder={label}
                showSearch
                allowClear
                options={[...options]}
                value={values[filter.param] ?? null}
                onChange={(value: string | null | undefined) => set({ [filter.param]: value })}
                style={{ width: filter.kind === 'choice' ? (filter.width ?? 220) : 160 }}
              />
            );
          }
          case 'tree':
            return (
              <div key={filter.param} style={{ width: 220 }}>
                <TreeMultiSelect
                  uri={filter.uri}
                  aria-label={label}
                  placeholder={label}
                  value={idsOf(values[filter.param])}
                  onChange={(ids) => set({ [filter.param]: ids.join(',') })}
                />
              </div>
            );
          case 'employee':
            return (
              <EmployeeMultiSelect
                key={filter.param}
                aria-label={label}
                value={idsOf(values[filter.param])}
                onChange={(ids) => set({ [filter.param]: ids.join(',') })}
              />
            );
          case 'dateRange': {
            const [from, to] = filter.params;
            return (
              <Space key={from} size={4}>
                <DateInput aria-label={`${label} ${t('resource.from')}`} emptyValue="" value={values[from] ?? null} onChange={(value) => set({ [from]: value })} />
                <DateInput aria-label={`${label} ${t('resource.to')}`} emptyValue="" value={values[to] ?? null} onChange={(value) => set({ [to]: value })} />
              </Space>
            );
          }
          case 'lookup':
            return (
              <div key={filter.param} style={{ width: filter.width ?? 220 }}>
                <SelectFromRecords
                  listPath={filter.listPath}
                  aria-label={label}
                  placeholder={label}
                  value={idsOf(values[filter.param])[0] ?? null}
                  onChange={(id) => set({ [filter.param]: id === null || id === undefined ? null : String(id) })}
                />
              </div>
            );
          case 'text':
            return (
              <Input.Search
                key={filter.param}
                allowClear
                aria-label={label}
                placeholder={label}
                defaultValue={values[filter.param] ?? ''}
                onSearch={(value) => set({ [filter.param]: value.trim() })}
                style={{ width: filter.width ?? 200 }}
              />
            );
          default:
            return null;
        }
      })}
    </Space>
  );
}

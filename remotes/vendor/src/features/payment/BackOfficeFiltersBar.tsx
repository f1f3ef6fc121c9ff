import { useEffect, useId, useState, type ReactElement } from 'react';
import { Button, Flex, Input, Select, Space, Typography } from 'antd';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import { useTranslation } from 'react-i18next';
import type { VendorPaymentProvider } from '@timekeep/contracts';
import { DateInput, SelectFromRecords, toast } from '@timekeep/ui';
import { NO_FILTERS, PAYMENT_PROVIDERS, VENDOR_PATHS, type BackOfficeFilters } from './vendor-api';

export interface BackOfficeFiltersBarProps<S extends string> {
  filters: BackOfficeFilters<S>;
  onChange: (filters: BackOfficeFilters<S>) => void;
  /** The statuses this list can filter by (orders have PENDING, payments do not). */
  statuses: readonly S[];
  searchPlaceholder: string;
  onExport: () => void;
  exporting: boolean;
}

/**
 * Search and filters of a back-office list (status, provider, company, day range) plus reset and export.
 * A reversed day range is refused with a message and changes nothing.
 */
export function BackOfficeFiltersBar<S extends string>({
  filters,
  onChange,
  statuses,
  searchPlaceholder,
  onExport,
  exporting,
}: BackOfficeFiltersBarProps<S>): ReactElement {
  const { t } = useTranslation('vendor');
  const idPrefix = useId();
  const [searchText, setSearchText] = useState(filters.search);
  useEffect(() => setSearchText(filters.search), [filters.search]);

  const change = (patch: Partial<BackOfficeFilters<S>>) => {
    const next = { ...filters, ...patch };
    if (next.dateFrom && next.dateTo && next.dateFrom > next.dateTo) {
      toast.warning(t('backOffice.rangeInvalid'));
      return;
    }
    onChange(next);
  };

  return (
    <Flex justify="space-between" align="center" wrap gap={8}>
      <Space wrap>
        <Input.Search
          allowClear
          aria-label={t('backOffice.search')}
          placeholder={searchPlaceholder}
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          onSearch={(value) => change({ search: value.trim() })}
          enterButton
          style={{ width: 280 }}
        />
        <Select<S | null>
          allowClear
          aria-label={t('backOffice.statusFilter')}
          placeholder={t('backOffice.statusFilter')}
          style={{ width: 150 }}
          value={filters.status}
          options={statuses.map((status) => ({ value: status, label: t(`status.${status}`) }))}
          onChange={(value) => change({ status: value ?? null })}
        />
        <Select<VendorPaymentProvider | null>
          allowClear
          aria-label={t('backOffice.providerFilter')}
          placeholder={t('backOffice.providerFilter')}
          style={{ width: 130 }}
          value={filters.provider}
          options={PAYMENT_PROVIDERS.map((provider) => ({ value: provider, label: t(`provider.${provider}`) }))}
          onChange={(value) => change({ provider: value ?? null })}
        />
        <div style={{ width: 220 }}>
          <SelectFromRecords
            aria-label={t('backOffice.companyFilter')}
            placeholder={t('backOffice.companyFilter')}
            listPath={VENDOR_PATHS.companies}
            value={filters.company}
            onChange={(value) => change({ company: value === null || value === undefined ? null : Number(value) })}
          />
        </div>
        {/* The date widget's placeholder is the date format, so each day field gets a visible label. */}
        <Space size={4}>
          <Typography.Text type="secondary">
            <label htmlFor={`${idPrefix}-from`}>{t('backOffice.dateFrom')}</label>
          </Typography.Text>
          <DateInput id={`${idPrefix}-from`} emptyValue={null} value={filters.dateFrom} onChange={(value) => change({ dateFrom: value })} />
        </Space>
        <Space size={4}>
          <Typography.Text type="secondary">
            <label htmlFor={`${idPrefix}-to`}>{t('backOffice.dateTo')}</label>
          </Typography.Text>
          <DateInput id={`${idPrefix}-to`} emptyValue={null} value={filters.dateTo} onChange={(value) => change({ dateTo: value })} />
        </Space>
        <Button icon={<ReloadOutlined />} onClick={() => onChange(NO_FILTERS)}>
          {t('backOffice.reset')}
        </Button>
      </Space>
      <Button type="primary" icon={<DownloadOutlined />} loading={exporting} onClick={onExport}>
        {t('backOffice.export')}
      </Button>
    </Flex>
  );
}

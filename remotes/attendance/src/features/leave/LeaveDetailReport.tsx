import type { ReactElement } from 'react';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '@timekeep/api-client';
import { AreaPage, ReportView, type AreaPageEntry } from '@timekeep/ui';

/** The two reports of /att/leave-detail-report (server reports/library/leave-detail.ts, ADR 0092). */
export const LEAVE_DETAIL_REPORTS = { balances: 'leave-detail-report', requests: 'leave-detail-requests' } as const;

/**
 * `/att/leave-detail-report`: per employee and leave type the year's ledger (entitlement, adjustments, taken,
 * pending, balance) with the period's days, and the leave requests of the period — each the library's report
 * screen (filters, sorting, totals, XLSX/CSV/PDF exports).
 */
export function LeaveDetailReport({ client }: { client?: ApiClient }): ReactElement {
  const { t } = useTranslation('att');
  return (
    <Tabs
      destroyOnHidden
      items={(Object.keys(LEAVE_DETAIL_REPORTS) as Array<keyof typeof LEAVE_DETAIL_REPORTS>).map((key) => ({
        key,
        label: t(`leaveDetail.${key}`),
        children: <ReportView report={LEAVE_DETAIL_REPORTS[key]} client={client} />,
      }))}
    />
  );
}

export function LeaveDetailReportScreen({ entry }: { entry: AreaPageEntry }): ReactElement {
  return (
    <AreaPage entry={entry}>
      <LeaveDetailReport />
    </AreaPage>
  );
}

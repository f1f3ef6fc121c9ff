import type { ReactElement } from 'react';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '@timekeep/api-client';
import { CLOSED_PERIOD_RESOURCE } from '@timekeep/contracts';
import { PERSONNEL_PATHS, RefNames, ResourceList, type ResourceDeclaration, type ResourceRow } from '@timekeep/ui';

const departmentCell = (row: ResourceRow) => (typeof row.department === 'number' ? <RefNames path={PERSONNEL_PATHS.departments} ids={row.department} /> : null);

/**
 * Closed payroll periods (ADR 0094): closing = adding one, reopening = deleting it (its days are recalculated).
 * The texts name the actions "close" and "reopen" (`att:closedPeriod.*`); the buttons follow the permissions.
 */
export const closedPeriodDeclaration: ResourceDeclaration = {
  contract: CLOSED_PERIOD_RESOURCE,
  texts: 'att:closedPeriod',
  columns: [
    { key: 'start_date', sortable: true },
    { key: 'end_date', sortable: true },
    { key: 'department', sortable: true, render: departmentCell },
    { key: 'note' },
    { key: 'closed_at', sortable: true },
  ],
  form: { fields: ['start_date', 'end_date', { name: 'department', ref: { lookup: PERSONNEL_PATHS.departments } }, 'note'] },
  rowLabel: (row) => `${String(row.start_date ?? '')} – ${String(row.end_date ?? '')}`,
  export: false,
};

/** On /report/calculation, under the calculation: where payroll users close a period once payroll is run. */
export function ClosedPeriods({ client }: { client?: ApiClient }): ReactElement {
  const { t } = useTranslation('att');
  return (
    <Flex vertical gap={8} style={{ marginTop: 24 }}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t('closedPeriod.title')}
      </Typography.Title>
      <Typography.Text type="secondary">{t('closedPeriod.hint')}</Typography.Text>
      <ResourceList declaration={closedPeriodDeclaration} client={client} />
    </Flex>
  );
}

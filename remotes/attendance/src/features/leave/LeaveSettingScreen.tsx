import { useEffect, useState, type ReactElement } from 'react';
import { Flex, InputNumber, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isSuccessCode, LEAVE_ADJUSTMENT_RESOURCE, LEAVE_TYPE_RESOURCE, type LeaveBalance } from '@timekeep/contracts';
import {
  AreaPage,
  employeeRecordLabel,
  LEAVE_BALANCES_PATH,
  PERSONNEL_PATHS,
  RefNames,
  ResourceList,
  SelectFromRecords,
  useAppServices,
  type AreaPageEntry,
  type ResourceDeclaration,
} from '@timekeep/ui';

const A = 'att:approval';

const hasEntitlement = (values: Record<string, unknown>) => values.yearly_entitlement !== null && values.yearly_entitlement !== undefined && values.yearly_entitlement !== '';

/** Leave types: paid or not, holidays inside a leave counted or not, counted in days, half days or hours, the days a year (none: no limit), accrued yearly or monthly, carried over, capped. */
export const LEAVE_TYPE_SCREEN: ResourceDeclaration = {
  contract: LEAVE_TYPE_RESOURCE,
  columns: [
    { key: 'name', sortable: true },
    { key: 'unit' },
    { key: 'paid' },
    { key: 'counts_holidays', hiddenByDefault: true },
    { key: 'yearly_entitlement' },
    { key: 'accrual' },
    { key: 'carry_over_max', hiddenByDefault: true },
    { key: 'carry_over_months', hiddenByDefault: true },
    { key: 'max_balance', hiddenByDefault: true },
  ],
  search: true,
  // accrual, carry-over and the cap matter only with an entitlement (ADR 0100)
  form: { fields: ['name', 'unit', 'paid', 'counts_holidays', 'yearly_entitlement', ...(['accrual', 'carry_over_max', 'carry_over_months', 'max_balance'] as const).map((name) => ({ name, visible: hasEntitlement }))] },
  rowLabel: (row) => String(row.name ?? ''),
  export: false,
  import: false,
};

const idOf = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/** Days added to or taken from an employee's balance of a type for a year (corrections, carried-over days). */
export const LEAVE_ADJUSTMENT_SCREEN: ResourceDeclaration = {
  contract: LEAVE_ADJUSTMENT_RESOURCE,
  columns: [
    { key: 'employee', render: (row) => <RefNames path={PERSONNEL_PATHS.employees} ids={idOf(row.employee)} nameOf={employeeRecordLabel} /> },
    { key: 'leave_type', render: (row) => <RefNames path={LEAVE_TYPE_RESOURCE.path} ids={idOf(row.leave_type)} /> },
    { key: 'year', sortable: true },
    { key: 'days' },
    { key: 'reason' },
  ],
  form: {
    fields: [
      { name: 'employee', ref: { lookup: PERSONNEL_PATHS.employees } },
      { name: 'leave_type', ref: { lookup: LEAVE_TYPE_RESOURCE.path } },
      'year',
      'days',
      'reason',
    ],
  },
  rowLabel: (row) => `${String(row.year ?? '')} ${String(row.days ?? '')}`,
  export: false,
  import: false,
};

/** One employee's balances of every leave type for a year: entitled, taken (approved), pending, balance. */
export function LeaveBalances(): ReactElement {
  const { t } = useTranslation('att');
  const services = useAppServices();
  const [employee, setEmployee] = useState<number | null>(null);
  const [year, setYear] = useState(new Date().getFullYear());
  const [rows, setRows] = useState<LeaveBalance[]>([]);
  useEffect(() => {
    if (employee === null) return;
    let live = true;
    void services
      .get(LEAVE_BALANCES_PATH, { employee, year })
      .then((response) => live && setRows(isSuccessCode(response.code) && Array.isArray(response.data) ? (response.data as LeaveBalance[]) : []))
      .catch(() => live && setRows([]));
    return () => {
      live = false;
    };
  }, [services, employee, year]);
  const days = (value: number | null) => (value === null ? t(`${A}.balances.unlimited`) : String(value));
  return (
    <Flex vertical gap={8} data-testid="leave-balances">
      <Typography.Title level={5}>{t(`${A}.balances.title`)}</Typography.Title>
      <Flex gap={8} wrap>
        <div style={{ minWidth: 260 }}>
          <SelectFromRecords
          aria-label={t(`${A}.fields.employee`)}
          placeholder={t(`${A}.fields.employee`)}
          listPath={PERSONNEL_PATHS.employees}
          optionLabel={employeeRecordLabel}
          value={employee}
          onChange={(next) => setEmployee(next === null || next === undefined ? null : Number(next))}
          />
        </div>
        <InputNumber aria-label={t(`${A}.balances.year`)} min={1970} max={9999} value={year} onChange={(next) => next !== null && setYear(next)} />
      </Flex>
      {employee !== null && (
        <Table<LeaveBalance>
          size="small"
          rowKey="leave_type"
          pagination={false}
          dataSource={rows}
          columns={[
            { key: 'type', title: t(`${A}.leave_type.label`), render: (_: unknown, row) => <RefNames path={LEAVE_TYPE_RESOURCE.path} ids={row.leave_type} /> },
            { key: 'entitled', title: t(`${A}.balances.entitled`), render: (_: unknown, row) => days(row.entitled) },
            { key: 'carried_over', title: t(`${A}.balances.carried_over`), dataIndex: 'carried_over' },
            { key: 'expired', title: t(`${A}.balances.expired`), dataIndex: 'expired' },
            { key: 'adjustments', title: t(`${A}.balances.adjustments`), dataIndex: 'adjustments' },
            { key: 'taken', title: t(`${A}.balances.taken`), dataIndex: 'taken' },
            { key: 'pending', title: t(`${A}.balances.pending`), dataIndex: 'pending' },
            { key: 'balance', title: t(`${A}.balances.balance`), render: (_: unknown, row) => days(row.balance) },
          ]}
        />
      )}
    </Flex>
  );
}

/** /att/leave-setting: the leave types, below them the balances of an employee for a year and the adjustments. */
export function LeaveSettingScreen({ entry }: { entry: AreaPageEntry }): ReactElement {
  const { t } = useTranslation('att');
  return (
    <AreaPage entry={entry}>
      <Flex vertical gap={24}>
        <ResourceList declaration={LEAVE_TYPE_SCREEN} />
        <LeaveBalances />
        <Flex vertical gap={4}>
          <Typography.Title level={5}>{t(`${A}.leave_adjustment.label`)}</Typography.Title>
          <Typography.Text type="secondary">{t(`${A}.leave_adjustment.hint`)}</Typography.Text>
          <ResourceList declaration={LEAVE_ADJUSTMENT_SCREEN} />
        </Flex>
      </Flex>
    </AreaPage>
  );
}

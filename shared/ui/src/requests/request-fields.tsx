import { useEffect, useState, type ReactElement } from 'react';
import { Button, Flex, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isSuccessCode, LEAVE_TYPE_RESOURCE, type LeaveBalance } from '@timekeep/contracts';
import type { FieldWidgetProps } from '../resource/declaration';
import { DateTimeInput } from '../widgets/date-input/DateInput';
import { useAppServices } from '../widgets/providers/AppProvider';
import { SelectFromRecords } from '../widgets/record-lookup/SelectFromRecords';

const A = 'att:approval';
export const LEAVE_BALANCES_PATH = '/att/api/v2/leave-balances/';
/** The terminal's punch states (0 check-in … 5 overtime-out). */
export const PUNCH_STATES = [0, 1, 2, 3, 4, 5] as const;

/** The punch state as a named choice rather than a number. */
export function PunchStateSelect({ id, label, value, setValue, status }: FieldWidgetProps): ReactElement {
  const { t } = useTranslation('att');
  return (
    <Select
      id={id}
      aria-label={label}
      status={status}
      value={typeof value === 'number' ? value : 0}
      onChange={(next: number) => setValue(next)}
      options={PUNCH_STATES.map((state) => ({ value: state, label: t(`${A}.punch_states.${state}`) }))}
    />
  );
}

/** The balance of one leave type for a year, as the form shows it under the type. */
export function balanceText(t: (key: string, options?: Record<string, unknown>) => string, row: LeaveBalance): string {
  return row.balance === null
    ? t(`${A}.balance.unlimited`, { year: row.year, taken: row.taken, pending: row.pending })
    : t(`${A}.balance.text`, { year: row.year, balance: row.balance, entitled: row.entitled, taken: row.taken, pending: row.pending });
}

/**
 * The leave type, and under it the employee's balance of that type for the year the leave starts in
 * (an employee login's own; for an administrator, the chosen employee's).
 */
export function LeaveTypeWithBalance(props: FieldWidgetProps): ReactElement {
  const { t } = useTranslation('att');
  const services = useAppServices();
  const { values } = props;
  const employee = typeof values.employee === 'number' ? values.employee : undefined;
  const start = typeof values.start_time === 'string' ? values.start_time : '';
  const year = /^\d{4}/.test(start) ? Number(start.slice(0, 4)) : new Date().getFullYear();
  const ownForm = !('employee' in values);
  const [balances, setBalances] = useState<LeaveBalance[]>([]);
  useEffect(() => {
    if (!ownForm && employee === undefined) return;
    let live = true;
    services
      .get(LEAVE_BALANCES_PATH, { year, ...(employee === undefined ? {} : { employee }) })
      .then((response) => live && setBalances(isSuccessCode(response.code) && Array.isArray(response.data) ? (response.data as LeaveBalance[]) : []))
      .catch(() => live && setBalances([]));
    return () => {
      live = false;
    };
  }, [services, employee, year, ownForm]);
  const shown = balances.find((row) => row.leave_type === props.value);
  return (
    <Flex vertical gap={4}>
      <SelectFromRecords
        id={props.id}
        aria-label={props.label}
        status={props.status}
        listPath={LEAVE_TYPE_RESOURCE.path}
        required
        value={(props.value as number | null) ?? null}
        onChange={(next) => props.setValue(next ?? null)}
      />
      {shown && (
        <Typography.Text type="secondary" data-testid="leave-balance">
          {balanceText(t, shown)}
        </Typography.Text>
      )}
    </Flex>
  );
}

/** The end of a timed request, with "Whole day": the start's day from 00:00:00 to 23:59:59 (api-contracts.md). */
export function EndWithWholeDay(props: FieldWidgetProps): ReactElement {
  const { t } = useTranslation('att');
  const start = typeof props.values.start_time === 'string' ? props.values.start_time : '';
  const end = typeof props.value === 'string' ? props.value : '';
  const day = (start || end).slice(0, 10);
  return (
    <Flex gap={8} wrap>
      <DateTimeInput id={props.id} aria-label={props.label} status={props.status} emptyValue="" value={end || null} onChange={props.setValue} />
      <Button disabled={day === ''} onClick={() => props.setValues({ start_time: `${day} 00:00:00`, end_time: `${day} 23:59:59` })}>
        {t(`${A}.wholeDay`)}
      </Button>
    </Flex>
  );
}

/** The five request kinds: each a declaration the kernel's query helpers read, plus its own create rules. */
import {
  LEAVE_RESOURCE,
  MANUAL_LOG_RESOURCE,
  OVERTIME_RESOURCE,
  SWAP_SCHEDULE_RESOURCE,
  TRAINING_RESOURCE,
  type RequestDecision,
  type RequestType,
} from '@timekeep/contracts';
import { sql } from 'kysely';
import { ApiError } from '../../http/api-error';
import { defineResource } from '../../resources/register';
import type { FilterSpec, ResourceDefinition, Row, Trx } from '../../resources/types';
import { refuseClosedDays } from '../att/closed-periods';
import { checkLeaveBalance } from './balances';
import { storedCounts } from './leave-day-counts';
import { countsTotal } from './leave-days';
import { APPROVAL_CODES } from './codes';
import { ATT_PREFIX } from './workflows';

export interface RequestKind {
  type: RequestType;
  definition: ResourceDefinition;
  /**
   * Own rules of a new or changed request (throw ApiError to refuse); `values` are the whole request, `id` the
   * request being changed. May answer engine-owned columns to store (e.g. leave days).
   */
  beforeCreate?: (context: { trx: Trx; companyId: number; values: Row; id?: number }) => Promise<Row | void> | Row | void;
  /** The requester may also withdraw an approved request (api-contracts.md: "where the type allows"). */
  withdrawApproved?: boolean;
}

const FILTERS: Record<string, FilterSpec> = {
  employee: { kind: 'eq', field: 'employee' },
  employee__in: { kind: 'in', field: 'employee' },
  status: { kind: 'eq', field: 'status' },
  status__in: { kind: 'in', field: 'status' },
};
const TIMED_FILTERS: Record<string, FilterSpec> = {
  ...FILTERS,
  start_time__gte: { kind: 'gte', field: 'start_time' },
  start_time__lte: { kind: 'lte', field: 'start_time' },
};

/** `history` without the engine's bookkeeping (which approver slots a decision filled). */
function toRecord(row: Row): Row {
  const history = (row.history as Array<RequestDecision & { slots?: number[] }> | null) ?? [];
  return { ...row, history: history.map(({ slots: _slots, ...entry }) => entry) };
}

const employeeName = (column: string) =>
  `select trim(e.emp_code || ' ' || e.first_name || ' ' || e.last_name) from employees e where e.company_id = t.company_id and e.id = t.${column}`;
const ENGINE_COLUMNS = {
  created_at: { sql: "to_char(t.created_at, 'YYYY-MM-DD HH24:MI:SS')" },
  employee_name: { sql: employeeName('employee') },
} as const;

/** The attached proof's name (request-attachments.ts), read-only on the kinds that take one. */
const attachmentName = (type: RequestType) => ({
  sql: `select a.original_name from request_attachments a where a.company_id = t.company_id and a.request_type = '${type}' and a.request_id = t.id`,
});

function requestDefinition(contract: ResourceDefinition['contract'], table: string, timed: boolean, attachments?: RequestType): ResourceDefinition {
  const definition = defineResource({
    contract,
    prefix: ATT_PREFIX,
    codes: { ok: APPROVAL_CODES.ok },
    table,
    columns: {
      ...ENGINE_COLUMNS,
      ...('swap_with' in contract.fields ? { swap_with_name: { sql: employeeName('swap_with') } } : {}),
      ...(attachments ? { attachment_name: attachmentName(attachments) } : {}),
    },
    filters: timed ? TIMED_FILTERS : FILTERS,
    ordering: { fields: ['employee', 'status', 'created_at', ...(timed ? ['start_time'] : [])], default: ['-created_at'] },
    toRecord,
  });
  return definition;
}

const MAX_SPAN_DAYS = 366;

/** The end after the start, and at most a year later (the day-by-day leave arithmetic stays small). */
function endAfterStart(values: Row): void {
  const [start, end] = [String(values.start_time), String(values.end_time)];
  if (end <= start) {
    throw new ApiError(400, APPROVAL_CODES.endBeforeStart, { message: 'The end must be after the start.', fields: { end_time: APPROVAL_CODES.endBeforeStart } });
  }
  const span = (Date.parse(`${end.replace(' ', 'T')}Z`) - Date.parse(`${start.replace(' ', 'T')}Z`)) / 86_400_000;
  if (!(span <= MAX_SPAN_DAYS)) {
    throw new ApiError(400, APPROVAL_CODES.tooLong, { message: `A request spans at most ${MAX_SPAN_DAYS} days.`, params: { max: MAX_SPAN_DAYS }, fields: { end_time: APPROVAL_CODES.tooLong } });
  }
}

export const REQUEST_KINDS: RequestKind[] = [
  {
    type: 'manual_log',
    definition: requestDefinition(MANUAL_LOG_RESOURCE, 'manual_log_requests', false),
    // a manual log for a day of a closed payroll period is refused (ADR 0094)
    beforeCreate: ({ trx, companyId, values }) => refuseClosedDays(trx, companyId, { employees: [Number(values.employee)] }, String(values.punch_time).slice(0, 10), String(values.punch_time).slice(0, 10)),
  },
  {
    type: 'leave',
    definition: requestDefinition(LEAVE_RESOURCE, 'leave_requests', true, 'leave'),
    withdrawApproved: true,
    async beforeCreate({ trx, companyId, values, id }) {
      endAfterStart(values);
      const counts = await checkLeaveBalance(trx, companyId, values, id);
      return { days: countsTotal(counts), day_counts: sql`cast(${storedCounts(counts)} as jsonb)` };
    },
  },
  { type: 'overtime', definition: requestDefinition(OVERTIME_RESOURCE, 'overtime_requests', true), beforeCreate: ({ values }) => endAfterStart(values) },
  { type: 'training', definition: requestDefinition(TRAINING_RESOURCE, 'training_requests', true, 'training'), beforeCreate: ({ values }) => endAfterStart(values) },
  { type: 'swap_schedule', definition: requestDefinition(SWAP_SCHEDULE_RESOURCE, 'swap_schedule_requests', false) },
];

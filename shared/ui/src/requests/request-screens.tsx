/**
 * The request screens of issue 14 (ADR 0080) on the resource kit, one declaration per request kind and audience:
 * `admin` (/att/<kind>: every request, filed on behalf of an employee, decided, bulk approved), `personal`
 * (/personal/request/<kind>: the signed-in employee's own, changed or withdrawn while pending) and `approval`
 * (/personal/approval/<kind>: what waits for the signed-in person, `?approver=me`).
 */
import { useState, type ReactElement, type ReactNode } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { apiClient, type ApiClient } from '@timekeep/api-client';
import {
  LEAVE_RESOURCE,
  LEAVE_TYPE_RESOURCE,
  MANUAL_LOG_RESOURCE,
  OVERTIME_RESOURCE,
  REQUEST_STATUSES,
  SWAP_SCHEDULE_RESOURCE,
  TRAINING_RESOURCE,
  TRAINING_TYPE_RESOURCE,
  type RequestDecision,
  type RequestEvent,
  type RequestType,
  type ResourceContract,
} from '@timekeep/contracts';
import type { ColumnDeclaration, FilterDeclaration, FormFieldDeclaration, ResourceDeclaration, ResourceRow } from '../resource/declaration';
import { usePermissions } from '../resource/permissions';
import { RefNames } from '../resource/RefNames';
import { ResourceForm } from '../resource/ResourceForm';
import { toast } from '../toast/toast-queue';
import { PERSONNEL_PATHS } from '../widgets/employee-picker/employeeQueries';
import { DecisionDialog, HistoryDialog, RequestStatusTag, type DecisionAction } from './RequestDialogs';
import { EndWithWholeDay, LeaveTypeWithBalance, PunchStateSelect } from './request-fields';
import { RequestAttachment } from './RequestAttachment';

const A = 'att:approval';
export type RequestAudience = 'admin' | 'personal' | 'approval';

interface KindLayout {
  contract: ResourceContract;
  columns: ReadonlyArray<ColumnDeclaration<ResourceRow>>;
  /** The kind's own form fields (the employee comes first for administrators). */
  fields: ReadonlyArray<string | FormFieldDeclaration>;
  /** The requester may withdraw it once approved too (leave: its days come back). */
  withdrawApproved?: boolean;
  /** A proof may be attached (leave, training: `<id>/attachment/`, ADR 0093). */
  attachments?: boolean;
}

const timedFields = ['start_time', { name: 'end_time', render: (props) => <EndWithWholeDay {...props} /> }] as const satisfies ReadonlyArray<string | FormFieldDeclaration>;
const reason: FormFieldDeclaration = { name: 'reason', textarea: true };
const timedColumns: ReadonlyArray<ColumnDeclaration<ResourceRow>> = [{ key: 'start_time', sortable: true }, { key: 'end_time' }];

export const REQUEST_LAYOUTS: Readonly<Record<RequestType, KindLayout>> = {
  manual_log: {
    contract: MANUAL_LOG_RESOURCE,
    columns: [{ key: 'punch_time' }, { key: 'punch_state', render: (row) => <PunchStateName state={row.punch_state} /> }, { key: 'work_code', hiddenByDefault: true }],
    fields: ['punch_time', { name: 'punch_state', render: (props) => <PunchStateSelect {...props} /> }, 'work_code', reason],
  },
  leave: {
    contract: LEAVE_RESOURCE,
    columns: [{ key: 'leave_type', render: (row) => <RefNames path={LEAVE_TYPE_RESOURCE.path} ids={Number(row.leave_type)} /> }, ...timedColumns, { key: 'days' }],
    fields: [{ name: 'leave_type', render: (props) => <LeaveTypeWithBalance {...props} /> }, ...timedFields, reason],
    withdrawApproved: true,
    attachments: true,
  },
  overtime: {
    contract: OVERTIME_RESOURCE,
    columns: [{ key: 'overtime_type' }, ...timedColumns],
    fields: ['overtime_type', ...timedFields, reason],
  },
  training: {
    contract: TRAINING_RESOURCE,
    columns: [{ key: 'training_type', render: (row) => <RefNames path={TRAINING_TYPE_RESOURCE.path} ids={Number(row.training_type)} /> }, ...timedColumns],
    fields: [{ name: 'training_type', ref: { lookup: TRAINING_TYPE_RESOURCE.path } }, ...timedFields, reason],
    attachments: true,
  },
  swap_schedule: {
    contract: SWAP_SCHEDULE_RESOURCE,
    columns: [{ key: 'swap_with_name' }, { key: 'date' }, { key: 'swap_date' }],
    fields: [{ name: 'swap_with', ref: { lookup: PERSONNEL_PATHS.employees } }, 'date', 'swap_date', reason],
  },
};

function PunchStateName({ state }: { state: unknown }): ReactElement {
  const { t } = useTranslation('att');
  return <span>{t(`${A}.punch_states.${String(state)}`)}</span>;
}

const historyOf = (row: ResourceRow): RequestDecision[] => (Array.isArray(row.history) ? (row.history as RequestDecision[]) : []);
const eventsOf = (row: ResourceRow): RequestEvent[] => (Array.isArray(row.events) ? (row.events as RequestEvent[]) : []);

type Open = { kind: 'none' } | { kind: 'history' } | { kind: 'edit' } | { kind: 'decide'; action: DecisionAction };

interface RequestActionsProps {
  row: ResourceRow;
  reload: () => void;
  audience: RequestAudience;
  layout: KindLayout;
  declaration: ResourceDeclaration;
  client: ApiClient;
}

/**
 * A request's row actions: its history always; approve / reject for approvers while pending; change (before
 * any decision) and withdraw for the requester. The server decides who may (ADR 0080) and says why not.
 */
function RequestActions({ row, reload, audience, layout, declaration, client }: RequestActionsProps): ReactElement {
  const { t } = useTranslation('att');
  const permissions = usePermissions();
  const [open, setOpen] = useState<Open>({ kind: 'none' });
  const pending = row.status === 'pending';
  const history = historyOf(row);
  const name = declaration.rowLabel(row);
  const canApprove = audience === 'approval' || (audience === 'admin' && permissions.canDo(layout.contract.name, 'approve'));
  const requester = audience !== 'approval';
  const button = (key: string, action: () => void, danger = false): ReactNode => (
    <Button key={key} size="small" danger={danger} aria-label={t(`${A}.actions.${key}One`, { name })} onClick={action}>
      {t(`${A}.actions.${key}`)}
    </Button>
  );
  const close = () => setOpen({ kind: 'none' });
  return (
    <>
      {layout.attachments && (
        <RequestAttachment
          client={client}
          requestPath={`${layout.contract.path}${String(row.id)}/`}
          name={typeof row.attachment_name === 'string' && row.attachment_name !== '' ? row.attachment_name : null}
          canAttach={requester && pending}
          onAttached={reload}
        />
      )}
      {button('history', () => setOpen({ kind: 'history' }))}
      {pending && canApprove && button('approve', () => setOpen({ kind: 'decide', action: 'approve' }))}
      {pending && canApprove && button('reject', () => setOpen({ kind: 'decide', action: 'reject' }), true)}
      {pending && requester && history.length === 0 && button('edit', () => setOpen({ kind: 'edit' }))}
      {requester && (pending || (layout.withdrawApproved === true && row.status === 'approved')) && button('withdraw', () => setOpen({ kind: 'decide', action: 'withdraw' }), true)}
      {open.kind === 'history' && (
        <HistoryDialog history={history} events={eventsOf(row)} level={Number(row.level)} levels={Number(row.levels)} status={row.status} onClose={close} />
      )}
      {open.kind === 'decide' && (
        <DecisionDialog
          client={client}
          path={layout.contract.path}
          ids={[row.id]}
          action={open.action}
          onClose={close}
          onDone={() => {
            close();
            reload();
          }}
        />
      )}
      {open.kind === 'edit' && (
        <ResourceForm
          declaration={declaration}
          client={client}
          row={row}
          onClose={close}
          onSaved={() => {
            toast.success(t('common:resource.updated', { name }));
            close();
            reload();
          }}
        />
      )}
    </>
  );
}

/** Bulk approve of the selected requests (administrators with the approve permission, approvers). */
function BulkApprove({ ids, done, path, client }: { ids: readonly number[]; done: () => void; path: string; client: ApiClient }): ReactElement {
  const { t } = useTranslation('att');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button disabled={ids.length === 0} onClick={() => setOpen(true)} data-testid="request-approve-selected">
        {t(`${A}.actions.approveSelected`, { count: ids.length })}
      </Button>
      {open && (
        <DecisionDialog
          client={client}
          path={path}
          ids={ids}
          action="approve"
          onClose={() => setOpen(false)}
          onDone={() => {
            setOpen(false);
            done();
          }}
        />
      )}
    </>
  );
}

/** The declaration of a request kind's screen for an audience (the shared api-client unless a test passes one). */
export function requestDeclaration(type: RequestType, audience: RequestAudience, client: ApiClient = apiClient): ResourceDeclaration {
  const layout = REQUEST_LAYOUTS[type];
  const { contract } = layout;
  const others = audience !== 'personal';
  const filters: FilterDeclaration[] = [
    { kind: 'choice', param: 'status', label: `${A}.fields.status`, options: (t) => REQUEST_STATUSES.map((status) => ({ value: status, label: t(`${A}.statuses.${status}`) })) },
  ];
  if (audience === 'admin') {
    filters.push(
      { kind: 'choice', param: 'approver', label: `${A}.waitingFilter`, options: (t) => [{ value: 'me', label: t(`${A}.waitingForMe`) }] },
      { kind: 'employee', param: 'employee__in', label: `${A}.fields.employee` },
    );
  }
  const declaration: ResourceDeclaration = {
    contract,
    texts: `${A}.screen`,
    columns: [
      ...(others ? [{ key: 'employee_name', title: `${A}.fields.employee` }] : []),
      ...layout.columns,
      { key: 'reason', ellipsis: true, hiddenByDefault: audience === 'approval' },
      { key: 'status', render: (row) => <RequestStatusTag status={row.status} /> },
      { key: 'level', render: (row) => <span dir="ltr">{`${String(row.level)}/${String(row.levels)}`}</span> },
      { key: 'created_at', sortable: true },
    ],
    filters: audience === 'approval' ? [] : filters,
    query: audience === 'approval' ? { approver: 'me' } : undefined,
    search: false,
    // Nobody files from the approval lists; the rest is checked by the server per request (ADR 0080).
    form: audience === 'approval' ? undefined : { fields: audience === 'admin' ? [{ name: 'employee', ref: { lookup: PERSONNEL_PATHS.employees } }, ...layout.fields] : layout.fields, update: 'patch' },
    rowLabel: (row) => `#${String(row.id)}`,
    export: false,
    import: false,
    // Employee logins hold no kernel permission: the Personal lists show their actions, the server confines them.
    gated: audience === 'admin',
  };
  declaration.rowActions = (row, reload) => <RequestActions row={row} reload={reload} audience={audience} layout={layout} declaration={declaration} client={client} />;
  if (audience !== 'personal') {
    declaration.selectionActions = (ids, done, can) => (audience === 'approval' || can('approve') ? <BulkApprove ids={ids} done={done} path={contract.path} client={client} /> : null);
  }
  return declaration;
}

import { useState, type ReactElement } from 'react';
import { Input, Modal, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '@timekeep/api-client';
import { isSuccessCode, type RequestDecision, type RequestStatus } from '@timekeep/contracts';
import { settleWrite } from '../resource/server-errors';
import { toast } from '../toast/toast-queue';

const A = 'att:approval';

/** Status colours of a request (and of a decision in its history). */
export const STATUS_COLORS: Readonly<Record<RequestStatus, string>> = { pending: 'gold', approved: 'green', rejected: 'red', withdrawn: 'default' };

export function RequestStatusTag({ status }: { status: unknown }): ReactElement {
  const { t } = useTranslation('att');
  const known = (STATUS_COLORS as Record<string, string>)[String(status)];
  return <Tag color={known ?? 'default'}>{t(`${A}.statuses.${String(status)}`)}</Tag>;
}

export type DecisionAction = 'approve' | 'reject' | 'withdraw';

/**
 * Posts a decision on each request in turn (`<path><id>/<action>/` with the comment); answers how many went
 * through. Refusals are toasted translated (the api-client toasts 400s itself; 403/404/409 are toasted here).
 */
export async function decideRequests(client: ApiClient, path: string, ids: readonly number[], action: DecisionAction, comment: string): Promise<number> {
  let done = 0;
  for (const id of ids) {
    try {
      const { response, notified } = await settleWrite(client.post(`${path}${id}/${action}/`, { comment }));
      if (isSuccessCode(response.code)) done += 1;
      else if (!notified) toast.error(client.messageOf(response));
    } catch {
      // Network or session failures: the api-client has already said so.
    }
  }
  return done;
}

export interface DecisionDialogProps {
  client: ApiClient;
  /** The request kind's list path (`/att/api/v2/leaves/`). */
  path: string;
  ids: readonly number[];
  action: DecisionAction;
  onClose: () => void;
  /** After the decisions were sent (some may have been refused). */
  onDone: (decided: number) => void;
}

/** Approve, reject or withdraw one request or several, with an optional comment. */
export function DecisionDialog({ client, path, ids, action, onClose, onDone }: DecisionDialogProps): ReactElement {
  const { t } = useTranslation('att');
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (busy) return;
    setBusy(true);
    const decided = await decideRequests(client, path, ids, action, comment.trim());
    setBusy(false);
    if (decided > 0) toast.success(t(`${A}.decided.${action}`, { count: decided }));
    onDone(decided);
  };
  return (
    <Modal
      open
      title={t(`${A}.dialog.${action}`, { count: ids.length })}
      okText={t(`${A}.actions.${action}`)}
      okButtonProps={{ danger: action !== 'approve' }}
      cancelText={t('common:resource.cancel')}
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <label htmlFor="request-decision-comment">{t(`${A}.fields.comment`)}</label>
      <Input.TextArea id="request-decision-comment" rows={3} maxLength={500} value={comment} onChange={(event) => setComment(event.target.value)} />
    </Modal>
  );
}

/** Who decided what at which level, oldest first; the chain's length says how far the request went. */
export function HistoryDialog({ history, level, levels, status, onClose }: { history: readonly RequestDecision[]; level: number; levels: number; status: unknown; onClose: () => void }): ReactElement {
  const { t } = useTranslation('att');
  // the approval sweep's own entries (ADR 0099): no person decided, the comment says why
  const whoOf = (entry: RequestDecision) => (entry.auto ? t(`${A}.history.automatic`) : (entry.name ?? (entry.user !== null ? `#${entry.user}` : `#${String(entry.employee)}`)));
  const commentOf = (entry: RequestDecision) => (entry.auto ? t(`${A}.history.auto.${entry.auto}`, { days: entry.days ?? 0 }) : entry.comment);
  return (
    <Modal open title={t(`${A}.history.title`)} footer={null} onCancel={onClose} destroyOnHidden width={720}>
      <p data-testid="request-history-state">
        <RequestStatusTag status={status} /> {t(`${A}.history.levelOf`, { level, levels })}
      </p>
      <Table<RequestDecision & { key: number }>
        size="small"
        pagination={false}
        locale={{ emptyText: t(`${A}.history.empty`) }}
        dataSource={history.map((entry, index) => ({ ...entry, key: index }))}
        columns={[
          { key: 'level', title: t(`${A}.fields.level`), dataIndex: 'level', width: 70 },
          { key: 'who', title: t(`${A}.history.who`), render: (_: unknown, entry) => whoOf(entry) },
          { key: 'decision', title: t(`${A}.history.decision`), render: (_: unknown, entry) => <RequestStatusTag status={entry.decision} /> },
          { key: 'comment', title: t(`${A}.fields.comment`), render: (_: unknown, entry) => commentOf(entry) },
          { key: 'time', title: t(`${A}.history.time`), render: (_: unknown, entry) => <span dir="ltr">{`${entry.time} UTC`}</span> },
        ]}
      />
    </Modal>
  );
}

import { useState, type ReactElement } from 'react';
import { Input, Modal, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '@timekeep/api-client';
import { isAutomaticDecision, isSuccessCode, type RequestDecision, type RequestEvent, type RequestStatus } from '@timekeep/contracts';
import { settleWrite } from '../resource/server-errors';
import { HueTag, type StatusHue } from '../status/HueTag';
import { toast } from '../toast/toast-queue';

const A = 'att:approval';

/** Status colours of a request (and of a decision in its history). */
export const STATUS_COLORS: Readonly<Record<RequestStatus, StatusHue | null>> = { pending: 'gold', approved: 'green', rejected: 'red', withdrawn: null };

export function RequestStatusTag({ status }: { status: unknown }): ReactElement {
  const { t } = useTranslation('att');
  const hue = (STATUS_COLORS as Record<string, StatusHue | null | undefined>)[String(status)] ?? null;
  return <HueTag hue={hue}>{t(`${A}.statuses.${String(status)}`)}</HueTag>;
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

/** One line of the history dialog: a decision, or an escalation of the approval sweep. */
export interface HistoryLine {
  key: number;
  level: number;
  time: string;
  /** A decision, or `escalated`. */
  status: string;
  /** The approval sweep's own step (ADR 0099, 0103): no person decided. */
  automatic: boolean;
  /** Why the sweep acted (its event), when it did. */
  reason: RequestEvent | null;
  /** Who decided (a person's decision; empty for the sweep's). */
  who: string;
  comment: string;
}

/**
 * The dialog's lines, oldest first: every decision of `history`, and the escalations of `events`. An automatic
 * decision (`isAutomaticDecision`: no user, no employee) is explained by its event of the same level, type and time.
 */
export function historyLines(history: readonly RequestDecision[], events: readonly RequestEvent[]): HistoryLine[] {
  const decisions = history.map((entry): Omit<HistoryLine, 'key'> => {
    const automatic = isAutomaticDecision(entry);
    return {
      level: entry.level,
      time: entry.time,
      status: entry.decision,
      automatic,
      reason: automatic ? (events.find((event) => event.level === entry.level && event.type === entry.decision && event.time === entry.time) ?? null) : null,
      who: automatic ? '' : (entry.name ?? (entry.user === null ? `#${String(entry.employee)}` : `#${entry.user}`)),
      comment: entry.comment,
    };
  });
  const escalations = events
    .filter((event) => event.type === 'escalated')
    .map((event): Omit<HistoryLine, 'key'> => ({ level: event.level, time: event.time, status: 'escalated', automatic: true, reason: event, who: '', comment: '' }));
  // stable: of the same second, decisions come before escalations, each in its list's order
  return [...decisions, ...escalations]
    .map((line, index) => ({ line, index }))
    .sort((a, b) => (a.line.time < b.line.time ? -1 : a.line.time > b.line.time ? 1 : a.index - b.index))
    .map(({ line }, key) => ({ ...line, key }));
}

/** Who decided what at which level, oldest first, and the sweep's escalations; the chain's length says how far the request went. */
export function HistoryDialog({ history, events, level, levels, status, onClose }: { history: readonly RequestDecision[]; events: readonly RequestEvent[]; level: number; levels: number; status: unknown; onClose: () => void }): ReactElement {
  const { t } = useTranslation('att');
  const whoOf = (line: HistoryLine) => (line.automatic ? t(`${A}.history.automatic`) : line.who);
  const commentOf = (line: HistoryLine) => (line.reason ? t(`${A}.history.auto.${line.reason.reason}`, { days: line.reason.days ?? 0 }) : line.comment);
  return (
    <Modal open title={t(`${A}.history.title`)} footer={null} onCancel={onClose} destroyOnHidden width={720}>
      <p data-testid="request-history-state">
        <RequestStatusTag status={status} /> {t(`${A}.history.levelOf`, { level, levels })}
      </p>
      <Table<HistoryLine>
        size="small"
        pagination={false}
        locale={{ emptyText: t(`${A}.history.empty`) }}
        dataSource={historyLines(history, events)}
        columns={[
          { key: 'level', title: t(`${A}.fields.level`), dataIndex: 'level', width: 70 },
          { key: 'who', title: t(`${A}.history.who`), render: (_: unknown, line) => whoOf(line) },
          { key: 'decision', title: t(`${A}.history.decision`), render: (_: unknown, line) => <RequestStatusTag status={line.status} /> },
          { key: 'comment', title: t(`${A}.fields.comment`), render: (_: unknown, line) => commentOf(line) },
          { key: 'time', title: t(`${A}.history.time`), render: (_: unknown, line) => <span dir="ltr">{`${line.time} UTC`}</span> },
        ]}
      />
    </Modal>
  );
}

import type { ApiClient } from '@timekeep/api-client';
import { isSuccessCode, type ApiResponse } from '@timekeep/contracts';
import { toast, useDialog } from '@timekeep/ui';
import { settleWrite } from '../employee/server-errors';

export interface ConfirmedRemoval {
  title: string;
  description: string;
  confirmText: string;
  /** The delete (one or several rows) to run once confirmed. */
  call: () => Promise<ApiResponse<{ deleted: number }>>;
  count: number;
}

export interface ConfirmedRemovalOptions {
  client: ApiClient;
  /** The translated toast when the request itself fails (network, session). */
  failedText: string;
  /** The translated success toast for `count` removed rows. */
  doneText: (count: number) => string;
  /** Runs after a successful removal (e.g. the paged list's afterDelete). */
  onDone: (count: number) => void;
}

/**
 * A confirmation dialog that runs a removal (delete, reinstate) and keeps itself open when it is refused: the
 * server's message is toasted unless the api-client already showed it.
 */
export function useConfirmedRemoval({ client, failedText, doneText, onDone }: ConfirmedRemovalOptions): (removal: ConfirmedRemoval) => void {
  const dialog = useDialog();

  const run = async ({ call, count }: ConfirmedRemoval) => {
    let outcome;
    try {
      outcome = await settleWrite(call());
    } catch {
      toast.error(failedText);
      throw new Error('removal failed');
    }
    if (!isSuccessCode(outcome.response.code)) {
      if (!outcome.notified) toast.error(client.messageOf(outcome.response));
      // Keeps the confirmation open; the message says why.
      throw new Error('removal refused');
    }
    toast.success(doneText(count));
    onDone(count);
  };

  return (removal) =>
    void dialog.confirm({
      title: removal.title,
      description: removal.description,
      confirmText: removal.confirmText,
      onConfirm: () => run(removal),
    });
}

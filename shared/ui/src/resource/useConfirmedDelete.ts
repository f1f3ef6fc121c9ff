import type { ApiClient } from '@timekeep/api-client';
import { isSuccessCode, type ApiResponse } from '@timekeep/contracts';
import { useTranslation } from 'react-i18next';
import { toast } from '../toast/toast-queue';
import { useDialog } from '../widgets/providers/DialogHost';
import type { ResourceDeclaration, ResourceRow } from './declaration';
import type { ResourceText } from './resource-texts';
import { settleWrite } from './server-errors';

/**
 * Delete one row (`DELETE <base><id>/`) or several (`DELETE <base>multi-destroy/`) after the confirmation dialog; a
 * refusal keeps the dialog open with the server's message, success toasts and calls `onDone` with the count.
 */
export function useConfirmedDelete<Row extends ResourceRow>(
  declaration: ResourceDeclaration<Row>,
  client: ApiClient,
  rt: ResourceText,
  onDone: (deleted: number) => void,
): (ids: readonly number[], row?: Row) => void {
  const dialog = useDialog();
  const { i18n } = useTranslation();
  const { path } = declaration.contract;

  const run = async (ids: readonly number[]) => {
    const call: Promise<ApiResponse<unknown>> =
      ids.length === 1 ? client.destroy(path, ids[0]) : client.multiDestroy(path, { ids: [...ids] });
    let outcome;
    try {
      outcome = await settleWrite(call);
    } catch {
      toast.error(rt('failed'));
      throw new Error('delete failed');
    }
    if (!isSuccessCode(outcome.response.code)) {
      if (!outcome.notified) toast.error(client.messageOf(outcome.response));
      throw new Error('delete refused');
    }
    const answer = outcome.response.data;
    const note = answer && typeof answer === 'object' ? declaration.changeNote?.(answer as Record<string, unknown>, (key, options) => String(i18n.t(key, options))) : '';
    toast.success([rt('deleted', { count: ids.length }), note ?? ''].filter(Boolean).join(' '));
    onDone(ids.length);
  };

  return (ids, row) =>
    void dialog.confirm({
      title: rt('deleteTitle'),
      description: row ? rt('deleteOne', { name: declaration.rowLabel(row) }) : rt('deleteMany', { count: ids.length }),
      confirmText: rt('delete'),
      onConfirm: () => run(ids),
    });
}

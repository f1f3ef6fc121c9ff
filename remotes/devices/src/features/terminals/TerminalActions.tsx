import { useState, type ReactElement } from 'react';
import { Button, Dropdown } from 'antd';
import DownOutlined from '@ant-design/icons/DownOutlined';
import { useTranslation } from 'react-i18next';
import { apiClient as defaultClient, type ApiClient } from '@timekeep/api-client';
import { isSuccessCode } from '@timekeep/contracts';
import { toast } from '@timekeep/ui';
import { runTerminalAction, TERMINAL_ACTIONS, type TerminalAction } from './terminal-api';

export interface TerminalActionsProps {
  /** The terminals the actions apply to (one row, or the selection). */
  ids: readonly number[];
  /** The button's text (the row's "Actions", the toolbar's "Selected (n)"). */
  label: string;
  /** After an action was queued. */
  onDone: () => void;
  client?: ApiClient;
  size?: 'small' | 'middle';
}

/** A menu of the queued terminal actions (reload users, upload users, reboot, sync time, clear commands). */
export function TerminalActions({ ids, label, onDone, client = defaultClient, size = 'middle' }: TerminalActionsProps): ReactElement {
  const { t } = useTranslation('device');
  const [busy, setBusy] = useState(false);
  const run = async (action: TerminalAction) => {
    setBusy(true);
    try {
      const response = await runTerminalAction(client, action, ids);
      if (isSuccessCode(response.code)) {
        toast.success(t('terminal.actions.done', { count: response.data.commands, terminals: response.data.terminals }));
        onDone();
      } else toast.error(client.messageOf(response));
    } catch {
      toast.error(t('terminal.actions.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dropdown
      disabled={ids.length === 0}
      trigger={['click']}
      menu={{
        items: TERMINAL_ACTIONS.map((action) => ({ key: action, label: t(`terminal.actions.${action}`), danger: action === 'reboot' })),
        onClick: ({ key }) => void run(key as TerminalAction),
      }}
    >
      <Button size={size} loading={busy} disabled={ids.length === 0}>
        {label} <DownOutlined />
      </Button>
    </Dropdown>
  );
}

import { useState, type ReactElement } from 'react';
import { Button, Dropdown } from 'antd';
import DownOutlined from '@ant-design/icons/DownOutlined';
import { useTranslation } from 'react-i18next';
import { apiClient as defaultClient, type ApiClient } from '@timekeep/api-client';
import { ACC_DOOR_ACTIONS, ACC_TERMINAL_RESOURCE, isSuccessCode, type AccDoorAction } from '@timekeep/contracts';
import { toast } from '@timekeep/ui';

/** Open the door / cancel its alarm on the given doors (queued `AC_UNLOCK` / `AC_UNALARM`, ADR 0111). */
export function DoorActions({ ids, label, onDone, client = defaultClient, size = 'middle' }: { ids: readonly number[]; label: string; onDone: () => void; client?: ApiClient; size?: 'small' | 'middle' }): ReactElement {
  const { t } = useTranslation('acc');
  const [busy, setBusy] = useState(false);
  const run = async (action: AccDoorAction) => {
    setBusy(true);
    try {
      const response = await client.post<{ terminals: number; commands: number }>(`${ACC_TERMINAL_RESOURCE.path}${action}/`, { terminals: ids });
      if (isSuccessCode(response.code)) {
        toast.success(t('door.done', { count: response.data.commands }));
        onDone();
      } else toast.error(client.messageOf(response));
    } catch {
      toast.error(t('door.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dropdown
      disabled={ids.length === 0}
      trigger={['click']}
      menu={{ items: ACC_DOOR_ACTIONS.map((action) => ({ key: action, label: t(`door.${action}`) })), onClick: ({ key }) => void run(key as AccDoorAction) }}
    >
      <Button size={size} loading={busy} disabled={ids.length === 0}>
        {label} <DownOutlined />
      </Button>
    </Dropdown>
  );
}

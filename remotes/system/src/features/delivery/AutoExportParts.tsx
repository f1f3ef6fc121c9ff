import { useState, type ReactElement } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { apiClient as defaultClient, type ApiClient } from '@timekeep/api-client';
import { AUTO_EXPORT_RESOURCE, isSuccessCode, type JobView } from '@timekeep/contracts';
import { toast, usePermissions, type ResourceRow } from '@timekeep/ui';

type Translate = (key: string, params?: Record<string, string | number>) => string;

/** "Daily at 07:00", "Monday at 07:00", "Day 1 at 07:00" — when a delivery runs, in the company's zone. */
export function whenText(row: Readonly<Record<string, unknown>>, t: Translate): string {
  const time = String(row.time ?? '');
  if (row.frequency === 'weekly') return t('sys:autoexport.when.weekly', { weekday: t(`sys:autoexport.weekdays.${String(row.weekday)}`), time });
  if (row.frequency === 'monthly') return t('sys:autoexport.when.monthly', { day: Number(row.month_day), time });
  return t('sys:autoexport.when.daily', { time });
}

export function WhenCell({ row }: { row: ResourceRow }): ReactElement {
  const { t } = useTranslation('sys');
  return <>{whenText(row, t)}</>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** "Run now": starts the delivery's job, follows it, and reloads the list for its last run and result. */
export function RunNowButton({ row, reload, client = defaultClient, pollMs = 1000 }: { row: ResourceRow; reload: () => void; client?: ApiClient; pollMs?: number }): ReactElement | null {
  const { t } = useTranslation(['sys', 'common', 'api']);
  const permissions = usePermissions();
  const [busy, setBusy] = useState(false);
  if (!permissions.canDo(AUTO_EXPORT_RESOURCE.name, 'run')) return null;
  const name = String(row.name);
  const run = async () => {
    setBusy(true);
    try {
      const started = await client.request<{ job: number }>({ method: 'POST', path: `${AUTO_EXPORT_RESOURCE.path}${row.id}/run/` });
      if (!isSuccessCode(started.code) || !started.data) {
        toast.error(client.messageOf(started));
        return;
      }
      toast.info(t('sys:autoexport.run_started', { name }));
      for (;;) {
        const view = await client.get<JobView>(`/api/v2/jobs/${started.data.job}/`);
        if (!isSuccessCode(view.code) || !view.data) break;
        if (view.data.status === 'done') {
          toast.success(t('sys:autoexport.run_done', { name }));
          break;
        }
        if (view.data.status === 'failed') {
          toast.error(t('sys:autoexport.run_failed', { name, error: view.data.error ? t(view.data.error) : '' }));
          break;
        }
        await sleep(pollMs);
      }
    } finally {
      setBusy(false);
      reload();
    }
  };
  return (
    <Button size="small" loading={busy} onClick={() => void run()} data-testid={`run-now-${row.id}`}>
      {t('sys:autoexport.run')}
    </Button>
  );
}

import { useEffect, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient, type ApiClient } from '@timekeep/api-client';
import { isSuccessCode, type PermissionInfo } from '@timekeep/contracts';
import { PERMISSIONS_PATH } from '../group/PermissionMatrix';

/** Every action the server writes to the operation log (the kernel's writes, approvals, terminal actions, runs). */
export const OPERATION_LOG_ACTIONS = [
  'create',
  'update',
  'delete',
  'import',
  'export',
  'approve',
  'reject',
  'escalate',
  'escalate_to_user',
  'attach',
  'run',
  'import_quarantine',
  'reload_user',
  'upload_user',
  'reboot',
  'sync_time',
  'clear_command',
] as const;

/** Resource name (`system.group`) → its translated label, from the permission list the server translates. */
export function resourceLabelsOf(permissions: readonly PermissionInfo[]): Map<string, string> {
  const labels = new Map<string, string>();
  for (const permission of permissions) {
    if (permission.resource_label) labels.set(`${permission.module}.${permission.resource}`, permission.resource_label);
  }
  return labels;
}

// One request per language for every row of every page: the labels are the same for the whole session.
const cache = new Map<string, Promise<Map<string, string>>>();

function loadLabels(client: ApiClient, language: string): Promise<Map<string, string>> {
  let pending = cache.get(language);
  if (!pending) {
    pending = client.get<PermissionInfo[]>(PERMISSIONS_PATH).then(
      (response) => (isSuccessCode(response.code) && response.data ? resourceLabelsOf(response.data) : new Map<string, string>()),
      // Without the right to see groups (or offline) the log still reads: the code stands in for the label.
      () => new Map<string, string>(),
    );
    cache.set(language, pending);
  }
  return pending;
}

/** The logged resource's name in the reader's language (its code until the labels arrive, or without them). */
export function ResourceName({ name, client = apiClient }: { name: string; client?: ApiClient }): ReactElement {
  const { i18n } = useTranslation();
  const [label, setLabel] = useState<string | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void loadLabels(client, i18n.language).then((labels) => live && setLabel(labels.get(name)));
    return () => {
      live = false;
    };
  }, [client, i18n.language, name]);
  return <span title={name}>{label ?? name}</span>;
}

/** The logged action in the reader's language; an action this screen does not know yet shows its code. */
export function ActionName({ action }: { action: string }): ReactElement {
  const { t } = useTranslation('sys');
  return <>{t(`operationlog.actions.${action}`, { defaultValue: action })}</>;
}

/** For tests: forget the labels loaded so far. */
export function forgetResourceLabels(): void {
  cache.clear();
}

import { useCallback, useEffect, useState, type ReactElement } from 'react';
import { Alert, Button, Flex, Input, Modal, Popconfirm, Select, Tooltip } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import SaveOutlined from '@ant-design/icons/SaveOutlined';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '@timekeep/api-client';
import { isSuccessCode, REPORT_TEMPLATE_LIMITS, REPORT_TEMPLATES_PATH, type ApiResponse, type ReportTemplate, type ReportTemplateSettings } from '@timekeep/contracts';
import { toast } from '../toast/toast-queue';

export interface ReportTemplatesProps {
  report: string;
  client: ApiClient;
  /** What the screen shows now (saved by "Save as template" and "Update"). */
  current: ReportTemplateSettings;
  onApply: (settings: ReportTemplateSettings) => void;
}

const TT = 'report:templates';

/** The name dialog of "Save as template" and "Rename": the server's refusal (a taken name) shows in it. */
function NameDialog({ title, initial, onSubmit, onClose }: { title: string; initial: string; onSubmit: (name: string) => Promise<string | null>; onClose: () => void }): ReactElement {
  const { t } = useTranslation(['report', 'common']);
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    const refusal = await onSubmit(name.trim());
    setBusy(false);
    if (refusal) setError(refusal);
    else onClose();
  };
  return (
    <Modal open title={title} onCancel={onClose} onOk={() => void submit()} okText={t(`${TT}.ok`)} cancelText={t(`${TT}.cancel`)} okButtonProps={{ disabled: name.trim() === '', loading: busy }} destroyOnHidden>
      <Flex vertical gap={8}>
        <Input
          autoFocus
          aria-label={t(`${TT}.name`)}
          placeholder={t(`${TT}.name`)}
          value={name}
          maxLength={REPORT_TEMPLATE_LIMITS.name}
          onChange={(event) => {
            setName(event.target.value);
            setError(null);
          }}
          onPressEnter={() => {
            if (name.trim() !== '') void submit();
          }}
        />
        {error && <Alert type="error" showIcon title={error} />}
      </Flex>
    </Modal>
  );
}

/**
 * Saved templates of one report (ADR 0091): the signed-in login's own named columns, filters, sort and page size,
 * kept on the server. Choosing one applies it; the current screen is saved as a new one or over the chosen one;
 * the chosen one is renamed or deleted.
 */
export function ReportTemplates({ report, client, current, onApply }: ReportTemplatesProps): ReactElement {
  const { t } = useTranslation(['report', 'common']);
  const [templates, setTemplates] = useState<ReportTemplate[]>([]);
  const [chosen, setChosen] = useState<number | null>(null);
  const [dialog, setDialog] = useState<'save' | 'rename' | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    client.get<ReportTemplate[]>(REPORT_TEMPLATES_PATH, { report }).then(
      (response) => {
        if (live && isSuccessCode(response.code) && Array.isArray(response.data)) setTemplates(response.data);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [client, report, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const selected = templates.find((template) => template.id === chosen) ?? null;

  /** A write's outcome: null when done, else the message to show. */
  const settle = async (call: Promise<ApiResponse<unknown>>, done: string): Promise<string | null> => {
    const response = await call.catch(() => null);
    if (!response) return t(`${TT}.failed`);
    if (!isSuccessCode(response.code)) return client.messageOf(response);
    toast.success(done);
    return null;
  };

  const saveAs = async (name: string) => {
    const response = await client.post<ReportTemplate>(REPORT_TEMPLATES_PATH, { report, name, settings: current }).catch(() => null);
    if (!response) return t(`${TT}.failed`);
    if (!isSuccessCode(response.code) || !response.data) return client.messageOf(response);
    toast.success(t(`${TT}.saved`, { name }));
    setChosen(response.data.id);
    reload();
    return null;
  };

  const rename = async (name: string) => {
    if (!selected) return null;
    const refusal = await settle(client.partialUpdate(REPORT_TEMPLATES_PATH, selected.id, { name }), t(`${TT}.renamed`, { name }));
    if (!refusal) reload();
    return refusal;
  };

  const update = async () => {
    if (!selected) return;
    const refusal = await settle(client.partialUpdate(REPORT_TEMPLATES_PATH, selected.id, { settings: current }), t(`${TT}.saved`, { name: selected.name }));
    if (refusal) toast.error(refusal);
    else reload();
  };

  const remove = async () => {
    if (!selected) return;
    const refusal = await settle(client.destroy(REPORT_TEMPLATES_PATH, selected.id), t(`${TT}.deleted`, { name: selected.name }));
    if (refusal) toast.error(refusal);
    else {
      setChosen(null);
      reload();
    }
  };

  return (
    <Flex gap={4} align="center" data-testid="report-templates">
      <Select<number>
        aria-label={t(`${TT}.label`)}
        placeholder={t(`${TT}.label`)}
        style={{ minWidth: 180 }}
        value={chosen ?? undefined}
        allowClear
        onClear={() => setChosen(null)}
        notFoundContent={t(`${TT}.none`)}
        options={templates.map((template) => ({ value: template.id, label: template.name }))}
        onChange={(id) => {
          const template = templates.find((one) => one.id === id);
          setChosen(template ? template.id : null);
          if (template) onApply(template.settings);
        }}
      />
      <Tooltip title={t(`${TT}.saveAs`)}>
        <Button icon={<SaveOutlined />} aria-label={t(`${TT}.saveAs`)} onClick={() => setDialog('save')} />
      </Tooltip>
      {selected && (
        <>
          <Button onClick={() => void update()}>{t(`${TT}.update`)}</Button>
          <Tooltip title={t(`${TT}.rename`)}>
            <Button icon={<EditOutlined />} aria-label={t(`${TT}.rename`)} onClick={() => setDialog('rename')} />
          </Tooltip>
          <Popconfirm title={t(`${TT}.confirmDelete`, { name: selected.name })} okText={t(`${TT}.delete`)} cancelText={t(`${TT}.cancel`)} onConfirm={() => remove()}>
            <Button danger icon={<DeleteOutlined />} aria-label={t(`${TT}.delete`)} />
          </Popconfirm>
        </>
      )}
      {dialog === 'save' && <NameDialog title={t(`${TT}.saveAs`)} initial="" onSubmit={saveAs} onClose={() => setDialog(null)} />}
      {dialog === 'rename' && selected && <NameDialog title={t(`${TT}.rename`)} initial={selected.name} onSubmit={rename} onClose={() => setDialog(null)} />}
    </Flex>
  );
}

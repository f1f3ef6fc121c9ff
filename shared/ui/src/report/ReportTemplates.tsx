import { useCallback, useEffect, useState, type ReactElement } from 'react';
import { Alert, Button, Flex, Input, Modal, Popconfirm, Radio, Select, Tooltip, Typography } from 'antd';
import CopyOutlined from '@ant-design/icons/CopyOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import SaveOutlined from '@ant-design/icons/SaveOutlined';
import ShareAltOutlined from '@ant-design/icons/ShareAltOutlined';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '@timekeep/api-client';
import {
  isSuccessCode, REPORT_TEMPLATE_LIMITS, REPORT_TEMPLATE_SHARING, REPORT_TEMPLATE_USERS_PATH, REPORT_TEMPLATES_PATH, reportTemplateCopyPath,
  type ApiResponse, type ReportTemplate, type ReportTemplateSettings, type ReportTemplateSharing, type ReportTemplateUser,
} from '@timekeep/contracts';
import { toast } from '../toast/toast-queue';

export interface ReportTemplatesProps {
  report: string;
  client: ApiClient;
  /** What the screen shows now (saved by "Save as template" and "Update"). */
  current: ReportTemplateSettings;
  onApply: (settings: ReportTemplateSettings) => void;
  /** Offer sharing with other users (not for an employee login's personal reports, whose templates stay private). */
  shareable?: boolean;
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

/** Whom the owner shares a template with (ADR 0102): nobody, the company, or chosen users of it. */
function ShareDialog({ client, template, onSubmit, onClose }: { client: ApiClient; template: ReportTemplate; onSubmit: (sharing: ReportTemplateSharing, sharedWith: number[]) => Promise<string | null>; onClose: () => void }): ReactElement {
  const { t } = useTranslation(['report', 'common']);
  const [sharing, setSharing] = useState<ReportTemplateSharing>(template.sharing);
  const [chosen, setChosen] = useState<number[]>(template.shared_with);
  const [users, setUsers] = useState<ReportTemplateUser[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    client.get<ReportTemplateUser[]>(REPORT_TEMPLATE_USERS_PATH).then(
      (response) => {
        if (live) setUsers(isSuccessCode(response.code) && Array.isArray(response.data) ? response.data : []);
      },
      () => live && setUsers([]),
    );
    return () => {
      live = false;
    };
  }, [client]);
  const submit = async () => {
    setBusy(true);
    const refusal = await onSubmit(sharing, sharing === 'users' ? chosen : []);
    setBusy(false);
    if (refusal) setError(refusal);
    else onClose();
  };
  return (
    <Modal open title={t(`${TT}.share`)} onCancel={onClose} onOk={() => void submit()} okText={t(`${TT}.ok`)} cancelText={t(`${TT}.cancel`)} okButtonProps={{ loading: busy, disabled: sharing === 'users' && chosen.length === 0 }} destroyOnHidden>
      <Flex vertical gap={12}>
        <Typography.Text>{template.name}</Typography.Text>
        <Radio.Group
          aria-label={t(`${TT}.share`)}
          value={sharing}
          onChange={(event) => {
            setSharing(event.target.value as ReportTemplateSharing);
            setError(null);
          }}
        >
          <Flex vertical gap={4}>
            {REPORT_TEMPLATE_SHARING.map((option) => (
              <Radio key={option} value={option}>
                {t(`${TT}.sharing.${option}`)}
              </Radio>
            ))}
          </Flex>
        </Radio.Group>
        {sharing === 'users' && (
          <Select<number[]>
            mode="multiple"
            aria-label={t(`${TT}.users`)}
            placeholder={t(`${TT}.users`)}
            loading={users === null}
            value={chosen}
            optionFilterProp="label"
            onChange={(ids) => {
              setChosen(ids);
              setError(null);
            }}
            options={(users ?? []).map((user) => ({ value: user.id, label: user.name }))}
          />
        )}
        {error && <Alert type="error" showIcon title={error} />}
      </Flex>
    </Modal>
  );
}

/**
 * Saved templates of one report (ADR 0091, 0102): the signed-in login's own named columns, filters, sort and page
 * size, kept on the server, and those other users of the company share with it. Choosing one applies it; the current
 * screen is saved as a new one or over the chosen one of the caller's; the caller's own are renamed, shared or
 * deleted; a shared one is only applied or copied to the caller's own.
 */
export function ReportTemplates({ report, client, current, onApply, shareable = true }: ReportTemplatesProps): ReactElement {
  const { t } = useTranslation(['report', 'common']);
  const [templates, setTemplates] = useState<ReportTemplate[]>([]);
  const [chosen, setChosen] = useState<number | null>(null);
  const [dialog, setDialog] = useState<'save' | 'rename' | 'share' | 'copy' | null>(null);
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
  const mine = templates.filter((template) => template.mine);
  const shared = templates.filter((template) => !template.mine);
  const optionOf = (template: ReportTemplate) => ({ value: template.id, label: template.name });
  // Grouped only when something is shared with the caller: most users see a plain list of their own.
  const options =
    shared.length === 0
      ? mine.map(optionOf)
      : [
          ...(mine.length > 0 ? [{ label: t(`${TT}.mine`), title: t(`${TT}.mine`), options: mine.map(optionOf) }] : []),
          {
            label: t(`${TT}.sharedWithMe`),
            title: t(`${TT}.sharedWithMe`),
            options: shared.map((template) => ({ value: template.id, label: `${template.name} (${template.owner_name})` })),
          },
        ];

  /** A write's outcome: null when done, else the message to show. */
  const settle = async (call: Promise<ApiResponse<unknown>>, done: string): Promise<string | null> => {
    const response = await call.catch(() => null);
    if (!response) return t(`${TT}.failed`);
    if (!isSuccessCode(response.code)) return client.messageOf(response);
    toast.success(done);
    return null;
  };

  /** Creates a template (saved as, or copied) and chooses it; the refusal's text, or null. */
  const create = async (path: string, body: object, done: string) => {
    const response = await client.post<ReportTemplate>(path, body).catch(() => null);
    if (!response) return t(`${TT}.failed`);
    if (!isSuccessCode(response.code) || !response.data) return client.messageOf(response);
    toast.success(done);
    setChosen(response.data.id);
    reload();
    return null;
  };

  const saveAs = (name: string) => create(REPORT_TEMPLATES_PATH, { report, name, settings: current }, t(`${TT}.saved`, { name }));

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

  const share = async (sharing: ReportTemplateSharing, sharedWith: number[]) => {
    if (!selected) return null;
    const refusal = await settle(client.partialUpdate(REPORT_TEMPLATES_PATH, selected.id, { sharing, shared_with: sharedWith }), t(`${TT}.shared`, { name: selected.name }));
    if (!refusal) reload();
    return refusal;
  };

  const copy = async (name: string) => (selected ? create(reportTemplateCopyPath(selected.id), { name }, t(`${TT}.copied`, { name })) : null);

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
        options={options}
        onChange={(id) => {
          const template = templates.find((one) => one.id === id);
          setChosen(template ? template.id : null);
          if (template) onApply(template.settings);
        }}
      />
      <Tooltip title={t(`${TT}.saveAs`)}>
        <Button icon={<SaveOutlined />} aria-label={t(`${TT}.saveAs`)} onClick={() => setDialog('save')} />
      </Tooltip>
      {selected?.mine && (
        <>
          <Button onClick={() => void update()}>{t(`${TT}.update`)}</Button>
          {shareable && (
            <Tooltip title={t(`${TT}.share`)}>
              <Button icon={<ShareAltOutlined />} aria-label={t(`${TT}.share`)} onClick={() => setDialog('share')} />
            </Tooltip>
          )}
          <Tooltip title={t(`${TT}.rename`)}>
            <Button icon={<EditOutlined />} aria-label={t(`${TT}.rename`)} onClick={() => setDialog('rename')} />
          </Tooltip>
          <Popconfirm title={t(`${TT}.confirmDelete`, { name: selected.name })} okText={t(`${TT}.delete`)} cancelText={t(`${TT}.cancel`)} onConfirm={() => remove()}>
            <Button danger icon={<DeleteOutlined />} aria-label={t(`${TT}.delete`)} />
          </Popconfirm>
        </>
      )}
      {selected && !selected.mine && (
        <Tooltip title={t(`${TT}.sharedBy`, { name: selected.owner_name })}>
          <Button icon={<CopyOutlined />} onClick={() => setDialog('copy')}>
            {t(`${TT}.copy`)}
          </Button>
        </Tooltip>
      )}
      {dialog === 'save' && <NameDialog title={t(`${TT}.saveAs`)} initial="" onSubmit={saveAs} onClose={() => setDialog(null)} />}
      {dialog === 'rename' && selected && <NameDialog title={t(`${TT}.rename`)} initial={selected.name} onSubmit={rename} onClose={() => setDialog(null)} />}
      {dialog === 'copy' && selected && <NameDialog title={t(`${TT}.copy`)} initial={selected.name} onSubmit={copy} onClose={() => setDialog(null)} />}
      {dialog === 'share' && selected && <ShareDialog client={client} template={selected} onSubmit={share} onClose={() => setDialog(null)} />}
    </Flex>
  );
}

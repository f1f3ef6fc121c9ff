import { useState, type ReactElement } from 'react';
import { Alert, Button, Flex, Modal, Progress, Table, Typography } from 'antd';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '@timekeep/api-client';
import { BULK_CODES, isSuccessCode, type ApiResponse, type ImportResult, type ImportRowError } from '@timekeep/contracts';
import { toast } from '../toast/toast-queue';
import { followJob } from './jobs';
import type { ResourceDeclaration, ResourceRow } from './declaration';
import { useResourceTexts } from './resource-texts';
import { settleWrite } from './server-errors';

export const IMPORT_ACCEPT = '.csv,.xlsx';

export interface ImportButtonProps<Row extends ResourceRow> {
  declaration: ResourceDeclaration<Row>;
  client: ApiClient;
  onImported: () => void;
  /** How often a background import's progress is read (tests shorten it). */
  pollMs?: number;
}

/** A large file is imported by a background job: the answer names it, its result is the import's answer. */
const isJobAnswer = (data: unknown): data is { job: number } => typeof data === 'object' && data !== null && typeof (data as { job?: unknown }).job === 'number';
const isImportResult = (data: unknown): data is ImportResult => typeof data === 'object' && data !== null && Array.isArray((data as { errors?: unknown }).errors);

type Step = { kind: 'choose' } | { kind: 'checked'; result: ImportResult } | { kind: 'refused'; message: string };

/**
 * Import of a CSV or XLSX file into a resource: a dry run first (`import/?dry_run=true`) shows the per-row errors
 * as a table, and only a file without errors can be imported (the server writes all rows or none). A large file
 * runs as a job on the server (202 `{job}`): its progress shows until the job's result is the answer.
 */
export function ImportButton<Row extends ResourceRow>({ declaration, client, onImported, pollMs }: ImportButtonProps<Row>): ReactElement {
  const rt = useResourceTexts(declaration);
  const { t } = useTranslation('common');
  const { contract } = declaration;
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);

  const close = () => {
    setOpen(false);
    setFile(null);
    setStep({ kind: 'choose' });
  };

  /** The import's answer, or why there is none: row errors come as 200 ZBLK0422 with the report in `data`. */
  const importAnswer = async (response: ApiResponse<unknown>): Promise<ImportResult | string> => {
    if (isSuccessCode(response.code) && isJobAnswer(response.data)) {
      setProgress(0);
      const job = await followJob(client, response.data.job, setProgress, { pollMs });
      return job.status === 'done' && isImportResult(job.result) ? job.result : rt('failed');
    }
    if (!isImportResult(response.data) || (!isSuccessCode(response.code) && response.code !== BULK_CODES.rowErrors)) return client.messageOf(response);
    return response.data;
  };

  const send = async (dryRun: boolean): Promise<void> => {
    if (!file || busy) return;
    setBusy(true);
    try {
      const { response } = await settleWrite(
        client.request<unknown>({
          method: 'POST',
          path: `${contract.path}import/`,
          params: dryRun ? { dry_run: 'true' } : undefined,
          body: { file },
          multipart: true,
        }),
      );
      const result = await importAnswer(response);
      if (typeof result === 'string') {
        setStep({ kind: 'refused', message: result });
        return;
      }
      if (dryRun || result.errors.length > 0) {
        setStep({ kind: 'checked', result });
        return;
      }
      toast.success(rt('imported', { created: result.created, updated: result.updated }));
      close();
      onImported();
    } catch {
      setStep({ kind: 'refused', message: rt('failed') });
    } finally {
      setBusy(false);
      setProgress(null);
    }
  };

  const labelOf = (field: string) => (contract.fields[field] ? t(contract.fields[field].label) : field);
  const errors = step.kind === 'checked' ? step.result.errors : [];
  const ready = step.kind === 'checked' && errors.length === 0;

  return (
    <>
      <Button icon={<UploadOutlined />} onClick={() => setOpen(true)}>
        {rt('import')}
      </Button>
      {open && (
      <Modal
        open
        title={rt('importTitle')}
        onCancel={close}
        width={720}
        footer={
          <Flex justify="end" gap={8}>
            <Button onClick={close}>{rt('cancel')}</Button>
            <Button disabled={!file} loading={busy && !ready} onClick={() => void send(true)}>
              {t('resource.checkFile')}
            </Button>
            <Button type="primary" disabled={!ready} loading={busy && ready} onClick={() => void send(false)}>
              {rt('import')}
            </Button>
          </Flex>
        }
      >
        <Flex vertical gap={12}>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {t('resource.importHint')}
          </Typography.Paragraph>
          <input
            type="file"
            accept={IMPORT_ACCEPT}
            aria-label={t('resource.importFile')}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setStep({ kind: 'choose' });
            }}
          />
          {progress !== null && <Progress percent={Math.round(progress)} data-testid="import-progress" />}
          {step.kind === 'refused' && <Alert type="error" showIcon title={step.message} />}
          {ready && step.kind === 'checked' && (
            <Alert type="success" showIcon title={t('resource.importReady', { created: step.result.created, updated: step.result.updated })} />
          )}
          {errors.length > 0 && (
            <>
              <Alert type="error" showIcon title={t('resource.importErrors', { count: errors.length })} />
              <Table<ImportRowError>
                size="small"
                data-testid="import-errors"
                rowKey={(error) => `${error.row}:${error.field}:${error.code}`}
                dataSource={errors}
                pagination={errors.length > 10 ? { pageSize: 10 } : false}
                columns={[
                  { key: 'row', dataIndex: 'row', title: t('resource.importRow'), width: 80 },
                  { key: 'field', title: t('resource.importColumn'), render: (_, error) => labelOf(error.field) },
                  { key: 'message', title: t('resource.importMessage'), render: (_, error) => (/^Z[A-Z]{3}\d{4}$/.test(error.code) ? t(`api:${error.code}`, { defaultValue: error.message }) : error.message) },
                ]}
              />
            </>
          )}
        </Flex>
      </Modal>
      )}
    </>
  );
}

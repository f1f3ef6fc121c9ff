import { useState, type ReactElement } from 'react';
import { Alert, Button, Flex, Modal, Table, Typography } from 'antd';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '@timekeep/api-client';
import { BULK_CODES, isSuccessCode, type ImportResult, type ImportRowError } from '@timekeep/contracts';
import { toast } from '../toast/toast-queue';
import type { ResourceDeclaration, ResourceRow } from './declaration';
import { useResourceTexts } from './resource-texts';
import { settleWrite } from './server-errors';

export const IMPORT_ACCEPT = '.csv,.xlsx';

export interface ImportButtonProps<Row extends ResourceRow> {
  declaration: ResourceDeclaration<Row>;
  client: ApiClient;
  onImported: () => void;
}

type Step = { kind: 'choose' } | { kind: 'checked'; result: ImportResult } | { kind: 'refused'; message: string };

/**
 * Import of a CSV or XLSX file into a resource: a dry run first (`import/?dry_run=true`) shows the per-row errors
 * as a table, and only a file without errors can be imported (the server writes all rows or none).
 */
export function ImportButton<Row extends ResourceRow>({ declaration, client, onImported }: ImportButtonProps<Row>): ReactElement {
  const rt = useResourceTexts(declaration);
  const { t } = useTranslation('common');
  const { contract } = declaration;
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [busy, setBusy] = useState(false);

  const close = () => {
    setOpen(false);
    setFile(null);
    setStep({ kind: 'choose' });
  };

  const send = async (dryRun: boolean): Promise<void> => {
    if (!file || busy) return;
    setBusy(true);
    try {
      const { response } = await settleWrite(
        client.request<ImportResult>({
          method: 'POST',
          path: `${contract.path}import/`,
          params: dryRun ? { dry_run: 'true' } : undefined,
          body: { file },
          multipart: true,
        }),
      );
      // Row errors come as 200 ZBLK0422 with the report in `data`; any other answer without one is a refusal.
      const result = response.data;
      if (!result || !Array.isArray(result.errors) || (!isSuccessCode(response.code) && response.code !== BULK_CODES.rowErrors)) {
        setStep({ kind: 'refused', message: client.messageOf(response) });
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

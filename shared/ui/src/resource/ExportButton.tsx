import { useState, type ReactElement } from 'react';
import { Button, Dropdown, Modal, Progress } from 'antd';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { useTranslation } from 'react-i18next';
import { saveDownload, type ApiClient } from '@timekeep/api-client';
import type { ApiResponse } from '@timekeep/contracts';
import { toast } from '../toast/toast-queue';
import { cellText } from './cells';
import { ExportTooLargeError, EXPORT_MAX_ROWS, fetchAllRows, saveCsv, toCsv, type CsvColumn } from './csv-export';
import type { ResourceDeclaration, ResourceRow } from './declaration';
import { apiPathOf, blobText, followJob } from './jobs';
import { filterQuery, type ListUrlState } from './list-url-state';
import { useResourceTexts } from './resource-texts';

export interface ExportButtonProps<Row extends ResourceRow> {
  declaration: ResourceDeclaration<Row>;
  client: ApiClient;
  state: ListUrlState;
  /** Rows the filters match; nothing to export at 0. */
  rows: number;
  pollMs?: number;
}

type ExportFormat = 'csv' | 'xlsx';

/**
 * Export of everything the list's filters match. `server`: the resource's `export/` in CSV or XLSX; a large export
 * answers 202 with a job, whose progress is shown until its file is fetched. `client`: CSV of the list's pages.
 */
export function ExportButton<Row extends ResourceRow>({ declaration, client, state, rows, pollMs }: ExportButtonProps<Row>): ReactElement {
  const rt = useResourceTexts(declaration);
  const { t } = useTranslation('common');
  const [exporting, setExporting] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const { contract } = declaration;

  const serverExport = async (format: ExportFormat) => {
    const result = await client.download(`${contract.path}export/`, { params: { ...filterQuery(state), format } });
    if (result.status !== 202) {
      saveDownload(result);
      return;
    }
    const envelope = JSON.parse(await blobText(result.blob)) as ApiResponse<{ job: number }>;
    setProgress(0);
    const job = await followJob(client, envelope.data.job, setProgress, { pollMs });
    if (job.status !== 'done' || !job.file_url) throw new Error(job.error ?? 'export job failed');
    saveDownload(await client.download(apiPathOf(job.file_url)));
  };

  const clientExport = async () => {
    const all = await fetchAllRows<Row>(client, contract.path, filterQuery(state));
    const columns: CsvColumn<Row>[] = declaration.columns.map((column) => ({
      header: t(column.title ?? contract.fields[column.key]?.label ?? column.key),
      value: column.exportValue ?? ((row: Row) => {
        const value = row[column.key];
        if (typeof value === 'number') return value;
        const text = cellText(contract.fields[column.key], value, t);
        return typeof text === 'string' ? text : String(value ?? '');
      }),
    }));
    saveCsv(toCsv(all, columns), rt('exportFileName', { name: contract.name }));
    toast.success(rt('exported', { count: all.length }));
  };

  const run = async (format: ExportFormat) => {
    setExporting(true);
    try {
      if (declaration.export === 'client') await clientExport();
      else await serverExport(format);
    } catch (error: unknown) {
      toast.error(error instanceof ExportTooLargeError ? rt('exportTooLarge', { max: EXPORT_MAX_ROWS, total: error.total }) : rt('exportFailed'));
    } finally {
      setExporting(false);
      setProgress(null);
    }
  };

  const button =
    declaration.export === 'client' ? (
      <Button icon={<DownloadOutlined />} loading={exporting} disabled={rows === 0} onClick={() => void run('csv')}>
        {rt('export')}
      </Button>
    ) : (
      <Dropdown
        disabled={rows === 0 || exporting}
        trigger={['click']}
        menu={{
          items: [
            { key: 'csv', label: t('resource.exportCsv') },
            { key: 'xlsx', label: t('resource.exportXlsx') },
          ],
          onClick: ({ key }) => void run(key as ExportFormat),
        }}
      >
        <Button icon={<DownloadOutlined />} loading={exporting}>
          {rt('export')}
        </Button>
      </Dropdown>
    );
  return (
    <>
      {button}
      {/* Mounted only while a job runs: a closed antd modal still adds its styles, which slows every page query. */}
      {progress !== null && (
        <Modal open title={rt('exporting')} footer={null} closable={false} mask={{ closable: false }}>
          <Progress percent={progress} data-testid="export-progress" />
        </Modal>
      )}
    </>
  );
}

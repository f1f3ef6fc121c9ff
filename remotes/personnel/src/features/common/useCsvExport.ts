import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '@timekeep/api-client';
import { toast } from '@timekeep/ui';
import { ExportTooLargeError, EXPORT_MAX_ROWS, fetchAllRows, saveCsv, toCsv, type CsvColumn } from '../export/csv-export';

export interface CsvExport {
  exporting: boolean;
  runExport: () => Promise<void>;
}

/**
 * CSV export of every row the list's filters match. Texts come from `<prefix>.exportFileName`, `.exported`,
 * `.exportTooLarge` and `.exportFailed` in the per namespace.
 */
export function useCsvExport<Row>(
  client: ApiClient,
  path: string,
  params: Record<string, string>,
  columns: ReadonlyArray<CsvColumn<Row>>,
  prefix: string,
): CsvExport {
  const { t } = useTranslation('per');
  const [exporting, setExporting] = useState(false);

  const runExport = async () => {
    setExporting(true);
    try {
      const all = await fetchAllRows<Row>(client, path, params);
      saveCsv(toCsv(all, columns), t(`${prefix}.exportFileName`));
      toast.success(t(`${prefix}.exported`, { count: all.length }));
    } catch (error: unknown) {
      toast.error(error instanceof ExportTooLargeError ? t(`${prefix}.exportTooLarge`, { max: EXPORT_MAX_ROWS, total: error.total }) : t(`${prefix}.exportFailed`));
    } finally {
      setExporting(false);
    }
  };

  return { exporting, runExport };
}

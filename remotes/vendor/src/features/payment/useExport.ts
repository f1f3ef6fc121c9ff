import { useState } from 'react';
import { saveDownload, type ApiClient } from '@timekeep/api-client';
import { toast } from '@timekeep/ui';
import { reportFailure } from './report-failure';
import { exportList, type BackOfficeFilters } from './vendor-api';

/** Downloads the filtered list as CSV (the server names the file) and says so, or why not. */
export function useExport(client: ApiClient, base: string, texts: { done: (fileName: string) => string; failed: string }) {
  const [exporting, setExporting] = useState(false);
  const run = async (filters: BackOfficeFilters) => {
    setExporting(true);
    try {
      const file = await exportList(client, base, filters);
      saveDownload(file);
      toast.success(texts.done(file.fileName));
    } catch (error) {
      reportFailure(client, error, texts.failed);
    } finally {
      setExporting(false);
    }
  };
  return { exporting, run };
}

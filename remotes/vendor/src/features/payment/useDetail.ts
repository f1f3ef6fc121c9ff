import { useEffect, useState } from 'react';
import type { ApiClient } from '@timekeep/api-client';
import { isSuccessCode, type ApiResponse } from '@timekeep/contracts';
import { reportFailure } from './report-failure';

/** One record for a drawer: loaded when `id` is set, forgotten when it is cleared. */
export function useDetail<T>(client: ApiClient, id: number | null, retrieve: (client: ApiClient, id: number) => Promise<ApiResponse<T>>, failed: string) {
  const [record, setRecord] = useState<T | null>(null);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (id === null) {
      setRecord(null);
      return;
    }
    let current = true;
    setLoading(true);
    retrieve(client, id)
      .then((response) => {
        if (current) setRecord(isSuccessCode(response.code) ? response.data : null);
      })
      .catch((error: unknown) => {
        if (current) reportFailure(client, error, failed);
      })
      .finally(() => {
        if (current) setLoading(false);
      });
    // A later id (or closing) wins over an answer still on its way.
    return () => {
      current = false;
    };
  }, [client, id, retrieve, failed]);
  return { record, loading };
}

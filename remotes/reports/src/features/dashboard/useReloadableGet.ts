import { useCallback, useEffect, useState } from 'react';
import type { ApiClient } from '@timekeep/api-client';
import { isSuccessCode } from '@timekeep/contracts';

/**
 * One GET that fills a dashboard, and `reload` to ask again. The last answer stays (`data`) while a reload runs; a
 * refused answer gives the server's message, a failed call `failedText`.
 */
export function useReloadableGet<T>(client: ApiClient, path: string, failedText: string) {
  const [data, setData] = useState<T | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setLoading(true);
    client.get<T>(path).then(
      (response) => {
        if (!live) return;
        setLoading(false);
        if (isSuccessCode(response.code) && response.data) {
          setData(response.data);
          setFailure(null);
        } else setFailure(client.messageOf(response));
      },
      () => {
        if (!live) return;
        setLoading(false);
        setFailure(failedText);
      },
    );
    return () => {
      live = false;
    };
  }, [client, path, attempt, failedText]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { data, failure, loading, reload };
}

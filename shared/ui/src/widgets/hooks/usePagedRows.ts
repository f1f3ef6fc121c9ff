import { useCallback, useEffect, useRef, useState } from 'react';
import { isSuccessCode, type ApiResponse, type Paged } from '@timekeep/contracts';

export interface PagedRows<Row> {
  rows: Row[];
  total: number;
  loading: boolean;
  /** Reads the current page again (after a change); `quiet` keeps the table's spinner off (a live list). */
  reload: (options?: { quiet?: boolean }) => Promise<void>;
  /** Puts rows that arrived since on top of the page (a live list), keeping `limit` rows and adding to the total. */
  prepend: (rows: Row[], added: number, limit: number) => void;
}

/**
 * The rows and total of one page of a server-paged list, read again whenever `requestKey` (the filters and paging,
 * as a string) changes. Only the latest request counts: an answer arriving after a newer request (quick typing in a
 * search, paging) or after the list closed changes nothing. A refused answer empties the page; a failed request
 * keeps what is shown and calls `onFailure`. `fetchPage` and `onFailure` may be fresh functions each render.
 */
export function usePagedRows<Row>(
  fetchPage: () => Promise<ApiResponse<Paged<Row>>>,
  requestKey: string,
  onFailure: (error: unknown) => void,
): PagedRows<Row> {
  const [rows, setRows] = useState<Row[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  const failureRef = useRef(onFailure);
  failureRef.current = onFailure;
  const latestRequest = useRef(0);

  // requestKey stands for everything fetchPage reads.
  const reload = useCallback(async (options?: { quiet?: boolean }) => {
    const request = ++latestRequest.current;
    const isLatest = () => request === latestRequest.current;
    if (!options?.quiet) setLoading(true);
    try {
      const response = await fetchRef.current();
      if (!isLatest()) return;
      if (isSuccessCode(response.code) && response.data) {
        setRows(response.data.data);
        setTotal(response.data.total);
      } else {
        setRows([]);
        setTotal(0);
      }
    } catch (error) {
      if (isLatest()) failureRef.current(error);
    } finally {
      if (isLatest()) setLoading(false);
    }
  }, [requestKey]);

  useEffect(() => {
    void reload();
  }, [reload]);
  // Closing the list makes every answer still on its way stale.
  useEffect(
    () => () => {
      latestRequest.current += 1;
    },
    [],
  );

  const prepend = useCallback((fresh: Row[], added: number, limit: number) => {
    setRows((shown) => [...fresh, ...shown].slice(0, limit));
    setTotal((count) => count + added);
  }, []);

  return { rows, total, loading, reload, prepend };
}

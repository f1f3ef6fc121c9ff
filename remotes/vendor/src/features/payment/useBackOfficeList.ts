import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiClient } from '@timekeep/api-client';
import { isSuccessCode, type ApiResponse, type Paged } from '@timekeep/contracts';
import { reportFailure } from './report-failure';
import { NO_FILTERS, type BackOfficeFilters, type PageRequest } from './vendor-api';

export const BACK_OFFICE_PAGE_SIZE = 20;
export const BACK_OFFICE_PAGE_SIZES = [10, 20, 50, 100] as const;

/**
 * The server-paged state of a back-office list: filters, page, rows and total. A filter change goes back to
 * page 1; a failed load keeps what the operator already sees and says why (reportFailure). Only the latest request
 * counts: an answer that arrives after a newer request (quick typing in search, paging) or after the list closed
 * changes nothing.
 */
export function useBackOfficeList<T, S extends string>(
  client: ApiClient,
  fetchPage: (filters: BackOfficeFilters<S>, paging: PageRequest) => Promise<ApiResponse<Paged<T>>>,
  loadFailed: string,
) {
  const [filters, setFilters] = useState<BackOfficeFilters<S>>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(BACK_OFFICE_PAGE_SIZE);
  const [rows, setRows] = useState<T[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  // Callers pass a fresh function each render; only filters and paging decide when the list is read again.
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  const latestRequest = useRef(0);

  const load = useCallback(async () => {
    const request = ++latestRequest.current;
    const isLatest = () => request === latestRequest.current;
    setLoading(true);
    try {
      const response = await fetchRef.current(filters, { page, pageSize });
      if (!isLatest()) return;
      if (isSuccessCode(response.code) && response.data) {
        setRows(response.data.data);
        setTotal(response.data.total);
      } else {
        setRows([]);
        setTotal(0);
      }
    } catch (error) {
      if (isLatest()) reportFailure(client, error, loadFailed);
    } finally {
      if (isLatest()) setLoading(false);
    }
  }, [client, filters, page, pageSize, loadFailed]);

  useEffect(() => {
    void load();
  }, [load]);
  // Closing the list makes every answer still on its way stale.
  useEffect(
    () => () => {
      latestRequest.current += 1;
    },
    [],
  );

  const changeFilters = useCallback((next: BackOfficeFilters<S>) => {
    setFilters(next);
    setPage(1);
  }, []);

  const changePage = useCallback(
    (nextPage: number, nextSize: number) => {
      setPage(nextSize === pageSize ? nextPage : 1);
      setPageSize(nextSize);
    },
    [pageSize],
  );

  return { filters, changeFilters, page, pageSize, changePage, rows, total, loading, reload: load };
}

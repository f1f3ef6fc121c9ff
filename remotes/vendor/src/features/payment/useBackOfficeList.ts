import { useCallback, useState } from 'react';
import type { ApiClient } from '@timekeep/api-client';
import type { ApiResponse, Paged } from '@timekeep/contracts';
import { usePagedRows } from '@timekeep/ui';
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
  const { rows, total, loading, reload } = usePagedRows(
    () => fetchPage(filters, { page, pageSize }),
    JSON.stringify([filters, page, pageSize]),
    (error) => reportFailure(client, error, loadFailed),
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

  return { filters, changeFilters, page, pageSize, changePage, rows, total, loading, reload };
}

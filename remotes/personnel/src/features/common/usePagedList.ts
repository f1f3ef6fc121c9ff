import { useState } from 'react';
import type { TableProps } from 'antd';
import type { ApiClient } from '@timekeep/api-client';
import type { ApiResponse, Paged } from '@timekeep/contracts';
import { toast, usePagedRows } from '@timekeep/ui';

/** What every personnel list offers as page sizes. */
export const LIST_PAGE_SIZES = [10, 20, 50] as const;
export const LIST_PAGE_SIZE = LIST_PAGE_SIZES[0];

export interface PageQuery {
  page: number;
  page_size: number;
}

export interface PagedListOptions<Row, Filters extends object> {
  client: ApiClient;
  /** A module-level list call (stable identity), e.g. listEmployees. */
  list: (client: ApiClient, query: PageQuery & Filters) => Promise<ApiResponse<Paged<Row>>>;
  /** The list's current filters; a change reloads (compared by value, not identity). */
  filters: Filters;
  /** The translated toast shown when the list cannot be read. */
  loadFailedText: string;
  /** The translated "N in total" under the table. */
  totalText: (count: number) => string;
  emptyText: string;
}

export interface PagedList<Row> {
  page: number;
  pageSize: number;
  total: number;
  selectedIds: number[];
  load: () => Promise<void>;
  /** A filter change starts again at page 1 and forgets the row selection. */
  refilter: (apply: () => void) => void;
  /** After a delete: reload, stepping back a page when the current one would be empty. */
  afterDelete: (deleted: number) => void;
  /** rowKey, rows, loading, empty text, row selection and server pagination for antd's Table. */
  tableProps: TableProps<Row>;
}

/**
 * The state every server-paged personnel list shares: page / size, rows and total of the current page, loading,
 * the selected row ids and the reload after a change. Each panel keeps only its own filters and columns.
 */
export function usePagedList<Row extends { id: number }, Filters extends object>({
  client,
  list,
  filters,
  loadFailedText,
  totalText,
  emptyText,
}: PagedListOptions<Row, Filters>): PagedList<Row> {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(LIST_PAGE_SIZE);
  const [selectedIds, setSelectedIds] = useState<number[]>([]);
  const { rows, total, loading, reload: load } = usePagedRows(
    () => list(client, { page, page_size: pageSize, ...filters }),
    // Filters are a fresh object each render: keyed by value so only a real change reloads.
    JSON.stringify([page, pageSize, filters]),
    () => toast.error(loadFailedText),
  );

  const refilter = (apply: () => void) => {
    apply();
    setPage(1);
    setSelectedIds([]);
  };

  const afterDelete = (deleted: number) => {
    setSelectedIds([]);
    const lastPage = Math.max(1, Math.ceil((total - deleted) / pageSize));
    if (page > lastPage) setPage(lastPage);
    else void load();
  };

  const tableProps: TableProps<Row> = {
    rowKey: 'id',
    dataSource: rows,
    loading,
    locale: { emptyText },
    rowSelection: { selectedRowKeys: selectedIds, onChange: (keys) => setSelectedIds(keys.map(Number)) },
    pagination: {
      current: page,
      pageSize,
      total,
      showSizeChanger: true,
      pageSizeOptions: [...LIST_PAGE_SIZES],
      showTotal: totalText,
      onChange: (nextPage, nextSize) => {
        setPage(nextSize === pageSize ? nextPage : 1);
        setPageSize(nextSize);
      },
    },
  };

  return { page, pageSize, total, selectedIds, load, refilter, afterDelete, tableProps };
}

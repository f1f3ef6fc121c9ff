import { act, renderHook, waitFor } from '@testing-library/react';
import type { ApiClient } from '@timekeep/api-client';
import type { ApiResponse, Paged } from '@timekeep/contracts';
import { toastQueue } from '@timekeep/ui';
import { usePagedList, type PageQuery } from './usePagedList';

interface Row {
  id: number;
}
interface Filters {
  search: string;
}

const client = {} as ApiClient;
const texts = { loadFailedText: 'Could not load', totalText: (count: number) => `${count} in total`, emptyText: 'None' };

/** A list call over `count` rows that records every query it is given. */
function fakeList(count: number) {
  const queries: Array<PageQuery & Filters> = [];
  const list = (_client: ApiClient, query: PageQuery & Filters): Promise<ApiResponse<Paged<Row>>> => {
    queries.push(query);
    const rows = Array.from({ length: count }, (_, index) => ({ id: index + 1 })).slice((query.page - 1) * query.page_size, query.page * query.page_size);
    return Promise.resolve({ code: 'ZPER0000', context: {}, data: { data: rows, total: count, page: query.page, page_size: query.page_size, next: null } } as ApiResponse<Paged<Row>>);
  };
  return { list, queries };
}

beforeEach(() => toastQueue.clear());

test('reads page 1 with the filters, and a filter change goes back to page 1 and clears the selection', async () => {
  const { list, queries } = fakeList(25);
  const { result, rerender } = renderHook(({ search }: Filters) => usePagedList({ client, list, filters: { search }, ...texts }), { initialProps: { search: '' } });
  await waitFor(() => expect(result.current.total).toBe(25));
  expect(queries.at(-1)).toEqual({ page: 1, page_size: 10, search: '' });

  act(() => result.current.tableProps.pagination && result.current.tableProps.pagination.onChange?.(3, 10));
  act(() => result.current.tableProps.rowSelection?.onChange?.([21, 22], [], { type: 'multiple' }));
  await waitFor(() => expect(queries.at(-1)).toEqual({ page: 3, page_size: 10, search: '' }));
  expect(result.current.selectedIds).toEqual([21, 22]);

  act(() => result.current.refilter(() => rerender({ search: 'ann' })));
  await waitFor(() => expect(queries.at(-1)).toEqual({ page: 1, page_size: 10, search: 'ann' }));
  expect(result.current.selectedIds).toEqual([]);
});

test('a re-render with equal filters does not read the list again', async () => {
  const { list, queries } = fakeList(3);
  const { result, rerender } = renderHook(({ search }: Filters) => usePagedList({ client, list, filters: { search }, ...texts }), { initialProps: { search: 'x' } });
  await waitFor(() => expect(result.current.total).toBe(3));
  rerender({ search: 'x' });
  await waitFor(() => expect(result.current.total).toBe(3));
  expect(queries).toHaveLength(1);
});

test('after deleting the last rows of the last page it steps back a page', async () => {
  const { list, queries } = fakeList(21);
  const { result } = renderHook(() => usePagedList({ client, list, filters: { search: '' }, ...texts }));
  await waitFor(() => expect(result.current.total).toBe(21));
  act(() => result.current.tableProps.pagination && result.current.tableProps.pagination.onChange?.(3, 10));
  await waitFor(() => expect(result.current.page).toBe(3));

  act(() => result.current.afterDelete(1));
  await waitFor(() => expect(queries.at(-1)).toEqual({ page: 2, page_size: 10, search: '' }));
});

test('a failed read shows the translated toast', async () => {
  const list = (): Promise<ApiResponse<Paged<Row>>> => Promise.reject(new Error('offline'));
  renderHook(() => usePagedList({ client, list, filters: { search: '' }, ...texts }));
  await waitFor(() => expect(toastQueue.getVisible().map((toast) => toast.message)).toContain('Could not load'));
});

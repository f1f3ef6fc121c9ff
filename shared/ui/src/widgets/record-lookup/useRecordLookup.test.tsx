import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { ApiResponse } from '@timekeep/contracts';
import { WidgetTestProviders, unusedServices } from '../test-utils/renderWithWidgets';
import type { WidgetQuery, WidgetServices } from '../providers/AppProvider';
import { useRecordLookup, type LookupRecord } from './useRecordLookup';

const rec = (id: number, display_name: string): LookupRecord => ({ id, display_name });
const ok = <T,>(data: T): ApiResponse<T> => ({ code: 'ZPER0000', context: {}, data });

function fakeServer(firstPageNext: number | null) {
  const get = jest.fn(async (path: string, params?: WidgetQuery) => {
    if (params?.page === undefined) return ok(rec(Number(path.split('/').at(-2)), `Retrieved ${path}`));
    const search = params.search === undefined ? '' : String(params.search);
    const rows = search ? [rec(90, `match ${search}`)] : [rec(1, 'Sales'), rec(2, 'Ops')];
    return ok({ data: rows, next: search ? null : firstPageNext });
  });
  const post = jest.fn(async (_path: string, body?: unknown) => ok(((body as { items: number[] }).items ?? []).map((id) => rec(id, `Read ${id}`))));
  return { ...unusedServices, get, post } satisfies WidgetServices;
}

function setup(services: WidgetServices, retrievePath?: string) {
  const wrapper = ({ children }: { children: ReactNode }) => <WidgetTestProviders services={services}>{children}</WidgetTestProviders>;
  return renderHook(() => useRecordLookup({ listPath: '/personnel/api/v2/departments/', retrievePath, params: { company: 3 } }), { wrapper });
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('useRecordLookup', () => {
  it('loads page 1 with page_size 20 and the extra options', async () => {
    const server = fakeServer(null);
    const { result } = setup(server);
    await waitFor(() => expect(result.current.records).toHaveLength(2));
    expect(server.get).toHaveBeenCalledWith('/personnel/api/v2/departments/', { company: 3, page: 1, page_size: 20 });
  });

  it('sends no search requests when the first page reported no more results', async () => {
    const server = fakeServer(null);
    const { result } = setup(server);
    await waitFor(() => expect(result.current.records).toHaveLength(2));
    act(() => result.current.setSearchText('sal'));
    await act(async () => jest.advanceTimersByTime(2000));
    expect(server.get).toHaveBeenCalledTimes(1);
    expect(result.current.serverSearch).toBe(false);
  });

  it('debounces search 500 ms when the first page reported more, sending only the last text', async () => {
    const server = fakeServer(2);
    const { result } = setup(server);
    await waitFor(() => expect(result.current.hasMore).toBe(true));
    act(() => result.current.setSearchText('s'));
    await act(async () => jest.advanceTimersByTime(300));
    act(() => result.current.setSearchText('sa'));
    await act(async () => jest.advanceTimersByTime(499));
    expect(server.get).toHaveBeenCalledTimes(1);
    await act(async () => jest.advanceTimersByTime(1));
    await waitFor(() => expect(result.current.records).toEqual([rec(90, 'match sa')]));
    expect(server.get).toHaveBeenCalledTimes(2);
    expect(server.get).toHaveBeenLastCalledWith('/personnel/api/v2/departments/', { company: 3, page: 1, page_size: 20, search: 'sa' });
    // Clearing the text brings the unfiltered first page back, again after the debounce.
    act(() => result.current.setSearchText(''));
    await act(async () => jest.advanceTimersByTime(500));
    await waitFor(() => expect(result.current.records).toHaveLength(2));
    expect(server.get).toHaveBeenCalledTimes(3);
  });

  it('retrieves one unknown id on the retrieve path, or the list path without one', async () => {
    const server = fakeServer(null);
    const { result } = setup(server, '/personnel/api/v2/departments/detail/');
    await waitFor(() => expect(result.current.records).toHaveLength(2));
    // 1 is already known from the first page, so only 7 is asked for.
    await act(async () => result.current.ensure([1, 7]));
    expect(server.get).toHaveBeenLastCalledWith('/personnel/api/v2/departments/detail/7/');
    expect(server.post).not.toHaveBeenCalled();
    await act(async () => result.current.ensure([8]));
    expect(server.get).toHaveBeenLastCalledWith('/personnel/api/v2/departments/detail/8/');
    expect(result.current.known.get(8)?.display_name).toBe('Retrieved /personnel/api/v2/departments/detail/8/');

    const other = fakeServer(null);
    const second = setup(other);
    await waitFor(() => expect(second.result.current.records).toHaveLength(2));
    await act(async () => second.result.current.ensure([9]));
    expect(other.get).toHaveBeenLastCalledWith('/personnel/api/v2/departments/9/');
  });

  it('reads several unknown ids with the multi-read action `read`', async () => {
    const server = fakeServer(null);
    const { result } = setup(server);
    await waitFor(() => expect(result.current.records).toHaveLength(2));
    await act(async () => result.current.ensure([2, 5, 6]));
    expect(server.post).toHaveBeenCalledWith('/personnel/api/v2/departments/read/', { items: [5, 6] });
    expect(result.current.known.get(6)?.display_name).toBe('Read 6');
    await act(async () => result.current.ensure([5, 6]));
    expect(server.post).toHaveBeenCalledTimes(1);
  });
});

import { act, renderHook, waitFor } from '@testing-library/react';
import { createApiClient } from '@timekeep/api-client';
import type { ApiResponse, Paged } from '@timekeep/contracts';
import { reportFailure } from './report-failure';
import { useBackOfficeList } from './useBackOfficeList';
import type { BackOfficeFilters } from './vendor-api';

jest.mock('./report-failure', () => ({ reportFailure: jest.fn() }));
beforeEach(() => jest.mocked(reportFailure).mockClear());

type Row = { id: number };
const client = createApiClient();
const page = (ids: number[]): ApiResponse<Paged<Row>> =>
  ({ code: 'ZVEN0000', context: {}, data: { data: ids.map((id) => ({ id })), total: ids.length } }) as unknown as ApiResponse<Paged<Row>>;

describe('useBackOfficeList', () => {
  it('keeps the answer of the latest request when an older one arrives after it', async () => {
    const answers: Array<(response: ApiResponse<Paged<Row>>) => void> = [];
    const fetchPage = jest.fn(() => new Promise<ApiResponse<Paged<Row>>>((resolve) => answers.push(resolve)));
    const { result } = renderHook(() => useBackOfficeList<Row, string>(client, fetchPage, 'failed'));
    await waitFor(() => expect(answers).toHaveLength(1));
    act(() => result.current.changeFilters({ ...result.current.filters, search: 'acme' } as BackOfficeFilters<string>));
    await waitFor(() => expect(answers).toHaveLength(2));

    await act(async () => answers[1](page([2])));
    await act(async () => answers[0](page([1, 1, 1])));
    expect(result.current.rows).toEqual([{ id: 2 }]);
    expect(result.current.total).toBe(1);
    expect(result.current.loading).toBe(false);
  });

  it('says nothing about a request that fails after the list closed', async () => {
    const failures: Array<(error: Error) => void> = [];
    const fetchPage = jest.fn(() => new Promise<ApiResponse<Paged<Row>>>((_resolve, reject) => failures.push(reject)));
    const { unmount } = renderHook(() => useBackOfficeList<Row, string>(client, fetchPage, 'failed'));
    await waitFor(() => expect(failures).toHaveLength(1));
    unmount();
    await act(async () => failures[0](new Error('Network Error')));
    expect(reportFailure).not.toHaveBeenCalled();
  });

  it('still explains a failure of the latest request', async () => {
    const fetchPage = jest.fn(() => Promise.reject(new Error('Network Error')));
    renderHook(() => useBackOfficeList<Row, string>(client, fetchPage, 'failed'));
    await waitFor(() => expect(reportFailure).toHaveBeenCalledWith(client, expect.any(Error), 'failed'));
  });
});

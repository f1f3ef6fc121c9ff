import { act, renderHook, waitFor } from '@testing-library/react';
import type { ApiResponse, JobView } from '@timekeep/contracts';
import { useJob } from './useJob';

const view = (id: number, status: JobView['status'], progress: number): JobView => ({
  id, kind: 'export', status, progress, file_url: null, error: null, result: null,
});

describe('useJob', () => {
  it('follows the job by polling (no websocket) until it is done, and again for a new id', async () => {
    const answers: Record<number, JobView[]> = { 1: [view(1, 'running', 30), view(1, 'done', 100)], 2: [view(2, 'queued', 0)] };
    const client = {
      get: async <T,>(path: string): Promise<ApiResponse<T>> => {
        const id = Number(/(\d+)\/$/.exec(path)?.[1]);
        const list = answers[id];
        return { code: 'ZGEN0000', context: {}, data: (list.length > 1 ? list.shift() : list[0]) as unknown as T };
      },
      authorizedWebsocketUrl: async () => 'ws://unused',
    };
    const { result, rerender } = renderHook(({ id }: { id: number | null }) => useJob(id, { client, pollMs: 10, openSocket: () => { throw new Error('no websocket here'); } }), {
      initialProps: { id: null as number | null },
    });
    expect(result.current).toBeNull();
    rerender({ id: 1 });
    await waitFor(() => expect(result.current).toMatchObject({ id: 1, status: 'done', progress: 100 }));
    await act(async () => rerender({ id: 2 }));
    await waitFor(() => expect(result.current).toMatchObject({ id: 2, status: 'queued' }));
  });
});

import { act, renderHook, waitFor } from '@testing-library/react';
import type { ApiResponse, Paged } from '@timekeep/contracts';
import { usePagedRows } from './usePagedRows';

type Answer = ApiResponse<Paged<string>>;
const page = (rows: string[], total = rows.length): Answer => ({ code: 'ZPER0000', context: {}, data: { data: rows, total } }) as Answer;

/** A fetch whose answers the test releases one by one, in any order. */
function controlledFetch() {
  const pending: Array<{ key: string; resolve: (answer: Answer) => void; reject: (error: unknown) => void }> = [];
  const fetchFor = (key: string) => () => new Promise<Answer>((resolve, reject) => pending.push({ key, resolve, reject }));
  const answer = (key: string) => pending.find((p) => p.key === key)!;
  return { fetchFor, answer };
}

describe('usePagedRows', () => {
  it('shows the rows of the latest request only, whatever order the answers arrive in', async () => {
    const { fetchFor, answer } = controlledFetch();
    const onFailure = jest.fn();
    const { result, rerender } = renderHook(({ key }) => usePagedRows(fetchFor(key), key, onFailure), { initialProps: { key: 'a' } });
    expect(result.current.loading).toBe(true);
    rerender({ key: 'ab' });
    await act(async () => answer('ab').resolve(page(['Ayse', 'Abel'], 12)));
    expect(result.current).toMatchObject({ rows: ['Ayse', 'Abel'], total: 12, loading: false });
    await act(async () => answer('a').resolve(page(['Old'])));
    expect(result.current.rows).toEqual(['Ayse', 'Abel']);
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('empties the page on a refused answer and keeps it on a failed request, reporting the failure', async () => {
    const { fetchFor, answer } = controlledFetch();
    const onFailure = jest.fn();
    const { result, rerender } = renderHook(({ key }) => usePagedRows(fetchFor(key), key, onFailure), { initialProps: { key: '1' } });
    await act(async () => answer('1').resolve(page(['Ayse'])));
    rerender({ key: '2' });
    const offline = new TypeError('Failed to fetch');
    await act(async () => answer('2').reject(offline));
    expect(result.current).toMatchObject({ rows: ['Ayse'], total: 1, loading: false });
    expect(onFailure).toHaveBeenCalledWith(offline);
    rerender({ key: '3' });
    await act(async () => answer('3').resolve({ code: 'ZPER0001', context: {}, data: null } as unknown as Answer));
    expect(result.current).toMatchObject({ rows: [], total: 0 });
  });

  it('changes nothing when an answer arrives after the list closed', async () => {
    const { fetchFor, answer } = controlledFetch();
    const onFailure = jest.fn();
    const { result, unmount } = renderHook(() => usePagedRows(fetchFor('x'), 'x', onFailure));
    unmount();
    await act(async () => answer('x').reject(new Error('late')));
    expect(onFailure).not.toHaveBeenCalled();
    expect(result.current.rows).toEqual([]);
  });

  it('reads the same page again on reload', async () => {
    let calls = 0;
    const { result } = renderHook(() => usePagedRows(() => Promise.resolve(page([`call ${++calls}`])), 'k', jest.fn()));
    await waitFor(() => expect(result.current.rows).toEqual(['call 1']));
    await act(() => result.current.reload());
    expect(result.current.rows).toEqual(['call 2']);
  });
});

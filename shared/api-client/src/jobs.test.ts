import type { ApiResponse, JobView } from '@timekeep/contracts';
import { followJob, type JobSocket } from './jobs';

const view = (status: JobView['status'], progress: number): JobView => ({
  id: 7, kind: 'export', status, progress, file_url: status === 'done' ? '/web/api/v2/jobs/7/file/' : null, error: null, result: null,
});

class FakeSocket implements JobSocket {
  sent: string[] = [];
  closed = false;
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string): void {
    this.sent.push(data);
  }
  close(): void {
    this.closed = true;
  }
}

function fakeClient(answers: JobView[]) {
  const calls: string[] = [];
  return {
    calls,
    get: async <T,>(path: string): Promise<ApiResponse<T>> => {
      calls.push(path);
      const data = (answers.length > 1 ? answers.shift() : answers[0]) as unknown as T;
      return { code: 'ZGEN0000', context: {}, data };
    },
    authorizedWebsocketUrl: async (path: string) => `ws://h/websocket${path}?token=t`,
  };
}

const flush = async (): Promise<void> => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

describe('followJob', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('subscribes over the websocket, shows each message, and stops once the job is done', async () => {
    const client = fakeClient([view('queued', 0)]);
    let socket: FakeSocket | null = null;
    const seen: JobView[] = [];
    followJob(client, 7, (job) => seen.push(job), { openSocket: (url) => (socket = new FakeSocket(url)) });
    await flush();
    const open = socket as unknown as FakeSocket;
    expect(open.url).toBe('ws://h/websocket/jobs/?token=t');
    open.onopen?.({});
    expect(open.sent).toEqual(['{"subscribe":[7]}']);
    open.onmessage?.({ data: JSON.stringify(view('running', 40)) });
    open.onmessage?.({ data: JSON.stringify({ ...view('running', 90), id: 8 }) });
    open.onmessage?.({ data: JSON.stringify(view('done', 100)) });
    expect(seen.map((j) => [j.status, j.progress])).toEqual([['queued', 0], ['running', 40], ['done', 100]]);
    expect(open.closed).toBe(true);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(client.calls).toHaveLength(1);
  });

  it('polls when the websocket drops, never steps back, and ends on failure', async () => {
    const client = fakeClient([view('running', 10), view('running', 5), view('failed', 10)]);
    let socket: FakeSocket | null = null;
    const seen: JobView[] = [];
    const stop = followJob(client, 7, (job) => seen.push(job), { openSocket: (url) => (socket = new FakeSocket(url)), pollMs: 1000 });
    await flush();
    (socket as unknown as FakeSocket).onclose?.({});
    await jest.advanceTimersByTimeAsync(1000);
    await jest.advanceTimersByTimeAsync(1000);
    expect(seen.map((j) => [j.status, j.progress])).toEqual([['running', 10], ['failed', 10]]);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(client.calls).toHaveLength(3);
    stop();
  });

  it('polls only, without a websocket implementation', async () => {
    const client = fakeClient([view('running', 50), view('done', 100)]);
    const seen: string[] = [];
    followJob(client, 7, (job) => seen.push(job.status), { pollMs: 500 });
    await flush();
    await jest.advanceTimersByTimeAsync(500);
    expect(seen).toEqual(['running', 'done']);
  });
});

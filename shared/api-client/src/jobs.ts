/**
 * Following a background job (api-contracts.md, bulk data): `GET /web/api/v2/jobs/<id>/` for its JobView, and the
 * websocket `/websocket/jobs/?token=<JWT>` (SPEC §7) for progress as it happens. The websocket is subscribed to the
 * one job; when it cannot open or drops, the job is polled instead. Ends by itself once the job is done or failed.
 *
 *   const stop = followJob(apiClient, jobId, (job) => setJob(job));   // React: useJob(jobId) in @timekeep/ui
 *   …
 *   stop();
 */
import type { ApiResponse, JobView } from '@timekeep/contracts';
import type { ApiClient } from './client';

export const JOBS_PATH = '/api/v2/jobs/';
export const JOBS_SOCKET_PATH = '/jobs/';

export type JobSocket = Pick<WebSocket, 'send' | 'close'> & {
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
};

export interface FollowJobOptions {
  /** Poll interval while no websocket carries the job (ms); default 2000. */
  pollMs?: number;
  /** A slower poll while the websocket is open, in case a message was missed (ms); default 15000. */
  socketPollMs?: number;
  /** Opens the websocket; default the browser's WebSocket, absent → polling only. */
  openSocket?: (url: string) => JobSocket;
  onError?: (error: unknown) => void;
}

export const isJobFinished = (job: Pick<JobView, 'status'>): boolean => job.status === 'done' || job.status === 'failed';

function browserSocket(): ((url: string) => JobSocket) | undefined {
  const Impl = (globalThis as { WebSocket?: new (url: string) => WebSocket }).WebSocket;
  return Impl ? (url) => new Impl(url) as unknown as JobSocket : undefined;
}

export function followJob(
  client: Pick<ApiClient, 'get' | 'authorizedWebsocketUrl'>,
  jobId: number,
  onView: (job: JobView) => void,
  options: FollowJobOptions = {},
): () => void {
  const pollMs = options.pollMs ?? 2000;
  const socketPollMs = options.socketPollMs ?? 15_000;
  const openSocket = options.openSocket ?? browserSocket();
  let stopped = false;
  let socket: JobSocket | null = null;
  let socketOpen = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let latest: JobView | null = null;

  const stop = (): void => {
    stopped = true;
    if (timer) clearTimeout(timer);
    timer = null;
    if (socket) {
      socket.onclose = null;
      socket.onmessage = null;
      socket.onerror = null;
      socket.close();
    }
    socket = null;
  };

  const show = (job: JobView): void => {
    if (stopped || job.id !== jobId) return;
    // Never step back: a slow poll answer may arrive after a newer websocket message.
    if (latest && !isJobFinished(job) && (isJobFinished(latest) || job.progress < latest.progress)) return;
    latest = job;
    onView(job);
    if (isJobFinished(job)) stop();
  };

  const schedulePoll = (): void => {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void poll(), socketOpen ? socketPollMs : pollMs);
  };

  const poll = async (): Promise<void> => {
    if (stopped) return;
    try {
      const response: ApiResponse<JobView> = await client.get<JobView>(`${JOBS_PATH}${jobId}/`);
      if (response.data) show(response.data);
    } catch (error) {
      options.onError?.(error);
    }
    schedulePoll();
  };

  const connect = async (): Promise<void> => {
    if (!openSocket) return;
    try {
      const url = await client.authorizedWebsocketUrl(JOBS_SOCKET_PATH);
      if (stopped) return;
      const opened = openSocket(url);
      socket = opened;
      opened.onopen = () => {
        socketOpen = true;
        opened.send(JSON.stringify({ subscribe: [jobId] }));
        schedulePoll();
      };
      opened.onmessage = (event) => {
        try {
          show(JSON.parse(String(event.data)) as JobView);
        } catch {
          // not a JobView: ignore
        }
      };
      opened.onerror = () => undefined;
      opened.onclose = () => {
        socket = null;
        socketOpen = false;
        schedulePoll();
      };
    } catch (error) {
      options.onError?.(error);
    }
  };

  void poll();
  void connect();
  return stop;
}

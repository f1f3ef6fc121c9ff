import { useEffect, useState } from 'react';
import { apiClient, followJob, type ApiClient, type FollowJobOptions } from '@timekeep/api-client';
import type { JobView } from '@timekeep/contracts';

/**
 * The live state of a background job (an export or import started by the resource screens): its JobView from
 * `GET /web/api/v2/jobs/<id>/`, then every change pushed over `/websocket/jobs/`, polling when the websocket is
 * unavailable. `null` until the first answer or while `jobId` is null. Following ends once the job is done or
 * failed, when `jobId` changes and when the component unmounts.
 *
 *   const job = useJob(jobId);   // job?.progress, job?.status, job?.file_url (download with apiClient.download)
 */
export function useJob(
  jobId: number | null | undefined,
  options: FollowJobOptions & { client?: Pick<ApiClient, 'get' | 'authorizedWebsocketUrl'> } = {},
): JobView | null {
  const [job, setJob] = useState<JobView | null>(null);
  const { client = apiClient, ...follow } = options;
  useEffect(() => {
    setJob(null);
    if (jobId === null || jobId === undefined) return undefined;
    return followJob(client, jobId, setJob, follow);
    // The options are read when a job starts being followed.
  }, [jobId, client]);
  return job;
}

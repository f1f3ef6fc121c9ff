/** Attendance results in the app (ADR 0081): the worker that keeps the stored days current. */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../deps';
import { createRecalcWorker } from './worker';

export function registerAttendanceResults(app: FastifyInstance, deps: AppDeps): void {
  // Stored daily results follow punches and changes by themselves.
  const worker = createRecalcWorker(deps);
  app.addHook('onReady', async () => worker.start());
  app.addHook('preClose', async () => worker.stop());
}

/**
 * Attendance results in the app (ADR 0081): the worker that keeps the stored days current, the time-card list,
 * the on-demand calculation, and the time cards' permissions in the permission list.
 */
import { TIME_CARD_RESOURCE } from '@timekeep/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../deps';
import { defineResource } from '../../../resources/register';
import { resourceRegistry } from '../../../resources/registry';
import { ATT_CODES } from '../codes';
import { registerCalculation } from '../results/calculation';
import { registerTimeCardRoute } from '../results/time-cards';
import { ATT_PREFIX } from '../setup-resources';
import { registerNightlyJob, startNightlyScheduler } from '../nightly/nightly-pass';
import { createRecalcWorker } from './worker';

export function registerAttendanceResults(app: FastifyInstance, deps: AppDeps): void {
  // No CRUD routes: registered for its permissions (att.view_timecard, att.change_timecard) only.
  resourceRegistry(deps).set(TIME_CARD_RESOURCE.name, defineResource({ contract: TIME_CARD_RESOURCE, prefix: ATT_PREFIX, codes: { ok: ATT_CODES.ok }, table: 'att_day_results' }));
  registerTimeCardRoute(app, deps);
  registerCalculation(app, deps);
  // Stored daily results follow punches and changes by themselves.
  const worker = createRecalcWorker(deps);
  app.addHook('onReady', async () => worker.start());
  // Stops with its app; an app dropped without close() (a test's second app on the same deps) is covered by the
  // worker itself, which stops once its database is closed.
  app.addHook('onClose', async () => worker.stop());
  // After each company's midnight the days that ended get their final status (ADR 0095).
  registerNightlyJob(deps);
  let stopNightly: (() => Promise<void>) | null = null;
  if (deps.config.attNightlyPass) app.addHook('onReady', async () => void (stopNightly = startNightlyScheduler(deps, (message, error) => app.log.warn({ err: error }, message))));
  app.addHook('onClose', async () => stopNightly?.());
}

import type { Config } from './config';
import type { Database } from './db/database';
import type { JobRunner } from './jobs/runner';
import type { Keys } from './keys';
import type { Mailer } from './mail/mailer';

/** Everything a server module may use; passed explicitly so tests can build an app around real parts. */
export interface AppDeps {
  config: Config;
  database: Database;
  keys: Keys;
  mailer: Mailer;
  /** Background jobs on the database (src/jobs/runner.ts): register handlers, enqueue (in a transaction), follow progress. */
  jobs: JobRunner;
  /** Current time; injectable so expiry and rate-limit windows are testable. */
  now: () => Date;
}

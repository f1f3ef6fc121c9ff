import type { Config } from './config';
import type { Database } from './db/database';
import type { JobRunner } from './jobs/runner';
import type { Keys } from './keys';
import type { Mailer } from './mail/mailer';
import type { PaymentFakes } from './sandbox/payment-fakes';

/** Everything a server module may use; passed explicitly so tests can build an app around real parts. */
export interface AppDeps {
  config: Config;
  database: Database;
  keys: Keys;
  mailer: Mailer;
  /** Background jobs on the database (src/jobs/runner.ts): register handlers, enqueue (in a transaction), follow progress. */
  jobs: JobRunner;
  /** The demo's payment provider sandbox, when it runs (no Telr/PayPal credentials; src/sandbox, issue 17). */
  paymentSandbox?: PaymentFakes;
  /** Current time; injectable so expiry and rate-limit windows are testable. */
  now: () => Date;
}

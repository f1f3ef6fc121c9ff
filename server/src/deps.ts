import type { Config } from './config';
import type { Database } from './db/database';
import type { Keys } from './keys';
import type { Mailer } from './mail/mailer';

/** Everything a server module may use; passed explicitly so tests can build an app around real parts. */
export interface AppDeps {
  config: Config;
  database: Database;
  keys: Keys;
  mailer: Mailer;
  /** Current time; injectable so expiry and rate-limit windows are testable. */
  now: () => Date;
}

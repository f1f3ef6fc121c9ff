/**
 * Before any API test file: the migrated template database of this run's driver (test-database.ts). Made here, not
 * in the first file's beforeAll, where initdb plus every migration went past the 60 s hook limit on a loaded runner.
 */
import { pgliteTemplate, postgresTemplate } from './test-database';

export default async function globalSetup(): Promise<void> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) await postgresTemplate(adminUrl);
  else await pgliteTemplate();
}

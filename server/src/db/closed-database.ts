/** The answers of a closed database: kysely's once its driver is destroyed, the PGlite thread's, pg's pool's. */
const CLOSED_DATABASE = /driver has already been destroyed|the database is closed|Cannot use a pool after calling end/;

/** True when `error` says the database was closed: background loops then end quietly with their app. */
export const isClosedDatabase = (error: unknown): boolean => error instanceof Error && CLOSED_DATABASE.test(error.message);

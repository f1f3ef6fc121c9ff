// API tests start a real database (PGlite boots in ~2 s on 2 cores, a PostgreSQL database is created per file).
jest.setTimeout(60_000);

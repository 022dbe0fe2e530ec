/**
 * Tests of the embedded database's processes (lock, restarts, kill -9, CLI on a data
 * directory) run only in the PGlite pass: they never use TEST_DATABASE_URL, so the
 * PostgreSQL pass would only repeat them.
 */
export const embeddedOnly = Boolean(process.env.TEST_DATABASE_URL);

if (embeddedOnly) console.warn('Skipping embedded-database process tests in the PostgreSQL pass (they ran on PGlite).');

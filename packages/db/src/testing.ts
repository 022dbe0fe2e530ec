import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { sql } from 'drizzle-orm';
import { createDb, type Database } from './client.js';

export interface TestDatabase extends Database {
  /** Empties every table and restarts the id sequences. */
  reset(): Promise<void>;
  /** Closes the connection and drops the throwaway database (PostgreSQL). */
  destroy(): Promise<void>;
}

const TABLES = [
  'corrections',
  'text_revisions',
  'text_contents',
  'devotional_texts',
  'categories',
  'deities',
  'sessions',
  'login_failures',
  'users',
  'contact_messages',
  'newsletter_subscribers',
  'images',
  'search_entries',
  'search_terms',
  'search_index_state',
];

/**
 * A migrated database for one test file: in-memory PGlite, or — when TEST_DATABASE_URL
 * is set — a fresh UTF-8 database on that PostgreSQL server, dropped afterwards.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return withReset(await createDb({ dataDir: 'memory://' }), async () => {});
  const name = `bhakti_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(
    `CREATE DATABASE ${name} ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8' TEMPLATE template0`,
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await createDb({ databaseUrl: url.toString(), poolSize: 4 });
  return withReset(database, async () => {
    await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });
}

function withReset(database: Database, dropDatabase: () => Promise<void>): TestDatabase {
  return {
    ...database,
    reset: async () => {
      await database.db.execute(sql.raw(`TRUNCATE ${TABLES.join(', ')} RESTART IDENTITY CASCADE`));
    },
    destroy: async () => {
      await database.close();
      await dropDatabase();
    },
  };
}

export const usingPostgres = (): boolean => Boolean(process.env.TEST_DATABASE_URL);

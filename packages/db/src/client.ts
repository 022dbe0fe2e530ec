import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import * as schema from './schema.js';
import { lockDataDirectory } from './lock.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Anything that runs queries: the database itself or an open transaction. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Where the data lives, for messages: a directory or a server address without password. */
  location: string;
  ping(): Promise<void>;
  /**
   * Calls `listener` after every committed change to the library (categories, deities,
   * texts, contents) by anyone on this database — and whenever the notices may have been
   * missed (a reconnect). Answers a function that stops listening.
   */
  onLibraryChange(listener: (change: LibraryChange) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** The channel of the notices sent by the library tables' triggers (migrations 0005, 0006). */
export const LIBRARY_CHANGED_CHANNEL = 'library_changed';

/** What changed: anything (forget everything), or only how often one text was read. */
export type LibraryChange = { kind: 'any' } | { kind: 'popularity'; slug: string };

const ANY_CHANGE: LibraryChange = { kind: 'any' };

/** A notice's payload: '' for any change, 'popularity:{slug}' when only a read count moved. */
export function libraryChangeOf(payload: string | undefined): LibraryChange {
  const slug = payload?.startsWith('popularity:') ? payload.slice('popularity:'.length) : '';
  return slug ? { kind: 'popularity', slug } : ANY_CHANGE;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded database is used. */
  databaseUrl?: string | undefined;
  /** Directory of the embedded database; `memory://` keeps it in memory (tests). */
  dataDir?: string | undefined;
  /** Connections in the pool (PostgreSQL only). */
  poolSize?: number;
  /**
   * A command that writes much (an import, a re-index): the embedded database keeps
   * PostgreSQL's default buffer pool, which such writes need, over one that opens faster.
   */
  bulkWrites?: boolean;
  /** How often the embedded database in a directory checkpoints (see CHECKPOINT_EVERY_MS). */
  checkpointEveryMs?: number;
}

const MIGRATIONS_FOLDER = fileURLToPath(new URL('../drizzle', import.meta.url));
const MIGRATION_LOCK_KEY = 7_272_008;

/**
 * PGlite's buffer pool. The embedded database sets its pool up on every open: PostgreSQL's
 * default 128MB took ~0.5 s of a server's start at 100,000 texts, 16MB ~0.1 s. Reads hardly
 * notice (the files stay in the operating system's cache); bulk writes do (imports ~15 %
 * slower), so commands that write much keep the default (docs/decisions/003).
 */
const PGLITE_SHARED_BUFFERS = { serving: '16MB', bulkWrites: '128MB' } as const;

/**
 * PGlite runs no checkpointer: left alone, its write-ahead log grows until a clean close
 * (nearly 8 GB during a re-index of 100,000 texts), and a killed process replays all of it at the
 * next start. A checkpoint this often bounds both (docs/decisions/003).
 */
const CHECKPOINT_EVERY_MS = 5 * 60_000;

/** Opens the database and brings its schema up to date (idempotent, on every start). */
export async function createDb(options: DatabaseOptions = {}): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize ?? 10)
    : openPglite(options.dataDir ?? './data', {
        use: options.bulkWrites ? 'bulkWrites' : 'serving',
        checkpointEveryMs: options.checkpointEveryMs ?? CHECKPOINT_EVERY_MS,
      });
}

async function openPglite(
  dataDir: string,
  { use, checkpointEveryMs }: { use: keyof typeof PGLITE_SHARED_BUFFERS; checkpointEveryMs: number },
): Promise<Database> {
  const inMemory = dataDir.startsWith('memory://');
  const location = inMemory ? dataDir : resolve(dataDir);
  let release = () => {};
  if (!inMemory) {
    mkdirSync(location, { recursive: true });
    release = lockDataDirectory(location);
  }
  try {
    const client = new PGlite(inMemory ? dataDir : location, {
      extensions: { pg_trgm },
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS[use]}`],
    });
    const db = drizzlePglite({ client, schema }) as unknown as Db;
    await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    // The embedded database is read from memory: a random read costs about what a sequential
    // one does, and planning so keeps LIMITed full-text queries on their indexes.
    await client.exec('SET random_page_cost = 1.1');
    const checkpoints = inMemory ? null : new Checkpoints(client, checkpointEveryMs);
    return {
      db,
      kind: 'pglite',
      location,
      ping: async () => {
        await client.query('SELECT 1');
      },
      onLibraryChange: (listener) =>
        client.listen(LIBRARY_CHANGED_CHANNEL, (payload) => listener(libraryChangeOf(payload))),
      close: async () => {
        try {
          await checkpoints?.stop();
          await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** Checkpoints the embedded database every `everyMs`, one at a time, until stopped. */
class Checkpoints {
  private readonly timer: ReturnType<typeof setInterval>;
  private running: Promise<void> | null = null;

  constructor(client: PGlite, everyMs: number) {
    this.timer = setInterval(() => {
      // A checkpoint that fails (the database closing) leaves the log to the next one.
      this.running ??= client
        .exec('CHECKPOINT')
        .then(
          () => {},
          () => {},
        )
        .finally(() => (this.running = null));
    }, everyMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  // The migration lock holds one connection while migrating through another.
  const client = postgres(url, { max: Math.max(2, poolSize), onnotice: () => {} });
  const db = drizzlePostgres({ client, schema });
  try {
    await migrateWithLock(db, client);
  } catch (error) {
    await client.end({ timeout: 5 });
    throw error;
  }
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    location: redactUrl(url),
    ping: async () => {
      await client`SELECT 1`;
    },
    onLibraryChange: async (listener) => {
      // The third argument runs on every (re)connection of the listening connection: notices
      // sent while it was down are lost, so the listener is told then too.
      const { unlisten } = await client.listen(
        LIBRARY_CHANGED_CHANNEL,
        (payload) => listener(libraryChangeOf(payload)),
        () => listener(ANY_CHANGE),
      );
      return unlisten;
    },
    close: async () => {
      await client.end({ timeout: 5 });
    },
  };
}

/** Several app instances may start together: one migrates, the others wait for it. */
async function migrateWithLock(db: ReturnType<typeof drizzlePostgres<Schema>>, client: postgres.Sql): Promise<void> {
  await client.begin(async (session) => {
    await session`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`;
    await migratePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER });
  });
}

function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.password = '';
    return parsed.toString();
  } catch {
    return 'postgres';
  }
}

/** `count(*)` is a number on PGlite and a string on postgres.js. */
export function toCount(value: unknown): number {
  return Number(value ?? 0);
}

/** Rows of a raw `execute`: PGlite answers `{ rows }`, postgres.js an array of rows. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return (result as { rows?: T[] }).rows ?? [];
}

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDb, rowsOf, type Database } from './client.js';

let dir: string;
const opened: Database[] = [];

async function open(options: Parameters<typeof createDb>[0]): Promise<Database> {
  const database = await createDb({ dataDir: dir, ...options });
  opened.push(database);
  return database;
}

async function first<T>(database: Database, query: ReturnType<typeof sql>): Promise<T> {
  return rowsOf<T>(await database.db.execute(query))[0]!;
}

const checkpointLsn = (database: Database) =>
  first<{ lsn: string }>(database, sql`SELECT checkpoint_lsn::text AS lsn FROM pg_control_checkpoint()`).then(
    (row) => row.lsn,
  );

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'bhakti-pglite-'));
});

afterEach(async () => {
  for (const database of opened.splice(0)) await database.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the embedded database in a directory', () => {
  it('opens with a small buffer pool for the server, and PostgreSQL’s default for bulk writes', async () => {
    const serving = await open({});
    expect(await first(serving, sql`SHOW shared_buffers`)).toEqual({ shared_buffers: '16MB' });
    await serving.close();
    opened.splice(0);
    const bulk = await open({ bulkWrites: true });
    expect(await first(bulk, sql`SHOW shared_buffers`)).toEqual({ shared_buffers: '128MB' });
  }, 60_000);

  it('checkpoints itself while open, so its write-ahead log does not wait for a clean close', async () => {
    const database = await open({ checkpointEveryMs: 200 });
    const before = await checkpointLsn(database);
    await database.db.execute(sql`CREATE TABLE written (n integer)`);
    await database.db.execute(sql`INSERT INTO written SELECT generate_series(1, 1000)`);
    await expect.poll(() => checkpointLsn(database), { timeout: 10_000 }).not.toBe(before);
  }, 60_000);
});

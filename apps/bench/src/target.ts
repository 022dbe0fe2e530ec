import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';

/** Where a benchmark's server keeps its data: a fresh embedded database, or a fresh PostgreSQL database. */
export interface Target {
  name: 'pglite' | 'postgres';
  /** The environment that points the server and the CLI at it. */
  env: Record<string, string>;
  /** A kept embedded database that a previous run already filled (BENCH_DATA_DIR). */
  filled: boolean;
  /** Marks a kept database as filled, so that the next run measures without importing again. */
  markFilled(): void;
  dispose(): Promise<void>;
}

const FILLED_MARKER = 'bench-library-imported';

/**
 * PostgreSQL when BENCH_DATABASE_URL names a server (a throwaway database is made on it),
 * else PGlite in a temporary directory — or, with `keep`, in BENCH_DATA_DIR, kept for the
 * next run (the latency benchmark's library takes minutes to import).
 */
export async function createTarget({ keep = false } = {}): Promise<Target> {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (serverUrl) return createPostgresTarget(serverUrl);
  const kept = keep ? process.env.BENCH_DATA_DIR : undefined;
  return kept ? keptPgliteTarget(kept) : createPgliteTarget();
}

function createPgliteTarget(): Target {
  const dir = mkdtempSync(join(tmpdir(), 'bhakti-bench-'));
  return {
    name: 'pglite',
    env: { DATA_DIR: dir },
    filled: false,
    markFilled: () => {},
    dispose: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

function keptPgliteTarget(dir: string): Target {
  mkdirSync(dir, { recursive: true });
  const marker = join(dir, FILLED_MARKER);
  return {
    name: 'pglite',
    env: { DATA_DIR: dir },
    filled: existsSync(marker),
    markFilled: () => writeFileSync(marker, new Date().toISOString()),
    dispose: async () => {},
  };
}

async function createPostgresTarget(serverUrl: string): Promise<Target> {
  const name = `bhakti_bench_${randomBytes(4).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(
    `CREATE DATABASE ${name} ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8' TEMPLATE template0`,
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name: 'postgres',
    env: { DATABASE_URL: url.toString() },
    filled: false,
    markFilled: () => {},
    dispose: async () => {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

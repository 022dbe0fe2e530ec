import { Writable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase, type TestDatabase } from '@bhakti/db/testing';
import { PopularityCounter, ReadCache, type AppDeps } from '@bhakti/api';
import { coreScriptConverter, createAiService, type AiSettings } from '@bhakti/ai';
import { PostgresSearchEngine } from '@bhakti/search';
import { buildApp } from '../app.js';
import type { Config } from '../config.js';

export interface TestServer {
  url: string;
  app: FastifyInstance;
  database: TestDatabase;
  deps: AppDeps;
  /** Every JSON log line the server wrote, parsed. */
  logs: Array<Record<string, unknown>>;
  /** Moves the server's clock (sessions, lockouts); reset() puts it back to real time. */
  advanceClock(ms: number): void;
  /** Empties the database and forgets rate-limit counters. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The real server on a random local port over a throwaway database (PGlite, or PostgreSQL in CI).
 * Without AI settings it is wired as production is without keys: only the offline
 * 'transliterate' provider; a test passes settings to point providers at a fake server.
 * With `database`, a second instance on another server's database (which it leaves open).
 */
export async function startTestServer(
  options: {
    ai?: AiSettings;
    database?: TestDatabase;
    shedEventLoopDelayMs?: number;
    /** TRUST_PROXY, for tests that speak as other clients through X-Forwarded-For. */
    trustProxy?: Config['TRUST_PROXY'];
    /** PUBLIC_URL (none by default: links carry the request's own origin). */
    publicUrl?: string;
    /** URLs per child sitemap, at most (small, to see the index split). */
    sitemapMaxUrls?: number;
    /** WORKER_THREADS (default 1: the threaded path, with one thread's memory); 0 renders and compresses on the main thread. */
    workerThreads?: number;
    /** RESPONSE_CACHE_MB (default 64); 0 keeps no answers. */
    responseCacheMb?: number;
  } = {},
): Promise<TestServer> {
  const database = options.database ?? (await createTestDatabase());
  const cache = new ReadCache();
  const stopListening = await database.onLibraryChange((change) => cache.forget(change));
  const deps: AppDeps = {
    database,
    search: new PostgresSearchEngine(database),
    popularity: new PopularityCounter(database, cache),
    cache,
    ai: createAiService(options.ai ?? { convertScript: coreScriptConverter }),
    now: () => new Date(Date.now() + clockOffset),
  };
  let clockOffset = 0;
  const logs: Array<Record<string, unknown>> = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) logs.push(JSON.parse(line));
      done();
    },
  });
  const app = await buildApp({
    config: {
      LOG_LEVEL: 'info',
      TRUST_PROXY: options.trustProxy ?? false,
      PUBLIC_URL: options.publicUrl,
      // Tests share the process with the database: only the overload test sheds on lateness.
      SHED_EVENT_LOOP_DELAY_MS: options.shedEventLoopDelayMs ?? 0,
      WORKER_THREADS: options.workerThreads ?? 1,
      RESPONSE_CACHE_MB: options.responseCacheMb,
    },
    deps,
    logStream,
    sitemapMaxUrls: options.sitemapMaxUrls,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    database,
    deps,
    logs,
    advanceClock: (ms) => {
      clockOffset += ms;
    },
    reset: async () => {
      clockOffset = 0;
      await database.reset();
      cache.clear();
      app.actionRateLimits.forget();
      logs.length = 0;
    },
    close: async () => {
      await app.close();
      await stopListening();
      if (!options.database) await database.destroy();
    },
  };
}

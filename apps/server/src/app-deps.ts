import { createDb, type Database } from '@bhakti/db';
import { PopularityCounter, ReadCache, type AppDeps } from '@bhakti/api';
import {
  MeilisearchEngine,
  MEMORY_BOUNDS,
  MemorySearchEngine,
  PostgresSearchEngine,
  ensureSearchData,
  type SearchEngine,
} from '@bhakti/search';
import { createAi, type AiConfig } from './ai.js';
import type { Config } from './config.js';

export interface Logger {
  info(message: string): void;
  warn(message: string): void;
}

type SearchConfig = Pick<Config, 'SEARCH_ENGINE' | 'MEILISEARCH_HOST' | 'MEILISEARCH_API_KEY' | 'WORKER_THREADS'>;

function createSearchEngine(config: SearchConfig, database: Database, log: Logger): SearchEngine {
  if (!config.MEILISEARCH_HOST) {
    if (config.SEARCH_ENGINE === 'postgres') return new PostgresSearchEngine(database);
    // With worker threads (more than one core), the copy is searched on a thread of its own (ADR 027).
    return new MemorySearchEngine(database, MEMORY_BOUNDS, { thread: (config.WORKER_THREADS ?? 0) > 0 });
  }
  return new MeilisearchEngine(database, {
    host: config.MEILISEARCH_HOST,
    apiKey: config.MEILISEARCH_API_KEY,
    onSyncError: (error) =>
      log.warn(`Meilisearch missed a change (${(error as Error).message}); run "pnpm reindex" once it is back.`),
  });
}

/** Brings the search data up to date with this version's search key; an external index follows. */
async function prepareSearch(database: Database, search: SearchEngine, log: Logger): Promise<void> {
  const rebuilt = await ensureSearchData(database);
  if (rebuilt > 0) log.info(`Indexed ${rebuilt} text(s) for search.`);
  if (!(search instanceof MeilisearchEngine)) return;
  try {
    if (rebuilt > 0 || (await search.isEmpty())) await search.refill();
  } catch (error) {
    log.warn(`Meilisearch could not be filled (${(error as Error).message}); run "pnpm reindex" once it answers.`);
  }
}

/**
 * Opens the database (migrating it, bringing its search data up to date) and builds the parts
 * every request shares. `bulkWrites`: for a command that writes much (import, re-index).
 */
export async function openAppDeps(
  config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'> & SearchConfig & AiConfig,
  log: Logger,
  { bulkWrites = false }: { bulkWrites?: boolean } = {},
): Promise<AppDeps> {
  const database = await createDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, bulkWrites });
  const cache = new ReadCache();
  // Another instance on this database, or the CLI, may change the library: its notice clears
  // the cache (or, when only read counts moved, those texts' answers).
  await database.onLibraryChange((change) => cache.forget(change));
  const search = createSearchEngine(config, database, log);
  await prepareSearch(database, search, log);
  return {
    database,
    search,
    popularity: new PopularityCounter(database, cache),
    cache,
    ai: createAi(config),
    now: () => new Date(),
  };
}

import { createDb, type Database } from '@bhakti/db';
import { PopularityCounter, RateLimiter, type Services } from '@bhakti/api';
import { PostgresSearchEngine, type SearchEngine } from '@bhakti/search';
import type { Config } from './config.js';

export interface Logger {
  info(message: string): void;
  warn(message: string): void;
}

function createSearchEngine(config: Pick<Config, 'MEILISEARCH_HOST'>, database: Database, log: Logger): SearchEngine {
  if (config.MEILISEARCH_HOST) {
    log.warn('MEILISEARCH_HOST is set, but this build has only the PostgreSQL search engine; using it.');
  }
  return new PostgresSearchEngine(database);
}

/** Opens the database (migrating it) and builds the long-lived services around it. */
export async function openServices(
  config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR' | 'MEILISEARCH_HOST'>,
  log: Logger,
): Promise<Services> {
  const database = await createDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  return {
    database,
    search: createSearchEngine(config, database, log),
    popularity: new PopularityCounter(database),
    limiter: new RateLimiter(),
    now: () => new Date(),
  };
}

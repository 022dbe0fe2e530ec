import type { AiService } from '@bhakti/ai';
import type { Database } from '@bhakti/db';
import type { SearchEngine } from '@bhakti/search';
import type { PopularityCounter, ReadCounter } from './popularity.js';
import type { RateLimit } from './rate-limit.js';
import type { LibraryCache, ReadCache } from './read-cache.js';

/** Long-lived parts shared by every request, made once by the server. */
export interface AppDeps {
  database: Database;
  search: SearchEngine;
  popularity: PopularityCounter;
  /** Public read answers, cleared by every admin write. */
  cache: ReadCache;
  /** AI assistance: the configured providers and the offline script conversion. */
  ai: AiService;
  /** The clock, replaceable in tests (session expiry, lockouts). */
  now: () => Date;
}

/** Where procedures write security events (logins, lockouts, refusals); pino's shape. */
export interface EventLog {
  info(fields: Record<string, unknown>, message: string): void;
  warn(fields: Record<string, unknown>, message: string): void;
}

/**
 * One request's view of the services. The cache and the read counter may be the shared ones,
 * or views that also note what the request read (the server's answer cache keeps that).
 */
export interface Context extends Omit<AppDeps, 'cache' | 'popularity'> {
  cache: LibraryCache;
  popularity: ReadCounter;
  requestId: string;
  /** The client's address (as Fastify resolved it, honouring TRUST_PROXY). */
  ip: string;
  /** Counts a limited action of this request's client (contact, newsletter) against its rule. */
  rateLimit: RateLimit;
  /** The Authorization header as sent; only a bearer token ever authenticates. */
  authorization: string | undefined;
  log: EventLog;
}

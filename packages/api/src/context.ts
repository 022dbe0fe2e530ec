import type { Database } from '@bhakti/db';
import type { SearchEngine } from '@bhakti/search';
import type { PopularityCounter } from './popularity.js';
import type { RateLimiter } from './rate-limit.js';

/** Long-lived parts shared by every request, made once by the server. */
export interface Services {
  database: Database;
  search: SearchEngine;
  popularity: PopularityCounter;
  limiter: RateLimiter;
}

export interface Context extends Services {
  requestId: string;
  /** The client's address (as Fastify resolved it, honouring TRUST_PROXY). */
  ip: string;
}

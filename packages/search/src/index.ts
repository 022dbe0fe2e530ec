export * from './engine.js';
export { normalizeQuery, parseQuery, queryIdentity, type ParsedQuery, type QueryWord } from './query.js';
export type { Highlight } from './snippet.js';
export type { SearchIntent } from './intent.js';
export { PostgresSearchEngine } from './postgres-engine.js';
export { MemorySearchEngine, MEMORY_BOUNDS, type MemoryBounds } from './memory-engine.js';
export { MeilisearchEngine, type MeilisearchOptions } from './meilisearch-engine.js';
export {
  reindexTextsWithin,
  rebuildSearchData,
  ensureSearchData,
  indexUnindexedTexts,
  SEARCH_DATA_VERSION,
} from './reindex.js';
export { buildSearchEntries, type IndexableText, type SearchEntry } from './entries.js';

import type { Database } from '@bhakti/db';
import { databaseReads } from './copy-reads.js';
import { CopyThread } from './copy-thread.js';
import { clampLimit, type SearchEngine, type SearchHit, type SearchOptions } from './engine.js';
import { MEMORY_BOUNDS, MemoryCopy, type CopyHolder, type MemoryBounds } from './memory-copy.js';
import { PostgresSearchEngine } from './postgres-engine.js';
import { rebuildSearchData } from './reindex.js';

export { MEMORY_BOUNDS, type MemoryBounds } from './memory-copy.js';

export interface MemoryEngineOptions {
  /** Holds and searches the copy on a thread of its own (a server with more than one core). */
  thread?: boolean;
}

/**
 * Searches a copy of the search data held in memory (ADR 027): the same answers as the
 * PostgreSQL engine, without a database round trip per lookup, so that distinct queries
 * stay fast under load. The copy is read in the background after `load()` (the database
 * answers meanwhile); this instance's writes are applied before `textsChanged` returns,
 * and another instance's (or the CLI's) are caught up with on their `library_changed`
 * notice, by comparing each text's entries with the database's. With `thread`, the copy is
 * held and searched on a thread of its own, which reads the database through this one.
 */
export class MemorySearchEngine implements SearchEngine {
  /** 'memory' once the copy is loaded; until then the database answers. */
  get name(): string {
    return this.loaded ? 'memory' : 'postgres (memory loading)';
  }

  /** Whether searches are answered from memory (else by the database, while the copy loads). */
  get loaded(): boolean {
    return this.ready;
  }

  private ready = false;
  private loading: Promise<void> | null = null;
  private readonly copy: CopyHolder;
  private readonly fallback: PostgresSearchEngine;

  constructor(
    private readonly database: Database,
    bounds: MemoryBounds = MEMORY_BOUNDS,
    { thread = false }: MemoryEngineOptions = {},
  ) {
    this.fallback = new PostgresSearchEngine(database);
    const reads = databaseReads(database);
    this.copy = thread ? new CopyThread(reads, bounds) : new MemoryCopy(reads, bounds);
  }

  /** Reads the copy (once; later calls wait for the same load). A failed load is tried again on the next call. */
  load(): Promise<void> {
    this.loading ??= this.firstLoad().catch((error: unknown) => {
      this.loading = null;
      throw error;
    });
    return this.loading;
  }

  async search(query: string, options: SearchOptions = {}): Promise<SearchHit[]> {
    const hits = this.ready ? await this.copy.search(query, clampLimit(options.limit)) : null;
    if (hits) return hits;
    if (!this.ready) this.load().catch(() => undefined);
    return this.fallback.search(query, options);
  }

  async textsChanged(ids: readonly number[]): Promise<void> {
    await this.fallback.textsChanged();
    await this.copy.textsChanged(ids);
  }

  async textsRemoved(ids: readonly number[]): Promise<void> {
    await this.textsChanged(ids);
  }

  async rebuild(): Promise<void> {
    await rebuildSearchData(this.database);
    // A copy that was never asked for (the CLI's re-index) is not read.
    if (this.loading) await this.copy.readAllAgain();
  }

  async ping(): Promise<void> {
    await this.database.ping();
  }

  /** Stops the copy's thread, if it has one. */
  async close(): Promise<void> {
    await this.copy.close();
  }

  private async firstLoad(): Promise<void> {
    // Listened to before the load begins: a write another instance makes meanwhile is caught up with after it.
    await this.database.onLibraryChange((change) => this.copy.libraryChanged(change));
    await this.copy.load();
    this.ready = true;
  }
}

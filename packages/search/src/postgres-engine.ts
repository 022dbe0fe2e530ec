import type { Database } from '@bhakti/db';
import { clampLimit, type SearchEngine, type SearchHit, type SearchOptions } from './engine.js';
import { RememberingSource, SearchMemo } from './memo.js';
import { PostgresSource } from './postgres-source.js';
import { rebuildSearchData } from './reindex.js';
import { stagedSearch } from './staged-search.js';

/**
 * The default engine, for PGlite and PostgreSQL alike. Searches the derived search
 * data (search_entries, search_terms) that every write keeps current in its own
 * transaction: each query word is looked up in the vocabulary (exact, Hindi/Sanskrit
 * spelling, prefix, part of a compound, typo by trigrams), then entries holding those
 * words are fetched from bounded candidate sets per tier and ranked in code.
 */
export class PostgresSearchEngine implements SearchEngine {
  readonly name = 'postgres';

  private readonly memo = new SearchMemo();
  private readonly source: PostgresSource;
  /** The source with the memo: used once the memo hears of every change. */
  private readonly remembering: RememberingSource;
  /** Whether the memo hears of every library change (another instance's, the CLI's): only then is it used. */
  private listening: Promise<boolean> | null = null;

  constructor(private readonly database: Database) {
    this.source = new PostgresSource(database);
    this.remembering = new RememberingSource(this.source, this.memo);
  }

  async search(query: string, options: SearchOptions = {}): Promise<SearchHit[]> {
    const source = (await this.listen()) ? this.remembering : this.source;
    return stagedSearch(source, query, clampLimit(options.limit));
  }

  /** Listens for library changes once; a failure leaves the memo unused (and is tried again). */
  private listen(): Promise<boolean> {
    this.listening ??= this.database
      .onLibraryChange((change) => {
        // A read count moved: only the order of equal texts may change.
        if (change.kind === 'popularity') this.memo.forgetFacts();
        else this.memo.forget();
      })
      .then(
        () => true,
        () => {
          this.listening = null;
          return false;
        },
      );
    return this.listening;
  }

  /** The search data is written by the write itself; only what searches kept goes. */
  async textsChanged(): Promise<void> {
    this.memo.forget();
  }

  async textsRemoved(): Promise<void> {
    this.memo.forget();
  }

  /** The search data is kept by every write; a rebuild recomputes it (after a change of the search key). */
  async rebuild(): Promise<void> {
    try {
      await rebuildSearchData(this.database);
    } finally {
      this.memo.forget();
    }
  }

  async ping(): Promise<void> {
    await this.database.ping();
  }
}

import { asc, gt, inArray } from 'drizzle-orm';
import { Meilisearch, type Index, type MultiSearchParams, type Settings } from 'meilisearch';
import { SEARCH_ENTRY_KINDS, searchEntries, type Database, type SearchEntryKind } from '@bhakti/db';
import { searchSkeleton } from '@bhakti/core';
import { clampLimit, type SearchEngine, type SearchHit, type SearchOptions } from './engine.js';
import { toHit } from './hits.js';
import { QueryMatcher } from './matcher.js';
import { STOP_WORD_KEYS, parseQuery } from './query.js';
import { bestVerse, type RankedText } from './ranking.js';
import { rebuildSearchData } from './reindex.js';
import { MIN_WORD_SIZE_FOR_TYPOS } from './word-match.js';

export interface MeilisearchOptions {
  host: string;
  apiKey?: string | undefined;
  /** The index to keep the documents in (tests use their own). */
  indexUid?: string;
  /** Told when keeping the index in step with a committed write failed (the write itself stands). */
  onSyncError?: (error: unknown) => void;
}

/** One search entry as a Meilisearch document. */
interface EntryDocument {
  id: number;
  textId: number;
  kind: SearchEntryKind;
  /** Title 0 … verse 4: the custom ranking rule that puts titles before verses. */
  kindRank: number;
  languageCode: string | null;
  isTransliteration: boolean;
  verse: number | null;
  original: string;
  key: string;
  skeleton: string;
}

const DEFAULT_INDEX = 'bhakti-search-entries';
const DOCUMENT_BATCH = 5000;
const TASK_TIMEOUT_MS = 60_000;

/** The same ranking as the PostgreSQL engine, in Meilisearch's terms. */
const SETTINGS: Settings = {
  searchableAttributes: ['key', 'skeleton'],
  filterableAttributes: ['textId', 'kind'],
  sortableAttributes: ['kindRank'],
  distinctAttribute: 'textId',
  rankingRules: ['words', 'typo', 'kindRank:asc', 'proximity', 'attribute', 'exactness'],
  typoTolerance: { minWordSizeForTypos: { ...MIN_WORD_SIZE_FOR_TYPOS } },
  stopWords: [...STOP_WORD_KEYS],
};

function toDocument(entry: typeof searchEntries.$inferSelect): EntryDocument {
  const { tsv: _tsv, ...fields } = entry;
  return { ...fields, kindRank: SEARCH_ENTRY_KINDS.indexOf(entry.kind), skeleton: searchSkeleton(entry.key) };
}

/**
 * Meilisearch (MEILISEARCH_HOST): documents are the search entries the database keeps
 * (one per title, metadata, description and verse), searched by their keys and
 * skeletons, one best document per text. Kept in step after every committed write and
 * rebuilt by `pnpm reindex`.
 */
export class MeilisearchEngine implements SearchEngine {
  readonly name = 'meilisearch';
  private readonly client: Meilisearch;
  private readonly index: Index<EntryDocument>;
  private settingsApplied: Promise<void> | null = null;

  constructor(
    private readonly database: Database,
    private readonly options: MeilisearchOptions,
  ) {
    this.client = new Meilisearch({ host: options.host, apiKey: options.apiKey });
    this.index = this.client.index<EntryDocument>(options.indexUid ?? DEFAULT_INDEX);
  }

  async search(query: string, options: SearchOptions = {}): Promise<SearchHit[]> {
    const parsed = parseQuery(query);
    if (parsed.words.length === 0) return [];
    await this.ready();
    const matcher = new QueryMatcher(parsed);
    const limit = clampLimit(options.limit);
    const texts = await this.rankedTexts(parsed.words.map((w) => w.key).join(' '), limit);
    const verses = await this.bestVerses(parsed.words.map((w) => w.key).join(' '), texts);
    return texts.map((text) =>
      toHit(
        text,
        bestVerse(
          verses.filter((verse) => verse.textId === text.textId),
          matcher,
        ),
        matcher,
      ),
    );
  }

  /** Texts best first: by their keys, then those found only by their skeletons. */
  private async rankedTexts(keys: string, limit: number): Promise<RankedText[]> {
    const documents = await this.searchBoth(keys, { limit });
    const seen = new Map<number, RankedText>();
    documents.forEach((doc, position) => {
      if (!seen.has(doc.textId))
        seen.set(doc.textId, {
          textId: doc.textId,
          coverage: 0,
          whole: false,
          named: doc.kind === 'title' || doc.kind === 'meta',
          score: 1 / (position + 1),
        });
    });
    return [...seen.values()].slice(0, limit);
  }

  private async bestVerses(keys: string, texts: readonly RankedText[]): Promise<EntryDocument[]> {
    if (texts.length === 0) return [];
    const filter = `textId IN [${texts.map((t) => t.textId).join(', ')}] AND kind IN [first, verse]`;
    return this.searchBoth(keys, { filter, limit: texts.length });
  }

  /** One search on the keys and one on their skeletons, in one request. */
  private async searchBoth(keys: string, params: { filter?: string; limit: number }): Promise<EntryDocument[]> {
    const uid = this.index.uid;
    const { results } = await this.client.multiSearch<MultiSearchParams, EntryDocument>({
      queries: [
        { indexUid: uid, q: keys, attributesToSearchOn: ['key'], ...params },
        { indexUid: uid, q: searchSkeleton(keys), attributesToSearchOn: ['skeleton'], ...params },
      ],
    });
    return results.flatMap((result) => result.hits as EntryDocument[]);
  }

  async textsChanged(ids: readonly number[]): Promise<void> {
    await this.sync(ids, async () => {
      const entries = await this.database.db
        .select()
        .from(searchEntries)
        .where(inArray(searchEntries.textId, [...ids]));
      await this.removeTexts(ids);
      await this.addDocuments(entries.map(toDocument));
    });
  }

  async textsRemoved(ids: readonly number[]): Promise<void> {
    await this.sync(ids, () => this.removeTexts(ids));
  }

  /** Recomputes the search data from the library, then refills the index from it. */
  async rebuild(): Promise<void> {
    await rebuildSearchData(this.database);
    await this.refill();
  }

  /** Refills the index from the search data as it is (after a start that found the index empty). */
  async refill(): Promise<void> {
    await this.ready();
    await this.index.deleteAllDocuments().waitTask({ timeout: TASK_TIMEOUT_MS });
    let after = 0;
    for (;;) {
      const batch = await this.database.db
        .select()
        .from(searchEntries)
        .where(gt(searchEntries.id, after))
        .orderBy(asc(searchEntries.id))
        .limit(DOCUMENT_BATCH);
      if (batch.length === 0) return;
      await this.addDocuments(batch.map(toDocument));
      after = batch[batch.length - 1]?.id ?? after;
    }
  }

  async ping(): Promise<void> {
    await this.client.health();
  }

  /** Whether the index holds no documents yet (a new Meilisearch beside an existing library). */
  async isEmpty(): Promise<boolean> {
    await this.ready();
    return (await this.index.getStats()).numberOfDocuments === 0;
  }

  /** Drops the index (tests). */
  async dropIndex(): Promise<void> {
    await this.index.delete().waitTask({ timeout: TASK_TIMEOUT_MS });
    this.settingsApplied = null;
  }

  private async sync(ids: readonly number[], work: () => Promise<void>): Promise<void> {
    if (ids.length === 0) return;
    try {
      await this.ready();
      await work();
    } catch (error) {
      if (!this.options.onSyncError) throw error;
      this.options.onSyncError(error);
    }
  }

  private async removeTexts(ids: readonly number[]): Promise<void> {
    const task = await this.index
      .deleteDocuments({ filter: `textId IN [${ids.join(', ')}]` })
      .waitTask({ timeout: TASK_TIMEOUT_MS });
    if (task.status !== 'succeeded') throw new Error(`Meilisearch could not delete documents: ${task.error?.message}`);
  }

  private async addDocuments(documents: readonly EntryDocument[]): Promise<void> {
    for (let i = 0; i < documents.length; i += DOCUMENT_BATCH) {
      const task = await this.index
        .addDocuments(documents.slice(i, i + DOCUMENT_BATCH), { primaryKey: 'id' })
        .waitTask({ timeout: TASK_TIMEOUT_MS });
      if (task.status !== 'succeeded') throw new Error(`Meilisearch could not add documents: ${task.error?.message}`);
    }
  }

  /** Creates the index and applies the settings, once per process. */
  private ready(): Promise<void> {
    this.settingsApplied ??= this.applySettings().catch((error: unknown) => {
      this.settingsApplied = null;
      throw error;
    });
    return this.settingsApplied;
  }

  private async applySettings(): Promise<void> {
    await this.client.createIndex(this.index.uid, { primaryKey: 'id' }).waitTask({ timeout: TASK_TIMEOUT_MS });
    const task = await this.index.updateSettings(SETTINGS).waitTask({ timeout: TASK_TIMEOUT_MS });
    if (task.status !== 'succeeded') throw new Error(`Meilisearch refused the settings: ${task.error?.message}`);
  }
}

import { setImmediate } from 'node:timers/promises';
import { LRUCache } from 'lru-cache';
import type { LibraryChange } from '@bhakti/db';
import type { CopyReads, FactsOf } from './copy-reads.js';
import type { SearchHit } from './engine.js';
import { MemoryIndex, MemoryIndexBuilder, bestTerms, type EntryRow } from './memory-index.js';
import type { TextFacts } from './ranking.js';
import type { BestVerses, CandidateRow, CandidateTier, Lookup, SearchSource, VerseRow } from './source.js';
import { stagedSearch } from './staged-search.js';

export interface MemoryBounds {
  /** Entries read per statement while loading. */
  loadBatch: number;
  /** Texts changed since the last load kept beside it; past this the whole copy is read again. */
  changedTexts: number;
  /** Bytes (estimated) of verses' words kept for the verses shown. */
  originalBytes: number;
  /** Bytes (estimated) of those words read in advance, after the first load (0: none). */
  originalBytesInAdvance: number;
}

/** Bounds of the copy in memory. */
export const MEMORY_BOUNDS: MemoryBounds = {
  /** Entries read per statement while loading (PGlite runs each on the event loop: a few tens of ms). */
  loadBatch: 5_000,
  /** Texts changed since the last load kept beside it; past this the whole copy is read again. */
  changedTexts: 1_000,
  /** Bytes (estimated) of verses' words kept for the verses shown. */
  originalBytes: 64 * 1024 * 1024,
  /**
   * Most of them: the words of a library of 10,000 texts (~46 MB) are all kept from the start,
   * so distinct searches read none from the database; room is left for those read on demand.
   */
  originalBytesInAdvance: 56 * 1024 * 1024,
} as const;

/**
 * What holds the copy: a `MemoryCopy` here, or one on a thread of its own (`CopyThread`),
 * told the same things in the same order.
 */
export interface CopyHolder {
  /** Reads the copy (once; later calls wait for the same load; a failed one is tried again). */
  load(): Promise<void>;
  /** The hits of a query, or null while there is no copy yet. */
  search(query: string, limit: number): Promise<SearchHit[] | null>;
  /** These texts were written or deleted here: applied before this returns. */
  textsChanged(ids: readonly number[]): Promise<void>;
  /** A `library_changed` notice: another instance (or the CLI) wrote, or a read count moved. */
  libraryChanged(change: LibraryChange): void;
  /** The search data was rebuilt: reads the whole copy again. */
  readAllAgain(): Promise<void>;
  close(): Promise<void>;
}

/**
 * What a search reads: the copy loaded at start (`base`), the texts changed since then
 * (`changed`), and the texts of `base` that are no longer as it holds them (`stale`).
 * Never changed in place: a change makes another, so a search runs on one version throughout.
 */
interface Copy {
  base: MemoryIndex;
  changed: MemoryIndex;
  stale: ReadonlySet<number>;
}

/**
 * The search data in memory, searched by the same staged search as the database. Only the
 * words of the verses shown come from the database, by key, when they are not kept.
 */
class MemorySource implements SearchSource {
  constructor(
    private readonly copy: Copy,
    private readonly facts: ReadonlyMap<number, TextFacts>,
    private readonly originals: (ids: readonly number[]) => Promise<Map<number, string>>,
  ) {}

  async lookUp(lookups: readonly Lookup[]): Promise<string[][]> {
    const { base, changed } = this.copy;
    return lookups.map((lookup) => {
      const found = [...base.lookUp(lookup), ...changed.lookUp(lookup)];
      const once = [...new Map(found.map((term) => [term.term, term])).values()];
      return bestTerms(once, lookup.limit).map((term) => term.term);
    });
  }

  async knownTerms(words: readonly string[]): Promise<Set<string>> {
    const { base, changed } = this.copy;
    return new Set(words.filter((word) => base.has(word) || changed.has(word)));
  }

  async fetchTiers(tiers: readonly CandidateTier[]): Promise<CandidateRow[][]> {
    const { base, changed, stale } = this.copy;
    return tiers.map((tier) =>
      [...base.fetchTier(tier, (textId) => !stale.has(textId)), ...changed.fetchTier(tier, () => true)].slice(
        0,
        tier.limit,
      ),
    );
  }

  async factsOf(textIds: readonly number[]): Promise<Map<number, TextFacts>> {
    return new Map(textIds.flatMap((id) => (this.facts.has(id) ? [[id, this.facts.get(id) as TextFacts]] : [])));
  }

  /** The verses with these ids and the best verse of each text of `best`, with their words. */
  async verses(ids: readonly number[], best: BestVerses | null): Promise<VerseRow[]> {
    const rows = [
      ...ids.flatMap((id) => this.entry(id) ?? []),
      ...(best?.textIds ?? []).flatMap(
        (textId) =>
          this.indexHolding(textId)?.bestVerse(textId, best?.any ?? [], best?.every ?? [], best?.languages ?? []) ?? [],
      ),
    ];
    if (rows.length === 0) return [];
    const originals = await this.originals(rows.map((row) => row.id));
    // An entry replaced since this version of the copy was made has no words any more: it is left out.
    return rows.flatMap((row) => {
      const original = originals.get(row.id);
      // The row itself (made for this search): spreading it would lose its key, a getter, or make it.
      return original === undefined ? [] : [Object.assign(row, { original })];
    });
  }

  private entry(id: number): CandidateRow | null {
    const { base, changed, stale } = this.copy;
    const row = changed.entry(id) ?? base.entry(id);
    return row && (changed.holdsText(row.textId) || !stale.has(row.textId)) ? row : null;
  }

  private indexHolding(textId: number): MemoryIndex | null {
    const { base, changed, stale } = this.copy;
    if (changed.holdsText(textId)) return changed;
    return stale.has(textId) ? null : base;
  }
}

/**
 * The copy of the search data in memory (ADR 027), read through `CopyReads`: loaded once,
 * kept current by this instance's writes and by notices of others', searched by the staged
 * search. It reads nothing but plain data, so it runs as well on a thread of its own.
 */
export class MemoryCopy implements CopyHolder {
  private copy: Copy | null = null;
  /** The entries of the texts changed since the last load, by text. */
  private changedRows = new Map<number, EntryRow[]>();
  private loading: Promise<void> | null = null;
  /** Changes to the copy, one after another (each reads the database when its turn comes). */
  private updates: Promise<void> = Promise.resolve();
  private catchUpQueued = false;
  /** A change was heard while there was no copy yet: catch up once it is there. */
  private changeWhileLoading = false;
  /** The facts that break ties (title, popularity), of every text. */
  private facts = new Map<number, TextFacts>();
  /** The words of verses shown, by entry id (an entry's words never change: a change makes new entries). */
  private readonly originals: LRUCache<number, string>;
  private closed = false;

  constructor(
    private readonly reads: CopyReads,
    private readonly bounds: MemoryBounds = MEMORY_BOUNDS,
  ) {
    this.originals = new LRUCache<number, string>({
      maxSize: bounds.originalBytes,
      sizeCalculation: (original) => 2 * original.length + 64,
    });
  }

  load(): Promise<void> {
    this.loading ??= this.firstLoad().catch((error: unknown) => {
      this.loading = null;
      throw error;
    });
    return this.loading;
  }

  async search(query: string, limit: number): Promise<SearchHit[] | null> {
    const copy = this.copy;
    if (!copy) return null;
    const source = new MemorySource(copy, this.facts, (ids) => this.originalsOf(ids));
    return stagedSearch(source, query, limit);
  }

  async textsChanged(ids: readonly number[]): Promise<void> {
    if (this.copy) await this.update(() => this.readTexts(ids));
    else this.changeWhileLoading = true;
  }

  libraryChanged(change: LibraryChange): void {
    // A read count moved: only the order of equal texts may change.
    if (change.kind === 'popularity') void this.readFacts({ slug: change.slug }).catch(() => undefined);
    else this.catchUp();
  }

  readAllAgain(): Promise<void> {
    return this.update(() => this.readAll());
  }

  async close(): Promise<void> {
    this.closed = true;
  }

  private async firstLoad(): Promise<void> {
    await this.update(() => this.readAll());
    if (this.changeWhileLoading) this.catchUp();
    // Not awaited: until they are kept, the words of the verses shown are read on demand.
    void this.readOriginalsInAdvance().catch(() => undefined);
  }

  /**
   * Reads the words of entries in id order, a batch a turn, until they fill their share of
   * the bound: a search then reads the words of the verses it shows from memory, not from the
   * database (whose reads, on the main thread, were a third of its time under distinct searches).
   */
  private async readOriginalsInAdvance(): Promise<void> {
    let after = 0;
    while (!this.closed && this.originals.calculatedSize < this.bounds.originalBytesInAdvance) {
      const rows = await this.reads.originalsAfter(after, this.bounds.loadBatch);
      // `has` leaves an entry's place in the LRU as it is: one a search read stays as recent.
      for (const [id, original] of rows) if (!this.originals.has(id)) this.originals.set(id, original);
      const last = rows.at(-1);
      if (!last || rows.length < this.bounds.loadBatch) return;
      after = last[0];
      await setImmediate();
    }
  }

  /** Runs a change of the copy after the ones before it. */
  private update(change: () => Promise<void>): Promise<void> {
    const run = this.updates.then(change);
    this.updates = run.catch(() => undefined);
    return run;
  }

  /** Compares each text's entries with the database's and reads again the texts that differ (at most one waiting). */
  private catchUp(): void {
    if (!this.copy) {
      this.changeWhileLoading = true;
      return;
    }
    if (this.catchUpQueued) return;
    this.catchUpQueued = true;
    this.update(async () => {
      this.catchUpQueued = false;
      await this.readDiffering();
    }).catch(() => undefined);
  }

  /** Reads the whole copy again, a batch of entries per read. */
  private async readAll(): Promise<void> {
    const builder = new MemoryIndexBuilder();
    let after = 0;
    for (;;) {
      const rows = await this.reads.entriesAfter(after, this.bounds.loadBatch);
      builder.add(rows);
      if (rows.length < this.bounds.loadBatch) break;
      after = rows.at(-1)?.id ?? after;
      // PGlite answers without leaving the microtask queue: without a turn of the event loop
      // between batches, no request (not even /healthz) was answered until the whole copy was read.
      await setImmediate();
    }
    // Built in slices (~2 s in one piece at 100,000 texts): searches are answered meanwhile, by the copy before this one if any.
    const base = await builder.buildInTurns();
    const facts = new Map<number, TextFacts>();
    await this.readFacts({ all: true }, facts);
    this.facts = facts;
    this.changedRows = new Map();
    // A text written while the batches were read may be held twice, or half: its write or
    // notice, which comes after this read, catches up with it (textsChanged, catchUp). Comparing
    // every text here instead was a grouped scan of all entries (~2 s at 100,000 texts, during
    // which PGlite holds the event loop) after every load.
    this.copy = { base, changed: MemoryIndex.of([]), stale: new Set() };
  }

  /** Reads again the texts whose entries (their last id, their number) differ from the database's. */
  private async readDiffering(): Promise<void> {
    const copy = this.copy;
    if (!copy) return;
    const held = new Map<number, string>();
    for (const [textId, last, count] of copy.base.texts())
      if (!copy.stale.has(textId)) held.set(textId, `${last}/${count}`);
    for (const [textId, last, count] of copy.changed.texts()) held.set(textId, `${last}/${count}`);
    const stored = await this.reads.entryTallies();
    const differing = stored.filter(({ textId, last, count }) => held.get(textId) !== `${last}/${count}`);
    const storedIds = new Set(stored.map((row) => row.textId));
    const gone = [...held.keys()].filter((textId) => !storedIds.has(textId));
    const ids = [...differing.map((row) => row.textId), ...gone];
    if (ids.length > 0) await this.readTexts(ids);
  }

  /** Reads these texts' entries (none for a deleted text) into the changed texts, or the whole copy when they are many. */
  private async readTexts(ids: readonly number[]): Promise<void> {
    const copy = this.copy;
    if (!copy || ids.length === 0) return;
    const rows = await this.reads.entriesOfTexts(ids);
    const changedRows = new Map(this.changedRows);
    for (const id of ids) changedRows.delete(id);
    for (const row of rows) {
      const ofText = changedRows.get(row.textId);
      if (ofText) ofText.push(row);
      else changedRows.set(row.textId, [row]);
    }
    if (changedRows.size > this.bounds.changedTexts) return this.readAll();
    for (const id of ids) this.facts.delete(id);
    await this.readFacts({ textIds: ids });
    const stale = new Set(copy.stale);
    for (const id of ids) if (copy.base.holdsText(id)) stale.add(id);
    this.changedRows = changedRows;
    this.copy = { base: copy.base, changed: MemoryIndex.of([...changedRows.values()].flat()), stale };
  }

  /** Reads the facts of these texts. */
  private async readFacts(of: FactsOf, into = this.facts): Promise<void> {
    for (const [textId, facts] of await this.reads.facts(of)) into.set(textId, facts);
  }

  /** The words of these entries: those kept, and the others read at once. */
  private async originalsOf(ids: readonly number[]): Promise<Map<number, string>> {
    const found = new Map(
      ids.flatMap((id) => (this.originals.has(id) ? [[id, this.originals.get(id) as string]] : [])),
    );
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length === 0) return found;
    for (const [id, original] of await this.reads.originals(missing)) {
      this.originals.set(id, original);
      found.set(id, original);
    }
    return found;
  }
}

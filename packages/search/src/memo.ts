import { LRUCache } from 'lru-cache';
import type { TextFacts } from './ranking.js';
import {
  lookupKey,
  tierKey,
  type BestVerses,
  type CandidateRow,
  type CandidateTier,
  type Lookup,
  type SearchSource,
  type VerseRow,
} from './source.js';

/** Bounds of what searches keep for each other. */
export const MEMO_BOUNDS = {
  /** Vocabulary lookups (a word's spellings, completions, compounds, typos): a few short words each. */
  lookups: 50_000,
  /** Bytes (estimated) of the entries fetched for tiers. */
  tierBytes: 48 * 1024 * 1024,
  /** Texts' facts (title, popularity). */
  facts: 100_000,
} as const;

/** The JavaScript cost of a fetched entry beside its key (object, numbers, short strings). */
const ENTRY_OVERHEAD_BYTES = 120;

/**
 * What one search learns from the database that the next ones can use as it is: the
 * answer of each vocabulary lookup (a word's spellings, its completions, compounds and
 * typos), the entries fetched for each tier and full-text query, and the texts' facts
 * that break ties (title, popularity). Distinct queries
 * share most of their words, so most of that is asked once. All of it comes from the
 * search data, which only library writes change: `forget()` drops everything (and
 * `forgetFacts()` the facts, when read counts move), and an
 * answer fetched while it was called (begun in an older generation) is not kept.
 */
export class SearchMemo {
  private generation = 0;
  private readonly lookups = new LRUCache<string, readonly string[]>({ max: MEMO_BOUNDS.lookups });
  private readonly tiers = new LRUCache<string, readonly { key: string }[]>({
    maxSize: MEMO_BOUNDS.tierBytes,
    sizeCalculation: (rows) => rows.reduce((sum, row) => sum + ENTRY_OVERHEAD_BYTES + 2 * row.key.length, 1),
  });

  private readonly facts = new LRUCache<string, readonly [TextFacts]>({ max: MEMO_BOUNDS.facts });

  /** Texts' facts by id, likewise (each fetched as a list of one). */
  async textFacts(
    ids: readonly number[],
    fetch: (missing: number[]) => Promise<Map<number, TextFacts>>,
  ): Promise<Map<number, TextFacts>> {
    const answers = await this.many(this.facts, ids.map(String), async (missing) => {
      const found = await fetch(missing.map(Number));
      return missing.map((id) => {
        const facts = found.get(Number(id));
        return (facts ? [facts] : []) as unknown as readonly [TextFacts];
      });
    });
    return new Map(ids.flatMap((id, i) => (answers[i]?.[0] ? [[id, answers[i][0]] as const] : [])));
  }

  /** Vocabulary lookups by key: the memoised ones, and the others fetched at once by `fetch`. */
  lookUp(keys: readonly string[], fetch: (missing: string[]) => Promise<string[][]>): Promise<string[][]> {
    return this.many(this.lookups, keys, fetch) as Promise<string[][]>;
  }

  /** Tier fetches by key, likewise. */
  fetchTiers<T extends { key: string }>(keys: readonly string[], fetch: (missing: string[]) => Promise<T[][]>) {
    return this.many(this.tiers, keys, fetch) as Promise<T[][]>;
  }

  private async many<V extends readonly unknown[]>(
    cache: LRUCache<string, V>,
    keys: readonly string[],
    fetch: (missing: string[]) => Promise<V[]>,
  ): Promise<V[]> {
    const generation = this.generation;
    const known = keys.map((key) => cache.get(key));
    const missing = [...new Set(keys.filter((_, i) => known[i] === undefined))];
    if (missing.length === 0) return known as V[];
    const fetched = await fetch(missing);
    const byKey = new Map(missing.map((key, i) => [key, fetched[i] ?? ([] as unknown as V)]));
    if (generation === this.generation) for (const [key, value] of byKey) cache.set(key, value);
    return keys.map((key, i) => known[i] ?? (byKey.get(key) as V));
  }

  /** The search data changed (a library write, here or on another instance): nothing kept holds. */
  forget(): void {
    this.generation++;
    this.lookups.clear();
    this.tiers.clear();
    this.facts.clear();
  }

  /** Texts' read counts moved: their order among equals may change. */
  forgetFacts(): void {
    this.generation++;
    this.facts.clear();
  }
}

/**
 * A source whose answers are kept in a memo for later searches: vocabulary lookups, known
 * words, tiers' entries and texts' facts (verses are fetched for each search: which verse a
 * text shows depends on the whole query).
 */
export class RememberingSource implements SearchSource {
  constructor(
    private readonly source: SearchSource,
    private readonly memo: SearchMemo,
  ) {}

  lookUp(lookups: readonly Lookup[]): Promise<string[][]> {
    const keys = lookups.map(lookupKey);
    return this.memo.lookUp(keys, (missing) =>
      this.source.lookUp(missing.map((key) => lookups[keys.indexOf(key)] as Lookup)),
    );
  }

  async knownTerms(words: readonly string[]): Promise<Set<string>> {
    const answers = await this.memo.lookUp(
      words.map((word) => `known:${word}`),
      async (missing) => {
        const asked = missing.map((key) => key.slice('known:'.length));
        const known = await this.source.knownTerms(asked);
        return asked.map((word) => (known.has(word) ? [word] : []));
      },
    );
    return new Set(answers.flat());
  }

  fetchTiers(tiers: readonly CandidateTier[]): Promise<CandidateRow[][]> {
    const keys = tiers.map(tierKey);
    return this.memo.fetchTiers(keys, (missing) =>
      this.source.fetchTiers(missing.map((key) => tiers[keys.indexOf(key)] as CandidateTier)),
    );
  }

  factsOf(textIds: readonly number[]): Promise<Map<number, TextFacts>> {
    return this.memo.textFacts(textIds, (missing) => this.source.factsOf(missing));
  }

  verses(ids: readonly number[], best: BestVerses | null): Promise<VerseRow[]> {
    return this.source.verses(ids, best);
  }
}

import { setImmediate } from 'node:timers/promises';
import { searchSkeleton } from '@bhakti/core';
import { SEARCH_ENTRY_KINDS, type SearchEntryKind } from '@bhakti/db';
import { VERSE_KINDS, type EntryWords } from './matcher.js';
import { StampedIds } from './stamped-ids.js';
import type { CandidateRow, CandidateTier, Lookup, TermQuery } from './source.js';

/** An entry as the database holds it, without its original words (read only for the verses shown). */
export type EntryRow = CandidateRow;

/** pg_trgm's default similarity threshold for `%`. */
export const TYPO_SIMILARITY = 0.3;

/** The postings of each tier, as the database's partial indexes split them. */
const TIER_OF_KIND: Readonly<Record<SearchEntryKind, number>> = { title: 0, meta: 1, first: 1, about: 1, verse: 2 };
const TIER_COUNT = 3;
/** Entries walked between pauses of a build in turns (~10 ms of a 2-core machine's time). */
const BUILD_SLICE = 20_000;
const NO_LANGUAGE = 255;

/** The trigrams pg_trgm takes from a word: padded with two spaces before and one after, each once. */
export function trigramsOf(word: string): string[] {
  const padded = `  ${word} `;
  const trigrams = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) trigrams.add(padded.slice(i, i + 3));
  return [...trigrams];
}

/** A found term with what orders it among a lookup's answers. */
export interface RankedTerm {
  term: string;
  /** Lower first: the term's length (completions, compounds) or minus its similarity (typos). */
  order: number;
}

/** The best `limit` terms: by order, then alphabetically. */
export function bestTerms(found: readonly RankedTerm[], limit: number): RankedTerm[] {
  return [...found]
    .sort((a, b) => a.order - b.order || (a.term < b.term ? -1 : a.term > b.term ? 1 : 0))
    .slice(0, limit);
}

/** Lists of numbers per key, in compressed rows: offsets into one array. */
class Postings {
  constructor(
    private readonly offsets: Int32Array,
    private readonly values: Int32Array,
  ) {}

  /** The postings `pairs` emits, called twice (once to count, once to fill) so that no pair is ever held. */
  static build(keyCount: number, pairs: (emit: (key: number, value: number) => void) => void): Postings {
    const lists = finish(
      Postings.buildLists(1, keyCount, (emit) => {
        pairs((key, value) => emit(0, key, value));
        return [];
      }),
    );
    return lists[0] as Postings;
  }

  /**
   * Several lists of postings over the same keys in one walk of `pairs` (called twice, to count
   * and to fill), which may be a generator that yields where the walk can pause.
   */
  static *buildLists(
    lists: number,
    keyCount: number,
    pairs: (emit: (list: number, key: number, value: number) => void) => Iterable<void>,
  ): Generator<void, Postings[]> {
    const offsets = Array.from({ length: lists }, () => new Int32Array(keyCount + 1));
    yield* pairs((list, key) => {
      const counts = offsets[list] as Int32Array;
      counts[key + 1] = (counts[key + 1] ?? 0) + 1;
    });
    for (const counts of offsets) {
      for (let key = 0; key < keyCount; key++) counts[key + 1] = (counts[key + 1] ?? 0) + (counts[key] ?? 0);
    }
    const next = offsets.map((counts) => counts.slice(0, keyCount));
    const values = offsets.map((counts) => new Int32Array(counts[keyCount] ?? 0));
    yield* pairs((list, key, value) => {
      const at = (next[list] as Int32Array)[key] ?? 0;
      (values[list] as Int32Array)[at] = value;
      (next[list] as Int32Array)[key] = at + 1;
    });
    return offsets.map((counts, list) => new Postings(counts, values[list] as Int32Array));
  }

  /** Postings already in key order: `values` from `offsets[key]` to `offsets[key + 1]`. */
  static of(offsets: Int32Array, values: Int32Array): Postings {
    return new Postings(offsets, values);
  }

  of(key: number): Int32Array {
    return this.values.subarray(this.offsets[key], this.offsets[key + 1]);
  }

  size(key: number): number {
    return (this.offsets[key + 1] ?? 0) - (this.offsets[key] ?? 0);
  }

  /** The marks of the key's values, together (without making a view of the list: this runs per entry walked). */
  marksOf(key: number, marks: GroupMarks): number {
    const end = this.offsets[key + 1] ?? 0;
    let held = 0;
    for (let at = this.offsets[key] ?? 0; at < end; at++) held |= marks.of(this.values[at] ?? 0);
    return held;
  }

  /** Calls `each` with every value of the key's list once (without making a view of the list). */
  forEachDistinct(key: number, each: (value: number) => void): void {
    const start = this.offsets[key] ?? 0;
    const end = this.offsets[key + 1] ?? 0;
    for (let at = start; at < end; at++) {
      const value = this.values[at] ?? 0;
      let seen = false;
      for (let before = start; before < at && !seen; before++) seen = this.values[before] === value;
      if (!seen) each(value);
    }
  }
}

/**
 * Which groups of a term query each term is in, one bit a group: what a walk over entries asks
 * of every word of every entry it passes. One walk's marks at a time: a walk marks and reads
 * them without awaiting, and each walk's stamp makes the last one's marks count for nothing.
 */
class GroupMarks {
  /** Room for a query's every word and one more group (a verse's `any`). */
  private static readonly MAX_GROUPS = 10;
  private readonly marks: StampedIds;
  private stamp = 0;

  constructor(termCount: number) {
    this.marks = new StampedIds(termCount);
  }

  /** Forgets the last walk's marks; gives each group's terms its bit; answers the bits of all groups. */
  markGroups(groups: readonly (readonly number[])[]): number {
    if (groups.length > GroupMarks.MAX_GROUPS)
      throw new Error(`at most ${GroupMarks.MAX_GROUPS} groups are marked at once`);
    this.stamp = this.marks.nextStamp();
    groups.forEach((group, bit) => {
      for (const term of group) this.marks.set(term, this.stamp, this.of(term) | (1 << bit));
    });
    return (1 << groups.length) - 1;
  }

  /** The groups the term is in, as bits (none when the term was not marked for this walk). */
  of(term: number): number {
    return this.marks.get(term, this.stamp, 0);
  }
}

/**
 * The values of ascending lists, ascending and each once, read forward: one at a time
 * (`next`), or whether a value is among them (`holds`, asked of ascending values), passing
 * over the values before it by galloping, without reading them.
 */
class AscendingUnion {
  private readonly at: Int32Array;

  constructor(private readonly lists: readonly Int32Array[]) {
    this.at = new Int32Array(lists.length);
  }

  /** The next value, or -1 past the last. */
  next(): number {
    let least = -1;
    for (let i = 0; i < this.lists.length; i++) {
      const list = this.lists[i] as Int32Array;
      const at = this.at[i] ?? 0;
      if (at < list.length && (least === -1 || (list[at] ?? 0) < least)) least = list[at] ?? 0;
    }
    if (least === -1) return -1;
    for (let i = 0; i < this.lists.length; i++) {
      const list = this.lists[i] as Int32Array;
      const at = this.at[i] ?? 0;
      if (at < list.length && list[at] === least) this.at[i] = at + 1;
    }
    return least;
  }

  /** Whether a list holds `value`; each value asked must be larger than the one asked before. */
  holds(value: number): boolean {
    for (let i = 0; i < this.lists.length; i++) {
      const list = this.lists[i] as Int32Array;
      const at = firstAtLeast(list, this.at[i] ?? 0, value);
      this.at[i] = at;
      if (list[at] === value) return true;
    }
    return false;
  }
}

/** Whether every union holds `value` (a loop, not `every`: no closure made for each entry walked). */
function allHold(unions: readonly AscendingUnion[], value: number): boolean {
  for (let i = 0; i < unions.length; i++) if (!(unions[i] as AscendingUnion).holds(value)) return false;
  return true;
}

/** The first position from `from` on whose value is at least `value` (the list's length if none): galloping, then halving. */
function firstAtLeast(list: Int32Array, from: number, value: number): number {
  if (from >= list.length || (list[from] ?? 0) >= value) return from;
  let below = from;
  let step = 1;
  while (below + step < list.length && (list[below + step] ?? 0) < value) {
    below += step;
    step *= 2;
  }
  let above = Math.min(below + step, list.length);
  while (above - below > 1) {
    const middle = (below + above) >>> 1;
    if ((list[middle] ?? 0) < value) below = middle;
    else above = middle;
  }
  return above;
}

/**
 * An entry of the copy as a candidate: its words by id, which is all ranking reads of them;
 * its key (their text) is made only when asked for (a row is made for every candidate).
 */
class IndexedEntry implements EntryRow {
  constructor(
    readonly id: number,
    readonly textId: number,
    readonly kind: SearchEntryKind,
    readonly languageCode: string | null,
    readonly isTransliteration: boolean,
    readonly verse: number | null,
    readonly words: EntryWords,
  ) {}

  get key(): string {
    return Array.from(this.words.ids, (id) => this.words.vocabulary[id] ?? '').join(' ');
  }
}

/** A growing list of numbers. */
class IntList {
  private values = new Int32Array(1024);
  length = 0;

  push(value: number): void {
    if (this.length === this.values.length) {
      const larger = new Int32Array(this.values.length * 2);
      larger.set(this.values);
      this.values = larger;
    }
    this.values[this.length++] = value;
  }

  toArray(): Int32Array {
    return this.values.slice(0, this.length);
  }
}

/** The entries read so far, column by column (numbers only: no object per entry is kept). */
export class MemoryIndexBuilder {
  readonly entryIds = new IntList();
  readonly textIds = new IntList();
  readonly kinds = new IntList();
  readonly languages = new IntList();
  readonly transliterations = new IntList();
  readonly verseNumbers = new IntList();
  readonly wordOffsets = new IntList();
  readonly words = new IntList();
  readonly terms: string[] = [];
  readonly termIds = new Map<string, number>();
  readonly languageCodes: string[] = [];
  private lastId = 0;

  constructor() {
    this.wordOffsets.push(0);
  }

  /** Adds entries, in ascending id order (after those added before). */
  add(rows: readonly EntryRow[]): this {
    for (const entry of rows) {
      if (entry.id <= this.lastId) throw new Error(`entry ${entry.id} added after entry ${this.lastId}`);
      this.lastId = entry.id;
      this.entryIds.push(entry.id);
      this.textIds.push(entry.textId);
      this.kinds.push(SEARCH_ENTRY_KINDS.indexOf(entry.kind));
      this.languages.push(this.languageIndex(entry.languageCode));
      this.transliterations.push(entry.isTransliteration ? 1 : 0);
      this.verseNumbers.push(entry.verse ?? 0);
      for (const term of entry.key.split(' ')) this.words.push(this.termId(term));
      this.wordOffsets.push(this.words.length);
    }
    return this;
  }

  build(): MemoryIndex {
    return finish(MemoryIndex.make(this));
  }

  /** Builds the index a slice of entries at a time, letting the event loop turn between slices. */
  async buildInTurns(): Promise<MemoryIndex> {
    const steps = MemoryIndex.make(this);
    for (;;) {
      const step = steps.next();
      if (step.done) return step.value;
      await setImmediate();
    }
  }

  private termId(term: string): number {
    let id = this.termIds.get(term);
    if (id === undefined) {
      id = this.terms.push(term) - 1;
      this.termIds.set(term, id);
    }
    return id;
  }

  private languageIndex(code: string | null): number {
    if (code === null) return NO_LANGUAGE;
    const index = this.languageCodes.indexOf(code);
    return index >= 0 ? index : this.languageCodes.push(code) - 1;
  }
}

/**
 * The search data of a set of texts, held in memory as the database's indexes hold it:
 * the vocabulary (sorted for completions, by skeleton, by trigram for compounds and typos),
 * and for each tier of entries (titles; metadata and first verses; verses) the entries of
 * each word. Immutable: a change builds another.
 */
export class MemoryIndex {
  private readonly terms: readonly string[];
  private readonly termIds: ReadonlyMap<string, number>;
  private readonly sortedTerms: string[];
  private readonly bySkeleton = new Map<string, string[]>();
  /** Each term's skeleton, by term id. */
  private readonly skeletons: string[];
  private readonly trigramIds = new Map<string, number>();
  private readonly termsByTrigram: Postings;
  private readonly trigramCounts: Uint16Array;

  private readonly entryIds: Int32Array;
  private readonly textIds: Int32Array;
  private readonly kinds: Uint8Array;
  private readonly languages: Uint8Array;
  private readonly languageCodes: readonly string[];
  private readonly transliterations: Uint8Array;
  private readonly verseNumbers: Int32Array;
  /** Each entry's words in order, as term ids (its key). */
  private readonly words: Postings;
  /** Per tier, each term's entries, in entry order. */
  private readonly entriesByTerm: Postings[];
  /** Where each text's entries lie: from its first to past its last (others' may lie between). */
  private readonly textRanges = new Map<number, [number, number]>();
  /** Made at the first walk that needs them (a number for every word of the vocabulary). */
  private marks: GroupMarks | null = null;

  static of(rows: readonly EntryRow[]): MemoryIndex {
    return new MemoryIndexBuilder().add([...rows].sort((a, b) => a.id - b.id)).build();
  }

  /** Builds an index from what was read; each `yield` is a point where the build may pause. */
  static *make(read: MemoryIndexBuilder): Generator<void, MemoryIndex> {
    const words = Postings.of(read.wordOffsets.toArray(), read.words.toArray());
    const kinds = Uint8Array.from(read.kinds.toArray());
    const entriesByTerm = yield* Postings.buildLists(TIER_COUNT, read.terms.length, function* (emit) {
      for (let index = 0; index < kinds.length; index++) {
        if (index % BUILD_SLICE === 0 && index > 0) yield;
        const tier = TIER_OF_KIND[SEARCH_ENTRY_KINDS[kinds[index] ?? 0] ?? 'verse'];
        // An entry is listed once under each of its words.
        words.forEachDistinct(index, (id) => emit(tier, id, index));
      }
    });
    return new MemoryIndex(read, words, kinds, entriesByTerm);
  }

  private constructor(read: MemoryIndexBuilder, words: Postings, kinds: Uint8Array, entriesByTerm: Postings[]) {
    this.terms = read.terms;
    this.termIds = read.termIds;
    this.languageCodes = read.languageCodes;
    this.entryIds = read.entryIds.toArray();
    this.textIds = read.textIds.toArray();
    this.kinds = kinds;
    this.languages = Uint8Array.from(read.languages.toArray());
    this.transliterations = Uint8Array.from(read.transliterations.toArray());
    this.verseNumbers = read.verseNumbers.toArray();
    this.words = words;
    this.entriesByTerm = entriesByTerm;
    this.textIds.forEach((textId, index) => {
      const range = this.textRanges.get(textId);
      if (range) range[1] = index + 1;
      else this.textRanges.set(textId, [index, index + 1]);
    });
    this.sortedTerms = [...this.terms].sort();
    this.trigramCounts = new Uint16Array(this.terms.length);
    const trigramsOfTerms = this.terms.map((term) => trigramsOf(term).map((trigram) => this.trigramId(trigram)));
    this.termsByTrigram = Postings.build(this.trigramIds.size, (emit) =>
      trigramsOfTerms.forEach((trigrams, id) => trigrams.forEach((trigram) => emit(trigram, id))),
    );
    this.skeletons = this.terms.map((term) => searchSkeleton(term));
    this.terms.forEach((term, id) => {
      this.trigramCounts[id] = trigramsOfTerms[id]?.length ?? 0;
      const skeleton = this.skeletons[id] ?? '';
      const same = this.bySkeleton.get(skeleton);
      if (same) same.push(term);
      else this.bySkeleton.set(skeleton, [term]);
    });
    for (const same of this.bySkeleton.values()) same.sort();
  }

  get entryCount(): number {
    return this.entryIds.length;
  }

  /** The entry with this id, if it is here (entries are in id order). */
  entry(id: number): EntryRow | null {
    let low = 0;
    let high = this.entryIds.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.entryIds[middle] ?? 0) < id) low = middle + 1;
      else high = middle;
    }
    return this.entryIds[low] === id ? this.row(low) : null;
  }

  /** The texts indexed here, each with its last entry id and its number of entries. */
  *texts(): Generator<[textId: number, last: number, count: number]> {
    for (const [textId, [start, end]] of this.textRanges) {
      let last = 0;
      let count = 0;
      for (let i = start; i < end; i++) {
        if (this.textIds[i] !== textId) continue;
        last = Math.max(last, this.entryIds[i] ?? 0);
        count++;
      }
      yield [textId, last, count];
    }
  }

  holdsText(textId: number): boolean {
    return this.textRanges.has(textId);
  }

  has(term: string): boolean {
    return this.termIds.has(term);
  }

  /** The terms a vocabulary lookup finds here, each with its order among them (the lookup's limit is the caller's). */
  lookUp({ kind, value, limit }: Lookup): RankedTerm[] {
    switch (kind) {
      case 'term':
        return this.termIds.has(value) ? [{ term: value, order: 0 }] : [];
      case 'skeleton':
        return (this.bySkeleton.get(value) ?? []).slice(0, limit).map((term) => ({ term, order: 0 }));
      case 'prefix':
        return this.completions(value, limit);
      case 'infix':
        return this.compoundsHolding(value, limit);
      case 'typo':
        return this.typosOf(value, limit);
    }
  }

  /** The entries of a tier that match its query, in entry order, at most its limit, of the texts `visible` allows. */
  fetchTier({ kinds, query, limit }: CandidateTier, visible: (textId: number) => boolean): EntryRow[] {
    const tier = TIER_OF_KIND[kinds[0] ?? 'title'];
    const postings = this.entriesByTerm[tier];
    const groups = this.termGroups(query);
    if (!postings || !groups) return [];
    const sizes = groups.map((group) => group.reduce((sum, id) => sum + postings.size(id), 0));
    const walked = sizes.indexOf(Math.min(...sizes));
    // The entries of the smallest group, walked in order; each of the other groups' entries
    // read alongside, in order too (most entries walked are in none: nothing else of them is read).
    const entriesOf = (group: readonly number[]) => new AscendingUnion(group.map((id) => postings.of(id)));
    const entries = entriesOf(groups[walked] ?? []);
    const others = groups.filter((_, i) => i !== walked).map(entriesOf);
    const kindBits = kinds.reduce((bits, kind) => bits | (1 << SEARCH_ENTRY_KINDS.indexOf(kind)), 0);
    const rows: EntryRow[] = [];
    for (let index = entries.next(); index !== -1 && rows.length < limit; index = entries.next()) {
      if (!allHold(others, index)) continue;
      if ((kindBits & (1 << (this.kinds[index] ?? 0))) === 0 || !visible(this.textIds[index] ?? 0)) continue;
      rows.push(this.row(index));
    }
    return rows;
  }

  /**
   * The best verse of a text: with every word of `every` if one has them, else with any
   * word of `any`; in these languages first; the original before its transliteration; the
   * earliest. Null when no verse has any word.
   */
  bestVerse(textId: number, any: TermQuery, every: TermQuery, languages: readonly string[]): EntryRow | null {
    const range = this.textRanges.get(textId);
    const anyGroups = this.termGroups(any);
    if (!range || !anyGroups) return null;
    const everyGroups = this.termGroups(every);
    const marks = this.groupMarks();
    // The bits of `any`'s groups first, then those of `every`'s (none when one of its groups is unknown here).
    const allAny = marks.markGroups([...anyGroups, ...(everyGroups ?? [])]) & ((1 << anyGroups.length) - 1);
    const allEvery = everyGroups ? ((1 << everyGroups.length) - 1) << anyGroups.length : -1;
    const wanted = new Set(languages.map((code) => this.languageCodes.indexOf(code)).filter((i) => i >= 0));
    const verseKinds = new Set(VERSE_KINDS.map((kind) => SEARCH_ENTRY_KINDS.indexOf(kind)));
    let best: { index: number; rank: number[] } | null = null;
    for (let index = range[0]; index < range[1]; index++) {
      if (this.textIds[index] !== textId || !verseKinds.has(this.kinds[index] ?? -1)) continue;
      const held = this.words.marksOf(index, marks);
      if ((held & allAny) !== allAny) continue;
      const rank = [
        allEvery !== -1 && (held & allEvery) === allEvery ? 0 : 1,
        wanted.has(this.languages[index] ?? NO_LANGUAGE) ? 0 : 1,
        this.transliterations[index] ?? 0,
        this.verseNumbers[index] ?? 0,
      ];
      if (!best || isBefore(rank, best.rank)) best = { index, rank };
    }
    return best ? this.row(best.index) : null;
  }

  private row(index: number): EntryRow {
    const languageIndex = this.languages[index] ?? NO_LANGUAGE;
    const verse = this.verseNumbers[index] ?? 0;
    return new IndexedEntry(
      this.entryIds[index] ?? 0,
      this.textIds[index] ?? 0,
      SEARCH_ENTRY_KINDS[this.kinds[index] ?? 0] ?? 'verse',
      languageIndex === NO_LANGUAGE ? null : (this.languageCodes[languageIndex] ?? null),
      this.transliterations[index] === 1,
      verse === 0 ? null : verse,
      { ids: this.words.of(index), vocabulary: this.terms, skeletons: this.skeletons },
    );
  }

  private groupMarks(): GroupMarks {
    this.marks ??= new GroupMarks(this.terms.length);
    return this.marks;
  }

  /** The query's groups as term ids; null when a group has no term known here (nothing matches). */
  private termGroups(query: TermQuery): number[][] | null {
    const groups = query.map((group) => group.flatMap((term) => this.termIds.get(term) ?? []));
    return groups.some((group) => group.length === 0) ? null : groups;
  }

  /** The shortest words beginning with `prefix`. */
  private completions(prefix: string, limit: number): RankedTerm[] {
    let low = 0;
    let high = this.sortedTerms.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.sortedTerms[middle] ?? '') < prefix) low = middle + 1;
      else high = middle;
    }
    const found: RankedTerm[] = [];
    for (let i = low; i < this.sortedTerms.length && this.sortedTerms[i]?.startsWith(prefix); i++) {
      const term = this.sortedTerms[i] ?? '';
      found.push({ term, order: term.length });
    }
    return bestTerms(found, limit);
  }

  /** The shortest words holding `part` (every trigram of it, then checked). */
  private compoundsHolding(part: string, limit: number): RankedTerm[] {
    const inner = [...new Set(trigramsOf(part).filter((trigram) => !trigram.includes(' ')))];
    let candidates: Iterable<number> = this.terms.keys();
    if (inner.length > 0) {
      const lists = inner.map((trigram) => this.termsWithTrigram(trigram));
      lists.sort((a, b) => a.length - b.length);
      const rest = lists.slice(1).map((list) => new Set(list));
      candidates = [...(lists[0] ?? [])].filter((id) => rest.every((set) => set.has(id)));
    }
    const found: RankedTerm[] = [];
    for (const id of candidates) {
      const term = this.terms[id] ?? '';
      if (term.includes(part)) found.push({ term, order: term.length });
    }
    return bestTerms(found, limit);
  }

  /** The words most like `word` by pg_trgm's similarity (shared trigrams over all trigrams), at least 0.3. */
  private typosOf(word: string, limit: number): RankedTerm[] {
    const trigrams = trigramsOf(word);
    const shared = new Map<number, number>();
    for (const trigram of trigrams) {
      for (const id of this.termsWithTrigram(trigram)) shared.set(id, (shared.get(id) ?? 0) + 1);
    }
    const found: RankedTerm[] = [];
    for (const [id, count] of shared) {
      const similarity = count / (trigrams.length + (this.trigramCounts[id] ?? 0) - count);
      if (similarity >= TYPO_SIMILARITY) found.push({ term: this.terms[id] ?? '', order: -similarity });
    }
    return bestTerms(found, limit);
  }

  private termsWithTrigram(trigram: string): Int32Array {
    const id = this.trigramIds.get(trigram);
    return id === undefined ? new Int32Array(0) : this.termsByTrigram.of(id);
  }

  private trigramId(trigram: string): number {
    let id = this.trigramIds.get(trigram);
    if (id === undefined) {
      id = this.trigramIds.size;
      this.trigramIds.set(trigram, id);
    }
    return id;
  }
}

function isBefore(rank: readonly number[], other: readonly number[]): boolean {
  for (let i = 0; i < rank.length; i++) {
    if ((rank[i] ?? 0) !== (other[i] ?? 0)) return (rank[i] ?? 0) < (other[i] ?? 0);
  }
  return false;
}

/** Runs a build's steps to the end without pausing. */
function finish<T>(steps: Generator<void, T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

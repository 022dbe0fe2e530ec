import { LANGUAGES, isLanguageCode, searchKeyTokens, searchSkeleton } from '@bhakti/core';
import type { SearchEntryKind } from '@bhakti/db';
import type { ParsedQuery } from './query.js';
import { MATCH_QUALITY, isCompound, matchQuality } from './word-match.js';
import { StampedIds } from './stamped-ids.js';

/** How telling a match is by where it is: title > deity, aliases, category > first verse > body. */
export const KIND_WEIGHTS: Readonly<Record<SearchEntryKind, number>> = {
  title: 1,
  meta: 0.8,
  first: 0.7,
  about: 0.5,
  verse: 0.5,
};

/** The kinds of entry that are verses of a content, written in its language. */
export const VERSE_KINDS: readonly SearchEntryKind[] = ['first', 'verse'];

export const isVerse = (entry: { kind: SearchEntryKind }) => VERSE_KINDS.includes(entry.kind);

const OPTIONAL_WORD_WEIGHT = 0.2;

/**
 * What every search asks of the same words again, kept for the next: the skeleton of each
 * indexed word (ranking scores the words of every candidate entry, most of them the same
 * from one search to the next, and a skeleton is a chain of regular expressions), and the
 * words of each verse shown (its highlights). Plain maps, emptied when full: both are pure
 * functions of their key, and an LRU's bookkeeping on every read cost 5 % of a search.
 */
function sharedMemo<V>(max: number, compute: (key: string) => V): (key: string) => V {
  const kept = new Map<string, V>();
  return (key) => {
    let value = kept.get(key);
    if (value === undefined) {
      if (kept.size >= max) kept.clear();
      value = compute(key);
      kept.set(key, value);
    }
    return value;
  };
}

const skeletonOf = sharedMemo(200_000, searchSkeleton);
const keyTokensOf = sharedMemo(20_000, searchKeyTokens);

export interface EntryLike {
  textId: number;
  kind: SearchEntryKind;
  languageCode: string | null;
  isTransliteration: boolean;
  verse: number | null;
  key: string;
  /** The key's words as ids of a vocabulary, when the source holds them so (the copy in memory). */
  words?: EntryWords;
}

/** An entry's words (its key's), as positions in a vocabulary of words and their skeletons. */
export interface EntryWords {
  ids: Int32Array;
  vocabulary: readonly string[];
  skeletons: readonly string[];
}

/** Scores indexed words against the query's words, remembering each word's answer. */
export class QueryMatcher {
  private readonly known = new Map<string, number[]>();
  /** Per entry key: ranking reads each candidate's key several times per search. */
  private readonly knownKeys = new Map<string, readonly number[]>();
  /** The qualities of the vocabulary words met so far, each once, where `slotsOf` points (NO_MATCH first). */
  private readonly idQualities: Array<readonly number[]> = [NO_MATCH];
  /** This matcher's stamp in the slots of each vocabulary it has met. */
  private readonly stamps = new Map<StampedIds, number>();

  /** How many words a text must match to match them all (function words are optional). */
  readonly requiredCount: number;
  /** How much each word counts in a score: a function word a little. */
  readonly weights: readonly number[];
  private readonly totalWeight: number;

  // What ranking asks of every candidate entry is worked out once a query (it showed in profiles).
  constructor(readonly query: ParsedQuery) {
    this.weights = query.words.map((word) => (word.optional ? OPTIONAL_WORD_WEIGHT : 1));
    this.requiredCount = query.words.filter((word) => !word.optional).length;
    this.totalWeight = Math.max(
      this.weights.reduce((sum, w) => sum + w, 0),
      Number.EPSILON,
    );
  }

  /** The weighted mean of per-word values. */
  weightedMean(values: readonly number[]): number {
    let sum = 0;
    for (let i = 0; i < values.length; i++) sum += (values[i] ?? 0) * (this.weights[i] ?? 0);
    return sum / this.totalWeight;
  }

  /** How many of the required words the per-word values show matched. */
  coverage(values: readonly number[]): number {
    const { words } = this.query;
    let count = 0;
    for (let i = 0; i < words.length; i++) if (!words[i]?.optional && (values[i] ?? 0) > 0) count++;
    return count;
  }

  /** The quality of `term` for each query word. */
  qualities(term: string): number[] {
    let answer = this.known.get(term);
    if (!answer) {
      answer = this.qualitiesOf(term, skeletonOf(term));
      this.known.set(term, answer);
    }
    return answer;
  }

  private qualitiesOf(term: string, skeleton: string): number[] {
    const perWord = this.query.words.map((word) => matchQuality(word, term, skeleton));
    for (const compound of this.query.compounds) {
      if (!isCompound(compound, term, skeleton)) continue;
      for (const i of compound.words) perWord[i] = Math.max(perWord[i] ?? 0, MATCH_QUALITY.joined);
    }
    return perWord;
  }

  /** For each query word, the best quality any word of the entry gives it. */
  entryQualities(entry: EntryLike): readonly number[] {
    return entry.words ? this.wordsQualities(entry.words) : this.keyQualities(entry.key);
  }

  /** For each query word, the best quality any word of `key` gives it. */
  private keyQualities(key: string): readonly number[] {
    let best = this.knownKeys.get(key);
    if (!best) {
      const perWord = this.query.words.map(() => 0);
      for (const term of key.split(' ')) bestOf(perWord, this.qualities(term));
      best = perWord;
      this.knownKeys.set(key, best);
    }
    return best;
  }

  /** As `keyQualities`, for words held by id (with their skeletons: neither a word nor a skeleton looked up by its string). */
  private wordsQualities({ ids, vocabulary, skeletons }: EntryWords): readonly number[] {
    const slots = slotsOf(vocabulary);
    let stamp = this.stamps.get(slots);
    if (stamp === undefined) this.stamps.set(slots, (stamp = slots.nextStamp()));
    const perWord = this.query.words.map(() => 0);
    for (let at = 0; at < ids.length; at++) {
      const id = ids[at] ?? 0;
      let slot = slots.get(id, stamp, -1);
      if (slot < 0) {
        const qualities = this.qualitiesOf(vocabulary[id] ?? '', skeletons[id] ?? '');
        slot = qualities.some((quality) => quality > 0) ? this.idQualities.push(qualities) - 1 : 0;
        slots.set(id, stamp, slot);
      }
      if (slot > 0) bestOf(perWord, this.idQualities[slot] ?? NO_MATCH);
    }
    return perWord;
  }

  /** The entry's weight times the (weighted) mean quality over the query words. */
  entryScore(entry: EntryLike): number {
    return KIND_WEIGHTS[entry.kind] * this.weightedMean(this.entryQualities(entry));
  }

  /** Whether the entry is written in the query's script (a Telugu query prefers the Telugu verse). */
  inQueryScript(entry: EntryLike): boolean {
    const script =
      entry.languageCode && isLanguageCode(entry.languageCode) ? LANGUAGES[entry.languageCode].script : null;
    return script === this.query.script;
  }

  /** Spans of `text` whose words match a query word (offsets into the NFC text). */
  highlights(text: string): Array<{ start: number; end: number }> {
    return keyTokensOf(text)
      .filter((token) => token.key !== '' && this.qualities(token.key).some((q) => q > 0))
      .map(({ start, end }) => ({ start, end }));
  }
}

/** What a word that answers no query word gives each of them: nothing to raise (bestOf skipped). */
const NO_MATCH: readonly number[] = [];

/**
 * Where each word of a vocabulary has its qualities in the matcher that met it last (a slot of
 * its `idQualities`), read in place of a map's lookup: a search meets thousands of words, and
 * the map's growth was a sixth of what a search allocated. The searches of one thread share
 * them, each with its own stamp: a word whose slot another search wrote since is worked out
 * again — never read from another search.
 */
const slotsByVocabulary = new WeakMap<readonly string[], StampedIds>();

function slotsOf(vocabulary: readonly string[]): StampedIds {
  let slots = slotsByVocabulary.get(vocabulary);
  if (!slots) slotsByVocabulary.set(vocabulary, (slots = new StampedIds(vocabulary.length)));
  return slots;
}

/** Raises each of `best` to the matching quality where that is higher. */
function bestOf(best: number[], qualities: readonly number[]): void {
  for (let i = 0; i < qualities.length; i++) best[i] = Math.max(best[i] ?? 0, qualities[i] ?? 0);
}

import { LANGUAGES, isLanguageCode, searchKeyTokens, searchSkeleton } from '@bhakti/core';
import type { SearchEntryKind } from '@bhakti/db';
import type { ParsedQuery } from './query.js';
import { MATCH_QUALITY, isCompound, matchQuality } from './word-match.js';

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
  /** The key's words, when the source holds them apart (the copy in memory: the same strings each time). */
  terms?: readonly string[];
}

/** Scores indexed words against the query's words, remembering each word's answer. */
export class QueryMatcher {
  private readonly known = new Map<string, number[]>();
  /** Per entry key: ranking reads each candidate's key several times per search. */
  private readonly knownKeys = new Map<string, readonly number[]>();

  constructor(readonly query: ParsedQuery) {}

  /** How many words a text must match to match them all (function words are optional). */
  get requiredCount(): number {
    return this.query.words.filter((word) => !word.optional).length;
  }

  /** How much each word counts in a score: a function word a little. */
  get weights(): number[] {
    return this.query.words.map((word) => (word.optional ? OPTIONAL_WORD_WEIGHT : 1));
  }

  /** The weighted mean of per-word values. */
  weightedMean(values: readonly number[]): number {
    const weights = this.weights;
    const total = weights.reduce((sum, w) => sum + w, 0);
    return values.reduce((sum, value, i) => sum + value * (weights[i] ?? 0), 0) / Math.max(total, Number.EPSILON);
  }

  /** How many of the required words the per-word values show matched. */
  coverage(values: readonly number[]): number {
    return this.query.words.filter((word, i) => !word.optional && (values[i] ?? 0) > 0).length;
  }

  /** The quality of `term` for each query word. */
  qualities(term: string): number[] {
    let answer = this.known.get(term);
    if (!answer) {
      const skeleton = skeletonOf(term);
      const perWord = this.query.words.map((word) => matchQuality(word, term, skeleton));
      for (const compound of this.query.compounds) {
        if (!isCompound(compound, term, skeleton)) continue;
        for (const i of compound.words) perWord[i] = Math.max(perWord[i] ?? 0, MATCH_QUALITY.joined);
      }
      answer = perWord;
      this.known.set(term, answer);
    }
    return answer;
  }

  /** For each query word, the best quality any word of `key` (its `terms`) gives it. */
  keyQualities(key: string, terms?: readonly string[]): readonly number[] {
    let best = this.knownKeys.get(key);
    if (!best) {
      const perWord = this.query.words.map(() => 0);
      for (const term of terms ?? key.split(' ')) {
        this.qualities(term).forEach((quality, i) => (perWord[i] = Math.max(perWord[i] ?? 0, quality)));
      }
      best = perWord;
      this.knownKeys.set(key, best);
    }
    return best;
  }

  /** The entry's weight times the (weighted) mean quality over the query words. */
  entryScore(entry: EntryLike): number {
    return KIND_WEIGHTS[entry.kind] * this.weightedMean(this.keyQualities(entry.key, entry.terms));
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

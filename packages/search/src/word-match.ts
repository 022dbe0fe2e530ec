import { searchSkeleton } from '@bhakti/core';
import type { QueryCompound, QueryWord } from './query.js';

/** How well an indexed word answers a query word, by the kind of match. */
export const MATCH_QUALITY = {
  exact: 1,
  /** Same word but for the short "a" (jagadish, jagdish). */
  skeleton: 0.9,
  /** Two words of the query written as one (kanak dhara: kanakadhara), for each of them. */
  joined: 0.9,
  /** The word being typed (hanu → hanuman). */
  prefix: 0.8,
  /** Part of a compound (mrityunjai in mahamrityunjai). */
  infix: 0.7,
  /** One typo; each further typo costs 0.1. */
  typo: 0.6,
} as const;

/** Shortest key with room for one and for two typos (Meilisearch's rule, on keys, which are shorter than spellings). */
export const MIN_WORD_SIZE_FOR_TYPOS = { oneTypo: 4, twoTypos: 8 } as const;
const MIN_INFIX_LENGTH = 4;
const MIN_PREFIX_LENGTH = 2;

export function typosAllowed(length: number): number {
  if (length >= MIN_WORD_SIZE_FOR_TYPOS.twoTypos) return 2;
  return length >= MIN_WORD_SIZE_FOR_TYPOS.oneTypo ? 1 : 0;
}

export const allowsPrefix = (word: QueryWord) => word.isLast && word.key.length >= MIN_PREFIX_LENGTH;
export const allowsInfix = (word: QueryWord) => word.key.length >= MIN_INFIX_LENGTH;

/** Edit distance with transpositions (optimal string alignment), or max + 1 once it exceeds max. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous2: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (previous2[j - 2] ?? 0) + 1);
      }
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    previous2 = previous;
    previous = current;
  }
  return previous[b.length] ?? max + 1;
}

/** The quality of `term` (an indexed word's key) as an answer to `word`, 0 when it is none. */
export function matchQuality(word: QueryWord, term: string, termSkeleton = searchSkeleton(term)): number {
  if (term === word.key) return MATCH_QUALITY.exact;
  if (termSkeleton === word.skeleton) return MATCH_QUALITY.skeleton;
  if (allowsPrefix(word) && term.startsWith(word.key)) return MATCH_QUALITY.prefix;
  if (allowsInfix(word) && term.includes(word.key)) return MATCH_QUALITY.infix;
  const allowed = typosAllowed(word.key.length);
  if (allowed === 0) return 0;
  const distance = editDistance(word.key, term, allowed);
  return distance <= allowed ? MATCH_QUALITY.typo - 0.1 * (distance - 1) : 0;
}

/** Whether `term` is the two words of `compound` written as one (in any spelling of the short "a"). */
export function isCompound(compound: QueryCompound, term: string, termSkeleton = searchSkeleton(term)): boolean {
  return term === compound.key || termSkeleton === compound.skeleton;
}

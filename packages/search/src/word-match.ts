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

/** The distance table's rows (two back, the last, the current), kept between calls and grown for longer words. */
let tableRows = { twoBack: new Int32Array(32), previous: new Int32Array(32), current: new Int32Array(32) };

function rowsFor(length: number) {
  if (tableRows.current.length <= length) {
    const size = 2 * (length + 1);
    tableRows = { twoBack: new Int32Array(size), previous: new Int32Array(size), current: new Int32Array(size) };
  }
  return tableRows;
}

/**
 * Edit distance with transpositions (optimal string alignment), or max + 1 once it exceeds max.
 * Only the cells within `max` of the diagonal can hold a distance of at most `max`: the others
 * count as max + 1, and are not computed (ranking runs this for every word of every candidate).
 */
export function editDistance(a: string, b: string, max: number): number {
  const over = max + 1;
  if (Math.abs(a.length - b.length) > max) return over;
  let { twoBack, previous, current } = rowsFor(b.length);
  for (let j = 0; j <= b.length; j++) previous[j] = Math.min(j, over);
  for (let i = 1; i <= a.length; i++) {
    const from = Math.max(1, i - max);
    const to = Math.min(b.length, i + max);
    current[0] = Math.min(i, over);
    current[from - 1] = from === 1 ? Math.min(i, over) : over;
    let rowMin = from === 1 ? Math.min(i, over) : over;
    const letter = a.charCodeAt(i - 1);
    for (let j = from; j <= to; j++) {
      const cost = letter === b.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min((previous[j] ?? over) + 1, (current[j - 1] ?? over) + 1, (previous[j - 1] ?? over) + cost);
      if (i > 1 && j > 1 && letter === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) {
        value = Math.min(value, (twoBack[j - 2] ?? over) + 1);
      }
      value = Math.min(value, over);
      current[j] = value;
      rowMin = Math.min(rowMin, value);
    }
    // The cell past the band is read by the next row as its last one's neighbour.
    if (to < b.length) current[to + 1] = over;
    if (rowMin > max) return over;
    [twoBack, previous, current] = [previous, current, twoBack];
  }
  return previous[b.length] ?? over;
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

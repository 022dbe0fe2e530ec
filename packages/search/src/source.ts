import type { SearchEntryKind } from '@bhakti/db';
import type { EntryLike } from './matcher.js';
import type { TextFacts } from './ranking.js';

/**
 * How a vocabulary lookup finds terms: the word itself, its skeleton (other spellings of the
 * short "a"), its completions (the shortest words it begins), the compounds holding it (the
 * shortest), its typos (trigram similarity ≥ 0.3, as pg_trgm's `%`, most similar first).
 */
export type LookupKind = 'term' | 'skeleton' | 'prefix' | 'infix' | 'typo';

/** A vocabulary lookup for a query word (`tag`, or past the words, a compound of two). */
export interface Lookup {
  tag: number;
  kind: LookupKind;
  value: string;
  limit: number;
}

/** What a lookup looks up, the same for every query: the memo's key. */
export const lookupKey = ({ kind, value }: Lookup) => `${kind}:${value}`;

/** Entries matching a term query: every group has a term in the entry (an AND of ORs). */
export type TermQuery = readonly (readonly string[])[];

export interface CandidateTier {
  kinds: readonly SearchEntryKind[];
  query: TermQuery;
  limit: number;
}

export const tierKey = ({ kinds, query, limit }: CandidateTier) =>
  `${kinds.join(',')}:${limit}:${query.map((group) => group.join('|')).join('&')}`;

export interface CandidateRow extends EntryLike {
  id: number;
}

export interface VerseRow extends CandidateRow {
  original: string;
}

/** The verse to show for each of these texts: one with every word, else any; in these languages first; the earliest. */
export interface BestVerses {
  textIds: readonly number[];
  any: TermQuery;
  every: TermQuery;
  languages: readonly string[];
}

/**
 * Where the staged search reads the search data: the database itself (PostgreSQL's indexes)
 * or a copy in memory. Every method answers in one round trip.
 */
export interface SearchSource {
  /** The terms each lookup finds. */
  lookUp(lookups: readonly Lookup[]): Promise<string[][]>;
  /** Which of these words the vocabulary holds. */
  knownTerms(words: readonly string[]): Promise<Set<string>>;
  /** The entries of each tier (at most its limit). */
  fetchTiers(tiers: readonly CandidateTier[]): Promise<CandidateRow[][]>;
  /** The facts that break ties between texts. */
  factsOf(textIds: readonly number[]): Promise<Map<number, TextFacts>>;
  /** The verses with these entry ids, and the best verse of each text of `best`. */
  verses(ids: readonly number[], best: BestVerses | null): Promise<VerseRow[]>;
}

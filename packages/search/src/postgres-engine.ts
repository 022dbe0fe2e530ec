import { sql, type SQL } from 'drizzle-orm';
import { LANGUAGES, LANGUAGE_CODES } from '@bhakti/core';
import { rowsOf, type Database } from '@bhakti/db';
import { clampLimit, type SearchEngine, type SearchHit, type SearchOptions } from './engine.js';
import { toHit } from './hits.js';
import { QueryMatcher, type EntryLike } from './matcher.js';
import { parseQuery, type ParsedQuery, type QueryWord } from './query.js';
import { rankTexts, type RankedText, type TextFacts } from './ranking.js';
import { rebuildSearchData } from './reindex.js';
import { allowsInfix, allowsPrefix, typosAllowed } from './word-match.js';

/** Bounds that keep a common word fast: candidates per tier, vocabulary lookups per word. */
const LIMITS = {
  titles: 100,
  metadata: 200,
  verses: 100,
  skeletonTerms: 10,
  prefixTerms: 10,
  infixTerms: 10,
  typoTerms: 10,
} as const;

interface CandidateRow extends EntryLike, TextFacts {
  id: number;
}

interface VerseRow extends EntryLike {
  id: number;
  original: string;
}

interface TextQueries {
  /** Entries with any word of the query. */
  any: string;
  /** Entries with every word of the query that occurs in the library. */
  every: string;
}

const ENTRY_COLUMNS = sql.raw(
  `e.id, e.text_id AS "textId", e.kind, e.language_code AS "languageCode",
   e.is_transliteration AS "isTransliteration", e.verse, e.key`,
);

/** A tsquery that matches any of the terms (search keys are [a-z0-9]+, safe to quote). */
const anyOf = (terms: readonly string[]) => terms.map((term) => `'${term}'`).join(' | ');

/**
 * The default engine, for PGlite and PostgreSQL alike. Searches the derived search
 * data (search_entries, search_terms) that every write keeps current in its own
 * transaction: each query word is looked up in the vocabulary (exact, Hindi/Sanskrit
 * spelling, prefix, part of a compound, typo by trigrams), then entries holding those
 * words are fetched from bounded candidate sets per tier and ranked in code.
 */
export class PostgresSearchEngine implements SearchEngine {
  readonly name = 'postgres';

  constructor(private readonly database: Database) {}

  async search(query: string, options: SearchOptions = {}): Promise<SearchHit[]> {
    const parsed = parseQuery(query);
    if (parsed.words.length === 0) return [];
    const matcher = new QueryMatcher(parsed);
    const termsPerWord = await this.vocabularyMatches(parsed, matcher);
    const queries = textQueries(termsPerWord, parsed.words);
    if (!queries) return [];
    const ranked = await this.rankCandidates(queries, matcher, clampLimit(options.limit));
    const verses = await this.versesToShow(ranked, queries, parsed.script);
    return ranked.map((text) => toHit(text, verses.get(text.textId) ?? null, matcher));
  }

  /**
   * For each query word, the indexed words that answer it: the same word and its
   * Hindi/Sanskrit spellings first; only for a word that has neither, its completions
   * (it may still be being typed), the compounds holding it and its typos, which cost
   * more and would flood a common word with variants.
   */
  private async vocabularyMatches(parsed: ParsedQuery, matcher: QueryMatcher): Promise<string[][]> {
    const found = await this.lookUp(parsed.words.map((word, i) => spellingLookups(word, i)).flat(), matcher);
    const unknown = parsed.words.flatMap((word, i) => (found[i]?.length === 0 ? fallbackLookups(word, i) : []));
    const guessed = await this.lookUp(unknown, matcher);
    return parsed.words.map((_, i) => [...new Set([...(found[i] ?? []), ...(guessed[i] ?? [])])]);
  }

  /** Runs vocabulary lookups; answers, per query word, the terms that really answer it. */
  private async lookUp(lookups: SQL[], matcher: QueryMatcher): Promise<string[][]> {
    const perWord: string[][] = matcher.query.words.map(() => []);
    if (lookups.length === 0) return perWord;
    const result = await this.database.db.execute(sql.join(lookups, sql` UNION ALL `));
    for (const { word, term } of rowsOf<{ word: number; term: string }>(result)) {
      if ((matcher.qualities(term)[word] ?? 0) > 0) perWord[word]?.push(term);
    }
    return perWord;
  }

  /**
   * Fetches candidates tier by tier — titles, then metadata and first verses, then
   * verses — and stops as soon as enough texts match every word better than anything a
   * lower tier could hold, so that a common word costs a title lookup, not a scan of
   * every verse that has it.
   */
  private async rankCandidates(queries: TextQueries, matcher: QueryMatcher, limit: number): Promise<RankedText[]> {
    const stages = candidateStages(queries, matcher.wordCount > 1);
    const candidates = new Map<number, CandidateRow>();
    let ranked: RankedText[] = [];
    for (const [index, stage] of stages.entries()) {
      for (const row of await this.fetchStage(stage.tiers)) candidates.set(row.id, row);
      const rows = [...candidates.values()];
      ranked = rankTexts(rows, matcher, new Map(rows.map((row) => [row.textId, row])));
      const bestBelow = stages[index + 1]?.bound ?? 0;
      const settled = ranked.filter((text) => text.coverage === matcher.requiredCount && text.score >= bestBelow);
      if (settled.length >= limit) break;
    }
    return ranked.slice(0, limit);
  }

  /** The candidates of a stage's tiers, in one round trip. */
  private async fetchStage(tiers: readonly CandidateTier[]): Promise<CandidateRow[]> {
    const selects = tiers.map(
      ({ kinds, query, limit }) =>
        sql`(SELECT ${ENTRY_COLUMNS} FROM search_entries e
             WHERE e.kind ${sql.raw(kinds)} AND e.tsv @@ ${query}::tsquery LIMIT ${limit})`,
    );
    const result = await this.database.db.execute(sql`
      SELECT c.*, t.title, t.is_popular AS "isPopular", t.popularity
      FROM (${sql.join(selects, sql` UNION ALL `)}) c
      JOIN devotional_texts t ON t.id = c."textId"`);
    return rowsOf<CandidateRow>(result);
  }

  /**
   * For each text, the verse to show: one with every word if there is one, else one with
   * any; in the query's script if the text has it; the earliest.
   */
  private async versesToShow(
    texts: readonly RankedText[],
    queries: TextQueries,
    script: string,
  ): Promise<Map<number, VerseRow>> {
    if (texts.length === 0) return new Map();
    const ids = sql.join(
      texts.map((text) => sql`${text.textId}`),
      sql`, `,
    );
    const languages = sql.join(
      languagesWritten(script).map((code) => sql`${code}`),
      sql`, `,
    );
    const result = await this.database.db.execute(sql`
      SELECT DISTINCT ON (e.text_id) ${ENTRY_COLUMNS}, e.original
      FROM search_entries e
      WHERE e.text_id IN (${ids}) AND e.kind IN ('first', 'verse') AND e.tsv @@ ${queries.any}::tsquery
      ORDER BY e.text_id, e.tsv @@ ${queries.every}::tsquery DESC, e.language_code IN (${languages}) DESC,
        e.is_transliteration, e.verse`);
    return new Map(rowsOf<VerseRow>(result).map((row) => [row.textId, row]));
  }

  async textsChanged(): Promise<void> {}

  async textsRemoved(): Promise<void> {}

  /** The search data is kept by every write; a rebuild recomputes it (after a change of the search key). */
  async rebuild(): Promise<void> {
    await rebuildSearchData(this.database);
  }

  async ping(): Promise<void> {
    await this.database.ping();
  }
}

const vocabularyPick = (index: number, where: SQL, order: SQL | null, limit: number) =>
  sql`(SELECT ${index}::integer AS word, term FROM search_terms WHERE ${where}
       ${order ? sql`ORDER BY ${order}` : sql``} LIMIT ${limit})`;

/** The word itself and its other spellings of the short "a" (tagged with the word's index). */
function spellingLookups(word: QueryWord, index: number): SQL[] {
  return [
    vocabularyPick(index, sql`term = ${word.key}`, null, 1),
    vocabularyPick(index, sql`skeleton = ${word.skeleton}`, null, LIMITS.skeletonTerms),
  ];
}

/** Completions, compounds and typos (pg_trgm's % at its default similarity 0.3) of an unknown word. */
function fallbackLookups(word: QueryWord, index: number): SQL[] {
  const byLength = sql`length(term), term`;
  return [
    ...(allowsPrefix(word)
      ? [vocabularyPick(index, sql`term LIKE ${`${word.key}%`}`, byLength, LIMITS.prefixTerms)]
      : []),
    ...(allowsInfix(word)
      ? [vocabularyPick(index, sql`term LIKE ${`%${word.key}%`}`, byLength, LIMITS.infixTerms)]
      : []),
    ...(typosAllowed(word.key.length) > 0
      ? [
          vocabularyPick(
            index,
            sql`term % ${word.key}`,
            sql`similarity(term, ${word.key}) DESC, term`,
            LIMITS.typoTerms,
          ),
        ]
      : []),
  ];
}

interface CandidateTier {
  /** The condition on the entry kind, written out so that the planner picks the tier's partial index. */
  kinds: string;
  query: string;
  limit: number;
}

interface CandidateStage {
  tiers: CandidateTier[];
  /** The best score a text first found in this stage can reach. */
  bound: number;
}

/** The languages written in a script (Latin: English and its transliterations). */
function languagesWritten(script: string): string[] {
  const codes = LANGUAGE_CODES.filter((code) => LANGUAGES[code].script === script);
  return codes.length > 0 ? codes : ['en'];
}

/**
 * The stages, best first: titles with every word; titles with any word and metadata and
 * first verses; verses. `bound` is the highest score a text first found in the stage can
 * reach (every word in the title scores 1; words split between title and metadata stay
 * below 0.9; metadata scores 0.8, a verse 0.5, plus the small bonus for the query's script).
 */
function candidateStages(queries: TextQueries, severalWords: boolean): CandidateStage[] {
  const titles = { kinds: `= 'title'`, limit: LIMITS.titles };
  const verses = { kinds: `= 'verse'`, limit: LIMITS.verses };
  return [
    { tiers: [{ ...titles, query: queries.every }], bound: 1.02 },
    {
      tiers: [
        ...(severalWords ? [{ ...titles, query: queries.any }] : []),
        { kinds: `IN ('meta', 'first', 'about')`, query: queries.any, limit: LIMITS.metadata },
      ],
      bound: 0.9,
    },
    {
      tiers: [{ ...verses, query: queries.every }, ...(severalWords ? [{ ...verses, query: queries.any }] : [])],
      bound: 0.52,
    },
  ];
}

/** The full-text queries for the words' terms; "every" leaves out function words (optional) when others match. */
function textQueries(termsPerWord: readonly string[][], words: readonly QueryWord[]): TextQueries | null {
  const matched = termsPerWord.filter((terms) => terms.length > 0);
  if (matched.length === 0) return null;
  const required = termsPerWord.filter((terms, i) => terms.length > 0 && !words[i]?.optional);
  return {
    any: anyOf([...new Set(matched.flat())]),
    every: (required.length > 0 ? required : matched).map((terms) => `(${anyOf(terms)})`).join(' & '),
  };
}

import { sql, type SQL } from 'drizzle-orm';
import { LANGUAGES, LANGUAGE_CODES } from '@bhakti/core';
import { rowsOf, type Database, type SearchEntryKind } from '@bhakti/db';
import { clampLimit, type SearchEngine, type SearchHit, type SearchOptions } from './engine.js';
import { toHit } from './hits.js';
import { SearchMemo } from './memo.js';
import { QueryMatcher, VERSE_KINDS, isVerse, type EntryLike } from './matcher.js';
import { parseQuery, withWordsSplit, type ParsedQuery, type QueryWord } from './query.js';
import { mayBeRunTogether, splitCandidates, splitIntoKnownWords } from './word-split.js';
import {
  bestScoreWithin,
  bestVerse,
  rankTexts,
  rankedBefore,
  sortRanked,
  type RankedText,
  type TextFacts,
} from './ranking.js';
import { rebuildSearchData } from './reindex.js';
import { allowsInfix, allowsPrefix, typosAllowed } from './word-match.js';

/** Bounds that keep a common word fast: candidates per tier, vocabulary lookups per word. */
const CANDIDATE_BOUNDS = {
  titles: 100,
  metadata: 200,
  verses: 100,
  skeletonTerms: 10,
  prefixTerms: 10,
  infixTerms: 10,
  typoTerms: 10,
} as const;

interface CandidateRow extends EntryLike {
  id: number;
}

interface FactsRow extends TextFacts {
  textId: number;
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
  /** Queries that find entries with the words apart that can still answer the query; empty for a single word. */
  apart: string[];
  /** The weighted mean of each word's best match quality: what the best entry can score, per unit of kind weight. */
  reach: number;
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

  private readonly memo = new SearchMemo();
  /** Whether the memo hears of every library change (another instance's, the CLI's): only then is it used. */
  private listening: Promise<boolean> | null = null;

  constructor(private readonly database: Database) {}

  async search(query: string, options: SearchOptions = {}): Promise<SearchHit[]> {
    const typed = parseQuery(query);
    if (typed.words.length === 0) return [];
    const memo = (await this.listen()) ? this.memo : null;
    const { matcher, termsPerWord } = await this.readWords(typed, memo);
    const queries = textQueries(termsPerWord, matcher);
    if (!queries) return [];
    const { ranked, candidates } = await this.rankCandidates(queries, matcher, clampLimit(options.limit), memo);
    const verses = await this.versesToShow(ranked, candidates, queries, matcher);
    return ranked.map((text) => toHit(text, verses.get(text.textId) ?? null, matcher));
  }

  /**
   * The terms that answer each word of the query; a word the vocabulary does not know in any
   * way is read as the known words it runs together, when it is made of them
   * ("viSNusahasranAma", "bhajagovindam").
   */
  private async readWords(typed: ParsedQuery, memo: SearchMemo | null) {
    const matcher = new QueryMatcher(typed);
    const termsPerWord = await this.vocabularyMatches(typed, matcher, memo);
    const unknown = typed.words
      .filter((word, i) => termsPerWord[i]?.length === 0 && mayBeRunTogether(word.key))
      .map((word) => word.key);
    const parts = new Map(
      (await this.splitWords(unknown, memo)).flatMap((split, n) =>
        split.length > 0 ? [[unknown[n] ?? '', split]] : [],
      ),
    );
    if (parts.size === 0) return { matcher, termsPerWord };
    const split = withWordsSplit(typed, parts);
    const splitMatcher = new QueryMatcher(split);
    return { matcher: splitMatcher, termsPerWord: await this.vocabularyMatches(split, splitMatcher, memo) };
  }

  /** Each word as the known words it runs together, or [] (one round trip, remembered by the memo). */
  private async splitWords(keys: readonly string[], memo: SearchMemo | null): Promise<string[][]> {
    if (keys.length === 0) return [];
    const fetch = async (missing: readonly string[]) => {
      const words = missing.map((key) => key.slice('split:'.length));
      const pieces = [...new Set(words.flatMap(splitCandidates))];
      const result = await this.database.db.execute(
        sql`SELECT term FROM search_terms WHERE term IN (${sql.join(
          pieces.map((piece) => sql`${piece}`),
          sql`, `,
        )})`,
      );
      const known = new Set(rowsOf<{ term: string }>(result).map((row) => row.term));
      return words.map((word) => splitIntoKnownWords(word, known) ?? []);
    };
    const lookups = keys.map((key) => `split:${key}`);
    return memo ? memo.lookUp(lookups, fetch) : fetch(lookups);
  }

  /** Listens for library changes once; a failure leaves the memo unused (and is tried again). */
  private listen(): Promise<boolean> {
    this.listening ??= this.database
      .onLibraryChange((change) => {
        // A read count moved: only the order of equal texts may change.
        if (change.kind === 'popularity') this.memo.forgetFacts();
        else this.memo.forget();
      })
      .then(
        () => true,
        () => {
          this.listening = null;
          return false;
        },
      );
    return this.listening;
  }

  /**
   * For each query word, the indexed words that answer it: the same word, its
   * Hindi/Sanskrit spellings, the word joined with its neighbour (kanak dhara:
   * kanakadhara) and, for the last word, which may still be being typed, its completions
   * ("kanak" is a word, and the start of Kanakadhara) first; only for a word that has none
   * of those, the compounds holding it and its typos, which cost more and would flood a
   * common word with variants.
   */
  private async vocabularyMatches(
    parsed: ParsedQuery,
    matcher: QueryMatcher,
    memo: SearchMemo | null,
  ): Promise<string[][]> {
    const spellings = [
      ...[...parsed.words, ...parsed.compounds].flatMap((wordOrCompound, tag) => spellingLookups(wordOrCompound, tag)),
      ...parsed.words.flatMap(completionLookups),
    ];
    const found = await this.lookUp(spellings, matcher, memo);
    const unknown = parsed.words.flatMap((word, i) => (found[i]?.length === 0 ? fallbackLookups(word, i) : []));
    const guessed = await this.lookUp(unknown, matcher, memo);
    return parsed.words.map((_, i) => [...new Set([...(found[i] ?? []), ...(guessed[i] ?? [])])]);
  }

  /**
   * Runs vocabulary lookups, each tagged with the query word it is for (or, past the
   * words, the compound of two words); answers, per query word, the terms that really
   * answer it.
   */
  private async lookUp(lookups: Lookup[], matcher: QueryMatcher, memo: SearchMemo | null): Promise<string[][]> {
    const { words, compounds } = matcher.query;
    const perWord: string[][] = words.map(() => []);
    if (lookups.length === 0) return perWord;
    const fetch = (missing: readonly Lookup[]) => this.runLookups(missing);
    const answers = memo
      ? await memo.lookUp(
          lookups.map((lookup) => lookup.key),
          (keys) => fetch(keys.map((key) => lookups.find((lookup) => lookup.key === key) as Lookup)),
        )
      : await fetch(lookups);
    for (const [n, { tag }] of lookups.entries()) {
      const servedWords = tag < words.length ? [tag] : (compounds[tag - words.length]?.words ?? []);
      for (const term of answers[n] ?? []) {
        for (const i of servedWords) if ((matcher.qualities(term)[i] ?? 0) > 0) perWord[i]?.push(term);
      }
    }
    return perWord;
  }

  /** The terms each lookup finds, in one round trip. */
  private async runLookups(lookups: readonly Lookup[]): Promise<string[][]> {
    const selects = lookups.map((lookup, n) => vocabularyPick(n, lookup));
    const result = await this.database.db.execute(sql.join(selects, sql` UNION ALL `));
    const terms: string[][] = lookups.map(() => []);
    for (const { tag, term } of rowsOf<{ tag: number; term: string }>(result)) terms[tag]?.push(term);
    return terms;
  }

  /**
   * Fetches candidates stage by stage — every word in a title, then in metadata or a
   * first verse, then in a verse, then the words apart — and stops as soon as enough
   * texts hold every word in one place better than anything a later stage could find,
   * so that a common word costs a title lookup, not a scan of every verse that has it.
   */
  private async rankCandidates(
    queries: TextQueries,
    matcher: QueryMatcher,
    limit: number,
    memo: SearchMemo | null,
  ): Promise<{ ranked: RankedText[]; candidates: CandidateRow[] }> {
    const stages = candidateStages(queries);
    const candidates = new Map<number, CandidateRow>();
    const noFacts = new Map<number, TextFacts>();
    let ranked: RankedText[] = [];
    for (const [index, stage] of stages.entries()) {
      for (const rows of await this.fetchTiers(stage.tiers, memo)) for (const row of rows) candidates.set(row.id, row);
      // Whether a stage settles the page does not depend on the texts' facts (they only break ties).
      ranked = rankTexts([...candidates.values()], matcher, noFacts);
      const bestBelow = stages[index + 1]?.bound ?? 0;
      const settled = ranked.filter((text) => text.whole && text.score >= bestBelow);
      if (settled.length >= limit) break;
    }
    return { ranked: await this.breakTies(ranked, limit, memo), candidates: [...candidates.values()] };
  }

  /**
   * The first `limit` texts, with ties broken by the texts' facts (popular, then more read,
   * then by title): only the texts that rank at or above the last place need their facts.
   */
  private async breakTies(
    ranked: readonly RankedText[],
    limit: number,
    memo: SearchMemo | null,
  ): Promise<RankedText[]> {
    const last = ranked[limit - 1];
    const contenders = last ? ranked.filter((text) => !rankedBefore(last, text)) : ranked;
    if (contenders.length === 0) return [];
    const ids = contenders.map((text) => text.textId);
    const facts = memo ? await memo.textFacts(ids, (missing) => this.factsOf(missing)) : await this.factsOf(ids);
    return sortRanked(contenders, facts).slice(0, limit);
  }

  private async factsOf(ids: readonly number[]): Promise<Map<number, TextFacts>> {
    const result = await this.database.db.execute(
      sql`SELECT t.id AS "textId", t.title, t.is_popular AS "isPopular", t.popularity
          FROM devotional_texts t WHERE t.id IN (${listOf(ids)})`,
    );
    return new Map(rowsOf<FactsRow>(result).map(({ textId, ...facts }) => [textId, facts]));
  }

  /** The entries of each tier (from the memo, or those it lacks in one round trip). */
  private async fetchTiers(tiers: readonly CandidateTier[], memo: SearchMemo | null): Promise<CandidateRow[][]> {
    const fetch = (missing: readonly CandidateTier[]) => this.runTiers(missing);
    if (!memo) return fetch(tiers);
    const keys = tiers.map(tierKey);
    return memo.fetchTiers(keys, (missing) => fetch(missing.map((key) => tiers[keys.indexOf(key)] as CandidateTier)));
  }

  private async runTiers(tiers: readonly CandidateTier[]): Promise<CandidateRow[][]> {
    const selects = tiers.map(
      ({ kinds, query, limit }, n) =>
        sql`(SELECT ${n}::integer AS tier, ${ENTRY_COLUMNS} FROM search_entries e
             WHERE ${kindCondition(kinds)} AND e.tsv @@ ${query}::tsquery LIMIT ${limit})`,
    );
    const result = await this.database.db.execute(sql.join(selects, sql` UNION ALL `));
    const rows: CandidateRow[][] = tiers.map(() => []);
    for (const { tier, ...row } of rowsOf<CandidateRow & { tier: number }>(result)) rows[tier]?.push(row);
    return rows;
  }

  /**
   * For each text, the verse to show: one with every word if there is one, else one with
   * any; in the query's script if the text has it; the earliest. A verse in the query's
   * script that the stages already fetched is taken as it is (they fetch the verses with
   * every word before the others): only the other texts' verses are searched.
   */
  private async versesToShow(
    texts: readonly RankedText[],
    candidates: readonly CandidateRow[],
    queries: TextQueries,
    matcher: QueryMatcher,
  ): Promise<Map<number, VerseRow>> {
    const languages = languagesWritten(matcher.query.script);
    const fetched = fetchedVerseIds(texts, candidates, languages, matcher);
    const others = texts.map((text) => text.textId).filter((id) => !fetched.has(id));
    const selects = [
      fetched.size > 0 ? versesById([...fetched.values()]) : null,
      others.length > 0 ? bestVersesOf(others, queries, languages) : null,
    ].filter((select) => select !== null);
    if (selects.length === 0) return new Map();
    const result = await this.database.db.execute(sql.join(selects, sql` UNION ALL `));
    return new Map(rowsOf<VerseRow>(result).map((row) => [row.textId, row]));
  }

  /** The search data is written by the write itself; only what searches kept goes. */
  async textsChanged(): Promise<void> {
    this.memo.forget();
  }

  async textsRemoved(): Promise<void> {
    this.memo.forget();
  }

  /** The search data is kept by every write; a rebuild recomputes it (after a change of the search key). */
  async rebuild(): Promise<void> {
    try {
      await rebuildSearchData(this.database);
    } finally {
      this.memo.forget();
    }
  }

  async ping(): Promise<void> {
    await this.database.ping();
  }
}

/** A vocabulary lookup for a query word (`tag`, or past the words, a compound of two). */
interface Lookup {
  tag: number;
  /** What it looks up, the same for every query: the memo's key. */
  key: string;
  where: SQL;
  order: SQL | null;
  limit: number;
}

const vocabularyPick = (n: number, { where, order, limit }: Lookup) =>
  sql`(SELECT ${n}::integer AS tag, term FROM search_terms WHERE ${where}
       ${order ? sql`ORDER BY ${order}` : sql``} LIMIT ${limit})`;

/** The word (or compound) itself and its other spellings of the short "a". */
function spellingLookups(word: { key: string; skeleton: string }, tag: number): Lookup[] {
  return [
    { tag, key: `term:${word.key}`, where: sql`term = ${word.key}`, order: null, limit: 1 },
    {
      tag,
      key: `skeleton:${word.skeleton}`,
      where: sql`skeleton = ${word.skeleton}`,
      order: null,
      limit: CANDIDATE_BOUNDS.skeletonTerms,
    },
  ];
}

const byLength = sql`length(term), term`;

/** The shortest words that the last word of the query begins (the reader may still be typing it). */
function completionLookups(word: QueryWord, tag: number): Lookup[] {
  if (!allowsPrefix(word)) return [];
  return [
    {
      tag,
      key: `prefix:${word.key}`,
      where: sql`term LIKE ${`${word.key}%`}`,
      order: byLength,
      limit: CANDIDATE_BOUNDS.prefixTerms,
    },
  ];
}

/** Compounds and typos (pg_trgm's % at its default similarity 0.3) of an unknown word. */
function fallbackLookups(word: QueryWord, tag: number): Lookup[] {
  return [
    ...(allowsInfix(word)
      ? [
          {
            tag,
            key: `infix:${word.key}`,
            where: sql`term LIKE ${`%${word.key}%`}`,
            order: byLength,
            limit: CANDIDATE_BOUNDS.infixTerms,
          },
        ]
      : []),
    ...(typosAllowed(word.key.length) > 0
      ? [
          {
            tag,
            key: `typo:${word.key}`,
            where: sql`term % ${word.key}`,
            order: sql`similarity(term, ${word.key}) DESC, term`,
            limit: CANDIDATE_BOUNDS.typoTerms,
          },
        ]
      : []),
  ];
}

interface CandidateTier {
  kinds: readonly SearchEntryKind[];
  query: string;
  limit: number;
}

const tierKey = ({ kinds, query, limit }: CandidateTier) => `${kinds.join(',')}:${limit}:${query}`;

interface CandidateStage {
  tiers: CandidateTier[];
  /** The best score a text with every word in one place, first found in this stage, can reach. */
  bound: number;
}

/** The condition on the entry kind, written out so that the planner picks the tier's partial index. */
function kindCondition(kinds: readonly SearchEntryKind[]): SQL {
  const quoted = kinds.map((kind) => `'${kind}'`);
  return sql.raw(quoted.length === 1 ? `e.kind = ${quoted[0]}` : `e.kind IN (${quoted.join(', ')})`);
}

/** Values as a list of SQL parameters. */
const listOf = (values: ReadonlyArray<string | number>): SQL =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

const versesById = (ids: readonly number[]): SQL =>
  sql`(SELECT ${ENTRY_COLUMNS}, e.original FROM search_entries e WHERE e.id IN (${listOf(ids)}))`;

/** Each text's verse with every word, else with any; in these languages if it has one; the earliest. */
const bestVersesOf = (textIds: readonly number[], queries: TextQueries, languages: readonly string[]): SQL =>
  sql`(SELECT DISTINCT ON (e.text_id) ${ENTRY_COLUMNS}, e.original
       FROM search_entries e
       WHERE e.text_id IN (${listOf(textIds)}) AND ${kindCondition(VERSE_KINDS)} AND e.tsv @@ ${queries.any}::tsquery
       ORDER BY e.text_id, e.tsv @@ ${queries.every}::tsquery DESC, e.language_code IN (${listOf(languages)}) DESC,
         e.is_transliteration, e.verse)`;

/** For each text, the id of its best verse among the fetched candidates in these languages. */
function fetchedVerseIds(
  texts: readonly RankedText[],
  candidates: readonly CandidateRow[],
  languages: readonly string[],
  matcher: QueryMatcher,
): Map<number, number> {
  const wanted = new Set(texts.map((text) => text.textId));
  const versesByText = new Map<number, CandidateRow[]>();
  for (const row of candidates) {
    if (!isVerse(row) || !wanted.has(row.textId) || !languages.includes(row.languageCode ?? '')) continue;
    const verses = versesByText.get(row.textId) ?? [];
    verses.push(row);
    versesByText.set(row.textId, verses);
  }
  const ids = new Map<number, number>();
  for (const [textId, verses] of versesByText) {
    const best = bestVerse(verses, matcher);
    if (best) ids.set(textId, best.id);
  }
  return ids;
}

/** The languages written in a script (Latin: English and its transliterations). */
function languagesWritten(script: string): string[] {
  const codes = LANGUAGE_CODES.filter((code) => LANGUAGES[code].script === script);
  return codes.length > 0 ? codes : ['en'];
}

/**
 * The stages, best first: entries with every word — titles, then metadata and first
 * verses, then verses — and, for a query of several words, entries with them apart.
 * `bound` is the highest score a text with every word in one place, first found in the
 * stage, can reach, given how well the words matched the vocabulary. Texts with the
 * words apart rank below all of those, so the last stage is needed only when they are
 * too few.
 */
function candidateStages(queries: TextQueries): CandidateStage[] {
  const titles = { kinds: ['title'], limit: CANDIDATE_BOUNDS.titles } as const;
  const metadata = { kinds: ['meta', 'first', 'about'], limit: CANDIDATE_BOUNDS.metadata } as const;
  const verses = { kinds: ['verse'], limit: CANDIDATE_BOUNDS.verses } as const;
  const together = [titles, metadata, verses].map((tier): CandidateStage => ({
    tiers: [{ ...tier, query: queries.every }],
    bound: bestScoreWithin(tier.kinds, queries.reach),
  }));
  const { apart } = queries;
  if (apart.length === 0) return together;
  const tiers = [titles, metadata, verses].flatMap((tier) => apart.map((query) => ({ ...tier, query })));
  return [...together, { tiers, bound: 0 }];
}

/**
 * The full-text queries for the words' terms. Function words (optional) are left out
 * when other words match: a text that has only "ki" or "ji" is no answer. With the words
 * apart, one of two words is worth a look, but of three or more only two together are:
 * a single common word ("om") would bring thousands of entries and no answer. Each word
 * (of two) or pair (of more) is fetched apart, with its own bound: the same fetch as a
 * query of just those words makes, so that searches share them.
 */
function textQueries(termsPerWord: readonly string[][], matcher: QueryMatcher): TextQueries | null {
  const matched = termsPerWord.filter((terms) => terms.length > 0);
  if (matched.length === 0) return null;
  const { words } = matcher.query;
  const required = termsPerWord.filter((terms, i) => terms.length > 0 && !words[i]?.optional);
  const searched = required.length > 0 ? required : matched;
  const groups = searched.map((terms) => `(${anyOf(terms)})`);
  return {
    any: anyOf([...new Set(searched.flat())]),
    every: groups.join(' & '),
    apart: groups.length === 1 ? [] : groups.length === 2 ? groups : pairsOf(groups),
    reach: matcher.weightedMean(
      termsPerWord.map((terms, i) => Math.max(0, ...terms.map((term) => matcher.qualities(term)[i] ?? 0))),
    ),
  };
}

/** Every pair of the word groups, each as "a & b" (what a query of those two words asks first). */
function pairsOf(groups: readonly string[]): string[] {
  return groups.flatMap((first, i) => groups.slice(i + 1).map((second) => `${first} & ${second}`));
}

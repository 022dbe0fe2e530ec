import { LANGUAGES, LANGUAGE_CODES } from '@bhakti/core';
import type { SearchEntryKind } from '@bhakti/db';
import type { SearchHit } from './engine.js';
import { toHit } from './hits.js';
import { QueryMatcher, isVerse } from './matcher.js';
import { parseQuery, withWordsSplit, type ParsedQuery, type QueryWord } from './query.js';
import { TextTallies, bestScoreWithin, bestVerse, rankedBefore, sortRanked, type RankedText } from './ranking.js';
import type { CandidateRow, CandidateTier, Lookup, SearchSource, TermQuery, VerseRow } from './source.js';
import { allowsInfix, allowsPrefix, typosAllowed } from './word-match.js';
import { mayBeRunTogether, splitCandidates, splitIntoKnownWords } from './word-split.js';

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

interface TextQueries {
  /** Entries with any word of the query. */
  any: TermQuery;
  /** Entries with every word of the query that occurs in the library. */
  every: TermQuery;
  /** Queries that find entries with the words apart that can still answer the query; empty for a single word. */
  apart: TermQuery[];
  /** The weighted mean of each word's best match quality: what the best entry can score, per unit of kind weight. */
  reach: number;
}

/**
 * The search every engine over our own search data runs, whatever holds the data: each query
 * word is looked up in the vocabulary (exact, Hindi/Sanskrit spelling, prefix, part of a
 * compound, typo), then entries holding those words are fetched from bounded candidate sets
 * per tier and ranked in code.
 */
export async function stagedSearch(source: SearchSource, query: string, limit: number): Promise<SearchHit[]> {
  const typed = parseQuery(query);
  if (typed.words.length === 0) return [];
  const { matcher, termsPerWord } = await readWords(source, typed);
  const queries = textQueries(termsPerWord, matcher);
  if (!queries) return [];
  const { ranked, candidates } = await rankCandidates(source, queries, matcher, limit);
  const verses = await versesToShow(source, ranked, candidates, queries, matcher);
  return ranked.map((text) => toHit(text, verses.get(text.textId) ?? null, matcher));
}

/**
 * The terms that answer each word of the query; a word the vocabulary does not know in any
 * way is read as the known words it runs together, when it is made of them
 * ("viSNusahasranAma", "bhajagovindam").
 */
async function readWords(source: SearchSource, typed: ParsedQuery) {
  const matcher = new QueryMatcher(typed);
  const termsPerWord = await vocabularyMatches(source, typed, matcher);
  const unknown = typed.words
    .filter((word, i) => termsPerWord[i]?.length === 0 && mayBeRunTogether(word.key))
    .map((word) => word.key);
  const parts = await splitWords(source, unknown);
  if (parts.size === 0) return { matcher, termsPerWord };
  const split = withWordsSplit(typed, parts);
  const splitMatcher = new QueryMatcher(split);
  return { matcher: splitMatcher, termsPerWord: await vocabularyMatches(source, split, splitMatcher) };
}

/** Each word that runs known words together, with those words (one lookup of every piece). */
async function splitWords(source: SearchSource, words: readonly string[]): Promise<Map<string, string[]>> {
  if (words.length === 0) return new Map();
  const known = await source.knownTerms([...new Set(words.flatMap(splitCandidates))]);
  return new Map(
    words.flatMap((word) => {
      const parts = splitIntoKnownWords(word, known);
      return parts && parts.length > 0 ? [[word, parts]] : [];
    }),
  );
}

/**
 * For each query word, the indexed words that answer it: the same word, its
 * Hindi/Sanskrit spellings, the word joined with its neighbour (kanak dhara:
 * kanakadhara) and, for the last word, which may still be being typed, its completions
 * ("kanak" is a word, and the start of Kanakadhara) first; only for a word that has none
 * of those, the compounds holding it and its typos, which cost more and would flood a
 * common word with variants.
 */
async function vocabularyMatches(
  source: SearchSource,
  parsed: ParsedQuery,
  matcher: QueryMatcher,
): Promise<string[][]> {
  const spellings = [
    ...[...parsed.words, ...parsed.compounds].flatMap((wordOrCompound, tag) => spellingLookups(wordOrCompound, tag)),
    ...parsed.words.flatMap(completionLookups),
  ];
  const found = await lookUp(source, spellings, matcher);
  const unknown = parsed.words.flatMap((word, i) => (found[i]?.length === 0 ? fallbackLookups(word, i) : []));
  const guessed = await lookUp(source, unknown, matcher);
  return parsed.words.map((_, i) => [...new Set([...(found[i] ?? []), ...(guessed[i] ?? [])])]);
}

/**
 * Runs vocabulary lookups, each tagged with the query word it is for (or, past the words,
 * the compound of two words); answers, per query word, the terms that really answer it.
 */
async function lookUp(source: SearchSource, lookups: Lookup[], matcher: QueryMatcher): Promise<string[][]> {
  const { words, compounds } = matcher.query;
  const perWord: string[][] = words.map(() => []);
  if (lookups.length === 0) return perWord;
  const answers = await source.lookUp(lookups);
  for (const [n, { tag }] of lookups.entries()) {
    const servedWords = tag < words.length ? [tag] : (compounds[tag - words.length]?.words ?? []);
    for (const term of answers[n] ?? []) {
      for (const i of servedWords) if ((matcher.qualities(term)[i] ?? 0) > 0) perWord[i]?.push(term);
    }
  }
  return perWord;
}

/** The word (or compound) itself and its other spellings of the short "a". */
function spellingLookups(word: { key: string; skeleton: string }, tag: number): Lookup[] {
  return [
    { tag, kind: 'term', value: word.key, limit: 1 },
    { tag, kind: 'skeleton', value: word.skeleton, limit: CANDIDATE_BOUNDS.skeletonTerms },
  ];
}

/** The shortest words that the last word of the query begins (the reader may still be typing it). */
function completionLookups(word: QueryWord, tag: number): Lookup[] {
  return allowsPrefix(word) ? [{ tag, kind: 'prefix', value: word.key, limit: CANDIDATE_BOUNDS.prefixTerms }] : [];
}

/** Compounds and typos of an unknown word. */
function fallbackLookups(word: QueryWord, tag: number): Lookup[] {
  return [
    ...(allowsInfix(word)
      ? [{ tag, kind: 'infix', value: word.key, limit: CANDIDATE_BOUNDS.infixTerms } as const]
      : []),
    ...(typosAllowed(word.key.length) > 0
      ? [{ tag, kind: 'typo', value: word.key, limit: CANDIDATE_BOUNDS.typoTerms } as const]
      : []),
  ];
}

/**
 * Fetches candidates stage by stage — every word in a title, then in metadata or a
 * first verse, then in a verse, then the words apart — and stops as soon as enough
 * texts hold every word in one place better than anything a later stage could find,
 * so that a common word costs a title lookup, not a scan of every verse that has it.
 */
async function rankCandidates(
  source: SearchSource,
  queries: TextQueries,
  matcher: QueryMatcher,
  limit: number,
): Promise<{ ranked: RankedText[]; candidates: CandidateRow[] }> {
  const stages = candidateStages(queries);
  const candidates = new Map<number, CandidateRow>();
  const tallies = new TextTallies(matcher);
  for (const [index, stage] of stages.entries()) {
    const fetched = (await source.fetchTiers(stage.tiers)).flat().filter((row) => !candidates.has(row.id));
    for (const row of fetched) candidates.set(row.id, row);
    tallies.add(fetched);
    // Whether a stage settles the page does not depend on the texts' facts (they only break ties).
    const bestBelow = stages[index + 1]?.bound ?? 0;
    if (tallies.wholeScoringAtLeast(bestBelow) >= limit) break;
  }
  const ranked = sortRanked(tallies.scored(), new Map());
  return { ranked: await breakTies(source, ranked, limit), candidates: [...candidates.values()] };
}

/**
 * The first `limit` texts, with ties broken by the texts' facts (popular, then more read,
 * then by title): only the texts that rank at or above the last place need their facts.
 */
async function breakTies(source: SearchSource, ranked: readonly RankedText[], limit: number): Promise<RankedText[]> {
  const last = ranked[limit - 1];
  const contenders = last ? ranked.filter((text) => !rankedBefore(last, text)) : ranked;
  if (contenders.length === 0) return [];
  const facts = await source.factsOf(contenders.map((text) => text.textId));
  return sortRanked(contenders, facts).slice(0, limit);
}

/**
 * For each text, the verse to show: one with every word if there is one, else one with
 * any; in the query's script if the text has it; the earliest. A verse in the query's
 * script that the stages already fetched is taken as it is (they fetch the verses with
 * every word before the others): only the other texts' verses are searched.
 */
async function versesToShow(
  source: SearchSource,
  texts: readonly RankedText[],
  candidates: readonly CandidateRow[],
  queries: TextQueries,
  matcher: QueryMatcher,
): Promise<Map<number, VerseRow>> {
  const languages = languagesWritten(matcher.query.script);
  const fetched = fetchedVerseIds(texts, candidates, languages, matcher);
  const others = texts.map((text) => text.textId).filter((id) => !fetched.has(id));
  if (fetched.size === 0 && others.length === 0) return new Map();
  const best = others.length > 0 ? { textIds: others, any: queries.any, every: queries.every, languages } : null;
  const rows = await source.verses([...fetched.values()], best);
  return new Map(rows.map((row) => [row.textId, row]));
}

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

interface CandidateStage {
  tiers: CandidateTier[];
  /** The best score a text with every word in one place, first found in this stage, can reach. */
  bound: number;
}

const TIERS: ReadonlyArray<{ kinds: readonly SearchEntryKind[]; limit: number }> = [
  { kinds: ['title'], limit: CANDIDATE_BOUNDS.titles },
  { kinds: ['meta', 'first', 'about'], limit: CANDIDATE_BOUNDS.metadata },
  { kinds: ['verse'], limit: CANDIDATE_BOUNDS.verses },
];

/**
 * The stages, best first: entries with every word — titles, then metadata and first
 * verses, then verses — and, for a query of several words, entries with them apart.
 * `bound` is the highest score a text with every word in one place, first found in the
 * stage, can reach, given how well the words matched the vocabulary. Texts with the
 * words apart rank below all of those, so the last stage is needed only when they are
 * too few.
 */
function candidateStages(queries: TextQueries): CandidateStage[] {
  const together = TIERS.map((tier): CandidateStage => ({
    tiers: [{ ...tier, query: queries.every }],
    bound: bestScoreWithin(tier.kinds, queries.reach),
  }));
  const { apart } = queries;
  if (apart.length === 0) return together;
  const tiers = TIERS.flatMap((tier) => apart.map((query) => ({ ...tier, query })));
  return [...together, { tiers, bound: 0 }];
}

/**
 * The term queries for the words' terms. Function words (optional) are left out
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
  return {
    any: [[...new Set(searched.flat())]],
    every: searched,
    apart: searched.length === 1 ? [] : searched.length === 2 ? searched.map((group) => [group]) : pairsOf(searched),
    reach: matcher.weightedMean(
      termsPerWord.map((terms, i) => Math.max(0, ...terms.map((term) => matcher.qualities(term)[i] ?? 0))),
    ),
  };
}

/** Every pair of the word groups (what a query of those two words asks first). */
function pairsOf(groups: TermQuery): TermQuery[] {
  return groups.flatMap((first, i) => groups.slice(i + 1).map((second) => [first, second]));
}

import { setImmediate } from 'node:timers/promises';
import { asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { canViewInScripts, orderLanguages } from '@bhakti/core';
import { categories, devotionalTexts, textContents, type Executor } from '@bhakti/db';
import { parseQuery, type SearchIntent } from '@bhakti/search';
import type { Context } from '../context.js';
import type { SearchResult } from '../schemas.js';

/** What a search result says about its text (cached per text). */
type TextSummary = Omit<
  SearchResult,
  'matchedLanguage' | 'matchedTransliteration' | 'verse' | 'matchedTitle' | 'snippet' | 'highlights' | 'view'
>;

/** Asks the search engine, then fills in each hit with its text's summary, best first. */
export async function searchTexts(
  ctx: Pick<Context, 'database' | 'search' | 'cache'>,
  query: string,
): Promise<SearchResult[]> {
  const hits = await ctx.search.search(query);
  if (hits.length === 0) return [];
  const summaries = await cachedSummaries(
    ctx,
    hits.map((hit) => hit.textId),
  );
  const { intent } = parseQuery(query);
  // Each field named: spreading the summary or the hit copied every result through V8's slow path.
  return hits.flatMap((hit) => {
    const summary = summaries.get(hit.textId);
    if (!summary) return [];
    return [
      {
        id: summary.id,
        slug: summary.slug,
        title: summary.title,
        description: summary.description,
        categoryType: summary.categoryType,
        categoryName: summary.categoryName,
        availableLanguages: summary.availableLanguages,
        matchedLanguage: hit.matchedLanguage,
        matchedTransliteration: hit.matchedTransliteration,
        verse: hit.verse,
        matchedTitle: hit.matchedTitle,
        snippet: hit.snippet,
        highlights: hit.highlights,
        view: viewAskedFor(intent, summary.availableLanguages),
      },
    ];
  });
}

/**
 * The view of a text that the query's intent asks for: the language when the text has it,
 * else that language's script over the text's Devanagari content; for "meaning", that view
 * (or the text's first language but English) with the English translation beside it.
 */
export function viewAskedFor(intent: SearchIntent, available: readonly string[]): SearchResult['view'] {
  // Most queries ask for no view: nothing to work out for each of their results.
  if (!intent.language && !intent.script && !intent.meaning) return null;
  const languages = orderLanguages(available);
  const devanagari = languages.find(canViewInScripts);
  let language: string | null = null;
  let script: string | null = null;
  if (intent.language && available.includes(intent.language)) language = intent.language;
  else if (intent.script && devanagari) [language, script] = [devanagari, intent.script];
  let beside: string | null = null;
  if (intent.meaning && available.includes('en')) {
    language ??= languages.find((code) => code !== 'en') ?? null;
    if (language && language !== 'en') beside = 'en';
  }
  return language ? { language, script, beside } : null;
}

/** Texts whose summaries `readSearchSummariesInAdvance` keeps: every text's up to here (~14 MB of the read cache's 64). */
export const SUMMARIES_IN_ADVANCE = 20_000;
/** Texts read per statement in advance (PGlite runs each on the event loop). */
const SUMMARIES_PER_READ = 1_000;

/**
 * Reads texts' summaries into the read cache in id order, a statement of ids and one of their
 * summaries a turn of the event loop: distinct searches find them there from the start (under
 * distinct searches each one missing was a database read on the event loop, a seventh of the
 * server's time). A library write clears them, and they are read on demand again. Answers
 * how many texts it read.
 */
export async function readSearchSummariesInAdvance(
  ctx: Pick<Context, 'database' | 'cache'>,
  { maxTexts = SUMMARIES_IN_ADVANCE, perRead = SUMMARIES_PER_READ } = {},
): Promise<number> {
  let read = 0;
  let after = 0;
  while (read < maxTexts) {
    const limit = Math.min(perRead, maxTexts - read);
    const rows = await ctx.database.db
      .select({ id: devotionalTexts.id })
      .from(devotionalTexts)
      .where(gt(devotionalTexts.id, after))
      .orderBy(asc(devotionalTexts.id))
      .limit(limit);
    const last = rows.at(-1);
    if (!last) break;
    // Through the cache's own path: a write while they are read leaves none kept.
    await cachedSummaries(
      ctx,
      rows.map((row) => row.id),
    );
    read += rows.length;
    if (rows.length < limit) break;
    after = last.id;
    await setImmediate();
  }
  return read;
}

/** Texts' summaries change only with library writes, which clear the read cache: most come from it. */
async function cachedSummaries(
  ctx: Pick<Context, 'database' | 'cache'>,
  ids: readonly number[],
): Promise<Map<number, TextSummary>> {
  const idsByKey = new Map(ids.map((id) => [`summary:${id}`, id]));
  const cached = await ctx.cache.getMany<TextSummary>([...idsByKey.keys()], async (missing) => {
    const summaries = await readSummaries(
      ctx.database.db,
      missing.map((key) => idsByKey.get(key) ?? 0),
    );
    return new Map(summaries.map((summary) => [`summary:${summary.id}`, summary]));
  });
  return new Map([...cached.values()].map((summary) => [summary.id, summary]));
}

/**
 * These texts' summaries in one statement, their languages gathered beside them: only the
 * columns a result shows (a listing's read also parses each text's deity, names and keywords).
 */
async function readSummaries(db: Executor, ids: readonly number[]): Promise<TextSummary[]> {
  const rows = await db
    .select({
      id: devotionalTexts.id,
      slug: devotionalTexts.slug,
      title: devotionalTexts.title,
      description: devotionalTexts.description,
      categoryType: categories.type,
      categoryName: categories.name,
      languages: sql<
        string[]
      >`ARRAY(SELECT ${textContents.languageCode} FROM ${textContents} WHERE ${textContents.devotionalTextId} = ${devotionalTexts.id})`,
    })
    .from(devotionalTexts)
    .innerJoin(categories, eq(categories.id, devotionalTexts.categoryId))
    .where(inArray(devotionalTexts.id, [...ids]));
  // A cache miss of at most a page of texts: the rest pattern's cost does not matter here.
  return rows.map(({ languages, ...summary }) => ({ ...summary, availableLanguages: orderLanguages(languages) }));
}

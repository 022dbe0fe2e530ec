import { canViewInScripts, orderLanguages } from '@bhakti/core';
import { parseQuery, type SearchIntent } from '@bhakti/search';
import type { Context } from '../context.js';
import type { SearchResult, TextListItem } from '../schemas.js';
import { listTexts } from './library.js';

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
  // Each field named: a rest pattern (`{ textId, score, ...match }`) copied every hit through V8's slow path.
  return hits.flatMap((hit) => {
    const summary = summaries.get(hit.textId);
    if (!summary) return [];
    return [
      {
        ...summary,
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

/** Texts' summaries change only with library writes, which clear the read cache: most come from it. */
async function cachedSummaries(
  ctx: Pick<Context, 'database' | 'cache'>,
  ids: readonly number[],
): Promise<Map<number, TextSummary>> {
  const idsByKey = new Map(ids.map((id) => [`summary:${id}`, id]));
  const cached = await ctx.cache.getMany<TextSummary>([...idsByKey.keys()], async (missing) => {
    // Results show no first line: the contents are not read for one.
    const texts = await listTexts(
      ctx.database.db,
      { ids: missing.map((key) => idsByKey.get(key) ?? 0) },
      { firstLines: false },
    );
    return new Map(texts.map((text) => [`summary:${text.id}`, summaryOf(text)]));
  });
  return new Map([...cached.values()].map((summary) => [summary.id, summary]));
}

function summaryOf(text: TextListItem): TextSummary {
  const { id, slug, title, description, categoryType, categoryName, availableLanguages } = text;
  return { id, slug, title, description, categoryType, categoryName, availableLanguages };
}

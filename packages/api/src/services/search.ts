import type { Context } from '../context.js';
import type { SearchResult, TextListItem } from '../schemas.js';
import { listTexts } from './library.js';

/** What a search result says about its text (cached per text). */
type TextSummary = Omit<
  SearchResult,
  'matchedLanguage' | 'matchedTransliteration' | 'verse' | 'matchedTitle' | 'snippet' | 'highlights'
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
  return hits.flatMap(({ textId, score: _score, ...match }) => {
    const summary = summaries.get(textId);
    return summary ? [{ ...summary, ...match }] : [];
  });
}

/** Texts' summaries change only with library writes, which clear the read cache: most come from it. */
async function cachedSummaries(
  ctx: Pick<Context, 'database' | 'cache'>,
  ids: readonly number[],
): Promise<Map<number, TextSummary>> {
  const idsByKey = new Map(ids.map((id) => [`summary:${id}`, id]));
  const cached = await ctx.cache.getMany<TextSummary>([...idsByKey.keys()], async (missing) => {
    const texts = await listTexts(ctx.database.db, { ids: missing.map((key) => idsByKey.get(key) ?? 0) });
    return new Map(texts.map((text) => [`summary:${text.id}`, summaryOf(text)]));
  });
  return new Map([...cached.values()].map((summary) => [summary.id, summary]));
}

function summaryOf(text: TextListItem): TextSummary {
  const { id, slug, title, description, categoryType, categoryName, availableLanguages } = text;
  return { id, slug, title, description, categoryType, categoryName, availableLanguages };
}

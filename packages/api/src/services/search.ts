import { eq, inArray, sql } from 'drizzle-orm';
import { orderLanguages, type CategoryType } from '@bhakti/core';
import { categories, devotionalTexts, textContents, type Executor } from '@bhakti/db';
import type { Highlight } from '@bhakti/search';
import type { Context } from '../context.js';

interface TextSummary {
  id: number;
  slug: string;
  title: string;
  description: string | null;
  categoryType: CategoryType;
  categoryName: string;
  availableLanguages: string[];
}

export interface SearchResult extends TextSummary {
  matchedLanguage: string | null;
  matchedTransliteration: boolean;
  verse: number | null;
  snippet: string | null;
  highlights: Highlight[];
}

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
    const summaries = await textSummaries(
      ctx.database.db,
      missing.map((key) => idsByKey.get(key) ?? 0),
    );
    return new Map(summaries.map((summary) => [`summary:${summary.id}`, summary]));
  });
  return new Map([...cached.values()].map((summary) => [summary.id, summary]));
}

async function textSummaries(db: Executor, ids: readonly number[]): Promise<TextSummary[]> {
  const rows = await db
    .select({
      id: devotionalTexts.id,
      slug: devotionalTexts.slug,
      title: devotionalTexts.title,
      description: devotionalTexts.description,
      categoryType: sql<CategoryType>`${categories.type}`,
      categoryName: categories.name,
      languages: sql<string[]>`ARRAY(SELECT DISTINCT ${textContents.languageCode}::text FROM ${textContents}
        WHERE ${textContents.devotionalTextId} = ${devotionalTexts.id})`,
    })
    .from(devotionalTexts)
    .innerJoin(categories, eq(categories.id, devotionalTexts.categoryId))
    .where(inArray(devotionalTexts.id, [...ids]));
  return rows.map(({ languages, ...fields }) => ({ ...fields, availableLanguages: orderLanguages(languages) }));
}

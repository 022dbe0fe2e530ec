import { eq, inArray, sql } from 'drizzle-orm';
import { orderLanguages, type CategoryType } from '@bhakti/core';
import { categories, devotionalTexts, textContents } from '@bhakti/db';
import type { Highlight } from '@bhakti/search';
import type { Context } from '../context.js';

export interface SearchResult {
  id: number;
  slug: string;
  title: string;
  description: string | null;
  categoryType: CategoryType;
  categoryName: string;
  availableLanguages: string[];
  matchedLanguage: string | null;
  matchedTransliteration: boolean;
  verse: number | null;
  snippet: string | null;
  highlights: Highlight[];
}

/** Asks the search engine, then fills in each hit from the database, best first. */
export async function searchTexts(ctx: Pick<Context, 'database' | 'search'>, query: string): Promise<SearchResult[]> {
  const hits = await ctx.search.search(query);
  if (hits.length === 0) return [];
  const rows = await ctx.database.db
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
    .where(
      inArray(
        devotionalTexts.id,
        hits.map((hit) => hit.textId),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return hits.flatMap((hit) => {
    const row = byId.get(hit.textId);
    if (!row) return [];
    const { languages, ...fields } = row;
    const { textId: _id, score: _score, ...match } = hit;
    return [{ ...fields, availableLanguages: orderLanguages(languages), ...match }];
  });
}

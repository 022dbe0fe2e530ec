import { eq, inArray, sql } from 'drizzle-orm';
import { orderLanguages, type CategoryType } from '@bhakti/core';
import { categories, devotionalTexts, textContents } from '@bhakti/db';
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
  snippet: string | null;
}

/** Asks the search engine, then fills in each hit from the database, best first. */
export async function searchTexts(ctx: Pick<Context, 'database' | 'search'>, query: string): Promise<SearchResult[]> {
  const hits = await ctx.search.search(query);
  if (hits.length === 0) return [];
  const db = ctx.database.db;
  const ids = hits.map((hit) => hit.textId);
  const rows = await db
    .select({
      id: devotionalTexts.id,
      slug: devotionalTexts.slug,
      title: devotionalTexts.title,
      description: devotionalTexts.description,
      categoryType: sql<CategoryType>`${categories.type}`,
      categoryName: categories.name,
    })
    .from(devotionalTexts)
    .innerJoin(categories, eq(categories.id, devotionalTexts.categoryId))
    .where(inArray(devotionalTexts.id, ids));
  const languages = await db
    .selectDistinct({ textId: textContents.devotionalTextId, languageCode: textContents.languageCode })
    .from(textContents)
    .where(inArray(textContents.devotionalTextId, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return hits.flatMap((hit) => {
    const row = byId.get(hit.textId);
    if (!row) return [];
    const codes = languages.filter((l) => l.textId === hit.textId).map((l) => l.languageCode);
    return [
      { ...row, availableLanguages: orderLanguages(codes), matchedLanguage: hit.matchedLanguage, snippet: hit.snippet },
    ];
  });
}

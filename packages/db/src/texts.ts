import { eq, type SQL } from 'drizzle-orm';
import type { Executor } from './client.js';
import { categories, deities, devotionalTexts, textContents } from './schema.js';

type TextRow = typeof devotionalTexts.$inferSelect;
type ContentRow = typeof textContents.$inferSelect;

/** One language content of a text, as written. */
export type ContentRecord = Pick<ContentRow, 'languageCode' | 'content' | 'isTransliteration'>;

/**
 * A text as written: its own fields and its contents (the shape every write and revision
 * holds). Its other titles and keywords are empty when left out.
 */
export type TextRecord = Pick<
  TextRow,
  'title' | 'slug' | 'categoryId' | 'deityId' | 'description' | 'author' | 'isPopular'
> &
  Partial<Pick<TextRow, 'alternativeTitles' | 'keywords'>> & { contents: readonly ContentRecord[] };

/** Inserts a text and its contents; the caller owns the transaction and the validation. */
export async function insertText(executor: Executor, record: TextRecord): Promise<number> {
  const { contents, ...fields } = record;
  const [row] = await executor.insert(devotionalTexts).values(fields).returning({ id: devotionalTexts.id });
  if (!row) throw new Error('insert into devotional_texts returned no row');
  await executor.insert(textContents).values(contents.map((content) => ({ ...content, devotionalTextId: row.id })));
  return row.id;
}

const textWithTaxonomyColumns = {
  id: devotionalTexts.id,
  slug: devotionalTexts.slug,
  title: devotionalTexts.title,
  description: devotionalTexts.description,
  author: devotionalTexts.author,
  popularity: devotionalTexts.popularity,
  isPopular: devotionalTexts.isPopular,
  alternativeTitles: devotionalTexts.alternativeTitles,
  keywords: devotionalTexts.keywords,
  categoryId: devotionalTexts.categoryId,
  categoryName: categories.name,
  categoryType: categories.type,
  categorySlug: categories.slug,
  deityId: devotionalTexts.deityId,
  deityName: deities.name,
  deitySlug: deities.slug,
  deityImageUrl: deities.imageUrl,
  deityAliases: deities.aliases,
  updatedAt: devotionalTexts.updatedAt,
};

/**
 * Texts with their category and deity (null fields for a text without one): the one
 * query behind the library's lists and pages and the search data. Callers add the order
 * and limit they need.
 */
export function selectTextsWithTaxonomy(executor: Executor, where?: SQL) {
  return executor
    .select(textWithTaxonomyColumns)
    .from(devotionalTexts)
    .innerJoin(categories, eq(categories.id, devotionalTexts.categoryId))
    .leftJoin(deities, eq(deities.id, devotionalTexts.deityId))
    .where(where);
}

/** A row of `selectTextsWithTaxonomy`. */
export type TextWithTaxonomy = Awaited<ReturnType<typeof selectTextsWithTaxonomy>>[number];

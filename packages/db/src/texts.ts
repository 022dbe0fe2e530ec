import { eq, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Executor } from './client.js';
import type { textContents } from './schema.js';
import { categories, deities, devotionalTexts } from './schema.js';

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

/** Texts per INSERT: a part of a large import at a time, whatever the size of its contents. */
const TEXTS_PER_INSERT = 500;

/** Inserts a text and its contents; the caller owns the transaction and the validation. */
export async function insertText(executor: Executor, record: TextRecord): Promise<number> {
  const [id] = await insertTexts(executor, [record]);
  if (id === undefined) throw new Error('insert into devotional_texts returned no row');
  return id;
}

/** The rows of a JSON array as a table's rows (what they leave out is null, so columns are named). */
const jsonRows = (table: string, rows: readonly object[]) =>
  sql`json_populate_recordset(NULL::${sql.raw(table)}, ${JSON.stringify(rows)}::json)`;

const TEXT_COLUMNS = sql.raw(
  'title, slug, category_id, deity_id, description, author, is_popular, alternative_titles, keywords',
);
const CONTENT_COLUMNS = sql.raw('devotional_text_id, language_code, content, is_transliteration');

/**
 * Inserts texts and their contents, a few hundred texts per statement, each table's rows as
 * one JSON parameter (a statement a row, or a parameter a value, is what made large imports
 * slow); answers their ids in the order of `records`. The caller owns the transaction and the
 * validation (the slugs are distinct).
 */
export async function insertTexts(executor: Executor, records: readonly TextRecord[]): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < records.length; start += TEXTS_PER_INSERT) {
    const batch = records.slice(start, start + TEXTS_PER_INSERT);
    const texts = batch.map((record) => ({
      title: record.title,
      slug: record.slug,
      category_id: record.categoryId,
      deity_id: record.deityId,
      description: record.description,
      author: record.author,
      is_popular: record.isPopular,
      alternative_titles: record.alternativeTitles ?? [],
      keywords: record.keywords ?? [],
    }));
    const rows = rowsOf<{ id: number; slug: string }>(
      await executor.execute(
        sql`INSERT INTO devotional_texts (${TEXT_COLUMNS}) SELECT ${TEXT_COLUMNS} FROM ${jsonRows('devotional_texts', texts)}
            RETURNING id, slug`,
      ),
    );
    const idOfSlug = new Map(rows.map((row) => [row.slug, Number(row.id)]));
    const batchIds = batch.map(({ slug }) => {
      const id = idOfSlug.get(slug);
      if (id === undefined) throw new Error(`insert into devotional_texts returned no row for "${slug}"`);
      return id;
    });
    const contents = batch.flatMap((record, i) =>
      record.contents.map((content) => ({
        devotional_text_id: batchIds[i],
        language_code: content.languageCode,
        content: content.content,
        is_transliteration: content.isTransliteration,
      })),
    );
    if (contents.length > 0) {
      await executor.execute(
        sql`INSERT INTO text_contents (${CONTENT_COLUMNS}) SELECT ${CONTENT_COLUMNS} FROM ${jsonRows('text_contents', contents)}`,
      );
    }
    ids.push(...batchIds);
  }
  return ids;
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

import { and, asc, count, desc, eq, gt, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { orderContents, orderLanguages, type TitleLetter } from '@bhakti/core';
import {
  categories,
  deities,
  devotionalTexts,
  selectTextsWithTaxonomy,
  textContents,
  type ContentRecord,
  type Executor,
} from '@bhakti/db';
import { notFound } from '../errors.js';
import type { AdminTextListItem, Category, Deity, FullText, TextListItem } from '../schemas.js';

/** The listing order: by title, then id (the listing-order indexes, migration 0009). */
export const titleOrder = [asc(sql`lower(${devotionalTexts.title})`), asc(devotionalTexts.id)];

export async function listCategories(db: Executor): Promise<Category[]> {
  return db
    .select()
    .from(categories)
    .orderBy(asc(sql`lower(${categories.name})`), asc(categories.id));
}

export async function getCategoryBySlug(db: Executor, slug: string): Promise<Category | null> {
  const [row] = await db.select().from(categories).where(eq(categories.slug, slug));
  return row ?? null;
}

export async function getCategoryById(db: Executor, id: number): Promise<Category | null> {
  const [row] = await db.select().from(categories).where(eq(categories.id, id));
  return row ?? null;
}

export async function listDeities(db: Executor): Promise<Deity[]> {
  return db
    .select()
    .from(deities)
    .orderBy(asc(sql`lower(${deities.name})`), asc(deities.id));
}

export async function getDeity(db: Executor, by: { id: number } | { slug: string }): Promise<Deity | null> {
  const where = 'id' in by ? eq(deities.id, by.id) : eq(deities.slug, by.slug);
  const [row] = await db.select().from(deities).where(where);
  return row ?? null;
}

/** The first line that holds more than white space (a PostgreSQL regular expression). */
const FIRST_LINE_PATTERN = String.raw`[^\n]*\S[^\n]*`;

/** A content's language with its first line as `content`. */
type ContentSummary = ContentRecord & { textId: number };

/** Languages and first lines of the given texts. */
async function contentSummaries(db: Executor, textIds: number[]): Promise<Map<number, ContentSummary[]>> {
  const byText = new Map<number, ContentSummary[]>();
  if (textIds.length === 0) return byText;
  const rows = await db
    .select({
      textId: textContents.devotionalTextId,
      languageCode: textContents.languageCode,
      isTransliteration: textContents.isTransliteration,
      content: sql<string>`coalesce(btrim((regexp_match(${textContents.content}, ${FIRST_LINE_PATTERN}))[1]), '')`,
    })
    .from(textContents)
    .where(inArray(textContents.devotionalTextId, textIds));
  for (const row of rows) {
    const list = byText.get(row.textId) ?? [];
    list.push(row);
    byText.set(row.textId, list);
  }
  return byText;
}

/** A title's letter in the A–Z index (TITLE_LETTERS), in SQL: its first character lowercased, or `other`. */
export const titleLetter = sql<string>`CASE WHEN left(lower(${devotionalTexts.title}), 1) ~ '^[a-z]$' THEN left(lower(${devotionalTexts.title}), 1) ELSE 'other' END`;

export interface TextFilter {
  ids?: readonly number[];
  categoryId?: number;
  deityId?: number;
  popularOnly?: boolean;
  letter?: TitleLetter | undefined;
  /** The first ones only (a page of a listing comes from its listing order, `listing-order.ts`). */
  limit?: number;
}

/** The texts a filter picks, in listing order (popular ones by popularity). */
export async function listTexts(db: Executor, filter: TextFilter = {}): Promise<AdminTextListItem[]> {
  const conditions: SQL[] = [];
  if (filter.ids !== undefined) conditions.push(inArray(devotionalTexts.id, [...filter.ids]));
  if (filter.categoryId !== undefined) conditions.push(eq(devotionalTexts.categoryId, filter.categoryId));
  if (filter.deityId !== undefined) conditions.push(eq(devotionalTexts.deityId, filter.deityId));
  if (filter.popularOnly) conditions.push(eq(devotionalTexts.isPopular, true));
  if (filter.letter !== undefined) conditions.push(sql`${titleLetter} = ${filter.letter}`);
  const order = filter.popularOnly ? [desc(devotionalTexts.popularity), ...titleOrder] : titleOrder;
  const query = selectTextsWithTaxonomy(db, and(...conditions))
    .orderBy(...order)
    .$dynamic();
  if (filter.limit !== undefined) query.limit(filter.limit);
  const rows = await query;
  const summaries = await contentSummaries(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const contents = summaries.get(row.id) ?? [];
    return {
      id: row.id,
      slug: row.slug,
      title: row.title,
      description: row.description,
      categoryType: row.categoryType,
      categoryName: row.categoryName,
      categorySlug: row.categorySlug,
      deityId: row.deityId,
      deityName: row.deityName,
      firstLine: orderContents(contents)[0]?.content || null,
      availableLanguages: orderLanguages(contents.map((c) => c.languageCode)),
    };
  });
}

/** The public list item: the admin item without the deity fields. */
export function toPublicItem({ deityId: _id, deityName: _name, ...item }: AdminTextListItem): TextListItem {
  return item;
}

async function neighbours(db: Executor, text: { id: number; title: string; categoryId: number }) {
  const key = sql`(lower(${devotionalTexts.title}), ${devotionalTexts.id})`;
  const here = sql`(lower(${text.title}), ${text.id}::integer)`;
  const pick = { slug: devotionalTexts.slug, title: devotionalTexts.title };
  const inCategory = eq(devotionalTexts.categoryId, text.categoryId);
  const [prev] = await db
    .select(pick)
    .from(devotionalTexts)
    .where(and(inCategory, lt(key, here)))
    .orderBy(desc(sql`lower(${devotionalTexts.title})`), desc(devotionalTexts.id))
    .limit(1);
  const [next] = await db
    .select(pick)
    .from(devotionalTexts)
    .where(and(inCategory, gt(key, here)))
    .orderBy(...titleOrder)
    .limit(1);
  return { prevText: prev ?? null, nextText: next ?? null };
}

export async function getFullText(db: Executor, by: { id: number } | { slug: string }): Promise<FullText | null> {
  const where = 'id' in by ? eq(devotionalTexts.id, by.id) : eq(devotionalTexts.slug, by.slug);
  const [row] = await selectTextsWithTaxonomy(db, where);
  if (!row) return null;
  // Aliases are for search: a text's page (and the revision copied from it) does not hold them.
  const { deityAliases: _aliases, updatedAt, ...text } = row;
  const rows = await db
    .select({
      id: textContents.id,
      languageCode: textContents.languageCode,
      content: textContents.content,
      isTransliteration: textContents.isTransliteration,
    })
    .from(textContents)
    .where(eq(textContents.devotionalTextId, text.id));
  const contents = orderContents(rows);
  return {
    ...text,
    updatedAt: updatedAt.toISOString(),
    contents,
    availableLanguages: orderLanguages(contents.map((c) => c.languageCode)),
    ...(await neighbours(db, text)),
  };
}

export async function requireFullText(db: Executor, id: number): Promise<FullText> {
  const text = await getFullText(db, { id });
  if (!text) throw notFound('Text not found');
  return text;
}

/** Distinct languages that have any content. */
export async function countLanguages(db: Executor): Promise<number> {
  const [row] = await db.select({ count: count(sql`DISTINCT ${textContents.languageCode}`) }).from(textContents);
  return Number(row?.count ?? 0);
}

/** How many texts the library holds, in all and by category, deity and A–Z letter (ids and letters with none left out). */
export interface LibraryCounts {
  texts: number;
  byCategory: Array<{ id: number; count: number }>;
  byDeity: Array<{ id: number; count: number }>;
  byLetter: Array<{ letter: TitleLetter; count: number }>;
}

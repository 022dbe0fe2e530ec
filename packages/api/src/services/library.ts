import { and, asc, count, desc, eq, gt, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { orderContents, orderLanguages, type CategoryType } from '@bhakti/core';
import { categories, deities, devotionalTexts, textContents, type Executor } from '@bhakti/db';

export interface Category {
  id: number;
  name: string;
  slug: string;
  type: CategoryType;
  description: string | null;
  iconName: string | null;
}

export interface Deity {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  imageUrl: string | null;
  /** Other names devotees search by. */
  aliases: string[];
}

export interface TextListItem {
  id: number;
  slug: string;
  title: string;
  categoryType: CategoryType;
  categoryName: string;
  categorySlug: string;
  firstLine: string | null;
  description: string | null;
  availableLanguages: string[];
}

export interface AdminTextListItem extends TextListItem {
  deityId: number | null;
  deityName: string | null;
}

export interface FullText {
  id: number;
  slug: string;
  title: string;
  categoryId: number;
  categoryName: string;
  categoryType: CategoryType;
  categorySlug: string;
  deityId: number | null;
  deityName: string | null;
  deitySlug: string | null;
  deityImageUrl: string | null;
  author: string | null;
  description: string | null;
  popularity: number;
  isPopular: boolean;
  contents: Array<{ id: number; languageCode: string; content: string; isTransliteration: boolean }>;
  availableLanguages: string[];
  prevText: { slug: string; title: string } | null;
  nextText: { slug: string; title: string } | null;
}

const titleOrder = [asc(sql`lower(${devotionalTexts.title})`), asc(devotionalTexts.id)];

const categoryColumns = {
  id: categories.id,
  name: categories.name,
  slug: categories.slug,
  type: sql<CategoryType>`${categories.type}`,
  description: categories.description,
  iconName: categories.iconName,
};

export async function listCategories(db: Executor): Promise<Category[]> {
  return db
    .select(categoryColumns)
    .from(categories)
    .orderBy(asc(sql`lower(${categories.name})`), asc(categories.id));
}

export async function getCategoryBySlug(db: Executor, slug: string): Promise<Category | null> {
  const [row] = await db.select(categoryColumns).from(categories).where(eq(categories.slug, slug));
  return row ?? null;
}

export async function getCategoryById(db: Executor, id: number): Promise<Category | null> {
  const [row] = await db.select(categoryColumns).from(categories).where(eq(categories.id, id));
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

interface ContentSummary {
  textId: number;
  languageCode: string;
  isTransliteration: boolean;
  content: string;
}

/** Languages and first lines of the given texts, read without loading whole contents. */
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

export interface TextFilter {
  ids?: readonly number[];
  categoryId?: number;
  deityId?: number;
  popularOnly?: boolean;
  limit?: number;
}

export async function listTexts(db: Executor, filter: TextFilter = {}): Promise<AdminTextListItem[]> {
  const conditions: SQL[] = [];
  if (filter.ids !== undefined) conditions.push(inArray(devotionalTexts.id, [...filter.ids]));
  if (filter.categoryId !== undefined) conditions.push(eq(devotionalTexts.categoryId, filter.categoryId));
  if (filter.deityId !== undefined) conditions.push(eq(devotionalTexts.deityId, filter.deityId));
  if (filter.popularOnly) conditions.push(eq(devotionalTexts.isPopular, true));
  const order = filter.popularOnly ? [desc(devotionalTexts.popularity), ...titleOrder] : titleOrder;
  const query = db
    .select({
      id: devotionalTexts.id,
      slug: devotionalTexts.slug,
      title: devotionalTexts.title,
      description: devotionalTexts.description,
      categoryType: sql<CategoryType>`${categories.type}`,
      categoryName: categories.name,
      categorySlug: categories.slug,
      deityId: devotionalTexts.deityId,
      deityName: deities.name,
    })
    .from(devotionalTexts)
    .innerJoin(categories, eq(categories.id, devotionalTexts.categoryId))
    .leftJoin(deities, eq(deities.id, devotionalTexts.deityId))
    .where(and(...conditions))
    .orderBy(...order);
  const rows = filter.limit ? await query.limit(filter.limit) : await query;
  const summaries = await contentSummaries(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const contents = summaries.get(row.id) ?? [];
    return {
      ...row,
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
  const [text] = await db
    .select({
      id: devotionalTexts.id,
      slug: devotionalTexts.slug,
      title: devotionalTexts.title,
      categoryId: devotionalTexts.categoryId,
      categoryName: categories.name,
      categoryType: sql<CategoryType>`${categories.type}`,
      categorySlug: categories.slug,
      deityId: devotionalTexts.deityId,
      deityName: deities.name,
      deitySlug: deities.slug,
      deityImageUrl: deities.imageUrl,
      author: devotionalTexts.author,
      description: devotionalTexts.description,
      popularity: devotionalTexts.popularity,
      isPopular: devotionalTexts.isPopular,
    })
    .from(devotionalTexts)
    .innerJoin(categories, eq(categories.id, devotionalTexts.categoryId))
    .leftJoin(deities, eq(deities.id, devotionalTexts.deityId))
    .where(where);
  if (!text) return null;
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
    contents,
    availableLanguages: orderLanguages(contents.map((c) => c.languageCode)),
    ...(await neighbours(db, text)),
  };
}

/** Distinct languages that have any content. */
export async function countLanguages(db: Executor): Promise<number> {
  const [row] = await db.select({ count: count(sql`DISTINCT ${textContents.languageCode}`) }).from(textContents);
  return Number(row?.count ?? 0);
}

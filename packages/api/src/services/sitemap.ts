import { asc, between, eq, max, sql } from 'drizzle-orm';
import type { ViewContent } from '@bhakti/core';
import { categories, deities, devotionalTexts, textContents, type Executor } from '@bhakti/db';

// What the sitemap lists (ADR 030), read in pages: texts go in runs of ids, so that one child
// sitemap reads only its own texts and a text keeps its child as the library grows.

/** One run of text ids (`textsPerRun` ids from `(run - 1) * textsPerRun + 1`) that has texts, and its last change. */
export interface TextRun {
  run: number;
  lastModified: Date;
}

export interface SitemapText {
  slug: string;
  lastModified: Date;
  contents: ViewContent[];
}

export interface SitemapPage {
  slug: string;
  /** The last change of a text listed on it (null: it lists none). */
  lastModified: Date | null;
}

function checkRunSize(textsPerRun: number): void {
  if (!Number.isSafeInteger(textsPerRun) || textsPerRun < 1)
    throw new RangeError('textsPerRun must be a whole number ≥ 1');
}

/** The runs of `textsPerRun` ids that hold texts, in order, with the last change of each. */
export async function textRuns(db: Executor, textsPerRun: number): Promise<TextRun[]> {
  checkRunSize(textsPerRun);
  // Checked above: a whole number, written into the SQL so that the select and the group are one expression.
  const run = sql<number>`((${devotionalTexts.id} - 1) / ${sql.raw(String(textsPerRun))} + 1)`.mapWith(Number);
  const rows = await db
    .select({ run, lastModified: max(devotionalTexts.updatedAt) })
    .from(devotionalTexts)
    .groupBy(run)
    .orderBy(run);
  return rows.flatMap((row) => (row.lastModified ? [{ run: row.run, lastModified: row.lastModified }] : []));
}

/** The texts of one run, in id order, with the languages of their contents. */
export async function textsOfRun(db: Executor, run: number, textsPerRun: number): Promise<SitemapText[]> {
  checkRunSize(textsPerRun);
  const first = (run - 1) * textsPerRun + 1;
  const last = run * textsPerRun;
  if (!Number.isSafeInteger(first) || first < 1 || last > 2 ** 31 - 1) return [];
  const texts = await db
    .select({ id: devotionalTexts.id, slug: devotionalTexts.slug, lastModified: devotionalTexts.updatedAt })
    .from(devotionalTexts)
    .where(between(devotionalTexts.id, first, last))
    .orderBy(asc(devotionalTexts.id));
  if (texts.length === 0) return [];
  const rows = await db
    .select({
      textId: textContents.devotionalTextId,
      languageCode: textContents.languageCode,
      isTransliteration: textContents.isTransliteration,
    })
    .from(textContents)
    .where(between(textContents.devotionalTextId, first, last));
  const contents = new Map<number, ViewContent[]>();
  for (const { textId, ...content } of rows) {
    const list = contents.get(textId) ?? [];
    list.push(content);
    contents.set(textId, list);
  }
  return texts.map(({ id, ...text }) => ({ ...text, contents: contents.get(id) ?? [] }));
}

/** Categories and deities, each with the last change of its texts; and the library's last change. */
export async function sitemapTaxonomy(
  db: Executor,
): Promise<{ categories: SitemapPage[]; deities: SitemapPage[]; lastModified: Date | null }> {
  const [library] = await db.select({ lastModified: max(devotionalTexts.updatedAt) }).from(devotionalTexts);
  return {
    categories: await lastChangeOfEach(db, categories, devotionalTexts.categoryId),
    deities: await lastChangeOfEach(db, deities, devotionalTexts.deityId),
    lastModified: library?.lastModified ?? null,
  };
}

/** Each row of `table` (in id order) with the last change of the texts whose `textColumn` names it. */
function lastChangeOfEach(
  db: Executor,
  table: typeof categories | typeof deities,
  textColumn: typeof devotionalTexts.categoryId | typeof devotionalTexts.deityId,
): Promise<SitemapPage[]> {
  return db
    .select({ slug: table.slug, lastModified: max(devotionalTexts.updatedAt) })
    .from(table)
    .leftJoin(devotionalTexts, eq(textColumn, table.id))
    .groupBy(table.id)
    .orderBy(asc(table.id));
}

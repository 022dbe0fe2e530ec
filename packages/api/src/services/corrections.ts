import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { parseVerses, type HONEYPOT_FIELD } from '@bhakti/core';
import { corrections, devotionalTexts, textContents, users, type CorrectionStatus, type Executor } from '@bhakti/db';
import { badRequest, notFound } from '../errors.js';
import type { Correction, CorrectionInput } from '../schemas.js';

/** What a reader reports, as the reading page's address described the verse. */
export type CorrectionReport = Omit<CorrectionInput, 'slug' | typeof HONEYPOT_FIELD>;

/**
 * Keeps a reader's report of a mistake in one verse of the text `slug`, after checking that
 * the text has that content and the content that verse. One transaction.
 */
export async function reportCorrection(db: Executor, slug: string, report: CorrectionReport): Promise<number> {
  return db.transaction(async (tx) => {
    const [text] = await tx
      .select({ id: devotionalTexts.id })
      .from(devotionalTexts)
      .where(eq(devotionalTexts.slug, slug));
    if (!text) throw notFound('Text not found');
    const [content] = await tx
      .select({ content: textContents.content })
      .from(textContents)
      .where(
        and(
          eq(textContents.devotionalTextId, text.id),
          eq(textContents.languageCode, report.languageCode),
          eq(textContents.isTransliteration, report.isTransliteration),
        ),
      );
    if (!content) throw badRequest('languageCode', 'This text has no content in that language');
    const verses = parseVerses(content.content).length;
    if (report.verse > verses) throw badRequest('verse', `Verse must be between 1 and ${verses}`);
    const [row] = await tx
      .insert(corrections)
      .values({ devotionalTextId: text.id, ...report })
      .returning({ id: corrections.id });
    if (!row) throw new Error('insert into corrections returned no row');
    return row.id;
  });
}

/** Every report: open ones first, then newest first. */
export async function listCorrections(db: Executor): Promise<Correction[]> {
  const rows = await db
    .select({
      id: corrections.id,
      textId: corrections.devotionalTextId,
      textSlug: devotionalTexts.slug,
      textTitle: devotionalTexts.title,
      languageCode: corrections.languageCode,
      isTransliteration: corrections.isTransliteration,
      script: corrections.script,
      verse: corrections.verse,
      problem: corrections.problem,
      suggestion: corrections.suggestion,
      status: corrections.status,
      createdAt: corrections.createdAt,
      resolvedAt: corrections.resolvedAt,
      resolvedBy: users.username,
    })
    .from(corrections)
    .innerJoin(devotionalTexts, eq(devotionalTexts.id, corrections.devotionalTextId))
    .leftJoin(users, eq(users.id, corrections.resolvedBy))
    .orderBy(asc(sql`${corrections.status} <> 'open'`), desc(corrections.createdAt), desc(corrections.id));
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
  }));
}

export async function countOpenCorrections(db: Executor): Promise<number> {
  const [row] = await db.select({ open: count() }).from(corrections).where(eq(corrections.status, 'open'));
  return row?.open ?? 0;
}

/** Marks a report accepted or dismissed (or open again), noting who and when. */
export async function resolveCorrection(
  db: Executor,
  id: number,
  status: CorrectionStatus,
  by: { userId: number; at: Date },
): Promise<void> {
  const open = status === 'open';
  const updated = await db
    .update(corrections)
    .set({ status, resolvedAt: open ? null : by.at, resolvedBy: open ? null : by.userId })
    .where(eq(corrections.id, id))
    .returning({ id: corrections.id });
  if (updated.length === 0) throw notFound('Report not found');
}

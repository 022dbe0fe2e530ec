import { count, eq } from 'drizzle-orm';
import { categories, deities, devotionalTexts, type Executor } from '@bhakti/db';
import { reindexTextsWithin } from '@bhakti/search';
import { TRPCError } from '@trpc/server';
import { fieldError, notFound, rethrowConflict } from '../errors.js';
import type { CategoryInput, DeityInput } from '../schemas.js';
import { getCategoryById, getDeity, type Category, type Deity } from './library.js';

async function ensureSlugFree(
  db: Executor,
  table: typeof categories | typeof deities,
  slug: string,
  exceptId?: number,
) {
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.slug, slug));
  if (row && row.id !== exceptId) {
    const message = `The slug "${slug}" is already taken`;
    throw fieldError('CONFLICT', message, [{ path: 'slug', message }]);
  }
}

const slugRace = rethrowConflict('The slug was taken by another change at the same time; nothing was saved');

export async function createCategory(db: Executor, input: CategoryInput): Promise<Category> {
  return db
    .transaction(async (tx) => {
      await ensureSlugFree(tx, categories, input.slug);
      const [row] = await tx.insert(categories).values(input).returning({ id: categories.id });
      return (await getCategoryById(tx, row!.id))!;
    })
    .catch(slugRace);
}

export async function updateCategory(db: Executor, id: number, input: CategoryInput): Promise<Category> {
  return db
    .transaction(async (tx) => {
      if (!(await getCategoryById(tx, id))) throw notFound('Category not found');
      await ensureSlugFree(tx, categories, input.slug, id);
      await tx.update(categories).set(input).where(eq(categories.id, id));
      await reindexTextsWithin(tx, await textIdsUsing(tx, { categoryId: id }));
      return (await getCategoryById(tx, id))!;
    })
    .catch(slugRace);
}

export async function deleteCategory(db: Executor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await getCategoryById(tx, id))) throw notFound('Category not found');
    const [used] = await tx.select({ n: count() }).from(devotionalTexts).where(eq(devotionalTexts.categoryId, id));
    const texts = Number(used?.n ?? 0);
    if (texts > 0) {
      throw new TRPCError({
        code: 'CONFLICT',
        message: `This category is used by ${texts} text${texts === 1 ? '' : 's'}; move or delete them first`,
      });
    }
    await tx.delete(categories).where(eq(categories.id, id));
  });
}

/** A deity write: the form's fields, and how the image changes (kept, set, or cleared). */
export interface DeityWrite extends Omit<DeityInput, 'imageUrl'> {
  imageUrl?: string | null | undefined;
}

export async function createDeity(db: Executor, input: DeityWrite): Promise<Deity> {
  return db
    .transaction(async (tx) => {
      await ensureSlugFree(tx, deities, input.slug);
      const [row] = await tx
        .insert(deities)
        .values({ ...input, imageUrl: input.imageUrl ?? null })
        .returning({ id: deities.id });
      return (await getDeity(tx, { id: row!.id }))!;
    })
    .catch(slugRace);
}

/** `imageUrl: undefined` keeps the current image; null clears it. */
export async function updateDeity(db: Executor, id: number, input: DeityWrite): Promise<Deity> {
  return db
    .transaction(async (tx) => {
      if (!(await getDeity(tx, { id }))) throw notFound('Deity not found');
      await ensureSlugFree(tx, deities, input.slug, id);
      const { imageUrl, ...fields } = input;
      await tx
        .update(deities)
        .set(imageUrl === undefined ? fields : { ...fields, imageUrl })
        .where(eq(deities.id, id));
      await reindexTextsWithin(tx, await textIdsUsing(tx, { deityId: id }));
      return (await getDeity(tx, { id }))!;
    })
    .catch(slugRace);
}

/**
 * Texts of a deleted deity keep existing without one (the foreign key sets it null).
 * Answers those texts' ids, re-indexed without the deity.
 */
export async function deleteDeity(db: Executor, id: number): Promise<number[]> {
  return db.transaction(async (tx) => {
    const texts = await textIdsUsing(tx, { deityId: id });
    const deleted = await tx.delete(deities).where(eq(deities.id, id)).returning({ id: deities.id });
    if (deleted.length === 0) throw notFound('Deity not found');
    await reindexTextsWithin(tx, texts);
    return texts;
  });
}

/** Texts whose search data names this category or deity, to re-index when it changes. */
export async function textIdsUsing(db: Executor, by: { categoryId: number } | { deityId: number }): Promise<number[]> {
  const where =
    'categoryId' in by ? eq(devotionalTexts.categoryId, by.categoryId) : eq(devotionalTexts.deityId, by.deityId);
  const rows = await db.select({ id: devotionalTexts.id }).from(devotionalTexts).where(where);
  return rows.map((row) => row.id);
}

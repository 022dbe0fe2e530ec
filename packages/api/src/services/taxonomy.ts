import { count, eq } from 'drizzle-orm';
import { categories, deities, devotionalTexts, type Executor } from '@bhakti/db';
import { TRPCError } from '@trpc/server';
import { fieldError, notFound } from '../errors.js';
import type { Category, CategoryInput, Deity, DeityInput } from '../schemas.js';
import { getCategoryById, getDeity } from './library.js';
import { writeLibrary, type LibraryChange, type LibraryServices } from './library-write.js';

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

export function createCategory(services: LibraryServices, input: CategoryInput): Promise<Category> {
  return writeLibrary(services, async (tx) => {
    await ensureSlugFree(tx, categories, input.slug);
    const [row] = await tx.insert(categories).values(input).returning({ id: categories.id });
    return { result: (await getCategoryById(tx, row!.id))! };
  });
}

/** Changes a category; its texts are re-indexed, as their search data names it. */
export function updateCategory(services: LibraryServices, id: number, input: CategoryInput): Promise<Category> {
  return writeLibrary(services, async (tx) => {
    if (!(await getCategoryById(tx, id))) throw notFound('Category not found');
    await ensureSlugFree(tx, categories, input.slug, id);
    await tx.update(categories).set(input).where(eq(categories.id, id));
    return { result: (await getCategoryById(tx, id))!, changed: await textIdsUsing(tx, { categoryId: id }) };
  });
}

export function deleteCategory(services: LibraryServices, id: number): Promise<void> {
  return writeLibrary(services, async (tx) => {
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
    return { result: undefined };
  });
}

/** A deity write: the form's fields, and how the image changes (kept, set, or cleared). */
export interface DeityWrite extends Omit<DeityInput, 'imageUrl'> {
  imageUrl?: string | null | undefined;
}

/**
 * Creates (id null) or updates a deity inside a library write; an update re-indexes the
 * deity's texts. `imageUrl: undefined` keeps the current image (none for a new deity); null
 * clears it.
 */
export async function saveDeityWithin(
  tx: Executor,
  id: number | null,
  input: DeityWrite,
): Promise<LibraryChange<Deity>> {
  if (id !== null && !(await getDeity(tx, { id }))) throw notFound('Deity not found');
  await ensureSlugFree(tx, deities, input.slug, id ?? undefined);
  if (id === null) {
    const [row] = await tx
      .insert(deities)
      .values({ ...input, imageUrl: input.imageUrl ?? null })
      .returning({ id: deities.id });
    return { result: (await getDeity(tx, { id: row!.id }))! };
  }
  const { imageUrl, ...fields } = input;
  await tx
    .update(deities)
    .set(imageUrl === undefined ? fields : { ...fields, imageUrl })
    .where(eq(deities.id, id));
  return { result: (await getDeity(tx, { id }))!, changed: await textIdsUsing(tx, { deityId: id }) };
}

/** Texts of a deleted deity keep existing without one (the foreign key sets it null), re-indexed. */
export function deleteDeity(services: LibraryServices, id: number): Promise<void> {
  return writeLibrary(services, async (tx) => {
    const texts = await textIdsUsing(tx, { deityId: id });
    const deleted = await tx.delete(deities).where(eq(deities.id, id)).returning({ id: deities.id });
    if (deleted.length === 0) throw notFound('Deity not found');
    return { result: undefined, changed: texts };
  });
}

/** Texts whose search data names this category or deity, to re-index when it changes. */
async function textIdsUsing(db: Executor, by: { categoryId: number } | { deityId: number }): Promise<number[]> {
  const where =
    'categoryId' in by ? eq(devotionalTexts.categoryId, by.categoryId) : eq(devotionalTexts.deityId, by.deityId);
  const rows = await db.select({ id: devotionalTexts.id }).from(devotionalTexts).where(where);
  return rows.map((row) => row.id);
}

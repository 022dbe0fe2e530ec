import { inArray } from 'drizzle-orm';
import { categories, deities, devotionalTexts, insertText, type Database, type Executor } from '@bhakti/db';
import { reindexTextsWithin, type SearchEngine } from '@bhakti/search';
import { RESERVED_TEXT_SLUGS } from '@bhakti/core';
import { fieldError, formatPath, rethrowConflict, type FieldError } from '../errors.js';
import { TextInputSchema, type TextInput } from '../schemas.js';

export const MAX_BATCH_SIZE = 500;

export interface ImportedText {
  id: number;
  slug: string;
  title: string;
}

interface ValidItem {
  index: number;
  text: TextInput;
}

function validateItems(items: readonly unknown[]): { valid: ValidItem[]; errors: FieldError[] } {
  const valid: ValidItem[] = [];
  const errors: FieldError[] = [];
  items.forEach((item, index) => {
    const parsed = TextInputSchema.safeParse(item);
    if (parsed.success) valid.push({ index, text: parsed.data });
    else errors.push(...parsed.error.issues.map((i) => ({ index, path: formatPath(i.path), message: i.message })));
  });
  return { valid, errors };
}

async function existingIds(db: Executor, table: typeof categories | typeof deities, ids: number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
  return new Set(rows.map((row) => row.id));
}

/** Problems that need the database: unknown category or deity, slugs taken or repeated. */
async function referenceProblems(db: Executor, items: readonly ValidItem[]): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  const texts = items.map((item) => item.text);
  const knownCategories = await existingIds(db, categories, [...new Set(texts.map((t) => t.categoryId))]);
  const deityIds = texts.flatMap((t) => (t.deityId === null ? [] : [t.deityId]));
  const knownDeities = await existingIds(db, deities, [...new Set(deityIds)]);
  const slugs = texts.map((t) => t.slug);
  const taken = new Set(
    slugs.length === 0
      ? []
      : (
          await db
            .select({ slug: devotionalTexts.slug })
            .from(devotionalTexts)
            .where(inArray(devotionalTexts.slug, slugs))
        ).map((row) => row.slug),
  );
  const firstIndexOfSlug = new Map<string, number>();
  items.forEach(({ index, text }) => {
    if (!knownCategories.has(text.categoryId)) {
      errors.push({ index, path: 'categoryId', message: `Category ${text.categoryId} does not exist` });
    }
    if (text.deityId !== null && !knownDeities.has(text.deityId)) {
      errors.push({ index, path: 'deityId', message: `Deity ${text.deityId} does not exist` });
    }
    if (RESERVED_TEXT_SLUGS.includes(text.slug)) {
      errors.push({ index, path: 'slug', message: `The slug "${text.slug}" is reserved` });
    } else if (taken.has(text.slug)) {
      errors.push({ index, path: 'slug', message: `The slug "${text.slug}" is already taken` });
    } else if (firstIndexOfSlug.has(text.slug)) {
      const first = firstIndexOfSlug.get(text.slug);
      errors.push({ index, path: 'slug', message: `The slug "${text.slug}" is also used by item ${first}` });
    } else {
      firstIndexOfSlug.set(text.slug, index);
    }
  });
  return errors;
}

const isSlugConflict = (error: FieldError) => / is already taken$| is also used by item /.test(error.message);

/**
 * Imports texts all or nothing: every item is validated and checked against the
 * database first, then all are written in one transaction and the search engine is
 * told once it has committed.
 */
export async function importTexts(
  database: Database,
  search: SearchEngine,
  items: readonly unknown[],
): Promise<ImportedText[]> {
  const imported = await database.db
    .transaction((tx) => importTextsWithin(tx, items))
    .catch(rethrowConflict('A slug in this batch was taken while it was being imported; nothing was imported'));
  await search.textsChanged(imported.map((text) => text.id));
  return imported;
}

/**
 * The import itself, search data included, inside the caller's transaction (which must
 * tell the search engine once it has committed).
 */
export async function importTextsWithin(tx: Executor, items: readonly unknown[]): Promise<ImportedText[]> {
  if (items.length === 0)
    throw fieldError('BAD_REQUEST', 'Nothing to import', [{ path: '', message: 'The list is empty' }]);
  if (items.length > MAX_BATCH_SIZE) {
    throw fieldError('PAYLOAD_TOO_LARGE', `At most ${MAX_BATCH_SIZE} texts can be imported at once`, [
      { path: '', message: `The list has ${items.length} texts; import at most ${MAX_BATCH_SIZE} at a time` },
    ]);
  }
  const { valid, errors: shapeErrors } = validateItems(items);
  const errors = [...shapeErrors, ...(await referenceProblems(tx, valid))].sort(
    (a, b) => (a.index ?? 0) - (b.index ?? 0),
  );
  if (errors.length > 0) {
    const onlySlugs = shapeErrors.length === 0 && errors.every(isSlugConflict);
    throw fieldError(onlySlugs ? 'CONFLICT' : 'BAD_REQUEST', importFailureMessage(errors), errors);
  }
  const written: ImportedText[] = [];
  for (const { text } of valid) written.push({ id: await insertText(tx, text), slug: text.slug, title: text.title });
  await reindexTextsWithin(
    tx,
    written.map((text) => text.id),
  );
  return written;
}

function importFailureMessage(errors: FieldError[]): string {
  const items = new Set(errors.map((e) => e.index)).size;
  return `Nothing was imported: ${errors.length} problem${errors.length === 1 ? '' : 's'} in ${items} item${items === 1 ? '' : 's'}`;
}

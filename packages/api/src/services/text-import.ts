import { insertText, type Database, type Executor } from '@bhakti/db';
import { reindexTextsWithin, type SearchEngine } from '@bhakti/search';
import { fieldError, formatPath, rethrowConflict, type FieldError } from '../errors.js';
import { TextInputSchema } from '../schemas.js';
import { isSlugConflict, referenceProblems, type CheckedText } from './text-references.js';

export const MAX_BATCH_SIZE = 500;

export interface ImportedText {
  id: number;
  slug: string;
  title: string;
}

function validateItems(items: readonly unknown[]): { valid: CheckedText[]; errors: FieldError[] } {
  const valid: CheckedText[] = [];
  const errors: FieldError[] = [];
  items.forEach((item, index) => {
    const parsed = TextInputSchema.safeParse(item);
    if (parsed.success) valid.push({ index, text: parsed.data });
    else errors.push(...parsed.error.issues.map((i) => ({ index, path: formatPath(i.path), message: i.message })));
  });
  return { valid, errors };
}

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

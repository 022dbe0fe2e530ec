import { insertTexts, type Database, type Executor } from '@bhakti/db';
import type { SearchEngine } from '@bhakti/search';
import { fieldError, fieldErrorsFromIssues, type FieldError } from '../errors.js';
import { TextInputSchema, type ImportSummary } from '../schemas.js';
import { getFullText } from './library.js';
import { writeLibrary, type LibraryChange } from './library-write.js';
import { likelyDuplicates } from './likely-duplicates.js';
import { isSlugConflict, referenceProblems, takenSlugs, type CheckedText } from './text-references.js';
import { isUnchanged, replaceTextWithin } from './text-write.js';

export const MAX_BATCH_SIZE = 500;

/** What an import does with a text whose slug the library has: refuse the batch, replace the text, or keep it. */
export const EXISTING_TEXT_CHOICES = ['stop', 'update', 'skip'] as const;
export type ExistingTexts = (typeof EXISTING_TEXT_CHOICES)[number];

export interface ImportOptions {
  existing?: ExistingTexts;
  /** Who imports, for the revisions of updated texts. */
  userId?: number | null;
}

function validateItems(items: readonly unknown[]): { valid: CheckedText[]; errors: FieldError[] } {
  const valid: CheckedText[] = [];
  const errors: FieldError[] = [];
  items.forEach((item, index) => {
    const parsed = TextInputSchema.safeParse(item);
    if (parsed.success) valid.push({ index, text: parsed.data });
    else errors.push(...fieldErrorsFromIssues(parsed.error.issues, { index }));
  });
  return { valid, errors };
}

export const IMPORT_RACE = 'A slug in this batch was taken while it was being imported; nothing was imported';

/**
 * Imports texts all or nothing: every item is validated and checked against the
 * database first, then all are written in one library write.
 */
export async function importTexts(
  database: Database,
  search: SearchEngine,
  items: readonly unknown[],
  options: ImportOptions = {},
): Promise<ImportSummary> {
  if (items.length > MAX_BATCH_SIZE) {
    throw fieldError('PAYLOAD_TOO_LARGE', `At most ${MAX_BATCH_SIZE} texts can be imported at once`, [
      { path: '', message: `The list has ${items.length} texts; import at most ${MAX_BATCH_SIZE} at a time` },
    ]);
  }
  return writeLibrary({ database, search }, (tx) => importTextsWithin(tx, items, options), IMPORT_RACE);
}

/**
 * The import itself, of any number of texts (the API takes MAX_BATCH_SIZE at a time, a
 * library file any number), inside the caller's library write (which re-indexes the texts it
 * names as changed). A text whose slug exists refuses the whole batch, or (`existing`) is
 * replaced as an admin's edit replaces it, with a revision, unless nothing would change; or
 * is left as it is. New texts are inserted a few hundred per statement.
 */
export async function importTextsWithin(
  tx: Executor,
  items: readonly unknown[],
  { existing = 'stop', userId = null }: ImportOptions = {},
): Promise<LibraryChange<ImportSummary>> {
  if (items.length === 0)
    throw fieldError('BAD_REQUEST', 'Nothing to import', [{ path: '', message: 'The list is empty' }]);
  const { valid, errors: shapeErrors } = validateItems(items);
  const references = await referenceProblems(tx, valid, existing === 'stop' ? undefined : 'any');
  const errors = [...shapeErrors, ...references].sort((a, b) => (a.index ?? 0) - (b.index ?? 0));
  if (errors.length > 0) {
    const onlySlugs = shapeErrors.length === 0 && errors.every(isSlugConflict);
    throw fieldError(onlySlugs ? 'CONFLICT' : 'BAD_REQUEST', importFailureMessage(errors), errors);
  }
  const stored = await takenSlugs(
    tx,
    valid.map(({ text }) => text.slug),
  );
  const summary: ImportSummary = { texts: [], created: 0, updated: 0, skipped: 0, unchanged: 0, warnings: [] };
  const created = valid.filter(({ text }) => !stored.has(text.slug));
  const createdIds = await insertTexts(
    tx,
    created.map(({ text }) => text),
  );
  const idOfItem = new Map(created.map(({ index }, i) => [index, createdIds[i] as number]));
  summary.created = created.length;
  const written: CheckedText[] = [];
  for (const item of valid) {
    const { text } = item;
    const id = idOfItem.get(item.index) ?? (await writeStoredText(tx, text, existing, userId, summary));
    if (id === null) continue;
    summary.texts.push({ id, slug: text.slug, title: text.title });
    written.push(item);
  }
  summary.warnings = await likelyDuplicates(tx, written);
  return { result: summary, changed: summary.texts.map((text) => text.id) };
}

/**
 * A text whose slug the library has: replaced (`update`, with a revision) unless nothing would
 * change, or kept (`skip`), as counted in `summary`. Answers its id when it was written.
 */
async function writeStoredText(
  tx: Executor,
  text: CheckedText['text'],
  existing: ExistingTexts,
  userId: number | null,
  summary: ImportSummary,
): Promise<number | null> {
  if (existing === 'skip') {
    summary.skipped++;
    return null;
  }
  const before = (await getFullText(tx, { slug: text.slug }))!;
  if (isUnchanged(before, text)) {
    summary.unchanged++;
    return null;
  }
  await replaceTextWithin(tx, before, text, userId);
  summary.updated++;
  return before.id;
}

function importFailureMessage(errors: FieldError[]): string {
  const items = new Set(errors.map((e) => e.index)).size;
  return `Nothing was imported: ${errors.length} problem${errors.length === 1 ? '' : 's'} in ${items} item${items === 1 ? '' : 's'}`;
}

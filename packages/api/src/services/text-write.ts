import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { deities, devotionalTexts, insertText, textContents, type Executor, type TextRecord } from '@bhakti/db';
import { TRPCError } from '@trpc/server';
import { badRequest, fieldError, notFound } from '../errors.js';
import type { FullText, TextInput } from '../schemas.js';
import { requireFullText } from './library.js';
import { writeLibrary, type LibraryServices } from './library-write.js';
import { contentLabel, revisionAsInput, saveRevision } from './revisions.js';
import { isSlugConflict, referenceProblems } from './text-references.js';

/** The languages a save wrote from AI output (ADR 020), for its revision. */
const machineGeneratedLabels = (input: TextInput) => input.contents.filter((c) => c.machineGenerated).map(contentLabel);

/** The input as stored: the machine-produced mark is recorded in the revision, never on the content. */
const withoutMarks = (input: TextInput): TextInput => ({
  ...input,
  contents: input.contents.map(({ languageCode, content, isTransliteration }) => ({
    languageCode,
    content,
    isTransliteration,
  })),
});

/** Refuses a text whose category or deity is unknown or whose slug is reserved or taken. */
async function checkReferences(db: Executor, input: TextInput, exceptTextId?: number) {
  const [problem] = await referenceProblems(db, [{ index: 0, text: input }], exceptTextId);
  if (!problem) return;
  const { path, message } = problem;
  throw fieldError(isSlugConflict(problem) ? 'CONFLICT' : 'BAD_REQUEST', message, [{ path, message }]);
}

/** Writes the contents of a replaced text: same (language, transliteration) keeps its row id. */
async function replaceContents(db: Executor, textId: number, contents: TextInput['contents']) {
  const existing = await db
    .select({
      id: textContents.id,
      languageCode: textContents.languageCode,
      isTransliteration: textContents.isTransliteration,
    })
    .from(textContents)
    .where(eq(textContents.devotionalTextId, textId));
  const keyOf = (c: { languageCode: string; isTransliteration: boolean }) => `${c.languageCode}:${c.isTransliteration}`;
  const byKey = new Map(existing.map((row) => [keyOf(row), row.id]));
  const keptIds = contents.map((c) => byKey.get(keyOf(c))).filter((id): id is number => id !== undefined);
  await db
    .delete(textContents)
    .where(
      and(eq(textContents.devotionalTextId, textId), keptIds.length ? notInArray(textContents.id, keptIds) : undefined),
    );
  for (const content of contents) {
    const id = byKey.get(keyOf(content));
    if (id === undefined) await db.insert(textContents).values({ ...content, devotionalTextId: textId });
    else await db.update(textContents).set({ content: content.content }).where(eq(textContents.id, id));
  }
}

async function writeFields(db: Executor, id: number, input: TextInput) {
  const { contents, ...fields } = input;
  await db
    .update(devotionalTexts)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(devotionalTexts.id, id));
  await replaceContents(db, id, contents);
}

/**
 * Replaces a text inside the caller's transaction, keeping `before` as an 'update' revision:
 * an admin's edit, and an import that updates existing texts. The caller reindexes.
 */
export async function replaceTextWithin(db: Executor, before: FullText, input: TextInput, userId: number | null) {
  await saveRevision(db, before, 'update', userId, machineGeneratedLabels(input));
  await writeFields(db, before.id, withoutMarks(input));
}

/** What a save stores, contents in a fixed order: equal for a save that would change nothing. */
const storedForm = ({
  title,
  slug,
  categoryId,
  deityId,
  description,
  author,
  isPopular,
  alternativeTitles = [],
  keywords = [],
  contents,
}: TextRecord) =>
  JSON.stringify([
    title,
    slug,
    categoryId,
    deityId,
    description,
    author,
    isPopular,
    alternativeTitles,
    keywords,
    contents.map((c) => [contentLabel(c), c.content] as const).sort(([a], [b]) => a.localeCompare(b)),
  ]);

/** Whether saving `input` over the stored text would change nothing (the order of contents aside). */
export const isUnchanged = (stored: FullText, input: TextInput): boolean => storedForm(stored) === storedForm(input);

/**
 * Creates one text (the single-text import). A text created with AI output keeps its first
 * version as a 'created' revision, so that the history says which languages came from a model.
 */
export function createText(services: LibraryServices, input: TextInput, userId: number | null): Promise<FullText> {
  const machineGenerated = machineGeneratedLabels(input);
  return writeLibrary(services, async (tx) => {
    await checkReferences(tx, input);
    const created = await requireFullText(tx, await insertText(tx, withoutMarks(input)));
    if (machineGenerated.length > 0) await saveRevision(tx, created, 'created', userId, machineGenerated);
    return { result: created, changed: [created.id] };
  });
}

/**
 * A change to one existing text in a library write: `change` sees the text as it was; the
 * answer is the text as it is after.
 */
function changeText(
  services: LibraryServices,
  textId: number,
  change: (tx: Executor, before: FullText) => Promise<void>,
): Promise<FullText> {
  return writeLibrary(services, async (tx) => {
    await change(tx, await requireFullText(tx, textId));
    return { result: await requireFullText(tx, textId), changed: [textId] };
  });
}

/** Replaces a text, contents included, keeping the previous version as a revision. */
export function updateText(services: LibraryServices, id: number, input: TextInput, userId: number | null) {
  return changeText(services, id, async (tx, before) => {
    await checkReferences(tx, input, id);
    await replaceTextWithin(tx, before, input, userId);
  });
}

export function deleteText(services: LibraryServices, id: number): Promise<void> {
  return writeLibrary(services, async (tx) => {
    const deleted = await tx
      .delete(devotionalTexts)
      .where(eq(devotionalTexts.id, id))
      .returning({ id: devotionalTexts.id });
    if (deleted.length === 0) throw notFound('Text not found');
    return { result: undefined, removed: [id] };
  });
}

/** Deletes one language content; the last one cannot go. */
export function deleteContent(services: LibraryServices, textId: number, contentId: number, userId: number | null) {
  return changeText(services, textId, async (tx, before) => {
    if (!before.contents.some((c) => c.id === contentId)) throw notFound('Content not found for this text');
    if (before.contents.length === 1) {
      throw badRequest('contentId', 'At least one language content is required');
    }
    await saveRevision(tx, before, 'content-deleted', userId);
    await tx.delete(textContents).where(and(eq(textContents.id, contentId), eq(textContents.devotionalTextId, textId)));
  });
}

/** Puts a saved version back; the version it replaces becomes a revision too. */
export function restoreRevision(
  services: LibraryServices,
  textId: number,
  revisionId: number,
  userId: number | null,
): Promise<FullText> {
  return writeLibrary(services, async (tx) => {
    const input = await revisionAsInput(tx, textId, revisionId);
    const before = await requireFullText(tx, textId);
    const restored = { ...input, deityId: await existingDeity(tx, input.deityId) };
    await checkReferences(tx, restored, textId).catch((error: unknown) => {
      if (error instanceof TRPCError && error.code === 'CONFLICT') throw error;
      throw new TRPCError({ code: 'CONFLICT', message: 'This version refers to a category that no longer exists' });
    });
    await saveRevision(tx, before, 'restore', userId);
    await writeFields(tx, textId, restored);
    return { result: await requireFullText(tx, textId), changed: [textId] };
  });
}

/** A deity deleted since the version was saved is restored as none. */
async function existingDeity(db: Executor, deityId: number | null): Promise<number | null> {
  if (deityId === null) return null;
  const [row] = await db
    .select({ id: deities.id })
    .from(deities)
    .where(inArray(deities.id, [deityId]));
  return row?.id ?? null;
}

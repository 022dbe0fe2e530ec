import { and, desc, eq, inArray, lt, notInArray } from 'drizzle-orm';
import {
  deities,
  devotionalTexts,
  textContents,
  textRevisions,
  type Database,
  insertText,
  type Executor,
  type TextRecord,
} from '@bhakti/db';
import { reindexTextsWithin, type SearchEngine } from '@bhakti/search';
import { TRPCError } from '@trpc/server';
import { badRequest, fieldError, notFound, rethrowConflict } from '../errors.js';
import type { TextInput } from '../schemas.js';
import { getFullText, type FullText } from './library.js';
import { isSlugConflict, referenceProblems } from './text-references.js';

/** How many earlier versions of each text are kept (docs/security.md asks for at least 25). */
export const KEPT_REVISIONS = 50;

export type RevisionReason = 'update' | 'content-deleted' | 'restore' | 'created';

type ContentKey = { languageCode: string; isTransliteration: boolean };
const contentLabel = (c: ContentKey) => (c.isTransliteration ? `${c.languageCode} (transliteration)` : c.languageCode);

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

async function requireText(db: Executor, id: number): Promise<FullText> {
  const text = await getFullText(db, { id });
  if (!text) throw notFound('Text not found');
  return text;
}

/**
 * The text as it was, saved before a change, with the oldest revisions beyond the kept number
 * pruned. `machineGenerated` names the languages that change saved from AI output.
 */
async function saveRevision(
  db: Executor,
  text: FullText,
  reason: RevisionReason,
  userId: number | null,
  machineGenerated: string[] = [],
) {
  const { prevText: _p, nextText: _n, popularity: _pop, ...version } = text;
  const snapshot = machineGenerated.length > 0 ? { ...version, machineGenerated } : version;
  await db.insert(textRevisions).values({ devotionalTextId: text.id, snapshot, reason, userId });
  const kept = await db
    .select({ id: textRevisions.id })
    .from(textRevisions)
    .where(eq(textRevisions.devotionalTextId, text.id))
    .orderBy(desc(textRevisions.id))
    .limit(1)
    .offset(KEPT_REVISIONS - 1);
  const oldestKept = kept[0]?.id;
  if (oldestKept !== undefined) {
    await db
      .delete(textRevisions)
      .where(and(eq(textRevisions.devotionalTextId, text.id), lt(textRevisions.id, oldestKept)));
  }
}

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
const storedForm = ({ title, slug, categoryId, deityId, description, author, isPopular, contents }: TextRecord) =>
  JSON.stringify([
    title,
    slug,
    categoryId,
    deityId,
    description,
    author,
    isPopular,
    contents.map((c) => [contentLabel(c), c.content] as const).sort(([a], [b]) => a.localeCompare(b)),
  ]);

/** Whether saving `input` over the stored text would change nothing (the order of contents aside). */
export const isUnchanged = (stored: FullText, input: TextInput): boolean => storedForm(stored) === storedForm(input);

const slugRace = rethrowConflict('The slug was taken by another change at the same time; nothing was saved');

/**
 * Creates one text (the single-text import). A text created with AI output keeps its first
 * version as a 'created' revision, so that the history says which languages came from a model.
 */
export async function createText(
  database: Database,
  search: SearchEngine,
  input: TextInput,
  userId: number | null = null,
): Promise<FullText> {
  const machineGenerated = machineGeneratedLabels(input);
  const text = await database.db
    .transaction(async (tx) => {
      await checkReferences(tx, input);
      const created = await requireText(tx, await insertText(tx, withoutMarks(input)));
      if (machineGenerated.length > 0) await saveRevision(tx, created, 'created', userId, machineGenerated);
      await reindexTextsWithin(tx, [created.id]);
      return created;
    })
    .catch(slugRace);
  await search.textsChanged([text.id]);
  return text;
}

/** Replaces a text, contents included, keeping the previous version as a revision. */
export async function updateText(
  database: Database,
  search: SearchEngine,
  id: number,
  input: TextInput,
  userId: number | null,
): Promise<FullText> {
  const text = await database.db
    .transaction(async (tx) => {
      const before = await requireText(tx, id);
      await checkReferences(tx, input, id);
      await replaceTextWithin(tx, before, input, userId);
      await reindexTextsWithin(tx, [id]);
      return requireText(tx, id);
    })
    .catch(slugRace);
  await search.textsChanged([id]);
  return text;
}

export async function deleteText(database: Database, search: SearchEngine, id: number): Promise<void> {
  await database.db.transaction(async (tx) => {
    const deleted = await tx
      .delete(devotionalTexts)
      .where(eq(devotionalTexts.id, id))
      .returning({ id: devotionalTexts.id });
    if (deleted.length === 0) throw notFound('Text not found');
    await reindexTextsWithin(tx, [id]);
  });
  await search.textsRemoved([id]);
}

/** Deletes one language content; the last one cannot go. */
export async function deleteContent(
  database: Database,
  search: SearchEngine,
  textId: number,
  contentId: number,
  userId: number | null,
): Promise<FullText> {
  const text = await database.db.transaction(async (tx) => {
    const before = await requireText(tx, textId);
    if (!before.contents.some((c) => c.id === contentId)) throw notFound('Content not found for this text');
    if (before.contents.length === 1) {
      throw badRequest('contentId', 'At least one language content is required');
    }
    await saveRevision(tx, before, 'content-deleted', userId);
    await tx.delete(textContents).where(and(eq(textContents.id, contentId), eq(textContents.devotionalTextId, textId)));
    await reindexTextsWithin(tx, [textId]);
    return requireText(tx, textId);
  });
  await search.textsChanged([textId]);
  return text;
}

export interface RevisionSummary {
  id: number;
  reason: string;
  createdAt: string;
  title: string;
  languages: string[];
  /** The languages the change that kept this revision saved from AI output. */
  machineGenerated: string[];
}

/** A revision's copy of a text as it was, with the languages its change took from AI output. */
interface Snapshot extends TextRecord {
  machineGenerated?: string[];
}

export async function listRevisions(db: Executor, textId: number): Promise<RevisionSummary[]> {
  await requireText(db, textId);
  const rows = await db
    .select({
      id: textRevisions.id,
      reason: textRevisions.reason,
      createdAt: textRevisions.createdAt,
      snapshot: textRevisions.snapshot,
    })
    .from(textRevisions)
    .where(eq(textRevisions.devotionalTextId, textId))
    .orderBy(desc(textRevisions.id));
  return rows.map((row) => {
    const snapshot = row.snapshot as Snapshot;
    return {
      id: row.id,
      reason: row.reason,
      createdAt: row.createdAt.toISOString(),
      title: snapshot.title,
      languages: snapshot.contents.map(contentLabel),
      machineGenerated: snapshot.machineGenerated ?? [],
    };
  });
}

/** Puts a saved version back; the version it replaces becomes a revision too. */
export async function restoreRevision(
  database: Database,
  search: SearchEngine,
  textId: number,
  revisionId: number,
  userId: number | null,
): Promise<FullText> {
  const text = await database.db
    .transaction(async (tx) => {
      const [revision] = await tx
        .select({ snapshot: textRevisions.snapshot })
        .from(textRevisions)
        .where(and(eq(textRevisions.id, revisionId), eq(textRevisions.devotionalTextId, textId)));
      if (!revision) throw notFound('Revision not found for this text');
      const before = await requireText(tx, textId);
      const snapshot = revision.snapshot as Snapshot;
      const input: TextInput = {
        title: snapshot.title,
        slug: snapshot.slug,
        categoryId: snapshot.categoryId,
        deityId: snapshot.deityId,
        description: snapshot.description,
        author: snapshot.author,
        isPopular: snapshot.isPopular,
        contents: snapshot.contents.map(({ languageCode, content, isTransliteration }) => ({
          languageCode: languageCode as TextInput['contents'][number]['languageCode'],
          content,
          isTransliteration,
        })),
      };
      const restored = { ...input, deityId: await existingDeity(tx, input.deityId) };
      await checkReferences(tx, restored, textId).catch((error: unknown) => {
        if (error instanceof TRPCError && error.code === 'CONFLICT') throw error;
        throw new TRPCError({ code: 'CONFLICT', message: 'This version refers to a category that no longer exists' });
      });
      await saveRevision(tx, before, 'restore', userId);
      await writeFields(tx, textId, restored);
      await reindexTextsWithin(tx, [textId]);
      return requireText(tx, textId);
    })
    .catch(slugRace);
  await search.textsChanged([textId]);
  return text;
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

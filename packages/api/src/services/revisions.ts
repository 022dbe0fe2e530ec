import { and, desc, eq, lt } from 'drizzle-orm';
import { z } from 'zod';
import { textRevisions, type ContentRecord, type Executor } from '@bhakti/db';
import { notFound } from '../errors.js';
import { LanguageCodeSchema, type FullText, type RevisionSummary, type TextInput } from '../schemas.js';
import { requireFullText } from './library.js';

/** How many earlier versions of each text are kept (docs/security.md asks for at least 25). */
export const KEPT_REVISIONS = 50;

export type RevisionReason = 'update' | 'content-deleted' | 'restore' | 'created';

/**
 * A revision's copy of a text as it was (a full text as the page showed it; these are the
 * fields read back), with the languages its change took from AI output: the languages of the
 * next version, except in a 'created' revision (see writtenByAi).
 */
const SnapshotSchema = z.object({
  title: z.string(),
  slug: z.string(),
  categoryId: z.number().int(),
  deityId: z.number().int().nullable(),
  description: z.string().nullable(),
  author: z.string().nullable(),
  isPopular: z.boolean(),
  /** Absent from versions saved before texts had them. */
  alternativeTitles: z.array(z.string()).default([]),
  keywords: z.array(z.string()).default([]),
  contents: z.array(
    z.object({ languageCode: LanguageCodeSchema, content: z.string(), isTransliteration: z.boolean() }),
  ),
  machineGenerated: z.array(z.string()).optional(),
});
type Snapshot = z.infer<typeof SnapshotSchema>;

/** How a revision names one content: its language, and whether it is the transliteration. */
export const contentLabel = (c: Pick<ContentRecord, 'languageCode' | 'isTransliteration'>) =>
  c.isTransliteration ? `${c.languageCode} (transliteration)` : c.languageCode;

/**
 * Keeps the text as it was before a change, pruning the oldest revisions beyond the kept
 * number. `machineGenerated` names the languages that change saved from AI output.
 */
export async function saveRevision(
  db: Executor,
  text: FullText,
  reason: RevisionReason,
  userId: number | null,
  machineGenerated: string[] = [],
) {
  const { prevText: _p, nextText: _n, popularity: _pop, updatedAt: _u, ...version } = text;
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

export async function listRevisions(db: Executor, textId: number): Promise<RevisionSummary[]> {
  await requireFullText(db, textId);
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
  const snapshots = rows.map((row) => SnapshotSchema.parse(row.snapshot));
  return rows.map((row, i) => {
    const snapshot = snapshots[i]!;
    return {
      id: row.id,
      reason: row.reason,
      createdAt: row.createdAt.toISOString(),
      title: snapshot.title,
      languages: snapshot.contents.map(contentLabel),
      machineGenerated: writtenByAi(row.reason, snapshot, snapshots[i + 1]),
    };
  });
}

/**
 * The languages of a revision's version that came from AI output. A revision keeps the text
 * as it was before a change and records what that change took from AI, so the languages of
 * its own version are those recorded by the revision before it (the change that wrote the
 * version), or its own for a 'created' revision, which keeps the version its change wrote.
 * A version older than every kept revision has none known.
 */
function writtenByAi(reason: string, snapshot: Snapshot, older: Snapshot | undefined): string[] {
  const writer = reason === 'created' ? snapshot : older;
  return writer?.machineGenerated ?? [];
}

/** A saved version of a text as the input that writes it back. */
export async function revisionAsInput(db: Executor, textId: number, revisionId: number): Promise<TextInput> {
  const [revision] = await db
    .select({ snapshot: textRevisions.snapshot })
    .from(textRevisions)
    .where(and(eq(textRevisions.id, revisionId), eq(textRevisions.devotionalTextId, textId)));
  if (!revision) throw notFound('Revision not found for this text');
  const { machineGenerated: _labels, ...input }: Snapshot = SnapshotSchema.parse(revision.snapshot);
  return input;
}

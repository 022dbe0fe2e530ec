import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { firstLine, searchKey } from '@bhakti/core';
import { devotionalTexts, textContents, type Executor } from '@bhakti/db';
import type { ImportWarning } from '../schemas.js';
import type { CheckedText } from './text-references.js';

interface Keyed {
  slug: string;
  title: string;
  contents: ReadonlyArray<{ content: string; isTransliteration: boolean }>;
}

type Reason = 'title' | 'first line';

/** The end of a verse line's first half: a danda, a double danda or a bar. */
const HALF_LINE_END = /[।॥|]/;

/**
 * The keys that two copies of one text share, however differently they are titled: the
 * title's search key, and for each original (not transliterated) content the search key of
 * its opening: the first line up to the first danda, since copies break the first verse
 * differently ("ॐ सह नाववतु ।" against "ॐ सह नाववतु । सह नौभुनक्तु ।"). An opening of one
 * word ("ॐ", a verse number) says nothing and is left out.
 */
function duplicateKeys(text: Keyed): Map<string, Reason> {
  const keys = new Map<string, Reason>();
  const title = searchKey(text.title);
  if (title !== '') keys.set(`title:${title}`, 'title');
  for (const { content, isTransliteration } of text.contents) {
    if (isTransliteration) continue;
    const opening = openingKey(content);
    if (opening?.includes(' ')) keys.set(`line:${opening}`, 'first line');
  }
  return keys;
}

/** The search key of the first line's first half that has one (the halves after it are not keyed). */
function openingKey(content: string): string | undefined {
  for (const half of (firstLine(content) ?? '').split(HALF_LINE_END)) {
    const key = searchKey(half);
    if (key !== '') return key;
  }
  return undefined;
}

/** Texts read per statement: a large library is not held in one result. */
const TEXTS_PER_READ = 5000;

/** Every text's title and the start of each original content (the first line is in it), in id order, a part at a time. */
async function* libraryTexts(db: Executor): AsyncGenerator<Keyed[]> {
  for (let after = 0; ;) {
    const texts = await db
      .select({ id: devotionalTexts.id, slug: devotionalTexts.slug, title: devotionalTexts.title })
      .from(devotionalTexts)
      .where(gt(devotionalTexts.id, after))
      .orderBy(devotionalTexts.id)
      .limit(TEXTS_PER_READ);
    const last = texts.at(-1)?.id;
    if (last === undefined) return;
    const contents = await db
      .select({
        textId: textContents.devotionalTextId,
        content: sql<string>`left(${textContents.content}, 2000)`,
        isTransliteration: textContents.isTransliteration,
      })
      .from(textContents)
      .where(
        and(
          eq(textContents.isTransliteration, false),
          gt(textContents.devotionalTextId, after),
          lte(textContents.devotionalTextId, last),
        ),
      );
    const byText = new Map<number, typeof contents>();
    for (const content of contents) byText.set(content.textId, [...(byText.get(content.textId) ?? []), content]);
    yield texts.map((text) => ({ ...text, contents: byText.get(text.id) ?? [] }));
    after = last;
  }
}

/**
 * Others named per text: where many texts open alike (a refrain, a generated library) a
 * warning per pair would bury the import's answer — and its memory — under millions of them.
 */
export const NAMED_DUPLICATES = 3;

/**
 * Warnings for the texts an import wrote (run after the writes, in its transaction): each one
 * whose title or opening key is another text's under another slug, that text stored or
 * written by the same import. A pair of written texts is reported once, at the later item.
 * A text names at most NAMED_DUPLICATES others; one more warning counts the rest.
 */
export async function likelyDuplicates(db: Executor, written: readonly CheckedText[]): Promise<ImportWarning[]> {
  if (written.length === 0) return [];
  const writtenAt = new Map(written.map(({ index, text }) => [text.slug, index]));
  // A written text is stored as given: its keys are those of the input.
  const writtenKeys = new Map(written.map(({ text }) => [text.slug, duplicateKeys(text)]));
  const slugsByKey = new Map<string, string[]>();
  for await (const texts of libraryTexts(db)) {
    for (const text of texts) {
      for (const key of (writtenKeys.get(text.slug) ?? duplicateKeys(text)).keys()) {
        const slugs = slugsByKey.get(key);
        if (slugs) slugs.push(text.slug);
        else slugsByKey.set(key, [text.slug]);
      }
    }
  }
  return written.flatMap(({ index, text }) => {
    const reasons = new Map<string, Set<Reason>>();
    for (const [key, reason] of writtenKeys.get(text.slug) ?? []) {
      for (const other of slugsByKey.get(key) ?? []) {
        if (other === text.slug || (writtenAt.get(other) ?? -1) > index) continue;
        reasons.set(other, (reasons.get(other) ?? new Set()).add(reason));
      }
    }
    return warningsOf(index, text.slug, reasons, writtenAt);
  });
}

function warningsOf(
  index: number,
  slug: string,
  reasons: ReadonlyMap<string, ReadonlySet<Reason>>,
  writtenAt: ReadonlyMap<string, number>,
): ImportWarning[] {
  const warnings = [...reasons].slice(0, NAMED_DUPLICATES).map(([other, why]) => {
    const where = writtenAt.has(other) ? ', also in this import' : '';
    return { index, slug, message: `Likely a duplicate of "${other}"${where}: the same ${[...why].join(' and ')}` };
  });
  const unnamed = reasons.size - warnings.length;
  if (unnamed > 0) {
    const others = `${unnamed} other text${unnamed === 1 ? '' : 's'}`;
    warnings.push({ index, slug, message: `Likely a duplicate of ${others} too, with the same title or first line` });
  }
  return warnings;
}

import { eq, sql } from 'drizzle-orm';
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
    const halves = (firstLine(content) ?? '').split(HALF_LINE_END).map(searchKey);
    const opening = halves.find((key) => key !== '');
    if (opening?.includes(' ')) keys.set(`line:${opening}`, 'first line');
  }
  return keys;
}

/** Every text's title and the start of each original content (the first line is in it). */
async function libraryTexts(db: Executor): Promise<Keyed[]> {
  const texts = await db
    .select({ id: devotionalTexts.id, slug: devotionalTexts.slug, title: devotionalTexts.title })
    .from(devotionalTexts)
    .orderBy(devotionalTexts.id);
  const contents = await db
    .select({
      textId: textContents.devotionalTextId,
      content: sql<string>`left(${textContents.content}, 2000)`,
      isTransliteration: textContents.isTransliteration,
    })
    .from(textContents)
    .where(eq(textContents.isTransliteration, false));
  const byText = new Map<number, typeof contents>();
  for (const content of contents) byText.set(content.textId, [...(byText.get(content.textId) ?? []), content]);
  return texts.map((text) => ({ ...text, contents: byText.get(text.id) ?? [] }));
}

/**
 * Warnings for the texts an import wrote (run after the writes, in its transaction): each one
 * whose title or opening key is another text's under another slug, that text stored or
 * written by the same import. A pair of written texts is reported once, at the later item.
 */
export async function likelyDuplicates(db: Executor, written: readonly CheckedText[]): Promise<ImportWarning[]> {
  if (written.length === 0) return [];
  const writtenAt = new Map(written.map(({ index, text }) => [text.slug, index]));
  const slugsByKey = new Map<string, string[]>();
  for (const text of await libraryTexts(db)) {
    for (const key of duplicateKeys(text).keys()) slugsByKey.set(key, [...(slugsByKey.get(key) ?? []), text.slug]);
  }
  const warnings: ImportWarning[] = [];
  for (const { index, text } of written) {
    const reasons = new Map<string, Set<Reason>>();
    for (const [key, reason] of duplicateKeys(text)) {
      for (const other of slugsByKey.get(key) ?? []) {
        if (other === text.slug || (writtenAt.get(other) ?? -1) > index) continue;
        reasons.set(other, (reasons.get(other) ?? new Set()).add(reason));
      }
    }
    for (const [other, why] of reasons) {
      const where = writtenAt.has(other) ? ', also in this import' : '';
      const message = `Likely a duplicate of "${other}"${where}: the same ${[...why].join(' and ')}`;
      warnings.push({ index, slug: text.slug, message });
    }
  }
  return warnings;
}

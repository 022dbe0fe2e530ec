import { and, inArray, ne } from 'drizzle-orm';
import { RESERVED_TEXT_SLUGS } from '@bhakti/core';
import { categories, deities, devotionalTexts, type Executor } from '@bhakti/db';
import type { FieldError } from '../errors.js';
import type { TextInput } from '../schemas.js';

/** A text to write, with its place in the request (0 for a single text). */
export interface CheckedText {
  index: number;
  text: TextInput;
}

/** Values per `IN (...)` list: a library file's texts may be more than a statement takes parameters (65,535). */
const VALUES_PER_LOOKUP = 10_000;

/** The values `find` finds, asked a list at a time. */
async function findInChunks<T>(values: readonly T[], find: (chunk: T[]) => Promise<T[]>): Promise<Set<T>> {
  const found = new Set<T>();
  for (let start = 0; start < values.length; start += VALUES_PER_LOOKUP) {
    for (const value of await find(values.slice(start, start + VALUES_PER_LOOKUP))) found.add(value);
  }
  return found;
}

function existingIds(db: Executor, table: typeof categories | typeof deities, ids: number[]) {
  return findInChunks(ids, async (chunk) =>
    (await db.select({ id: table.id }).from(table).where(inArray(table.id, chunk))).map((row) => row.id),
  );
}

/** Which of these slugs texts have (`exceptTextId`: texts other than that one). */
export function takenSlugs(db: Executor, slugs: string[], exceptTextId?: number): Promise<Set<string>> {
  const others = exceptTextId === undefined ? undefined : ne(devotionalTexts.id, exceptTextId);
  return findInChunks(slugs, async (chunk) => {
    const rows = await db
      .select({ slug: devotionalTexts.slug })
      .from(devotionalTexts)
      .where(and(inArray(devotionalTexts.slug, chunk), others));
    return rows.map((row) => row.slug);
  });
}

/**
 * What the database says against writing these texts: an unknown category or deity, a
 * reserved slug, a slug another text has (`exceptTextId`: the text being replaced; `'any'`:
 * every text, as an import that updates or skips existing texts replaces or keeps them) or
 * an earlier item of the same request has. In item order, category before deity before slug.
 */
export async function referenceProblems(
  db: Executor,
  items: readonly CheckedText[],
  exceptTextId?: number | 'any',
): Promise<FieldError[]> {
  const texts = items.map((item) => item.text);
  const knownCategories = await existingIds(db, categories, [...new Set(texts.map((t) => t.categoryId))]);
  const deityIds = texts.flatMap((t) => (t.deityId === null ? [] : [t.deityId]));
  const knownDeities = await existingIds(db, deities, [...new Set(deityIds)]);
  const taken =
    exceptTextId === 'any'
      ? new Set<string>()
      : await takenSlugs(
          db,
          texts.map((t) => t.slug),
          exceptTextId,
        );
  const errors: FieldError[] = [];
  const firstIndexOfSlug = new Map<string, number>();
  for (const { index, text } of items) {
    if (!knownCategories.has(text.categoryId)) {
      errors.push({ index, path: 'categoryId', message: `Category ${text.categoryId} does not exist` });
    }
    if (text.deityId !== null && !knownDeities.has(text.deityId)) {
      errors.push({ index, path: 'deityId', message: `Deity ${text.deityId} does not exist` });
    }
    if (RESERVED_TEXT_SLUGS.includes(text.slug)) {
      errors.push({ index, path: 'slug', message: `The slug "${text.slug}" is reserved` });
    } else if (taken.has(text.slug)) {
      errors.push({ index, path: 'slug', message: `The slug "${text.slug}" is already taken`, conflict: true });
    } else if (firstIndexOfSlug.has(text.slug)) {
      const first = firstIndexOfSlug.get(text.slug);
      const message = `The slug "${text.slug}" is also used by item ${first}`;
      errors.push({ index, path: 'slug', message, conflict: true });
    } else {
      firstIndexOfSlug.set(text.slug, index);
    }
  }
  return errors;
}

/** A problem that another text holding the slug causes (409 rather than 400). */
export const isSlugConflict = (error: FieldError) => error.conflict === true;

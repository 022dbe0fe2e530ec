import { sql } from 'drizzle-orm';
import type { TitleLetter } from '@bhakti/core';
import { devotionalTexts, type Executor } from '@bhakti/db';
import { titleLetter, titleOrder, type LibraryCounts } from './library.js';

/**
 * Every text in listing order (title, then id) with what listings pick by, column by column.
 * Read once per library change and kept in the read cache: a page at any depth is then a
 * slice of it and a read of its texts by id, where an SQL offset reads every index entry
 * before it (the last page of 100,000 titles read 100,000).
 */
export interface ListingOrder {
  ids: number[];
  categoryIds: number[];
  deityIds: Array<number | null>;
  letters: TitleLetter[];
}

/** What a listing picks texts by (all of them when empty). */
export interface ListingFilter {
  categoryId?: number | undefined;
  deityId?: number | undefined;
  letter?: TitleLetter | undefined;
}

export async function readListingOrder(db: Executor): Promise<ListingOrder> {
  const rows = await db
    .select({
      id: devotionalTexts.id,
      categoryId: devotionalTexts.categoryId,
      deityId: devotionalTexts.deityId,
      letter: sql<TitleLetter>`${titleLetter}`,
    })
    .from(devotionalTexts)
    .orderBy(...titleOrder);
  return {
    ids: rows.map((row) => row.id),
    categoryIds: rows.map((row) => row.categoryId),
    deityIds: rows.map((row) => row.deityId),
    letters: rows.map((row) => row.letter),
  };
}

/** The ids of one page of a listing, in order: `limit` of them (all without one) after skipping `offset`. */
export function pageOfListing(
  order: ListingOrder,
  { categoryId, deityId, letter }: ListingFilter,
  { limit, offset = 0 }: { limit?: number | undefined; offset?: number | undefined },
): number[] {
  const page: number[] = [];
  let skipped = 0;
  for (let at = 0; at < order.ids.length && (limit === undefined || page.length < limit); at++) {
    if (categoryId !== undefined && order.categoryIds[at] !== categoryId) continue;
    if (deityId !== undefined && order.deityIds[at] !== deityId) continue;
    if (letter !== undefined && order.letters[at] !== letter) continue;
    if (skipped < offset) skipped++;
    else page.push(order.ids[at] ?? 0);
  }
  return page;
}

/** How many texts the library holds, in all and by category, deity and letter (ascending; none with no text). */
export function countsOf(order: ListingOrder): LibraryCounts {
  return {
    texts: order.ids.length,
    byCategory: countedBy(order.categoryIds, (a, b) => a - b).map(([id, count]) => ({ id, count })),
    byDeity: countedBy(
      order.deityIds.filter((id): id is number => id !== null),
      (a, b) => a - b,
    ).map(([id, count]) => ({ id, count })),
    byLetter: countedBy(order.letters, (a, b) => (a < b ? -1 : a > b ? 1 : 0)).map(([letter, count]) => ({
      letter,
      count,
    })),
  };
}

function countedBy<T>(values: readonly T[], compare: (a: T, b: T) => number): Array<[T, number]> {
  const counts = new Map<T, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort(([a], [b]) => compare(a, b));
}

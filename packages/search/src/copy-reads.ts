import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '@bhakti/db';
import type { EntryRow } from './memory-index.js';
import { ENTRY_COLUMNS, listOf, textFactsWhere } from './postgres-source.js';
import type { TextFacts } from './ranking.js';

/** Which texts' facts to read: all, these, or the one with this slug (its read count moved). */
export type FactsOf = { all: true } | { textIds: readonly number[] } | { slug: string };

/** A text's entries as the copy compares them with the database's: its last entry id and how many it has. */
export interface EntryTally {
  textId: number;
  last: number;
  count: number;
}

/**
 * What the copy of the search data in memory reads of the database: all it reads, as plain
 * data, so that a copy on a thread of its own reads it through the main thread (ADR 027).
 */
export interface CopyReads {
  /** Up to `limit` entries after the entry `after`, in id order. */
  entriesAfter(after: number, limit: number): Promise<EntryRow[]>;
  /** Every entry of these texts (none of a deleted text), in id order. */
  entriesOfTexts(textIds: readonly number[]): Promise<EntryRow[]>;
  /** Each text's last entry id and number of entries. */
  entryTallies(): Promise<EntryTally[]>;
  facts(of: FactsOf): Promise<Array<[number, TextFacts]>>;
  /** The words (as written) of these entries. */
  originals(ids: readonly number[]): Promise<Array<[number, string]>>;
  /** The words (as written) of up to `limit` entries after the entry `after`, in id order. */
  originalsAfter(after: number, limit: number): Promise<Array<[number, string]>>;
}

interface Original {
  id: number;
  original: string;
}

const pairs = (rows: readonly Original[]) => rows.map(({ id, original }): [number, string] => [id, original]);

/** The reads, from the database. */
export function databaseReads(database: Database): CopyReads {
  const execute = async <T>(query: SQL) => rowsOf<T>(await database.db.execute(query));
  return {
    entriesAfter: (after, limit) =>
      execute<EntryRow>(
        sql`SELECT ${ENTRY_COLUMNS} FROM search_entries e WHERE e.id > ${after} ORDER BY e.id LIMIT ${limit}`,
      ),
    entriesOfTexts: (textIds) =>
      execute<EntryRow>(
        sql`SELECT ${ENTRY_COLUMNS} FROM search_entries e WHERE e.text_id IN (${listOf(textIds)}) ORDER BY e.id`,
      ),
    entryTallies: () =>
      execute<EntryTally>(
        sql`SELECT text_id AS "textId", max(id)::integer AS last, count(*)::integer AS count
            FROM search_entries GROUP BY text_id`,
      ),
    facts: async (of) => {
      const where =
        'all' in of ? sql`true` : 'slug' in of ? sql`t.slug = ${of.slug}` : sql`t.id IN (${listOf(of.textIds)})`;
      return [...(await textFactsWhere(database, where))];
    },
    originals: async (ids) =>
      pairs(await execute<Original>(sql`SELECT id, original FROM search_entries WHERE id IN (${listOf(ids)})`)),
    originalsAfter: async (after, limit) =>
      pairs(
        await execute<Original>(
          sql`SELECT id, original FROM search_entries WHERE id > ${after} ORDER BY id LIMIT ${limit}`,
        ),
      ),
  };
}

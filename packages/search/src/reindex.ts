import { setImmediate } from 'node:timers/promises';
import { and, eq, gt, inArray, lte, max, notExists, sql, type SQL } from 'drizzle-orm';
import {
  LIBRARY_CHANGED_CHANNEL,
  devotionalTexts,
  searchEntries,
  searchIndexState,
  selectTextsWithTaxonomy,
  textContents,
  type Database,
  type Executor,
} from '@bhakti/db';
import { buildSearchEntries, termsOf, type IndexableText, type SearchEntry } from './entries.js';

/**
 * Bump when searchKey (packages/core) or buildSearchEntries changes what is stored:
 * the server then rebuilds the search data on its next start.
 */
export const SEARCH_DATA_VERSION = 3;

/** A write of this many texts refreshes the planner's statistics (PGlite has no autovacuum to do it). */
const ANALYZE_AFTER_TEXTS = 100;
const ENTRY_BATCH = 5000;
const ENTRY_INSERT_COLUMNS = sql.raw('text_id, kind, language_code, is_transliteration, verse, original, key');
const TERM_BATCH = 5000;
const TEXT_BATCH = 500;

/** Deletes these texts' entries and reads what their new ones are made of, the statements sent together. */
async function clearAndLoad(tx: Executor, ids: readonly number[]): Promise<IndexableText[]> {
  const [texts, contents] = await Promise.all([
    selectTextsWithTaxonomy(tx, inArray(devotionalTexts.id, [...ids])),
    tx
      .select({
        textId: textContents.devotionalTextId,
        languageCode: textContents.languageCode,
        content: textContents.content,
        isTransliteration: textContents.isTransliteration,
      })
      .from(textContents)
      .where(inArray(textContents.devotionalTextId, [...ids]))
      .orderBy(textContents.id),
    tx.delete(searchEntries).where(inArray(searchEntries.textId, [...ids])),
  ]);
  const contentsOf = new Map<number, typeof contents>();
  for (const content of contents) contentsOf.set(content.textId, [...(contentsOf.get(content.textId) ?? []), content]);
  return texts.map((text) => ({
    ...text,
    deityAliases: text.deityAliases ?? [],
    contents: contentsOf.get(text.id) ?? [],
  }));
}

/**
 * Entries and terms go in as one JSON parameter per statement, read by
 * json_populate_recordset: a row per parameter list cost more in building and binding the
 * parameters (seven a row) than the database spent storing the rows. The statements are sent
 * together (the terms do not wait for the entries).
 */
async function writeEntries(tx: Executor, entries: readonly SearchEntry[]): Promise<void> {
  const statements: SQL[] = [];
  for (let i = 0; i < entries.length; i += ENTRY_BATCH) {
    const rows = entries.slice(i, i + ENTRY_BATCH).map((e) => ({
      text_id: e.textId,
      kind: e.kind,
      language_code: e.languageCode,
      is_transliteration: e.isTransliteration,
      verse: e.verse,
      original: e.original,
      key: e.key,
    }));
    statements.push(
      sql`INSERT INTO search_entries (${ENTRY_INSERT_COLUMNS})
          SELECT ${ENTRY_INSERT_COLUMNS} FROM json_populate_recordset(NULL::search_entries, ${JSON.stringify(rows)}::json)`,
    );
  }
  const terms = termsOf(entries);
  for (let i = 0; i < terms.length; i += TERM_BATCH) {
    statements.push(
      sql`INSERT INTO search_terms (term, skeleton)
          SELECT term, skeleton FROM json_populate_recordset(NULL::search_terms, ${JSON.stringify(terms.slice(i, i + TERM_BATCH))}::json)
          ON CONFLICT DO NOTHING`,
    );
  }
  await Promise.all(statements.map((statement) => tx.execute(statement)));
}

/**
 * Recomputes the search data of these texts from what the transaction sees: call it
 * inside every transaction that creates, changes or deletes texts (or renames their
 * category or deity), after the write, so that the search data commits — or rolls
 * back — with it. Ids of deleted texts are fine (their data is removed).
 */
export async function reindexTextsWithin(tx: Executor, textIds: readonly number[]): Promise<void> {
  const ids = [...new Set(textIds)];
  const batches = Array.from({ length: Math.ceil(ids.length / TEXT_BATCH) }, (_, i) =>
    ids.slice(i * TEXT_BATCH, (i + 1) * TEXT_BATCH),
  );
  // A PostgreSQL server writes one batch's entries while the next batch's are built here:
  // its statements are sent before that write, so the answer comes back while it runs.
  let writing: Promise<void> = Promise.resolve();
  for (let i = 0, loading = batches[0] && clearAndLoad(tx, batches[0]); loading; i++) {
    const entries = (await loading).flatMap(buildSearchEntries);
    await writing;
    const next = batches[i + 1];
    loading = next && clearAndLoad(tx, next);
    writing = writeEntries(tx, entries);
    // Awaited at the next turn; until then a failure must not count as unhandled.
    writing.catch(() => undefined);
  }
  await writing;
  if (ids.length >= ANALYZE_AFTER_TEXTS) await analyzeSearchTables(tx);
}

/**
 * Fresh planner statistics for the tables search reads, a table a statement with a turn of
 * the event loop between (PGlite runs each on it). Results read their texts' languages from
 * `text_contents` a text at a time: without its statistics PostgreSQL guessed ~10,000 rows a
 * text, and the plan's cost sent the statement to its JIT compiler (~170 ms a search at 100,000 texts).
 */
async function analyzeSearchTables(executor: Executor): Promise<void> {
  for (const table of ['search_entries', 'search_terms', 'devotional_texts', 'text_contents']) {
    await executor.execute(sql`ANALYZE ${sql.identifier(table)}`);
    await setImmediate();
  }
}

/**
 * Tells every instance, once the transaction commits, that the search data changed outside a
 * library write (which sends its own notice): what searches and answers they kept goes.
 */
async function announceSearchDataChange(tx: Executor): Promise<void> {
  await tx.execute(sql`SELECT pg_notify(${LIBRARY_CHANGED_CHANNEL}, '')`);
}

/** Rebuilds all search data in one transaction (searches keep seeing the old data until it commits). */
export async function rebuildSearchData(database: Database): Promise<number> {
  return database.db.transaction(async (tx) => {
    await announceSearchDataChange(tx);
    await tx.execute(sql`TRUNCATE search_entries, search_terms`);
    const rows = await tx.select({ id: devotionalTexts.id }).from(devotionalTexts).orderBy(devotionalTexts.id);
    await reindexTextsWithin(
      tx,
      rows.map((row) => row.id),
    );
    await tx
      .insert(searchIndexState)
      .values({ id: 1, keyVersion: SEARCH_DATA_VERSION })
      .onConflictDoUpdate({
        target: searchIndexState.id,
        set: { keyVersion: SEARCH_DATA_VERSION, builtAt: new Date() },
      });
    return rows.length;
  });
}

/**
 * Makes the search data current at start-up when it was built by another version of the
 * search key (or never): answers how many texts were re-indexed (0 when it is current).
 */
export async function ensureSearchData(database: Database): Promise<number> {
  const [state] = await database.db.select().from(searchIndexState).where(eq(searchIndexState.id, 1));
  return state?.keyVersion === SEARCH_DATA_VERSION ? 0 : rebuildSearchData(database);
}

/**
 * Indexes the texts that have no search data (written by a path that bypassed
 * `reindexTextsWithin`) and, on the embedded database, which has no autovacuum, refreshes
 * the planner's statistics; answers the ids of the texts indexed. Both read the whole
 * library (~1.7 s at 100,000 texts on PGlite), so the server runs this after it listens.
 */
export async function indexUnindexedTexts(database: Database): Promise<number[]> {
  const ids: number[] = [];
  const [last] = await database.db.select({ id: max(devotionalTexts.id) }).from(devotionalTexts);
  // A range of texts a statement, with a turn of the event loop between: PGlite runs each on it.
  for (let after = 0; after < (last?.id ?? 0); after += UNINDEXED_CHECK_BATCH) {
    const missing = await database.db
      .select({ id: devotionalTexts.id })
      .from(devotionalTexts)
      .where(
        and(
          gt(devotionalTexts.id, after),
          lte(devotionalTexts.id, after + UNINDEXED_CHECK_BATCH),
          notExists(
            database.db
              .select({ one: sql`1` })
              .from(searchEntries)
              .where(and(eq(searchEntries.textId, devotionalTexts.id), eq(searchEntries.kind, 'title'))),
          ),
        ),
      );
    ids.push(...missing.map((row) => row.id));
    await setImmediate();
  }
  if (ids.length > 0) {
    await database.db.transaction(async (tx) => {
      await announceSearchDataChange(tx);
      await reindexTextsWithin(tx, ids);
    });
  }
  if (database.kind === 'pglite') await analyzeSearchTables(database.db);
  return ids;
}

/** Texts checked for search data per statement. */
const UNINDEXED_CHECK_BATCH = 5_000;

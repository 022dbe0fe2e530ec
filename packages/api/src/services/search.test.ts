import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '@bhakti/db';
import { createTestDatabase, type TestDatabase } from '@bhakti/db/testing';
import { PostgresSearchEngine } from '@bhakti/search';
import { ReadCache } from '../read-cache.js';
import { seedStarterLibrary } from './library-loader.js';
import { readSearchSummariesInAdvance, searchTexts } from './search.js';

let database: TestDatabase;
let search: PostgresSearchEngine;
beforeAll(async () => {
  database = await createTestDatabase();
  search = new PostgresSearchEngine(database);
  await seedStarterLibrary(database, search);
});
afterAll(async () => {
  await database?.destroy();
});

/** The database, but any read of its texts fails: what a search reads must come from the cache. */
const unreadable = (): Database => ({
  ...database,
  db: new Proxy(database.db, {
    get: (target, name) =>
      name === 'select' ? () => Promise.reject(new Error('read the database')) : Reflect.get(target, name),
  }),
});

const textCount = async () =>
  rowsOf<{ count: number }>(await database.db.execute(sql`SELECT count(*)::integer AS count FROM devotional_texts`))[0]
    ?.count ?? 0;

describe("texts' search summaries read in advance", () => {
  let cache: ReadCache;
  beforeEach(() => {
    cache = new ReadCache();
  });

  it('are every text’s, read a page at a time, and a search then reads none of them', async () => {
    const texts = await textCount();
    expect(await readSearchSummariesInAdvance({ database, cache }, { perRead: 4 })).toBe(texts);
    expect(cache.size).toBe(texts);
    const answered = await searchTexts({ database: unreadable(), search, cache }, 'hanuman chalisa');
    const fresh = await searchTexts({ database, search, cache: new ReadCache() }, 'hanuman chalisa');
    expect(answered.length).toBeGreaterThan(0);
    expect(answered).toEqual(fresh);
  });

  it('are no more than asked for', async () => {
    expect(await readSearchSummariesInAdvance({ database, cache }, { maxTexts: 5, perRead: 2 })).toBe(5);
    expect(cache.size).toBe(5);
  });
});

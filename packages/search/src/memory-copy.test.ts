import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '@bhakti/db';
import { createTestDatabase, type TestDatabase } from '@bhakti/db/testing';
import { databaseReads, type CopyReads } from './copy-reads.js';
import { MEMORY_BOUNDS, MemoryCopy, type MemoryBounds } from './memory-copy.js';
import { seed } from './test-library.js';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.destroy();
});

/** The database's reads, noting the words asked for on demand and those read in advance. */
function countedReads() {
  const reads = databaseReads(database);
  const counted = { onDemand: [] as number[], inAdvance: 0 };
  const copyReads: CopyReads = {
    ...reads,
    originals: async (ids) => {
      counted.onDemand.push(...ids);
      return reads.originals(ids);
    },
    originalsAfter: async (after, limit) => {
      const rows = await reads.originalsAfter(after, limit);
      counted.inAdvance += rows.length;
      return rows;
    },
  };
  return { copyReads, counted };
}

const entryCount = async () =>
  rowsOf<{ count: number }>(await database.db.execute(sql`SELECT count(*)::integer AS count FROM search_entries`))[0]
    ?.count ?? 0;

describe('MemoryCopy keeps the words of the verses it shows', () => {
  const copies: MemoryCopy[] = [];
  const copyOf = (reads: CopyReads, bounds: Partial<MemoryBounds>) => {
    const copy = new MemoryCopy(reads, { ...MEMORY_BOUNDS, loadBatch: 7, ...bounds });
    copies.push(copy);
    return copy;
  };

  beforeEach(async () => {
    await Promise.all(copies.splice(0).map((copy) => copy.close()));
    await database.reset();
    await seed(database, new Map());
  });

  it('reads them in advance after its load: a search then asks the database for none', async () => {
    const { copyReads, counted } = countedReads();
    const copy = copyOf(copyReads, {});
    await copy.load();
    const entries = await entryCount();
    await vi.waitFor(() => expect(counted.inAdvance).toBe(entries), { timeout: 5000 });
    const [hit] = (await copy.search('jai hanuman gyan gun sagar', 10)) ?? [];
    expect(hit?.snippet).toMatch(/gyan gun sagar/i);
    expect(counted.onDemand).toEqual([]);
  });

  it('reads no more in advance than its share of the bound, and the rest on demand', async () => {
    const { copyReads, counted } = countedReads();
    // A share of one byte is filled by the first batch.
    const copy = copyOf(copyReads, { originalBytesInAdvance: 1 });
    await copy.load();
    await vi.waitFor(() => expect(counted.inAdvance).toBe(7), { timeout: 5000 });
    expect(await entryCount()).toBeGreaterThan(7);
    // A verse of the library's fourth text: its entries come after the first batch.
    const [hit] = (await copy.search('om tryambakam yajamahe', 10)) ?? [];
    expect(hit?.snippet).toContain('त्र्यम्बकं यजामहे');
    expect(counted.onDemand.length).toBeGreaterThan(0);
    expect(counted.inAdvance).toBe(7);
  });

  it('reads none in advance with no share', async () => {
    const { copyReads, counted } = countedReads();
    const copy = copyOf(copyReads, { originalBytesInAdvance: 0 });
    await copy.load();
    expect(await copy.search('jai hanuman gyan gun sagar', 10)).not.toEqual([]);
    expect(counted.inAdvance).toBe(0);
  });
});

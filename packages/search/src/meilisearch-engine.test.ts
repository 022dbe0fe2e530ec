import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { devotionalTexts, textContents } from '@bhakti/db';
import { createTestDatabase, type TestDatabase } from '@bhakti/db/testing';
import { MeilisearchEngine } from './meilisearch-engine.js';
import { reindexTextsWithin } from './reindex.js';
import { FIRST_HITS, seed } from './test-library.js';

const host = process.env.MEILISEARCH_HOST;
if (!host)
  console.log('Skipping the Meilisearch tests: MEILISEARCH_HOST is not set (Meilisearch is not installed here).');

describe.skipIf(!host)('MeilisearchEngine', () => {
  let database: TestDatabase;
  let engine: MeilisearchEngine;
  const ids = new Map<string, number>();
  const slugs = async (query: string) => {
    const bySlug = new Map([...ids].map(([slug, id]) => [id, slug]));
    return (await engine.search(query)).map((hit) => bySlug.get(hit.textId));
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    await seed(database, ids);
    engine = new MeilisearchEngine(database, {
      host: host ?? '',
      apiKey: process.env.MEILISEARCH_API_KEY,
      indexUid: `bhakti-test-${randomBytes(4).toString('hex')}`,
    });
    await engine.rebuild();
  });
  afterAll(async () => {
    await engine?.dropIndex();
    await database?.destroy();
  });

  it.each(FIRST_HITS)('finds "%s" (%s first)', async (query, slug) => {
    expect((await slugs(query))[0]).toBe(slug);
  });

  it('answers the matched verse with its language and marked words', async () => {
    const [hit] = await engine.search('कपीस तिहुँ लोक');
    expect(hit).toMatchObject({ matchedLanguage: 'hi', verse: 1, snippet: 'जय कपीस तिहुँ लोक उजागर ॥' });
    expect(hit?.highlights).toHaveLength(3);
  });

  it('follows committed changes and deletions', async () => {
    const id = ids.get('shiv-chalisa') ?? 0;
    await database.db.transaction(async (tx) => {
      await tx.update(textContents).set({ content: 'नमः शिवाय' }).where(eq(textContents.devotionalTextId, id));
      await reindexTextsWithin(tx, [id]);
    });
    await engine.textsChanged([id]);
    expect(await slugs('deen dayala')).toEqual([]);
    expect((await slugs('namah shivaya'))[0]).toBe('shiv-chalisa');
    await database.db.delete(devotionalTexts).where(eq(devotionalTexts.id, id));
    await engine.textsRemoved([id]);
    expect(await slugs('namah shivaya')).not.toContain('shiv-chalisa');
  });
});

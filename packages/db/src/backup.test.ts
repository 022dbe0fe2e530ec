import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from './testing.js';
import {
  categories,
  corrections,
  deities,
  devotionalTexts,
  images,
  newsletterSubscribers,
  textContents,
  textRevisions,
  users,
} from './schema.js';
import { insertText } from './texts.js';
import { BACKUP_TABLES, BACKUP_VERSION, RestoreError, createBackup, restoreBackup } from './backup.js';

let source: TestDatabase;
let target: TestDatabase;

beforeAll(async () => {
  [source, target] = await Promise.all([createTestDatabase(), createTestDatabase()]);
});
afterAll(async () => {
  await Promise.all([source?.destroy(), target?.destroy()]);
});

async function fill(db: TestDatabase['db']) {
  const [category] = await db.insert(categories).values({ name: 'Aartis', slug: 'aartis', type: 'aarti' }).returning();
  await db.insert(categories).values({ name: 'Gone', slug: 'gone', type: 'mantra' });
  await db.delete(categories).where(eq(categories.slug, 'gone'));
  const [deity] = await db
    .insert(deities)
    .values({ name: 'Hanuman', slug: 'hanuman', aliases: ['Bajrangbali', 'मारुति'], imageUrl: '/images/deities/x.png' })
    .returning();
  const id = await insertText(db, {
    title: 'Hanuman Chalisa',
    slug: 'hanuman-chalisa',
    categoryId: category!.id,
    deityId: deity!.id,
    description: null,
    author: 'Tulsidas',
    isPopular: true,
    alternativeTitles: ['हनुमान चालीसा', 'Forty verses to Hanuman'],
    keywords: ['strength, courage', 'Tuesday'],
    contents: [
      { languageCode: 'hi', content: 'जय हनुमान ज्ञान गुन सागर ।\nजय कपीस तिहुँ लोक उजागर ॥', isTransliteration: false },
      { languageCode: 'en', content: 'Jai Hanuman gyan gun sagar', isTransliteration: true },
    ],
  });
  await db
    .insert(textRevisions)
    .values({ devotionalTextId: id, snapshot: { title: 'Old', contents: [] }, reason: 'update' });
  await db
    .insert(images)
    .values({ name: 'x.png', contentType: 'image/png', data: Buffer.from([0x89, 0x50, 0, 255]), byteLength: 4 });
  await db.insert(newsletterSubscribers).values({ email: 'a@example.org' });
  const [admin] = await db.insert(users).values({ username: 'admin', passwordHash: 'x' }).returning();
  await db.insert(corrections).values([
    { devotionalTextId: id, languageCode: 'hi', verse: 1, problem: 'गुन → गुण?' },
    {
      devotionalTextId: id,
      languageCode: 'en',
      isTransliteration: true,
      verse: 1,
      problem: 'typo',
      status: 'accepted',
      resolvedAt: new Date('2026-11-01T10:00:00Z'),
      resolvedBy: admin!.id,
    },
  ]);
}

async function fingerprint(db: TestDatabase['db']) {
  const texts = await db.select().from(devotionalTexts).orderBy(asc(devotionalTexts.id));
  const contents = await db.select().from(textContents).orderBy(asc(textContents.id));
  const imageRows = await db.select().from(images);
  const deityRows = await db.select().from(deities);
  const hash = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');
  return {
    texts: hash(texts),
    contents: hash(contents),
    images: hash(imageRows.map((row) => ({ ...row, data: Buffer.from(row.data).toString('hex') }))),
    deities: hash(deityRows),
  };
}

describe('backup and restore', () => {
  it('restores into an empty instance with identical counts, ids and content hashes', async () => {
    await fill(source.db);
    const backup = JSON.parse(JSON.stringify(await createBackup(source.db)));
    const counts = await restoreBackup(target.db, backup);
    expect(counts).toMatchObject({
      categories: 1,
      deities: 1,
      devotional_texts: 1,
      text_contents: 2,
      text_revisions: 1,
      images: 1,
      corrections: 2,
    });
    expect(await fingerprint(target.db)).toEqual(await fingerprint(source.db));
    const [text] = await target.db.select().from(devotionalTexts);
    expect(text).toMatchObject({
      alternativeTitles: ['हनुमान चालीसा', 'Forty verses to Hanuman'],
      keywords: ['strength, courage', 'Tuesday'],
    });
    // Accounts are not in a backup: who resolved a report is forgotten, what was decided is kept.
    const restored = await target.db.select().from(corrections).orderBy(asc(corrections.id));
    expect(restored.map(({ status, resolvedBy, problem }) => ({ status, resolvedBy, problem }))).toEqual([
      { status: 'open', resolvedBy: null, problem: 'गुन → गुण?' },
      { status: 'accepted', resolvedBy: null, problem: 'typo' },
    ]);
    const [next] = await target.db.insert(categories).values({ name: 'New', slug: 'new', type: 'stotram' }).returning();
    expect(next!.id).toBe(2);
  });

  it('restores a version 1 backup, made before corrections, with no corrections', async () => {
    await target.reset();
    const { corrections: _none, ...olderTables } = (await createBackup(source.db)).tables;
    const counts = await restoreBackup(target.db, { format: 'bhakti-sangrah-backup', version: 1, tables: olderTables });
    expect(counts).toMatchObject({ devotional_texts: 1, corrections: 0 });
    await expect(
      restoreBackup(target.db, { format: 'bhakti-sangrah-backup', version: BACKUP_VERSION + 1, tables: olderTables }),
    ).rejects.toThrow(`Unsupported backup version ${BACKUP_VERSION + 1}`);
  });

  it('restores a version 2 backup, made before texts had other titles and keywords, with none', async () => {
    await target.reset();
    const { tables } = await createBackup(source.db);
    const olderTexts = (tables.devotional_texts as Array<Record<string, unknown>>).map(
      ({ alternative_titles: _titles, keywords: _keywords, ...row }) => row,
    );
    const counts = await restoreBackup(target.db, {
      format: 'bhakti-sangrah-backup',
      version: 2,
      tables: { ...tables, devotional_texts: olderTexts },
    });
    expect(counts).toMatchObject({ devotional_texts: 1, text_contents: 2 });
    const [text] = await target.db.select().from(devotionalTexts);
    expect(text).toMatchObject({ title: 'Hanuman Chalisa', alternativeTitles: [], keywords: [] });
  });

  it('refuses a non-empty instance and a file that is not a backup, changing nothing', async () => {
    const backup = await createBackup(source.db);
    await expect(restoreBackup(target.db, backup)).rejects.toThrow(RestoreError);
    await expect(restoreBackup(target.db, { format: 'something else' })).rejects.toThrow('not a Bhakti Sangrah backup');
    await target.reset();
    const broken = {
      ...backup,
      tables: {
        ...backup.tables,
        text_contents: [
          { id: 1, devotional_text_id: 999, language_code: 'hi', content: 'x', is_transliteration: false },
        ],
      },
    };
    await expect(restoreBackup(target.db, broken)).rejects.toThrow();
    for (const table of BACKUP_TABLES) {
      const restored = await createBackup(target.db);
      expect(restored.tables[table]).toEqual([]);
    }
  });
});

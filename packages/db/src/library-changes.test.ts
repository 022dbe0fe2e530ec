import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from './testing.js';
import { categories, contactMessages, deities, devotionalTexts, textContents } from './schema.js';
import { insertText } from './texts.js';
import type { LibraryChange } from './client.js';

let database: TestDatabase;
let notices = 0;
let changes: LibraryChange[] = [];
let stopListening: () => Promise<void>;

beforeAll(async () => {
  database = await createTestDatabase();
  stopListening = await database.onLibraryChange((change) => {
    notices++;
    changes.push(change);
  });
});
afterAll(async () => {
  await stopListening?.();
  await database?.destroy();
});
beforeEach(async () => {
  await database.reset();
  await settle();
  notices = 0;
  changes = [];
});

/** Notices arrive after the commit, on their own connection on PostgreSQL: give them a moment. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

/**
 * The notices a write sent: for a write that sends some, after waiting for the first (up to
 * 5 s); then a moment for any more. A write that must send none may fail (a rollback).
 */
async function noticesAfter(write: () => Promise<unknown>, { sendsSome = true } = {}): Promise<number> {
  const before = notices;
  if (sendsSome) {
    await write();
    await vi.waitFor(() => expect(notices).toBeGreaterThan(before), { timeout: 5000, interval: 20 });
  } else {
    await write().catch(() => {});
  }
  await settle();
  return notices - before;
}

describe('library change notices', () => {
  it('arrive once per committed transaction that changes categories, deities, texts or contents', async () => {
    const db = database.db;
    let categoryId = 0;
    expect(
      await noticesAfter(async () => {
        const [row] = await db.insert(categories).values({ name: 'Aartis', slug: 'aartis', type: 'aarti' }).returning();
        categoryId = row?.id ?? 0;
      }),
    ).toBe(1);
    expect(await noticesAfter(() => db.insert(deities).values({ name: 'Shiva', slug: 'shiva' }))).toBe(1);
    let textId = 0;
    expect(
      await noticesAfter(() =>
        db.transaction(async (tx) => {
          textId = await insertText(tx, {
            title: 'Shiv Aarti',
            slug: 'shiv-aarti',
            categoryId,
            deityId: null,
            description: null,
            author: null,
            isPopular: false,
            contents: [{ languageCode: 'hi', content: 'ॐ जय शिव ओंकारा', isTransliteration: false }],
          });
          await tx.update(devotionalTexts).set({ isPopular: true }).where(eq(devotionalTexts.id, textId));
        }),
      ),
    ).toBe(1);
    expect(await noticesAfter(() => db.update(textContents).set({ content: 'जय शिव ओंकारा' }))).toBe(1);
    expect(await noticesAfter(() => db.delete(devotionalTexts).where(eq(devotionalTexts.id, textId)))).toBe(1);
  });

  it('never arrive for a transaction that rolls back, nor for other tables', async () => {
    const rolledBack = () =>
      database.db.transaction(async (tx) => {
        await tx.insert(categories).values({ name: 'Mantras', slug: 'mantras', type: 'mantra' });
        throw new Error('the write fails');
      });
    expect(await noticesAfter(rolledBack, { sendsSome: false })).toBe(0);
    expect(
      await noticesAfter(
        () =>
          database.db
            .insert(contactMessages)
            .values({ name: 'Asha', email: 'asha@example.org', subject: 'Hello there', message: 'A kind message.' }),
        { sendsSome: false },
      ),
    ).toBe(0);
  });

  it('stop once the listener is removed', async () => {
    let calls = 0;
    const stop = await database.onLibraryChange(() => calls++);
    await stop();
    const afterSubscribing = calls;
    await database.db.insert(deities).values({ name: 'Ganesha', slug: 'ganesha' });
    await settle();
    expect(calls).toBe(afterSubscribing);
  });

  it("say only which texts' read counts moved when nothing else changed", async () => {
    const db = database.db;
    const [category] = await db
      .insert(categories)
      .values({ name: 'Aartis', slug: 'aartis', type: 'aarti' })
      .returning();
    const text = (slug: string) => ({
      title: slug,
      slug,
      categoryId: category!.id,
      deityId: null,
      description: null,
      author: null,
      isPopular: false,
      contents: [{ languageCode: 'hi' as const, content: 'ॐ जय शिव ओंकारा', isTransliteration: false }],
    });
    await db.transaction(async (tx) => {
      await insertText(tx, text('shiv-aarti'));
      await insertText(tx, text('ganesh-aarti'));
    });
    await settle();
    changes = [];
    const readCounts = sql`UPDATE devotional_texts SET popularity = popularity + 2`;
    expect(await noticesAfter(() => db.execute(readCounts))).toBe(2);
    expect(changes).toEqual(
      expect.arrayContaining([
        { kind: 'popularity', slug: 'shiv-aarti' },
        { kind: 'popularity', slug: 'ganesh-aarti' },
      ]),
    );
    changes = [];
    const edit = () =>
      db
        .update(devotionalTexts)
        .set({ popularity: 7, title: 'Shiv Aarti' })
        .where(eq(devotionalTexts.slug, 'shiv-aarti'));
    expect(await noticesAfter(edit)).toBe(1);
    expect(changes).toEqual([{ kind: 'any' }]);
    expect(
      await noticesAfter(() => db.execute(sql`UPDATE devotional_texts SET title = title`), { sendsSome: false }),
    ).toBe(0);
  });
});

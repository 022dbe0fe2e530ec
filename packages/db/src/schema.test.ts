import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CategoryType } from '@bhakti/core';
import { createDb, rowsOf, toCount, type Database, type Db } from './client.js';
import {
  LIMITS,
  categories,
  contactMessages,
  deities,
  devotionalTexts,
  newsletterSubscribers,
  sessions,
  textContents,
  textRevisions,
  users,
} from './schema.js';
import { createTestDatabase, usingPostgres, type TestDatabase } from './testing.js';

/** SQLSTATE codes the constraints raise. */
const UNIQUE = '23505';
const FOREIGN_KEY = '23503';
/** ON DELETE RESTRICT: PostgreSQL 18 (PGlite) reports restrict_violation, PostgreSQL 15 foreign_key_violation. */
const RESTRICT = ['23001', '23503'];
const CHECK = '23514';
const NOT_NULL = '23502';
const TOO_LONG = '22001';
const OUT_OF_RANGE = '22003';

/** Drizzle wraps the driver's error; PGlite and postgres.js both carry the SQLSTATE in `code`. */
function driverError(error: unknown): Record<string, unknown> | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 10 && current; depth++) {
    if (typeof current === 'object') {
      const candidate = current as Record<string, unknown>;
      if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate;
      current = candidate.cause;
    } else {
      return undefined;
    }
  }
  return undefined;
}

/** Expects the database (not the application) to refuse the statement with this SQLSTATE and constraint. */
async function expectRefused(
  action: PromiseLike<unknown>,
  code: string | readonly string[],
  constraint?: string,
): Promise<void> {
  const outcome = Promise.resolve(action);
  await expect(outcome).rejects.toThrow();
  const error = await outcome.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  const cause = driverError(error);
  expect(typeof code === 'string' ? [code] : code, `SQLSTATE of: ${String(error)}`).toContain(cause?.code);
  if (constraint !== undefined) {
    // PGlite names it `constraint`, postgres.js `constraint_name`.
    expect(cause?.constraint ?? cause?.constraint_name).toBe(constraint);
  }
}

let database: TestDatabase;
let db: Db;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});

beforeEach(async () => {
  await database.reset();
});

afterAll(async () => {
  await database?.destroy();
});

async function addCategory(slug = 'aartis', type = 'aarti'): Promise<number> {
  const [row] = await db
    .insert(categories)
    .values({ name: `Category ${slug}`, slug, type: type as CategoryType }) // the database checks the type
    .returning();
  return row!.id;
}

async function addDeity(slug = 'hanuman'): Promise<number> {
  const [row] = await db
    .insert(deities)
    .values({ name: `Deity ${slug}`, slug })
    .returning();
  return row!.id;
}

async function addText(categoryId: number, slug = 'hanuman-chalisa', deityId: number | null = null): Promise<number> {
  const [row] = await db
    .insert(devotionalTexts)
    .values({ title: `Title ${slug.slice(0, 100)}`, slug, categoryId, deityId })
    .returning();
  return row!.id;
}

async function addContent(
  devotionalTextId: number,
  languageCode = 'hi',
  isTransliteration = false,
  content = 'जय हनुमान ज्ञान गुन सागर',
): Promise<number> {
  const [row] = await db
    .insert(textContents)
    .values({ devotionalTextId, languageCode, isTransliteration, content })
    .returning();
  return row!.id;
}

async function count(table: string): Promise<number> {
  const rows = rowsOf<{ n: unknown }>(await db.execute(sql.raw(`SELECT count(*) AS n FROM ${table}`)));
  return toCount(rows[0]?.n);
}

describe('the test database', () => {
  it('starts empty after reset, with ids restarting at 1', async () => {
    expect(await count('categories')).toBe(0);
    expect(await addCategory()).toBe(1);
    await database.reset();
    expect(await count('categories')).toBe(0);
    expect(await addCategory()).toBe(1);
  });

  it('is reachable', async () => {
    await expect(database.ping()).resolves.toBeUndefined();
    expect(database.kind).toBe(usingPostgres() ? 'postgres' : 'pglite');
  });
});

describe('unique slugs', () => {
  it('refuses a second category with the same slug', async () => {
    await addCategory('aartis');
    await expectRefused(addCategory('aartis', 'chalisa'), UNIQUE, 'categories_slug_unique');
    expect(await count('categories')).toBe(1);
  });

  it('refuses a second deity with the same slug', async () => {
    await addDeity('ganesha');
    await expectRefused(addDeity('ganesha'), UNIQUE, 'deities_slug_unique');
  });

  it('refuses a second text with the same slug, even in another category', async () => {
    const aartis = await addCategory('aartis');
    const chalisas = await addCategory('chalisas', 'chalisa');
    await addText(aartis, 'hanuman-chalisa');
    await expectRefused(addText(chalisas, 'hanuman-chalisa'), UNIQUE, 'devotional_texts_slug_unique');
  });

  it('lets a category, a deity and a text share one slug (separate tables)', async () => {
    const categoryId = await addCategory('hanuman');
    await addDeity('hanuman');
    await expect(addText(categoryId, 'hanuman')).resolves.toBeGreaterThan(0);
  });

  it('refuses a second user with the same username', async () => {
    await db.insert(users).values({ username: 'admin', passwordHash: 'x' });
    await expectRefused(db.insert(users).values({ username: 'admin', passwordHash: 'y' }), UNIQUE);
  });
});

describe('category type', () => {
  it.each(['aarti', 'chalisa', 'mantra', 'stotram'])('accepts %s', async (type) => {
    await expect(addCategory(`${type}s`, type)).resolves.toBe(1);
  });

  it.each(['bhajan', 'Aarti', 'aartis', ''])('refuses %j', async (type) => {
    await expectRefused(addCategory('misc', type), CHECK, 'categories_type_check');
  });
});

describe('slug format', () => {
  const badSlugs = ['Hanuman', 'hanuman chalisa', 'hanuman--chalisa', '-hanuman', 'hanuman-', 'हनुमान', 'a_b', ''];

  it.each(badSlugs)('refuses the category slug %j', async (slug) => {
    await expectRefused(addCategory(slug), CHECK, 'categories_slug_check');
  });

  it.each(badSlugs)('refuses the deity slug %j', async (slug) => {
    await expectRefused(addDeity(slug), CHECK, 'deities_slug_check');
  });

  it.each(badSlugs)('refuses the text slug %j', async (slug) => {
    const categoryId = await addCategory();
    await expectRefused(addText(categoryId, slug), CHECK, 'devotional_texts_slug_check');
  });

  it.each(['1', '108', '2147483647'])('refuses the all-digit slug %s everywhere', async (slug) => {
    await expectRefused(addCategory(slug), CHECK, 'categories_slug_check');
    await expectRefused(addDeity(slug), CHECK, 'deities_slug_check');
    const categoryId = await addCategory();
    await expectRefused(addText(categoryId, slug), CHECK, 'devotional_texts_slug_check');
  });

  it('accepts slugs with digits and single hyphens', async () => {
    const categoryId = await addCategory('top-10');
    await addDeity('108-names');
    await addText(categoryId, 'a-1-b-2');
    await addText(categoryId, 'x'.repeat(LIMITS.slug));
    expect(await count('devotional_texts')).toBe(2);
  });

  it('refuses a slug longer than 200 characters', async () => {
    const categoryId = await addCategory();
    await expectRefused(addText(categoryId, 'x'.repeat(LIMITS.slug + 1)), TOO_LONG);
  });

  it.each(['popular', 'category', 'deity'])('refuses the reserved text slug %s', async (slug) => {
    const categoryId = await addCategory();
    await expectRefused(addText(categoryId, slug), CHECK, 'devotional_texts_slug_reserved');
  });

  it('allows words that merely contain a reserved slug', async () => {
    const categoryId = await addCategory();
    await addText(categoryId, 'popular-aartis');
    await addText(categoryId, 'deity-stuti');
    expect(await count('devotional_texts')).toBe(2);
  });
});

describe('foreign keys', () => {
  it('refuses a text in an unknown category', async () => {
    await expectRefused(addText(999), FOREIGN_KEY, 'devotional_texts_category_id_categories_id_fk');
    expect(await count('devotional_texts')).toBe(0);
  });

  it('refuses a text with an unknown deity', async () => {
    const categoryId = await addCategory();
    await expectRefused(addText(categoryId, 'x', 999), FOREIGN_KEY, 'devotional_texts_deity_id_deities_id_fk');
  });

  it('refuses content for an unknown text', async () => {
    await expectRefused(addContent(999), FOREIGN_KEY);
  });

  it('refuses to delete a category that a text uses (restrict)', async () => {
    const categoryId = await addCategory();
    await addText(categoryId);
    await expectRefused(
      db.delete(categories).where(eq(categories.id, categoryId)),
      RESTRICT,
      'devotional_texts_category_id_categories_id_fk',
    );
    expect(await count('categories')).toBe(1);
    expect(await count('devotional_texts')).toBe(1);
  });

  it('deletes a category no text uses', async () => {
    const used = await addCategory('aartis');
    const unused = await addCategory('mantras', 'mantra');
    await addText(used);
    await db.delete(categories).where(eq(categories.id, unused));
    expect(await count('categories')).toBe(1);
  });

  it('keeps the texts of a deleted deity, with deity_id set to null', async () => {
    const categoryId = await addCategory();
    const hanuman = await addDeity('hanuman');
    const rama = await addDeity('rama');
    const chalisa = await addText(categoryId, 'hanuman-chalisa', hanuman);
    const aarti = await addText(categoryId, 'hanuman-aarti', hanuman);
    const ramaStuti = await addText(categoryId, 'rama-stuti', rama);

    await db.delete(deities).where(eq(deities.id, hanuman));

    const rows = await db
      .select({ id: devotionalTexts.id, deityId: devotionalTexts.deityId })
      .from(devotionalTexts)
      .orderBy(devotionalTexts.id);
    expect(rows).toEqual([
      { id: chalisa, deityId: null },
      { id: aarti, deityId: null },
      { id: ramaStuti, deityId: rama },
    ]);
  });

  it('deletes the contents and revisions of a deleted text, and only those', async () => {
    const categoryId = await addCategory();
    const doomed = await addText(categoryId, 'doomed');
    const kept = await addText(categoryId, 'kept');
    await addContent(doomed, 'hi');
    await addContent(doomed, 'en', true, 'jaya hanumana');
    await addContent(kept, 'hi');
    await db.insert(textRevisions).values([
      { devotionalTextId: doomed, snapshot: { title: 'old' }, reason: 'update' },
      { devotionalTextId: kept, snapshot: { title: 'old' }, reason: 'update' },
    ]);

    await db.delete(devotionalTexts).where(eq(devotionalTexts.id, doomed));

    const contents = await db.select({ textId: textContents.devotionalTextId }).from(textContents);
    expect(contents).toEqual([{ textId: kept }]);
    const revisions = await db.select({ textId: textRevisions.devotionalTextId }).from(textRevisions);
    expect(revisions).toEqual([{ textId: kept }]);
  });

  it("ends a deleted user's sessions and keeps their revisions without the user", async () => {
    const [user] = await db.insert(users).values({ username: 'admin', passwordHash: 'x' }).returning();
    const categoryId = await addCategory();
    const textId = await addText(categoryId);
    await db
      .insert(sessions)
      .values({ id: 'a'.repeat(64), userId: user!.id, expiresAt: new Date(Date.now() + 60_000) });
    await db
      .insert(textRevisions)
      .values({ devotionalTextId: textId, snapshot: {}, reason: 'update', userId: user!.id });

    await db.delete(users).where(eq(users.id, user!.id));

    expect(await count('sessions')).toBe(0);
    expect(await db.select({ userId: textRevisions.userId }).from(textRevisions)).toEqual([{ userId: null }]);
  });
});

describe('text contents', () => {
  it('refuses a second content in the same language and kind', async () => {
    const textId = await addText(await addCategory());
    await addContent(textId, 'hi', false);
    await expectRefused(addContent(textId, 'hi', false, 'other'), UNIQUE, 'text_contents_text_language_unique');
    await addContent(textId, 'en', true);
    await expectRefused(addContent(textId, 'en', true, 'other'), UNIQUE, 'text_contents_text_language_unique');
  });

  it('allows an original and a transliteration in the same language, and the same language in another text', async () => {
    const categoryId = await addCategory();
    const first = await addText(categoryId, 'first');
    const second = await addText(categoryId, 'second');
    await addContent(first, 'en', false, 'Victory to Hanuman');
    await addContent(first, 'en', true, 'jaya hanumana');
    await addContent(second, 'en', false, 'Victory to Rama');
    expect(await count('text_contents')).toBe(3);
  });

  it('accepts each supported language code', async () => {
    const textId = await addText(await addCategory());
    for (const code of ['en', 'hi', 'sa', 'ta', 'bn', 'gu', 'ml', 'te', 'kn', 'mr']) await addContent(textId, code);
    expect(await count('text_contents')).toBe(10);
  });

  it.each(['pa', 'EN', 'eng', '', 'hi-IN'])('refuses the language code %j', async (code) => {
    const textId = await addText(await addCategory());
    await expectRefused(addContent(textId, code), CHECK, 'text_contents_language_check');
  });

  it('defaults to an original (not a transliteration)', async () => {
    const textId = await addText(await addCategory());
    const [row] = await db
      .insert(textContents)
      .values({ devotionalTextId: textId, languageCode: 'sa', content: 'ॐ' })
      .returning();
    expect(row!.isTransliteration).toBe(false);
  });

  it('refuses empty content', async () => {
    const textId = await addText(await addCategory());
    await expectRefused(addContent(textId, 'hi', false, ''), CHECK, 'text_contents_content_check');
  });

  it('accepts 200000 characters, counted as characters not bytes', async () => {
    const textId = await addText(await addCategory());
    // 200000 Devanagari letters are 600000 UTF-8 bytes.
    await addContent(textId, 'hi', false, 'क'.repeat(LIMITS.content));
    await addContent(textId, 'en', false, 'a'.repeat(LIMITS.content));
    const rows = rowsOf<{ n: unknown }>(
      await db.execute(sql`SELECT max(char_length(content)) AS n FROM text_contents`),
    );
    expect(toCount(rows[0]?.n)).toBe(200_000);
  });

  it('refuses more than 200000 characters', async () => {
    const textId = await addText(await addCategory());
    await expectRefused(
      addContent(textId, 'hi', false, 'क'.repeat(LIMITS.content + 1)),
      CHECK,
      'text_contents_content_check',
    );
    await expectRefused(
      addContent(textId, 'en', false, 'a'.repeat(LIMITS.content + 1)),
      CHECK,
      'text_contents_content_check',
    );
    expect(await count('text_contents')).toBe(0);
  });
});

describe('column limits', () => {
  it('limits a title to 200 characters, counting characters not bytes', async () => {
    const categoryId = await addCategory();
    await db.insert(devotionalTexts).values({ title: 'ह'.repeat(200), slug: 'long-title', categoryId });
    await expectRefused(
      db.insert(devotionalTexts).values({ title: 'a'.repeat(201), slug: 'too-long-title', categoryId }),
      TOO_LONG,
    );
    await expectRefused(
      db.insert(devotionalTexts).values({ title: 'ह'.repeat(201), slug: 'too-long-hindi-title', categoryId }),
      TOO_LONG,
    );
  });

  it.each([
    ['category name', () => db.insert(categories).values({ name: 'n'.repeat(101), slug: 'c', type: 'aarti' })],
    ['deity name', () => db.insert(deities).values({ name: 'n'.repeat(101), slug: 'd' })],
    ['deity description', () => db.insert(deities).values({ name: 'n', slug: 'd', description: 'd'.repeat(2001) })],
    ['deity image url', () => db.insert(deities).values({ name: 'n', slug: 'd', imageUrl: 'u'.repeat(2001) })],
    ['username', () => db.insert(users).values({ username: 'u'.repeat(101), passwordHash: 'x' })],
    ['subscriber email', () => db.insert(newsletterSubscribers).values({ email: `${'e'.repeat(250)}@x.in` })],
    [
      'contact message',
      () =>
        db
          .insert(contactMessages)
          .values({ name: 'Ravi', email: 'ravi@example.com', subject: 'Hello there', message: 'm'.repeat(5001) }),
    ],
  ])('limits the %s', async (_label, insert) => {
    await expectRefused(insert(), TOO_LONG);
  });

  it('refuses text fields over their limits', async () => {
    const categoryId = await addCategory();
    await expectRefused(
      db.insert(devotionalTexts).values({ title: 't', slug: 't', categoryId, author: 'a'.repeat(201) }),
      TOO_LONG,
    );
    await expectRefused(
      db.insert(devotionalTexts).values({ title: 't', slug: 't', categoryId, description: 'd'.repeat(2001) }),
      TOO_LONG,
    );
  });
});

describe('32-bit integers', () => {
  it('accepts the largest 32-bit id', async () => {
    await db.insert(categories).values({ id: 2_147_483_647, name: 'Max', slug: 'max', type: 'aarti' });
    const [row] = await db.select().from(categories).where(eq(categories.id, 2_147_483_647));
    expect(row?.slug).toBe('max');
  });

  it('refuses an id beyond the 32-bit range', async () => {
    await expectRefused(
      db.insert(categories).values({ id: 2_147_483_648, name: 'Too big', slug: 'too-big', type: 'aarti' }),
      OUT_OF_RANGE,
    );
    await expectRefused(
      db.execute(sql`INSERT INTO deities (id, name, slug) VALUES (2147483648, 'n', 'd')`),
      OUT_OF_RANGE,
    );
  });

  it('refuses a reference beyond the 32-bit range', async () => {
    await expectRefused(addText(2_147_483_648), OUT_OF_RANGE);
  });

  it('keeps popularity a non-negative 32-bit integer defaulting to 0', async () => {
    const categoryId = await addCategory();
    const [row] = await db.insert(devotionalTexts).values({ title: 't', slug: 't', categoryId }).returning();
    expect(row).toMatchObject({ popularity: 0, isPopular: false, deityId: null, description: null, author: null });
    expect(row!.createdAt).toBeInstanceOf(Date);
    await expectRefused(db.update(devotionalTexts).set({ popularity: -1 }), CHECK, 'devotional_texts_popularity_check');
    await expectRefused(db.update(devotionalTexts).set({ popularity: 2_147_483_648 }), OUT_OF_RANGE);
  });
});

describe('required columns', () => {
  it.each([
    ['category name', sql`INSERT INTO categories (name, slug, type) VALUES (NULL, 'c', 'aarti')`],
    ['category slug', sql`INSERT INTO categories (name, slug, type) VALUES ('n', NULL, 'aarti')`],
    ['category type', sql`INSERT INTO categories (name, slug, type) VALUES ('n', 'c', NULL)`],
    ['deity name', sql`INSERT INTO deities (name, slug) VALUES (NULL, 'd')`],
    ['deity slug', sql`INSERT INTO deities (name, slug) VALUES ('n', NULL)`],
    ['text title', sql`INSERT INTO devotional_texts (title, slug, category_id) VALUES (NULL, 't', 1)`],
    ['text slug', sql`INSERT INTO devotional_texts (title, slug, category_id) VALUES ('t', NULL, 1)`],
    ['text category', sql`INSERT INTO devotional_texts (title, slug, category_id) VALUES ('t', 't', NULL)`],
    [
      'text popularity',
      sql`INSERT INTO devotional_texts (title, slug, category_id, popularity) VALUES ('t', 't', 1, NULL)`,
    ],
    [
      'content text',
      sql`INSERT INTO text_contents (devotional_text_id, language_code, content) VALUES (1, 'hi', NULL)`,
    ],
    [
      'content language',
      sql`INSERT INTO text_contents (devotional_text_id, language_code, content) VALUES (1, NULL, 'x')`,
    ],
    [
      'content owner',
      sql`INSERT INTO text_contents (devotional_text_id, language_code, content) VALUES (NULL, 'hi', 'x')`,
    ],
    ['username', sql`INSERT INTO users (username, password_hash) VALUES (NULL, 'x')`],
    ['password hash', sql`INSERT INTO users (username, password_hash) VALUES ('u', NULL)`],
    [
      'contact email',
      sql`INSERT INTO contact_messages (name, email, subject, message) VALUES ('Ravi', NULL, 'Hello there', 'A message here')`,
    ],
    ['subscriber email', sql`INSERT INTO newsletter_subscribers (email) VALUES (NULL)`],
  ])('requires the %s', async (_label, statement) => {
    // A category and a text exist, so that only the missing value can be the problem.
    const categoryId = await addCategory();
    expect(categoryId).toBe(1);
    expect(await addText(categoryId)).toBe(1);
    await expectRefused(db.execute(statement), NOT_NULL);
  });
});

describe('newsletter subscribers', () => {
  it('refuses the same email in another case', async () => {
    await db.insert(newsletterSubscribers).values({ email: 'Ravi.Kumar@Example.com' });
    await expectRefused(
      db.insert(newsletterSubscribers).values({ email: 'ravi.kumar@example.com' }),
      UNIQUE,
      'newsletter_subscribers_email_unique',
    );
    await expectRefused(
      db.insert(newsletterSubscribers).values({ email: 'RAVI.KUMAR@EXAMPLE.COM' }),
      UNIQUE,
      'newsletter_subscribers_email_unique',
    );
    await db.insert(newsletterSubscribers).values({ email: 'other@example.com' });
    expect(await count('newsletter_subscribers')).toBe(2);
  });
});

describe('migrations', () => {
  const journal = JSON.parse(readFileSync(new URL('../drizzle/meta/_journal.json', import.meta.url), 'utf8')) as {
    entries: unknown[];
  };

  async function appliedMigrations(opened: Database): Promise<number> {
    const rows = rowsOf<{ n: unknown }>(
      await opened.db.execute(sql`SELECT count(*) AS n FROM drizzle.__drizzle_migrations`),
    );
    return toCount(rows[0]?.n);
  }

  it('applied every migration of the journal once', async () => {
    expect(journal.entries.length).toBeGreaterThan(0);
    expect(await appliedMigrations(database)).toBe(journal.entries.length);
  });

  it.runIf(usingPostgres())('run again on an existing PostgreSQL database without failing or losing data', async () => {
    const categoryId = await addCategory('aartis');
    await addContent(await addText(categoryId), 'hi');

    // testing.ts connects with trust auth, so the redacted location is the full address.
    const url = database.location;
    expect(url).toMatch(/^postgres(ql)?:\/\//);
    const again = await createDb({ databaseUrl: url, poolSize: 2 });
    try {
      expect(await appliedMigrations(again)).toBe(journal.entries.length);
      expect(await again.db.select({ slug: categories.slug }).from(categories)).toEqual([{ slug: 'aartis' }]);
    } finally {
      await again.close();
    }

    // Several instances starting together: one migrates, the others wait (advisory lock).
    const together = await Promise.all([1, 2, 3].map(() => createDb({ databaseUrl: url, poolSize: 2 })));
    try {
      for (const opened of together) expect(await appliedMigrations(opened)).toBe(journal.entries.length);
    } finally {
      await Promise.all(together.map((opened) => opened.close()));
    }
    expect(await count('text_contents')).toBe(1);
  });

  it.skipIf(usingPostgres())('run again on an existing PGlite directory without failing or losing data', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bhakti-migrate-'));
    try {
      const first = await createDb({ dataDir: dir });
      try {
        await first.db.insert(categories).values({ name: 'Aartis', slug: 'aartis', type: 'aarti' });
        await first.db.insert(newsletterSubscribers).values({ email: 'a@example.com' });
      } finally {
        await first.close();
      }
      expect(existsSync(join(dir, 'bhakti.lock'))).toBe(false);

      for (let round = 0; round < 2; round++) {
        const reopened = await createDb({ dataDir: dir });
        try {
          expect(await appliedMigrations(reopened)).toBe(journal.entries.length);
          expect(await reopened.db.select({ slug: categories.slug }).from(categories)).toEqual([{ slug: 'aartis' }]);
          expect(await reopened.db.select({ email: newsletterSubscribers.email }).from(newsletterSubscribers)).toEqual([
            { email: 'a@example.com' },
          ]);
          // The constraints are still there after the migrator ran again.
          await expectRefused(
            reopened.db.insert(categories).values({ name: 'Again', slug: 'aartis', type: 'aarti' }),
            UNIQUE,
          );
        } finally {
          await reopened.close();
        }
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

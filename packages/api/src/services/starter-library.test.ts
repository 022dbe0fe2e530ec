import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readStarterLibrary } from '@bhakti/db';
import { createTestDatabase, type TestDatabase } from '@bhakti/db/testing';
import { PostgresSearchEngine } from '@bhakti/search';
import { CATEGORY_TYPES, parseVerses } from '@bhakti/core';
import { TextInputSchema } from '../schemas.js';
import { seedStarterLibrary } from './library-loader.js';
import { listDeities, listTexts } from './library.js';

const library = readStarterLibrary();

describe('the starter library', () => {
  it('has the four categories, at least 8 deities and at least 12 texts in at least 5 languages', () => {
    expect(library.categories.map((c) => c.type).sort()).toEqual([...CATEGORY_TYPES].sort());
    expect(library.deities.length).toBeGreaterThanOrEqual(8);
    expect(library.texts.length).toBeGreaterThanOrEqual(12);
    const languages = new Set(library.texts.flatMap((t) => t.contents.map((c) => c.languageCode)));
    expect(languages.size).toBeGreaterThanOrEqual(5);
    for (const type of CATEGORY_TYPES) {
      const slug = library.categories.find((c) => c.type === type)?.slug;
      expect(
        library.texts.some((t) => t.categorySlug === slug),
        `a text in ${type}`,
      ).toBe(true);
    }
  });

  it('holds only valid texts, stored exactly as typed (NFC, normalised lines)', () => {
    for (const text of library.texts) {
      const parsed = TextInputSchema.safeParse({ ...text, categoryId: 1, deityId: text.deitySlug ? 1 : null });
      expect(parsed.success, `${text.slug}: ${parsed.error?.message}`).toBe(true);
      for (const [index, content] of text.contents.entries()) {
        expect(content.content, `${text.slug} content ${index}`).toBe(parsed.data!.contents[index]!.content);
        expect(content.content).not.toMatch(/[\u200B-\u200D]/);
      }
    }
  });

  it('gives every transliteration the verse and line structure of its original', () => {
    for (const text of library.texts) {
      const original = text.contents.find((c) => !c.isTransliteration);
      const transliteration = text.contents.find((c) => c.isTransliteration);
      if (!original || !transliteration) continue;
      const shape = (content: string) => parseVerses(content).map((verse) => verse.length);
      expect(shape(transliteration.content), text.slug).toEqual(shape(original.content));
    }
  });

  it('gives every text an English meaning with one verse for each verse of every original', () => {
    const verseCount = (content: string) => parseVerses(content).length;
    for (const text of library.texts) {
      const meaning = text.contents.find((c) => c.languageCode === 'en' && !c.isTransliteration);
      expect(meaning, `${text.slug}: an English meaning`).toBeDefined();
      const originals = text.contents.filter((c) => c.languageCode !== 'en' && !c.isTransliteration);
      expect(originals.length, `${text.slug}: an original`).toBeGreaterThan(0);
      for (const original of originals) {
        expect(
          verseCount(meaning!.content),
          `${text.slug}: verses of the meaning against ${original.languageCode}`,
        ).toBe(verseCount(original.content));
      }
    }
  });

  it('names only categories and deities it defines, with unique slugs', () => {
    const slugs = library.texts.map((t) => t.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    const categorySlugs = new Set(library.categories.map((c) => c.slug));
    const deitySlugs = new Set(library.deities.map((d) => d.slug));
    for (const text of library.texts) {
      expect(categorySlugs.has(text.categorySlug ?? '')).toBe(true);
      if (text.deitySlug) expect(deitySlugs.has(text.deitySlug)).toBe(true);
    }
  });
});

describe('seedStarterLibrary', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it('loads into an empty database once, and never again', async () => {
    const search = new PostgresSearchEngine(database);
    const result = await seedStarterLibrary(database, search);
    expect(result?.texts).toHaveLength(library.texts.length);
    expect(result?.categoriesCreated).toBe(4);
    expect(result?.deitiesCreated).toBe(library.deities.length);
    expect(await seedStarterLibrary(database, search)).toBeNull();
    const texts = await listTexts(database.db);
    expect(texts).toHaveLength(library.texts.length);
    const chalisa = texts.find((t) => t.slug === 'hanuman-chalisa');
    expect(chalisa?.firstLine).toMatch(/^Cleansing the mirror of my mind/);
  });

  it('loads the deities with their aliases, which search finds', async () => {
    const hanuman = (await listDeities(database.db)).find((deity) => deity.slug === 'hanuman');
    expect(hanuman?.aliases).toEqual(expect.arrayContaining(['Bajrangbali', 'Anjaneya', 'Maruti']));
    const search = new PostgresSearchEngine(database);
    const [hit] = await search.search('bajrangbali');
    const slugOf = new Map((await listTexts(database.db)).map((t) => [t.id, t.slug]));
    expect(slugOf.get(hit?.textId ?? 0)).toBe('hanuman-chalisa');
  });

  it('makes the English meanings searchable', async () => {
    const search = new PostgresSearchEngine(database);
    const slugOf = new Map((await listTexts(database.db)).map((t) => [t.id, t.slug]));
    const [monkeys] = await search.search('lord of monkeys');
    expect(slugOf.get(monkeys?.textId ?? 0)).toBe('hanuman-chalisa');
    const [sweet] = await search.search('everything about the lord of sweetness is sweet');
    expect(slugOf.get(sweet?.textId ?? 0)).toBe('madhurashtakam');
  });

  it('gives texts other titles and keywords that search finds them by', async () => {
    const search = new PostgresSearchEngine(database);
    const slugOf = new Map((await listTexts(database.db)).map((t) => [t.id, t.slug]));
    const first = async (query: string) => slugOf.get((await search.search(query))[0]?.textId ?? 0);
    expect(await first('before starting any work')).toBe('vakratunda-mahakaya');
    expect(await first('shanti mantra')).toBe('om-sahana-vavatu');
    expect(await first('tryambakam mantra')).toBe('mahamrityunjaya-mantra');
    expect(await first('ganpati aarti')).toBe('sukhkarta-dukhharta');
  });
});

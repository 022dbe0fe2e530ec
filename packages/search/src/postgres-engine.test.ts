import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { count, eq, and, sql } from 'drizzle-orm';
import {
  deities,
  devotionalTexts,
  searchEntries,
  searchIndexState,
  searchTerms,
  textContents,
  rowsOf,
  type Executor,
} from '@bhakti/db';
import { createTestDatabase, type TestDatabase } from '@bhakti/db/testing';
import { PostgresSearchEngine } from './postgres-engine.js';
import { SEARCH_DATA_VERSION, ensureSearchData, indexUnindexedTexts, reindexTextsWithin } from './reindex.js';
import { FIRST_HITS, TEXTS, seed, writeText, type NewText } from './test-library.js';

let database: TestDatabase;
let engine: PostgresSearchEngine;
const ids = new Map<string, number>();

beforeAll(async () => {
  database = await createTestDatabase();
  engine = new PostgresSearchEngine(database);
});
afterAll(async () => {
  await database?.destroy();
});
beforeEach(async () => {
  await database.reset();
  ids.clear();
  await seed(database, ids);
});

const write = (tx: Executor, text: NewText) => writeText(tx, text, ids);

/** A mantra in one language. */
const mantra = (slug: string, title: string, content: string, languageCode = 'hi'): NewText => ({
  title,
  slug,
  category: 'mantras',
  contents: [{ languageCode, content, isTransliteration: false }],
});

/** Writes the texts and their search data in one transaction. */
async function writeAll(texts: readonly NewText[]): Promise<void> {
  await database.db.transaction(async (tx) => {
    const written = [];
    for (const text of texts) written.push(await write(tx, text));
    await reindexTextsWithin(tx, written);
  });
}

async function slugs(query: string): Promise<string[]> {
  const bySlug = new Map([...ids].map(([slug, id]) => [id, slug]));
  return (await engine.search(query)).map((hit) => bySlug.get(hit.textId) ?? String(hit.textId));
}

describe('PostgresSearchEngine.search', () => {
  it.each(FIRST_HITS)('finds "%s" (%s first)', async (query, slug) => {
    expect((await slugs(query))[0]).toBe(slug);
  });

  it('answers the verse that matched, in the script of the query, with the matched words marked', async () => {
    const [devanagari] = await engine.search('कपीस तिहुँ लोक');
    expect(devanagari).toMatchObject({
      matchedLanguage: 'hi',
      matchedTransliteration: false,
      verse: 1,
      snippet: 'जय कपीस तिहुँ लोक उजागर ॥',
      highlights: [
        { start: 3, end: 7 },
        { start: 8, end: 13 },
        { start: 14, end: 17 },
      ],
    });
    const [latin] = await engine.search('kapis tihun lok');
    expect(latin).toMatchObject({ matchedLanguage: 'en', matchedTransliteration: true, verse: 1 });
    expect(latin?.snippet).toBe('Jai kapis tihun lok ujagar');
    const [second] = await engine.search('ram doot atulit');
    expect(second).toMatchObject({ matchedLanguage: 'hi', verse: 2, snippet: 'राम दूत अतुलित बल धामा ।' });
    const [telugu] = await engine.search('భూర్భువః');
    expect(telugu).toMatchObject({ matchedLanguage: 'te', verse: 1 });
  });

  it('has no verse to show when only the title, deity or category matched', async () => {
    const [hit] = await engine.search('bajrangbali');
    expect(hit).toMatchObject({ matchedLanguage: null, verse: null, snippet: null, highlights: [] });
  });

  it('ranks a title above a first verse above a later verse, and texts with every word first', async () => {
    await writeAll([
      mantra('in-later-verse', 'Stuti', 'नमो नमः\n\nजय दयानिधि'),
      mantra('in-first-verse', 'Vandana', 'जय दयानिधि नमो नमः'),
      mantra('in-title', 'Dayanidhi Aarti', 'नमो नमः'),
    ]);
    expect(await slugs('dayanidhi')).toEqual(['in-title', 'in-first-verse', 'in-later-verse']);
    expect((await slugs('dayanidhi namo'))[0]).toBe('in-first-verse');
  });

  it('puts texts with every word in one place before texts with the words scattered', async () => {
    await writeAll([
      mantra('scattered', 'Dayanidhi Aarti', 'जय जय\n\nप्रभु कृपालु'),
      mantra('together', 'Stuti', 'जय जय\n\nदयानिधि प्रभु'),
    ]);
    expect(await slugs('dayanidhi prabhu')).toEqual(['together', 'scattered']);
  });

  it('finds two words that the library writes as one, however common the others are', async () => {
    const stotrams = Array.from({ length: 120 }, (_, i) =>
      mantra(`stotram-${i + 1}`, `Stotram ${i + 1}`, 'कनक धारा स्तोत्रम्', 'sa'),
    );
    await writeAll([mantra('kanakadhara-stotram', 'Kanakadhara Stotram', 'अङ्गं हरेः पुलकभूषणमाश्रयन्ती', 'sa'), ...stotrams]);
    expect((await slugs('kanak dhara stotra'))[0]).toBe('kanakadhara-stotram');
  });

  it('completes the last word while it is typed, even when it is a word of its own', async () => {
    // "kanak" (gold) is a word of many verses, and the start of Kanakadhara.
    const golden = Array.from({ length: 12 }, (_, i) => mantra(`golden-${i + 1}`, `Golden ${i + 1}`, 'कनक भवन'));
    await writeAll([mantra('kanakadhara-stotram', 'Kanakadhara Stotram', 'अङ्गं हरेः पुलकभूषणमाश्रयन्ती', 'sa'), ...golden]);
    expect((await slugs('kanak'))[0]).toBe('kanakadhara-stotram');
    expect(await slugs('kanak')).toContain('golden-1');
    expect((await slugs('golden kanak'))[0]).toMatch(/^golden-/);
  });

  it('reads a word it does not know as the known words it runs together', async () => {
    await writeAll([
      mantra('bhaja-govindam', 'Bhaja Govindam', 'भज गोविन्दं भज गोविन्दं', 'sa'),
      mantra('vishnu-sahasranama', 'Vishnu Sahasranama', 'विश्वं विष्णुर्वषट्कारो', 'sa'),
    ]);
    expect((await slugs('bhajagovindam'))[0]).toBe('bhaja-govindam');
    expect((await slugs('viSNusahasranAma'))[0]).toBe('vishnu-sahasranama');
    expect(await slugs('bhajagovindam')).not.toContain('vishnu-sahasranama');
  });

  it('answers three words or more with texts that hold at least two of them together', async () => {
    await writeAll([
      mantra('two-together', 'Two Together', 'नमः शिवाय', 'sa'),
      mantra('one-word', 'One Word', 'नमः', 'sa'),
    ]);
    const found = await slugs('om namah shivaya');
    expect(found).toContain('two-together');
    expect(found).not.toContain('one-word');
  });

  it('answers nothing for queries without a searchable word, and at most `limit` hits', async () => {
    for (const query of ['%', '_', '\\', '।', "' OR 1=1 --"]) expect(await engine.search(query)).toEqual([]);
    expect(await engine.search('chalisa', { limit: 1 })).toHaveLength(1);
  });
});

describe('search data kept by every write', () => {
  it('finds a created text as soon as its transaction commits', async () => {
    await database.db.transaction(async (tx) => {
      const id = await write(tx, {
        title: 'Ganesh Aarti',
        slug: 'ganesh-aarti',
        category: 'mantras',
        contents: [{ languageCode: 'mr', content: 'सुखकर्ता दुःखहर्ता वार्ता विघ्नाची', isTransliteration: false }],
      });
      await reindexTextsWithin(tx, [id]);
    });
    expect(await slugs('sukhkarta dukhharta')).toEqual(['ganesh-aarti']);
  });

  it('finds an updated text by its new words only', async () => {
    const id = ids.get('shiv-chalisa') ?? 0;
    await database.db.transaction(async (tx) => {
      await tx.update(devotionalTexts).set({ title: 'Shiva Chalisa' }).where(eq(devotionalTexts.id, id));
      await tx.update(textContents).set({ content: 'नमः शिवाय' }).where(eq(textContents.devotionalTextId, id));
      await reindexTextsWithin(tx, [id]);
    });
    expect(await slugs('deen dayala')).toEqual([]);
    expect((await slugs('namah shivaya'))[0]).toBe('shiv-chalisa');
  });

  it('forgets a deleted text, and a deleted language of a text', async () => {
    const gayatri = ids.get('gayatri-mantra') ?? 0;
    expect((await engine.search('భూర్భువః'))[0]?.matchedLanguage).toBe('te');
    await database.db.transaction(async (tx) => {
      await tx
        .delete(textContents)
        .where(and(eq(textContents.devotionalTextId, gayatri), eq(textContents.languageCode, 'te')));
      await reindexTextsWithin(tx, [gayatri]);
    });
    // As every library write does (writeLibrary): the library_changed notice comes on another
    // connection, and on a PostgreSQL server it may come after the next search has begun.
    await engine.textsRemoved();
    expect((await engine.search('భూర్భువః'))[0]?.matchedLanguage).toBe('sa');
    const chalisa = ids.get('hanuman-chalisa') ?? 0;
    await database.db.transaction(async (tx) => {
      await tx.delete(devotionalTexts).where(eq(devotionalTexts.id, chalisa));
      await reindexTextsWithin(tx, [chalisa]);
    });
    await engine.textsRemoved();
    expect(await slugs('hanuman chalisa')).not.toContain('hanuman-chalisa');
    expect(await slugs('pavansut')).toEqual([]);
  });

  it('finds every text of a batch written in one transaction', async () => {
    await database.db.transaction(async (tx) => {
      const written = [];
      for (const n of [1, 2, 3]) {
        written.push(
          await write(tx, {
            title: `Vandana ${n}`,
            slug: `vandana-${n}`,
            category: 'mantras',
            contents: [{ languageCode: 'sa', content: `नमो नमः ${n}`, isTransliteration: false }],
          }),
        );
      }
      await reindexTextsWithin(tx, written);
    });
    expect((await slugs('vandana')).sort()).toEqual(['vandana-1', 'vandana-2', 'vandana-3']);
  });

  it('gives the planner statistics of every table search reads after a write of 100 texts', async () => {
    const tables = ['search_entries', 'search_terms', 'devotional_texts', 'text_contents'];
    // A truncated table has never been analyzed (reltuples -1); ANALYZE counts its rows.
    const counted = async () =>
      rowsOf<{ relname: string }>(
        await database.db.execute(
          sql`SELECT relname FROM pg_class WHERE relname IN (${sql.join(tables, sql`, `)}) AND reltuples > 0`,
        ),
      ).map((row) => row.relname);
    expect(await counted()).toEqual([]);
    await writeAll(Array.from({ length: 100 }, (_, n) => mantra(`stuti-${n}`, `Stuti ${n}`, `नमो नमः ${n}`)));
    expect((await counted()).sort()).toEqual([...tables].sort());
  });

  it('finds texts by a deity alias added later, once they are re-indexed', async () => {
    expect(await slugs('maruti')).toEqual([]);
    await database.db.transaction(async (tx) => {
      const [hanuman] = await tx
        .update(deities)
        .set({ aliases: ['Bajrangbali', 'Maruti'] })
        .where(eq(deities.slug, 'hanuman'))
        .returning();
      const texts = await tx
        .select({ id: devotionalTexts.id })
        .from(devotionalTexts)
        .where(eq(devotionalTexts.deityId, hanuman?.id ?? 0));
      await reindexTextsWithin(
        tx,
        texts.map((t) => t.id),
      );
    });
    // The engine forgets what it fetched when the library_changed notice of the commit
    // arrives: at once on PGlite, a moment later from a PostgreSQL server.
    await vi.waitFor(async () => expect(await slugs('maruti')).toEqual(['hanuman-chalisa']), { timeout: 5000 });
  });

  it('finds a text by its other titles as by its title, and by its keywords, once they are given', async () => {
    await writeAll([
      mantra('vishnu-sahasranama', 'Vishnu Sahasranama Stotram', 'विश्वं विष्णुर्वषट्कारो भूतभव्यभवत्प्रभुः ।', 'sa'),
      mantra('lalita-sahasranama', 'Lalita Sahasranama Stotram', 'श्रीमाता श्रीमहाराज्ञी श्रीमत्सिंहासनेश्वरी ।', 'sa'),
      mantra('vakratunda-mahakaya', 'Vakratunda Mahakaya', 'वक्रतुण्ड महाकाय सूर्यकोटि समप्रभ ।', 'sa'),
      mantra('vishnu-aarti', 'Vishnu Aarti', 'ॐ जय जगदीश हरे'),
    ]);
    // Before: "vishnu" alone matches, in two titles that tie (the first by title wins).
    expect(await slugs('1000 names of vishnu')).toEqual(['vishnu-aarti', 'vishnu-sahasranama']);
    expect(await slugs('before starting any work')).toEqual([]);
    const given = {
      'vishnu-sahasranama': { alternativeTitles: ['1000 Names of Vishnu'], keywords: [] },
      'vakratunda-mahakaya': { alternativeTitles: [], keywords: ['before starting any work'] },
    };
    await database.db.transaction(async (tx) => {
      for (const [slug, names] of Object.entries(given)) {
        await tx.update(devotionalTexts).set(names).where(eq(devotionalTexts.slug, slug));
      }
      await reindexTextsWithin(
        tx,
        Object.keys(given).map((slug) => ids.get(slug) ?? 0),
      );
    });
    await vi.waitFor(async () => expect((await slugs('1000 names of vishnu'))[0]).toBe('vishnu-sahasranama'), {
      timeout: 5000,
    });
    const [named] = await engine.search('names of vishnu');
    // Named by its other title (a verse may still be shown: विष्णुर्… completes the last word).
    expect(named).toMatchObject({ textId: ids.get('vishnu-sahasranama'), matchedTitle: true });
    expect((await slugs('sahasranama'))[0]).toBe('lalita-sahasranama');
    expect((await slugs('before starting any work'))[0]).toBe('vakratunda-mahakaya');
  });

  it('is unchanged by a transaction that fails', async () => {
    const before = await slugs('chalisa');
    const [terms] = await database.db.select({ n: count() }).from(searchTerms);
    await expect(
      database.db.transaction(async (tx) => {
        const id = await write(tx, {
          title: 'Durga Chalisa',
          slug: 'durga-chalisa',
          category: 'chalisas',
          contents: [{ languageCode: 'hi', content: 'नमो नमो दुर्गे सुख करनी', isTransliteration: false }],
        });
        const chalisa = ids.get('hanuman-chalisa') ?? 0;
        await tx.delete(devotionalTexts).where(eq(devotionalTexts.id, chalisa));
        await reindexTextsWithin(tx, [id, chalisa]);
        throw new Error('the write fails after indexing');
      }),
    ).rejects.toThrow('the write fails after indexing');
    expect(await slugs('chalisa')).toEqual(before);
    expect(await slugs('durge')).toEqual([]);
    const [after] = await database.db.select({ n: count() }).from(searchTerms);
    expect(Number(after?.n)).toBe(Number(terms?.n));
  });
});

describe('ensureSearchData', () => {
  it('rebuilds the search data once it was built for another search key, and not again', async () => {
    await database.db.insert(searchIndexState).values({ id: 1, keyVersion: SEARCH_DATA_VERSION - 1 });
    await database.db.execute('TRUNCATE search_entries, search_terms');
    expect(await slugs('hanuman')).toEqual([]);
    expect(await ensureSearchData(database)).toBe(TEXTS.length);
    // A rebuild announces itself with library_changed, which a PostgreSQL server delivers a moment later.
    await vi.waitFor(async () => expect((await slugs('hanuman'))[0]).toBe('hanuman-chalisa'), { timeout: 5000 });
    expect(await ensureSearchData(database)).toBe(0);
  });

  it('leaves texts without search data to indexUnindexedTexts, which indexes them and only them', async () => {
    await ensureSearchData(database);
    const id = ids.get('hanuman-chalisa') ?? 0;
    await database.db.delete(searchEntries).where(eq(searchEntries.textId, id));
    expect(await ensureSearchData(database)).toBe(0);
    expect(await indexUnindexedTexts(database)).toEqual([id]);
    await vi.waitFor(async () => expect((await slugs('hanuman'))[0]).toBe('hanuman-chalisa'), { timeout: 5000 });
    expect(await indexUnindexedTexts(database)).toEqual([]);
  });
});

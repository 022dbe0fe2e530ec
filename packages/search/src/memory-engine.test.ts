import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { categories, deities, insertText, readStarterLibrary, rowsOf, textContents, type Library } from '@bhakti/db';
import { createTestDatabase, type TestDatabase } from '@bhakti/db/testing';
import { MEMORY_BOUNDS, MemorySearchEngine, type MemoryBounds } from './memory-engine.js';
import { MemoryIndex, trigramsOf } from './memory-index.js';
import { PostgresSearchEngine } from './postgres-engine.js';
import { PostgresSource } from './postgres-source.js';
import { reindexTextsWithin } from './reindex.js';
import type { Lookup } from './source.js';
import { FIRST_HITS, seed, writeText } from './test-library.js';

let database: TestDatabase;
const ids = new Map<string, number>();

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.destroy();
});

/** Each engine made by a test, stopped after it (a copy on a thread has a thread to stop). */
const made: MemorySearchEngine[] = [];
afterEach(async () => {
  await Promise.all(made.splice(0).map((engine) => engine.close()));
});

/** The two ways of holding the copy: on the thread that searches, or on a thread of its own. */
const HOLDERS = [
  { holder: 'here', thread: false },
  { holder: 'on a thread of its own', thread: true },
] as const;

/** Writes a library (the starter library, the corpus) and its search data in one transaction. */
async function writeLibrary(library: Library): Promise<void> {
  await database.db.transaction(async (tx) => {
    const categoryIds = new Map<string, number>();
    for (const category of library.categories) {
      const [row] = await tx.insert(categories).values(category).returning({ id: categories.id });
      categoryIds.set(category.slug, row?.id ?? 0);
    }
    const deityIds = new Map<string, number>();
    for (const deity of library.deities) {
      const [row] = await tx.insert(deities).values(deity).returning({ id: deities.id });
      deityIds.set(deity.slug, row?.id ?? 0);
    }
    const written = [];
    for (const { categorySlug, deitySlug, contents, ...text } of library.texts) {
      const id = await insertText(tx, {
        description: null,
        author: null,
        isPopular: false,
        ...text,
        categoryId: categoryIds.get(categorySlug ?? '') ?? text.categoryId ?? 0,
        deityId: deitySlug ? (deityIds.get(deitySlug) ?? null) : null,
        contents: contents.map((content) => ({ isTransliteration: false, ...content })),
      });
      ids.set(text.slug, id);
      written.push(id);
    }
    await reindexTextsWithin(tx, written);
  });
}

/** What a devotee might type for a text: its title, a typo of it, the start of its first word, its first line. */
function queriesFor(library: Library): string[] {
  return library.texts.flatMap((text) => {
    const firstLine = text.contents[0]?.content.split('\n')[0] ?? '';
    const title = text.title.toLowerCase();
    return [
      title,
      title.replace(/[aeiou](?=[^aeiou]*$)/, ''),
      title.slice(0, 5),
      firstLine.split(/\s+/).slice(0, 4).join(' '),
      `${text.deitySlug ?? ''} ${text.categorySlug ?? ''}`,
    ];
  });
}

const MORE_QUERIES = [
  'om',
  'jai',
  'ram',
  'shiv',
  'hanuman chalisa in telugu',
  'maa durga aarti',
  'gayatri mantra meaning',
  'viSNusahasranAma',
  'krsna',
  'sahasr',
  'kanak',
  'ஶங்கர',
  'श्री गुरु चरन सरोज रज',
  'jagdish hare',
  'hanumaan chaalisaa lyrics',
  'lakshmi',
  'ganesh',
];

/** Each query's hits from both engines: the memory engine must answer exactly as the database does. */
async function expectSameAnswers(memory: MemorySearchEngine, queries: readonly string[]) {
  const postgres = new PostgresSearchEngine(database);
  await memory.load();
  expect(memory.loaded).toBe(true);
  for (const query of new Set(queries)) {
    expect(await memory.search(query), query).toEqual(await postgres.search(query));
  }
}

describe.each(HOLDERS)('MemorySearchEngine with its copy $holder answers as the database does', ({ thread }) => {
  const memoryEngine = () => {
    const engine = new MemorySearchEngine(database, MEMORY_BOUNDS, { thread });
    made.push(engine);
    return engine;
  };

  beforeEach(async () => {
    await database.reset();
    ids.clear();
  });

  it('on the engines’ test library', async () => {
    await seed(database, ids);
    await expectSameAnswers(memoryEngine(), [...FIRST_HITS.map(([query]) => query), ...MORE_QUERIES]);
  });

  it('on the starter library', async () => {
    const library = readStarterLibrary();
    await writeLibrary(library);
    await expectSameAnswers(memoryEngine(), [...queriesFor(library), ...MORE_QUERIES]);
  });

  const corpusDir = process.env.BHAKTI_CORPUS_DIR ?? '';
  const corpus = join(corpusDir, 'texts.json');
  it.skipIf(!existsSync(corpus))(
    `on the corpus of real texts ${existsSync(corpus) ? '' : '(skipped without it: set BHAKTI_CORPUS_DIR to the corpus directory)'}`,
    async () => {
      const read = (file: string) => JSON.parse(readFileSync(join(corpusDir, file), 'utf8')) as never;
      const library: Library = {
        categories: read('categories.json'),
        deities: read('deities.json'),
        texts: read('texts.json'),
      };
      await writeLibrary(library);
      await expectSameAnswers(memoryEngine(), [...queriesFor(library), ...MORE_QUERIES]);
    },
  );
});

const verse = (content: string) => ({ languageCode: 'sa', content, isTransliteration: false });

describe.each(HOLDERS)('MemorySearchEngine with its copy $holder keeps it current', ({ thread }) => {
  let engine: MemorySearchEngine;
  const memoryEngine = (bounds: MemoryBounds = MEMORY_BOUNDS) => {
    const created = new MemorySearchEngine(database, bounds, { thread });
    made.push(created);
    return created;
  };

  beforeEach(async () => {
    await database.reset();
    ids.clear();
    await seed(database, ids);
    engine = memoryEngine();
  });

  const slugsOf = async (query: string) => {
    const bySlug = new Map([...ids].map(([slug, id]) => [id, slug]));
    return (await engine.search(query)).map((hit) => bySlug.get(hit.textId));
  };

  it('answers from the database until its copy is loaded', async () => {
    expect(engine.loaded).toBe(false);
    expect((await slugsOf('hanuman chalisa'))[0]).toBe('hanuman-chalisa');
    await engine.load();
    expect(engine.loaded).toBe(true);
    expect((await slugsOf('hanuman chalisa'))[0]).toBe('hanuman-chalisa');
  });

  it('finds a text written here as soon as textsChanged returns, and loses a deleted one on textsRemoved', async () => {
    await engine.load();
    const id = await database.db.transaction(async (tx) => {
      const written = await writeText(
        tx,
        {
          title: 'Kanakadhara Stotram',
          slug: 'kanakadhara',
          category: 'mantras',
          contents: [verse('अङ्गं हरेः पुलकभूषणमाश्रयन्ती')],
        },
        ids,
      );
      await reindexTextsWithin(tx, [written]);
      return written;
    });
    await engine.textsChanged([id]);
    expect(await slugsOf('kanakadhara')).toEqual(['kanakadhara']);
    await database.db.execute(sql`DELETE FROM devotional_texts WHERE id = ${id}`);
    await engine.textsRemoved([id]);
    expect(await slugsOf('kanakadhara')).toEqual([]);
  });

  it('shows a changed verse, not the one it replaced', async () => {
    await engine.load();
    const id = ids.get('shiv-chalisa') ?? 0;
    await database.db.transaction(async (tx) => {
      await tx
        .update(textContents)
        .set({ content: 'नमो नमो जय नमः शिवाय ।' })
        .where(sql`devotional_text_id = ${id}`);
      await reindexTextsWithin(tx, [id]);
    });
    await engine.textsChanged([id]);
    expect(await slugsOf('girija pati')).toEqual([]);
    const [hit] = await engine.search('namah shivaya');
    expect(hit).toMatchObject({ textId: id, snippet: 'नमो नमो जय नमः शिवाय ।' });
  });

  it('catches up with a write it was not told of (another instance, the CLI) on the library_changed notice', async () => {
    await engine.load();
    const id = ids.get('gayatri-mantra') ?? 0;
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`UPDATE devotional_texts SET title = 'Savitri Mantra' WHERE id = ${id}`);
      await reindexTextsWithin(tx, [id]);
    });
    await vi.waitFor(async () => expect((await slugsOf('savitri'))[0]).toBe('gayatri-mantra'), { timeout: 5000 });
    await database.db.execute(sql`DELETE FROM devotional_texts WHERE id = ${id}`);
    await vi.waitFor(async () => expect(await slugsOf('savitri')).toEqual([]), { timeout: 5000 });
  });

  it('finds a text another instance wrote while its copy was loading', async () => {
    // Batches of 7 entries with a turn of the event loop between them: on PGlite the write
    // lands between two batches; PostgreSQL may finish the load first. Found either way.
    engine = memoryEngine({ ...MEMORY_BOUNDS, loadBatch: 7 });
    const loading = engine.load();
    const id = ids.get('gayatri-mantra') ?? 0;
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`UPDATE devotional_texts SET title = 'Savitri Mantra' WHERE id = ${id}`);
      await reindexTextsWithin(tx, [id]);
    });
    await loading;
    await vi.waitFor(async () => expect((await slugsOf('savitri'))[0]).toBe('gayatri-mantra'), { timeout: 5000 });
  });

  it('orders texts that tie by how often they are read, as read counts move', async () => {
    await engine.load();
    const chalisas = async () => (await slugsOf('chalisa')).filter((slug) => slug?.endsWith('-chalisa'));
    const [first, second] = await chalisas();
    await database.db.execute(
      sql`UPDATE devotional_texts SET popularity = popularity + 100 WHERE slug = ${second ?? ''}`,
    );
    await vi.waitFor(async () => expect(await chalisas()).toEqual([second, first]), { timeout: 5000 });
  });

  it('lets the event loop answer other work between the batches it loads', async () => {
    engine = memoryEngine({ ...MEMORY_BOUNDS, loadBatch: 7 });
    // One count a turn of the event loop (an immediate queued by one runs in the next turn),
    // whatever the time: a timer counted milliseconds, and a fast load took one.
    let turns = 0;
    let loading = true;
    const turn = () => {
      turns++;
      if (loading) setImmediate(turn);
    };
    setImmediate(turn);
    try {
      await engine.load();
    } finally {
      loading = false;
    }
    expect(turns).toBeGreaterThan(1);
  });

  it.runIf(thread)(
    'searches on its own thread: the event loop here turns while a search waits for its answer',
    async () => {
      await engine.load();
      let turned = false;
      setImmediate(() => (turned = true));
      expect((await slugsOf('hanuman chalisa'))[0]).toBe('hanuman-chalisa');
      expect(turned).toBe(true);
    },
  );

  it.runIf(thread)('leaves the searches to the database once its copy is gone (its thread stopped)', async () => {
    await engine.load();
    // A search asked as the thread stops is answered too.
    const asked = slugsOf('hanuman chalisa');
    await engine.close();
    expect((await asked)[0]).toBe('hanuman-chalisa');
    expect((await slugsOf('hanuman chalisa'))[0]).toBe('hanuman-chalisa');
  });

  it('reads the whole copy again, in batches, when more texts changed than it keeps beside it', async () => {
    engine = memoryEngine({ ...MEMORY_BOUNDS, loadBatch: 7, changedTexts: 3 });
    await engine.load();
    const written = await database.db.transaction(async (tx) => {
      const many = [];
      for (let n = 0; n <= 3; n++) {
        many.push(
          await writeText(
            tx,
            { title: `Stotra ${n} Vandana`, slug: `stotra-${n}`, category: 'mantras', contents: [verse('ॐ नमः')] },
            ids,
          ),
        );
      }
      await reindexTextsWithin(tx, many);
      return many;
    });
    await engine.textsChanged(written);
    expect(await slugsOf('stotra 3 vandana')).toContain('stotra-3');
    expect((await slugsOf('hanuman chalisa'))[0]).toBe('hanuman-chalisa');
  });
});

describe('MemoryIndex vocabulary lookups', () => {
  beforeAll(async () => {
    await database.reset();
    ids.clear();
    await writeLibrary(readStarterLibrary());
  });

  it('takes the trigrams pg_trgm takes', async () => {
    for (const word of ['a', 'om', 'hanuman', 'aaa', 'x1y2']) {
      const [row] = rowsOf<{ trigrams: string[] }>(
        await database.db.execute(sql`SELECT show_trgm(${word}) AS trigrams`),
      );
      expect(trigramsOf(word).sort(), word).toEqual([...(row?.trigrams ?? [])].sort());
    }
  });

  it('finds the terms the database finds, in the same order', async () => {
    const rows = rowsOf<{
      id: number;
      textId: number;
      kind: never;
      languageCode: string;
      isTransliteration: boolean;
      verse: number;
      key: string;
    }>(
      await database.db.execute(
        sql`SELECT id, text_id AS "textId", kind, language_code AS "languageCode", is_transliteration AS "isTransliteration", verse, key FROM search_entries`,
      ),
    );
    const index = MemoryIndex.of(rows);
    const source = new PostgresSource(database);
    const words = [
      'hanuman',
      'hanumn',
      'chalis',
      'jagdis',
      'sharan',
      'mata',
      'shri',
      'ganp',
      'deva',
      'aarti',
      'krishn',
    ];
    const lookups: Lookup[] = words.flatMap((value, tag) =>
      (['term', 'prefix', 'infix', 'typo'] as const).map((kind) => ({ tag, kind, value, limit: 10 })),
    );
    const fromDatabase = await source.lookUp(lookups);
    lookups.forEach((lookup, n) => {
      expect(
        index.lookUp(lookup).map((found) => found.term),
        `${lookup.kind}:${lookup.value}`,
      ).toEqual(fromDatabase[n]);
    });
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { textRevisions, users } from '@bhakti/db';
import { createTestDatabase, type TestDatabase } from '@bhakti/db/testing';
import { PostgresSearchEngine } from '@bhakti/search';
import { getFullText, listTexts } from './library.js';
import { loadLibrary, seedStarterLibrary } from './library-loader.js';
import { importTexts, type ImportOptions } from './text-import.js';
import { listRevisions } from './revisions.js';

let database: TestDatabase;
let search: PostgresSearchEngine;
let adminId: number;
beforeAll(async () => {
  database = await createTestDatabase();
  search = new PostgresSearchEngine(database);
});
afterAll(async () => {
  await database?.destroy();
});

const shanti = {
  title: 'Shanti Path',
  slug: 'shanti-path',
  categoryId: 1,
  contents: [{ languageCode: 'sa', content: 'ॐ द्यौः शान्तिरन्तरिक्षं शान्तिः ।\nपृथिवी शान्तिरापः शान्तिः ॥' }],
};
const gayatri = {
  title: 'Gayatri Mantra',
  slug: 'gayatri-mantra',
  categoryId: 1,
  contents: [
    { languageCode: 'sa', content: 'ॐ भूर्भुवः स्वः ।\nतत्सवितुर्वरेण्यं भर्गो देवस्य धीमहि ।' },
    { languageCode: 'en', content: 'Om bhur bhuvah svah', isTransliteration: true },
  ],
};
const fresh = (slug: string, line: string) => ({
  title: `Fresh ${slug}`,
  slug,
  categoryId: 1,
  contents: [{ languageCode: 'hi', content: line }],
});

beforeEach(async () => {
  await database.reset();
  await loadLibrary(database, search, {
    categories: [{ name: 'Mantras', slug: 'mantras', type: 'mantra' }],
    texts: [shanti, gayatri],
  });
  const [admin] = await database.db
    .insert(users)
    .values({ username: 'admin', passwordHash: 'x', isAdmin: true })
    .returning({ id: users.id });
  adminId = admin!.id;
});

const run = (items: unknown[], options: ImportOptions = {}) =>
  importTexts(database, search, items, { userId: adminId, ...options });
const textBySlug = (slug: string) => getFullText(database.db, { slug });
const revisionsOf = async (slug: string) => listRevisions(database.db, (await textBySlug(slug))!.id);
const slugs = async () => (await listTexts(database.db)).map((t) => t.slug).sort();

describe('importing texts whose slug exists', () => {
  it('refuses the whole batch by default, with the same 409 and messages as before', async () => {
    const error = await run([fresh('new-one', 'नया पाठ'), { ...shanti, title: 'Shanti Path again' }]).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ code: 'CONFLICT', message: 'Nothing was imported: 1 problem in 1 item' });
    expect((error as { cause: { errors: unknown } }).cause.errors).toEqual([
      { index: 1, path: 'slug', message: 'The slug "shanti-path" is already taken', conflict: true },
    ]);
    expect(await slugs()).toEqual(['gayatri-mantra', 'shanti-path']);
  });

  it('with update, replaces changed texts keeping a revision, and leaves identical ones unchanged', async () => {
    const changed = { ...shanti, title: 'Shanti Path (Yajurveda)', description: 'A prayer for peace' };
    const summary = await run([changed, gayatri, fresh('new-one', 'नया पाठ')], { existing: 'update' });
    expect(summary).toMatchObject({ created: 1, updated: 1, skipped: 0, unchanged: 1, warnings: [] });
    expect(summary.texts.map((t) => t.slug)).toEqual(['shanti-path', 'new-one']);

    const stored = await textBySlug('shanti-path');
    expect(stored).toMatchObject({ title: 'Shanti Path (Yajurveda)', description: 'A prayer for peace' });
    const revisions = await revisionsOf('shanti-path');
    expect(revisions).toMatchObject([{ reason: 'update', title: 'Shanti Path', languages: ['sa'] }]);
    const [row] = await database.db
      .select({ userId: textRevisions.userId })
      .from(textRevisions)
      .where(eq(textRevisions.id, revisions[0]!.id));
    expect(row?.userId).toBe(adminId);
    expect(await revisionsOf('gayatri-mantra')).toEqual([]);
    // The changed text is found by its new words at once.
    const hits = await search.search('yajurveda');
    expect(hits.map((hit) => hit.textId)).toContain(stored!.id);
  });

  it('with update, counts a text as unchanged whatever the order of its contents', async () => {
    const reordered = { ...gayatri, contents: [...gayatri.contents].reverse() };
    const summary = await run([reordered], { existing: 'update' });
    expect(summary).toMatchObject({ created: 0, updated: 0, unchanged: 1, texts: [] });
  });

  it('with update, writes changed other titles and keywords, and counts the same ones again as unchanged', async () => {
    const named = { ...gayatri, alternativeTitles: ['Savitri Mantra'], keywords: ['sandhya', 'sunrise'] };
    expect(await run([named], { existing: 'update' })).toMatchObject({ updated: 1, unchanged: 0 });
    expect(await textBySlug('gayatri-mantra')).toMatchObject({
      alternativeTitles: ['Savitri Mantra'],
      keywords: ['sandhya', 'sunrise'],
    });
    expect((await search.search('savitri mantra'))[0]?.textId).toBe((await textBySlug('gayatri-mantra'))?.id);
    const again = { ...named, keywords: 'sandhya, sunrise' };
    expect(await run([again], { existing: 'update' })).toMatchObject({ updated: 0, unchanged: 1 });
  });

  it('with update, replaces the contents: a language left out is gone, the old version keeps it', async () => {
    const summary = await run([{ ...gayatri, contents: [gayatri.contents[0]] }], { existing: 'update' });
    expect(summary.updated).toBe(1);
    expect((await textBySlug('gayatri-mantra'))?.contents.map((c) => c.languageCode)).toEqual(['sa']);
    expect((await revisionsOf('gayatri-mantra'))[0]?.languages).toEqual(['sa', 'en (transliteration)']);
  });

  it('with skip, leaves existing texts as they are and creates the others', async () => {
    const summary = await run([{ ...shanti, title: 'Changed' }, fresh('new-one', 'नया पाठ')], { existing: 'skip' });
    expect(summary).toMatchObject({ created: 1, updated: 0, skipped: 1, unchanged: 0 });
    expect(summary.texts.map((t) => t.slug)).toEqual(['new-one']);
    expect((await textBySlug('shanti-path'))?.title).toBe('Shanti Path');
    expect(await revisionsOf('shanti-path')).toEqual([]);
  });

  it.each(['update', 'skip'] as const)('with %s, writes nothing when one item is invalid', async (existing) => {
    const bad = { ...fresh('bad-one', 'पाठ'), contents: [{ languageCode: 'xx', content: 'x' }] };
    const error = await run([{ ...shanti, title: 'Changed' }, fresh('new-one', 'नया पाठ'), bad], { existing }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ code: 'BAD_REQUEST', message: 'Nothing was imported: 1 problem in 1 item' });
    expect(await slugs()).toEqual(['gayatri-mantra', 'shanti-path']);
    expect((await textBySlug('shanti-path'))?.title).toBe('Shanti Path');
    expect(await revisionsOf('shanti-path')).toEqual([]);
  });

  it('still refuses a slug used twice in one batch', async () => {
    const error = await run([fresh('twice', 'एक'), fresh('twice', 'दो')], { existing: 'update' }).catch(
      (e: unknown) => e,
    );
    expect((error as { cause: { errors: unknown } }).cause.errors).toEqual([
      { index: 1, path: 'slug', message: 'The slug "twice" is also used by item 0', conflict: true },
    ]);
  });
});

describe('likely duplicates under another slug', () => {
  it('warns about the same title key or the same opening of the first line, and imports all the same', async () => {
    const summary = await run([
      { ...fresh('shaanti-paath', 'कोई और पाठ'), title: 'Shaanti Paath' },
      fresh('dyauh-shanti', 'ॐ द्यौः शान्तिरन्तरिक्षं शान्तिः । पृथिवी शान्तिः ॥'),
      fresh('om-only', 'ॐ ।\nकुछ और'),
    ]);
    expect(summary.created).toBe(3);
    expect(summary.warnings).toEqual([
      { index: 0, slug: 'shaanti-paath', message: 'Likely a duplicate of "shanti-path": the same title' },
      { index: 1, slug: 'dyauh-shanti', message: 'Likely a duplicate of "shanti-path": the same first line' },
    ]);
  });

  it('compares the texts of one batch once per pair, and not what it skips or leaves unchanged', async () => {
    const summary = await run(
      [
        { ...shanti, title: 'Unrelated' },
        gayatri,
        fresh('first-copy', 'एक नया पाठ यहाँ'),
        { ...fresh('second-copy', 'एक नया पाठ यहाँ ।'), title: 'Fresh first copy' },
      ],
      { existing: 'skip' },
    );
    expect(summary.warnings).toEqual([
      {
        index: 3,
        slug: 'second-copy',
        message: 'Likely a duplicate of "first-copy", also in this import: the same title and first line',
      },
    ]);
  });

  it('names at most three others per text and counts the rest', async () => {
    const opening = 'एक ही आरम्भ की पंक्ति';
    const summary = await run(Array.from({ length: 6 }, (_, i) => fresh(`copy-${i}`, opening)));
    expect(summary.created).toBe(6);
    expect(summary.warnings.filter((w) => w.index === 5)).toEqual([
      ...[0, 1, 2].map((i) => ({
        index: 5,
        slug: 'copy-5',
        message: `Likely a duplicate of "copy-${i}", also in this import: the same first line`,
      })),
      {
        index: 5,
        slug: 'copy-5',
        message: 'Likely a duplicate of 2 other texts too, with the same title or first line',
      },
    ]);
    expect(summary.warnings.filter((w) => w.index === 3).map((w) => w.message)).toEqual([
      'Likely a duplicate of "copy-0", also in this import: the same first line',
      'Likely a duplicate of "copy-1", also in this import: the same first line',
      'Likely a duplicate of "copy-2", also in this import: the same first line',
    ]);
  });

  it('finds the three near-duplicates of the starter library under other slugs', async () => {
    await database.reset();
    await seedStarterLibrary(database, search);
    const mantras = (await textBySlug('gayatri-mantra'))!.categoryId;
    const text = (title: string, slug: string, content: string) => ({
      title,
      slug,
      categoryId: mantras,
      contents: [{ languageCode: 'sa', content }],
    });
    const summary = await run([
      text('Karpura Gauram Karunavataram', 'karpura-gauram', 'कर्पूरगौरं करुणावतारं\nसंसारसारं भुजगेन्द्रहारम् ।'),
      text('Manojavam Maruta Tulya Vegam', 'manojavam-maruta-tulya-vegam', 'मनोजवं मारुततुल्यवेगम् ।'),
      text('Om Saha Navavatu (Shanti Mantra)', 'om-saha-navavatu-shanti-mantra', 'ॐ सह नाववतु । सह नौभुनक्तु ।'),
    ]);
    expect(summary.warnings.map((w) => [w.slug, w.message])).toEqual([
      ['karpura-gauram', 'Likely a duplicate of "karpur-gauram": the same first line'],
      ['manojavam-maruta-tulya-vegam', 'Likely a duplicate of "manojavam-marutatulyavegam": the same first line'],
      ['om-saha-navavatu-shanti-mantra', 'Likely a duplicate of "om-sahana-vavatu": the same first line'],
    ]);
  });
});

describe('a library file larger than one API batch', () => {
  const many = (count: number) =>
    Array.from({ length: count }, (_, i) => ({
      title: `Bhajan ${i}`,
      slug: `bhajan-${i}`,
      categorySlug: 'mantras',
      contents: [
        { languageCode: 'hi', content: `भजन ${i} की पहली पंक्ति\nदूसरी पंक्ति` },
        { languageCode: 'en', content: `Bhajan ${i}, its first line`, isTransliteration: true },
      ],
    }));

  it('is loaded whole, in item order, with each text searchable', async () => {
    const texts = many(1_201);
    const result = await loadLibrary(database, search, { texts });
    expect(result.created).toBe(1_201);
    expect(result.texts.map((t) => t.slug)).toEqual(texts.map((t) => t.slug));
    const last = (await textBySlug('bhajan-1200'))!;
    expect(last.id).toBe(result.texts.at(-1)!.id);
    expect(last.contents.map((c) => c.content)).toEqual(texts.at(-1)!.contents.map((c) => c.content));
    expect((await search.search('Bhajan 1200')).map((hit) => hit.textId)).toContain(last.id);
  });

  it('writes nothing when one text past the first batch is bad, and names it', async () => {
    const texts: unknown[] = many(700);
    texts[650] = { ...(texts[650] as object), contents: [] };
    const error = await loadLibrary(database, search, { texts }).catch((e: unknown) => e);
    expect((error as Error).message).toMatch(/^Nothing was imported/);
    expect((error as { cause: { errors: Array<{ index: number }> } }).cause.errors.map((e) => e.index)).toEqual([650]);
    expect(await slugs()).toEqual(['gayatri-mantra', 'shanti-path']);
  });

  it('is refused over the API above 500 texts', async () => {
    const error = await run(many(501)).catch((e: unknown) => e);
    expect((error as Error).message).toBe('At most 500 texts can be imported at once');
    expect(await slugs()).toEqual(['gayatri-mantra', 'shanti-path']);
  });
});

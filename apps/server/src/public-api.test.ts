import { describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { contactMessages, newsletterSubscribers } from '@bhakti/db';
import { useTestServer } from './testing/use-test-server.js';

const { server, get, post } = useTestServer();

async function rowCount(table: typeof contactMessages | typeof newsletterSubscribers) {
  const [row] = await server().database.db.select({ n: count() }).from(table);
  return Number(row?.n);
}

function expectError(response: { status: number; body: Record<string, unknown> }, status: number) {
  expect(response.status).toBe(status);
  expect(response.body.message).toEqual(expect.any(String));
  expect(response.body.requestId).toEqual(expect.any(String));
}

const CATEGORY_KEYS = ['description', 'iconName', 'id', 'name', 'slug', 'type'];
const DEITY_KEYS = ['aliases', 'description', 'id', 'imageUrl', 'name', 'slug'];
const LIST_ITEM_KEYS = [
  'availableLanguages',
  'categoryName',
  'categorySlug',
  'categoryType',
  'description',
  'firstLine',
  'id',
  'slug',
  'title',
];

describe('GET /api/categories', () => {
  it('lists every category with the Category shape, by name', async () => {
    const { status, body, headers } = await get('/api/categories');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^application\/json/);
    expect(body.map((c: { slug: string }) => c.slug)).toEqual(['aartis', 'chalisas', 'mantras', 'stotrams']);
    for (const category of body) expect(Object.keys(category).sort()).toEqual(CATEGORY_KEYS);
    expect(body[2]).toMatchObject({ name: 'Mantras', type: 'mantra', description: null, iconName: null });
  });

  it('answers one category by slug, and 404 for an unknown or malformed slug', async () => {
    const found = await get('/api/categories/chalisas');
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ name: 'Chalisas', slug: 'chalisas', type: 'chalisa' });
    expectError(await get('/api/categories/nothing-here'), 404);
    expectError(await get(`/api/categories/${encodeURIComponent("x' OR '1'='1")}`), 404);
    expectError(await get('/api/categories/%25'), 404);
  });
});

describe('GET /api/texts', () => {
  it('lists every text as a TextListItem, by title case-insensitively', async () => {
    const { status, body } = await get('/api/texts');
    expect(status).toBe(200);
    expect(body.map((t: { title: string }) => t.title)).toEqual([
      'aarti kunj bihari ki',
      'Gayatri Mantra',
      'Hanuman Chalisa',
      'Jai Ganesh Deva',
      'Shiv Chalisa',
    ]);
    for (const item of body) expect(Object.keys(item).sort()).toEqual(LIST_ITEM_KEYS);
  });

  it('takes firstLine from the preferred original content and orders availableLanguages', async () => {
    const { body } = await get('/api/texts');
    const bySlug = Object.fromEntries(body.map((t: { slug: string }) => [t.slug, t]));
    expect(bySlug['hanuman-chalisa']).toMatchObject({
      firstLine: 'जय हनुमान ज्ञान गुन सागर ।',
      availableLanguages: ['en', 'hi'],
      categoryType: 'chalisa',
      categoryName: 'Chalisas',
      categorySlug: 'chalisas',
    });
    expect(bySlug['gayatri-mantra']).toMatchObject({
      firstLine: 'ॐ भूर्भुवः स्वः ।',
      availableLanguages: ['en', 'sa', 'te', 'ta', 'kn', 'ml'],
    });
    expect(bySlug['shiv-chalisa'].firstLine).toBe('जय गिरिजा पति दीन दयाला ।');
    expect(bySlug['shiv-chalisa'].description).toBeNull();
  });
});

describe('paging the lists: limit, offset and letter', () => {
  const titles = (body: Array<{ title: string }>) => body.map((t) => t.title);

  it('answers one page of the title order at a time, and [] past the end', async () => {
    expect(titles((await get('/api/texts?limit=2')).body)).toEqual(['aarti kunj bihari ki', 'Gayatri Mantra']);
    expect(titles((await get('/api/texts?limit=2&offset=2')).body)).toEqual(['Hanuman Chalisa', 'Jai Ganesh Deva']);
    expect(titles((await get('/api/texts?limit=2&offset=4')).body)).toEqual(['Shiv Chalisa']);
    expect(titles((await get('/api/texts?offset=3')).body)).toEqual(['Jai Ganesh Deva', 'Shiv Chalisa']);
    for (const past of ['5', '2147483647']) {
      const response = await get(`/api/texts?limit=100&offset=${past}`);
      expect(response.status).toBe(200);
      expect(response.body).toEqual([]);
    }
    for (const item of (await get('/api/texts?limit=1')).body) expect(Object.keys(item).sort()).toEqual(LIST_ITEM_KEYS);
  });

  it('answers the titles under one letter of the A–Z index, any case, paged too', async () => {
    expect(titles((await get('/api/texts?letter=s')).body)).toEqual(['Shiv Chalisa']);
    expect(titles((await get('/api/texts?letter=A')).body)).toEqual(['aarti kunj bihari ki']);
    expect((await get('/api/texts?letter=q')).body).toEqual([]);
    expect((await get('/api/texts?letter=other')).body).toEqual([]);
    expect(titles((await get('/api/texts?letter=g&limit=1&offset=0')).body)).toEqual(['Gayatri Mantra']);
  });

  it('pages the texts of a category and of a deity the same way', async () => {
    const { body: categories } = await get('/api/categories');
    const aartis = categories.find((c: { slug: string }) => c.slug === 'aartis');
    const slugs = async (path: string) => (await get(path)).body.map((t: { slug: string }) => t.slug);
    expect(await slugs(`/api/texts/category/${aartis.id}?limit=1`)).toEqual(['aarti-kunj-bihari-ki']);
    expect(await slugs(`/api/texts/category/${aartis.id}?limit=1&offset=1`)).toEqual(['jai-ganesh-deva']);
    expect(await slugs(`/api/texts/category/${aartis.id}?offset=2`)).toEqual([]);
    const { body: deities } = await get('/api/deities');
    const hanuman = deities.find((d: { slug: string }) => d.slug === 'hanuman');
    expect(await slugs(`/api/texts/deity/${hanuman.id}?limit=1`)).toEqual(['hanuman-chalisa']);
    expect(await slugs(`/api/texts/deity/${hanuman.id}?limit=1&offset=1`)).toEqual([]);
    expectError(await get('/api/texts/category/999999?limit=1'), 404);
    expectError(await get('/api/texts/deity/999999?offset=1'), 404);
  });

  it.each(['/api/texts', '/api/texts/category/1', '/api/texts/deity/1'])(
    '%s: a limit or offset that is not a whole number in range is a 400 naming it',
    async (path) => {
      const bad = [
        ['limit', '0'],
        ['limit', '101'],
        ['limit', 'abc'],
        ['limit', '1.5'],
        ['limit', '-1'],
        ['limit', '1e1'],
        ['limit', '0x10'],
        ['offset', '-1'],
        ['offset', '01'],
        ['offset', '2147483648'],
        ['offset', 'ten'],
      ];
      for (const [field, value] of bad) {
        const response = await get(`${path}?${field}=${value}`);
        expectError(response, 400);
        expect(response.body.errors.map((e: { path: string }) => e.path)).toEqual([field]);
      }
    },
  );

  it('a letter that is not a to z or other is a 400 naming it', async () => {
    for (const bad of ['ab', '1', 'ś', 'others']) {
      const response = await get(`/api/texts?letter=${encodeURIComponent(bad)}`);
      expectError(response, 400);
      expect(response.body.errors[0]).toMatchObject({
        path: 'letter',
        message: 'Must be a letter from a to z, or other',
      });
    }
  });
});

describe('GET /api/texts/popular', () => {
  it('lists only popular texts, most read first, then by title', async () => {
    for (let i = 0; i < 3; i++) server().deps.popularity.recordRead(4);
    await server().deps.popularity.flush();
    const { status, body } = await get('/api/texts/popular');
    expect(status).toBe(200);
    expect(body.map((t: { slug: string }) => t.slug)).toEqual(['gayatri-mantra', 'hanuman-chalisa', 'shiv-chalisa']);
  });

  it('answers at most 12', async () => {
    const { importTexts } = await import('@bhakti/api');
    const many = Array.from({ length: 14 }, (_, i) => ({
      title: `Popular ${String(i).padStart(2, '0')}`,
      slug: `popular-${i}`,
      categoryId: 1,
      isPopular: true,
      contents: [{ languageCode: 'hi', content: `पंक्ति ${i}` }],
    }));
    await importTexts(server().database, server().deps.search, many);
    const { body } = await get('/api/texts/popular');
    expect(body).toHaveLength(12);
  });
});

describe('GET /api/texts/{slug}', () => {
  it('answers a FullText with contents, languages and neighbours in its category', async () => {
    const { status, body } = await get('/api/texts/hanuman-chalisa');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      slug: 'hanuman-chalisa',
      title: 'Hanuman Chalisa',
      categoryName: 'Chalisas',
      categoryType: 'chalisa',
      categorySlug: 'chalisas',
      deityName: 'Hanuman',
      deitySlug: 'hanuman',
      deityImageUrl: '/images/deities/hanuman.jpeg',
      author: 'Goswami Tulsidas',
      isPopular: true,
      popularity: 0,
      availableLanguages: ['en', 'hi'],
      prevText: null,
      nextText: { slug: 'shiv-chalisa', title: 'Shiv Chalisa' },
    });
    expect(body.categoryId).toEqual(expect.any(Number));
    expect(body.deityId).toEqual(expect.any(Number));
    expect(body.contents).toHaveLength(2);
    expect(body.contents[0]).toEqual({
      id: expect.any(Number),
      languageCode: 'hi',
      content: expect.stringContaining('\n\nराम दूत'),
      isTransliteration: false,
    });
    expect(body.contents[1]).toMatchObject({ languageCode: 'en', isTransliteration: true });
    const shiv = await get('/api/texts/shiv-chalisa');
    expect(shiv.body).toMatchObject({ prevText: { slug: 'hanuman-chalisa' }, nextText: null, deityImageUrl: null });
    expect(shiv.body.contents[0].content.startsWith('जय')).toBe(true);
  });

  it('answers 404 for an unknown slug, and for reserved words and malformed slugs', async () => {
    expectError(await get('/api/texts/no-such-text'), 404);
    expectError(await get('/api/texts/Hanuman-Chalisa'), 404);
    expectError(await get(`/api/texts/${'a'.repeat(300)}`), 404);
    expectError(await get('/api/texts/%25%5F'), 404);
  });

  it('counts reads server-side and ignores any attempt to set popularity', async () => {
    await get('/api/texts/jai-ganesh-deva');
    await get('/api/texts/jai-ganesh-deva');
    await server().deps.popularity.flush();
    const { body } = await get('/api/texts/jai-ganesh-deva');
    expect(body.popularity).toBe(2);
  });
});

describe('GET /api/texts/category/{categoryId} and /api/texts/deity/{deityId}', () => {
  it('lists the texts of a category by title', async () => {
    const { body: categories } = await get('/api/categories');
    const aartis = categories.find((c: { slug: string }) => c.slug === 'aartis');
    const { status, body } = await get(`/api/texts/category/${aartis.id}`);
    expect(status).toBe(200);
    expect(body.map((t: { slug: string }) => t.slug)).toEqual(['aarti-kunj-bihari-ki', 'jai-ganesh-deva']);
    const stotrams = categories.find((c: { slug: string }) => c.slug === 'stotrams');
    expect((await get(`/api/texts/category/${stotrams.id}`)).body).toEqual([]);
  });

  it('lists the texts of a deity', async () => {
    const { body: deities } = await get('/api/deities');
    const hanuman = deities.find((d: { slug: string }) => d.slug === 'hanuman');
    const { status, body } = await get(`/api/texts/deity/${hanuman.id}`);
    expect(status).toBe(200);
    expect(body.map((t: { slug: string }) => t.slug)).toEqual(['hanuman-chalisa']);
    for (const item of body) expect(Object.keys(item).sort()).toEqual(LIST_ITEM_KEYS);
  });

  it.each(['category', 'deity'])(
    'answers 404 for an unknown %s and 400 for an id that is not a 32-bit id',
    async (kind) => {
      expectError(await get(`/api/texts/${kind}/999999`), 404);
      for (const bad of ['abc', '0', '-1', '1.5', '2147483648', '99999999999999999999']) {
        const response = await get(`/api/texts/${kind}/${bad}`);
        expectError(response, 400);
        expect(response.body.errors[0].path).toBe(`${kind}Id`);
      }
      expect((await get(`/api/texts/${kind}/2147483647`)).status).toBe(404);
    },
  );
});

describe('GET /api/deities', () => {
  it('lists deities with the Deity shape, by name', async () => {
    const { status, body } = await get('/api/deities');
    expect(status).toBe(200);
    expect(body.map((d: { name: string }) => d.name)).toEqual(['Ganesha', 'Hanuman', 'Shiva']);
    for (const deity of body) expect(Object.keys(deity).sort()).toEqual(DEITY_KEYS);
  });

  it('answers one deity by id or by slug', async () => {
    const bySlug = await get('/api/deities/hanuman');
    expect(bySlug.status).toBe(200);
    expect(bySlug.body).toMatchObject({ name: 'Hanuman', imageUrl: '/images/deities/hanuman.jpeg' });
    const byId = await get(`/api/deities/${bySlug.body.id}`);
    expect(byId.body).toEqual(bySlug.body);
    expect((await get(`/api/deities/00${bySlug.body.id}`)).body).toEqual(bySlug.body);
  });

  it('answers 404 for an unknown deity and 400 for an all-digit id out of range', async () => {
    expectError(await get('/api/deities/vishnu'), 404);
    expectError(await get('/api/deities/123456'), 404);
    expectError(await get('/api/deities/0'), 400);
    expectError(await get('/api/deities/2147483648'), 400);
    expectError(await get(`/api/deities/${encodeURIComponent('1; DROP TABLE deities')}`), 404);
  });
});

describe('GET /api/stats/languages', () => {
  it('counts the distinct languages that have content', async () => {
    const { status, body } = await get('/api/stats/languages');
    expect(status).toBe(200);
    expect(body).toEqual({ count: 7 });
  });
});

describe('GET /api/stats/texts', () => {
  it('counts the texts in all, by category, by deity and by A–Z letter', async () => {
    const { body: categories } = await get('/api/categories');
    const { body: deities } = await get('/api/deities');
    const categoryId = (slug: string) => categories.find((c: { slug: string }) => c.slug === slug).id;
    const deityId = (slug: string) => deities.find((d: { slug: string }) => d.slug === slug).id;
    const { status, body } = await get('/api/stats/texts');
    expect(status).toBe(200);
    expect(body.texts).toBe(5);
    expect(body.byCategory).toEqual(
      expect.arrayContaining([
        { id: categoryId('aartis'), count: 2 },
        { id: categoryId('chalisas'), count: 2 },
        { id: categoryId('mantras'), count: 1 },
      ]),
    );
    expect(body.byCategory).toHaveLength(3);
    expect(body.byDeity).toEqual(expect.arrayContaining([{ id: deityId('hanuman'), count: 1 }]));
    expect(body.byLetter).toEqual([
      { letter: 'a', count: 1 },
      { letter: 'g', count: 1 },
      { letter: 'h', count: 1 },
      { letter: 'j', count: 1 },
      { letter: 's', count: 1 },
    ]);
  });
});

describe('GET /api/search', () => {
  it('answers SearchResults best first: title matches before content matches', async () => {
    const { status, body } = await get(`/api/search?q=${encodeURIComponent('chalisa')}`);
    expect(status).toBe(200);
    expect(body.map((r: { slug: string }) => r.slug)).toEqual(['hanuman-chalisa', 'shiv-chalisa']);
    expect(body[0]).toMatchObject({
      id: expect.any(Number),
      title: 'Hanuman Chalisa',
      description: 'Forty verses in praise of Hanuman.',
      categoryType: 'chalisa',
      categoryName: 'Chalisas',
      availableLanguages: ['en', 'hi'],
    });
  });

  it('finds words in the contents in any script, with the matched language and a snippet', async () => {
    const { body } = await get(`/api/search?q=${encodeURIComponent('पवनसुत')}`);
    expect(body).toHaveLength(1);
    expect(body[0]).toMatchObject({ slug: 'hanuman-chalisa', matchedLanguage: 'hi', snippet: 'अंजनिपुत्र पवनसुत नामा ॥' });
    const telugu = await get(`/api/search?q=${encodeURIComponent('భూర్భువః')}`);
    expect(telugu.body[0]).toMatchObject({ slug: 'gayatri-mantra', matchedLanguage: 'te' });
  });

  it('says when the query named the text itself, so that it opens at the top', async () => {
    const named = await get(`/api/search?q=${encodeURIComponent('hanuman chalisa')}`);
    expect(named.body[0]).toMatchObject({ slug: 'hanuman-chalisa', matchedTitle: true });
    const quoted = await get(`/api/search?q=${encodeURIComponent('पवनसुत')}`);
    expect(quoted.body[0]).toMatchObject({ slug: 'hanuman-chalisa', matchedTitle: false });
  });

  it('opens the view the query asks for ("… in telugu", "… meaning") instead of searching for that word', async () => {
    const search = async (q: string) => (await get(`/api/search?q=${encodeURIComponent(q)}`)).body;
    const [telugu] = await search('hanuman chalisa in telugu');
    // Hanuman Chalisa has no Telugu content: its Hindi is shown in Telugu script.
    expect(telugu).toMatchObject({
      slug: 'hanuman-chalisa',
      matchedTitle: true,
      view: { language: 'hi', script: 'telugu', beside: null },
    });
    const [hindi] = await search('hanuman chalisa hindi');
    expect(hindi).toMatchObject({ slug: 'hanuman-chalisa', view: { language: 'hi', script: null, beside: null } });
    const [meaning] = await search('hanuman chalisa meaning');
    expect(meaning).toMatchObject({ slug: 'hanuman-chalisa', view: { language: 'hi', script: null, beside: 'en' } });
    const plain = await search('hanuman chalisa');
    expect(plain[0]).toMatchObject({ slug: 'hanuman-chalisa', view: null });
    expect(await search('hanuman chalisa in tamil')).toEqual(
      plain.map((result: object) => ({ ...result, view: { language: 'hi', script: 'tamil', beside: null } })),
    );
    // A language's name alone is searched as a word.
    expect((await search('telugu')).every((result: { view: unknown }) => result.view === null)).toBe(true);
  });

  it('finds a text however it is typed, and names the verse, its language and the matched words', async () => {
    for (const q of ['hanumaan chaalisa', 'हनुमान चालीसा', 'hanumn chalisa', 'jai hanuman gyan gun sagar']) {
      expect((await get(`/api/search?q=${encodeURIComponent(q)}`)).body[0]?.slug, q).toBe('hanuman-chalisa');
    }
    const { body } = await get(`/api/search?q=${encodeURIComponent('jai kapis tihun lok')}`);
    expect(body[0]).toMatchObject({
      slug: 'hanuman-chalisa',
      matchedLanguage: 'en',
      matchedTransliteration: true,
      verse: 1,
      matchedTitle: false,
      snippet: 'Jai kapis tihun lok ujagar',
    });
    const { snippet, highlights } = body[0];
    expect(highlights.map((h: { start: number; end: number }) => snippet.slice(h.start, h.end))).toEqual([
      'Jai',
      'kapis',
      'tihun',
      'lok',
    ]);
  });

  it('finds an imported text as soon as the import answers', async () => {
    const { importTexts } = await import('@bhakti/api');
    const text = {
      title: 'Durga Chalisa',
      slug: 'durga-chalisa',
      categoryId: 1,
      contents: [{ languageCode: 'hi', content: 'नमो नमो दुर्गे सुख करनी' }],
    };
    await importTexts(server().database, server().deps.search, [text]);
    const { body } = await get(`/api/search?q=${encodeURIComponent('namo namo durge')}`);
    expect(body[0]).toMatchObject({ slug: 'durga-chalisa', matchedLanguage: 'hi', verse: 1 });
  });

  it('treats LIKE and SQL metacharacters literally', async () => {
    for (const q of ['%', '_', '\\', "' OR 1=1 --"]) {
      const { status, body } = await get(`/api/search?q=${encodeURIComponent(q)}`);
      expect(status).toBe(200);
      expect(body).toEqual([]);
    }
  });

  it('answers 400 when q is blank or missing', async () => {
    expectError(await get('/api/search?q='), 400);
    expectError(await get('/api/search?q=%20%20'), 400);
    expectError(await get('/api/search'), 400);
  });
});

describe('POST /api/newsletter/subscribe', () => {
  it('subscribes once and answers a repeated email, in any case, identically', async () => {
    const first = await post('/api/newsletter/subscribe', { email: 'devotee@example.org' });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ success: true, message: expect.any(String) });
    const again = await post('/api/newsletter/subscribe', { email: '  Devotee@Example.ORG ' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await rowCount(newsletterSubscribers)).toBe(1);
  });

  it('answers 400 for a missing or invalid email and stores nothing', async () => {
    for (const body of [
      {},
      { email: '' },
      { email: 'not-an-email' },
      { email: 42 },
      { email: `${'a'.repeat(250)}@x.org` },
    ]) {
      const response = await post('/api/newsletter/subscribe', body);
      expectError(response, 400);
      expect(response.body.errors[0].path).toBe('email');
    }
    expect(await rowCount(newsletterSubscribers)).toBe(0);
  });

  it('refuses non-JSON bodies with 415', async () => {
    expectError(await post('/api/newsletter/subscribe', 'email=a@b.org', 'application/x-www-form-urlencoded'), 415);
    expectError(await post('/api/newsletter/subscribe', 'a@b.org', 'text/plain'), 415);
    expect(await rowCount(newsletterSubscribers)).toBe(0);
  });

  it('allows 5 subscriptions per address per hour, then 429 with Retry-After', async () => {
    for (let i = 0; i < 5; i++)
      expect((await post('/api/newsletter/subscribe', { email: `r${i}@example.org` })).status).toBe(200);
    const limited = await post('/api/newsletter/subscribe', { email: 'r6@example.org' });
    expectError(limited, 429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await rowCount(newsletterSubscribers)).toBe(5);
  });
});

describe('POST /api/contact', () => {
  const valid = {
    name: 'Radha',
    email: 'radha@example.org',
    subject: 'A question',
    message: 'Could you add the Vishnu Sahasranama?',
  };

  it('stores the message and answers 201 { success, id }, ignoring unknown fields', async () => {
    const response = await post('/api/contact', {
      ...valid,
      name: '  Radha ',
      id: 999,
      isAdmin: true,
      createdAt: '2000-01-01',
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ success: true, id: expect.any(Number) });
    expect(response.body.id).not.toBe(999);
    const [row] = await server().database.db.select().from(contactMessages);
    expect(row).toMatchObject({ name: 'Radha', email: 'radha@example.org', subject: 'A question' });
    expect(Date.now() - row!.createdAt.getTime()).toBeLessThan(60_000);
  });

  it('answers 400 with the specification messages per field and stores nothing', async () => {
    const response = await post('/api/contact', { name: 'R', email: 'nope', subject: 'Hi', message: 'Too short' });
    expectError(response, 400);
    expect(response.body.errors).toEqual([
      { path: 'name', message: 'Name must be at least 2 characters.' },
      { path: 'email', message: 'Please enter a valid email address.' },
      { path: 'subject', message: 'Subject must be at least 5 characters.' },
      { path: 'message', message: 'Message must be at least 10 characters.' },
    ]);
    const tooLong = await post('/api/contact', { ...valid, message: 'x'.repeat(5001) });
    expectError(tooLong, 400);
    expect(tooLong.body.errors[0].path).toBe('message');
    expectError(await post('/api/contact', {}), 400);
    expect(await rowCount(contactMessages)).toBe(0);
  });

  it('counts characters, not bytes: a two-letter Devanagari name is enough', async () => {
    expect((await post('/api/contact', { ...valid, name: 'राम' })).status).toBe(201);
  });

  it('allows 5 messages per address per 10 minutes, then 429 with Retry-After', async () => {
    for (let i = 0; i < 5; i++) expect((await post('/api/contact', valid)).status).toBe(201);
    const limited = await post('/api/contact', valid);
    expectError(limited, 429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await rowCount(contactMessages)).toBe(5);
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ADMIN, adminClient } from './testing/admin-client.js';
import { useTestServer } from './testing/use-test-server.js';

// Every admin write must reach search in the transaction that makes it (packages/search
// README): answered means findable, refused or failed means the index is as it was.

const { server, get } = useTestServer();
let token: string;

beforeEach(async () => {
  const client = adminClient(server());
  await client.createAdmin();
  token = await client.login(ADMIN.password);
});

const call = (method: string, path: string, body?: unknown) =>
  adminClient(server()).call(method, path, { token, body });

async function found(query: string): Promise<string[]> {
  const { status, body } = await get(`/api/search?q=${encodeURIComponent(query)}`);
  expect(status, query).toBe(200);
  return (body as Array<{ slug: string }>).map((hit) => hit.slug);
}

async function idOf(list: string, slug: string): Promise<number> {
  const { body } = await call('GET', `/api/admin/${list}`);
  return (body as Array<{ id: number; slug: string }>).find((row) => row.slug === slug)!.id;
}

const durgaChalisa = (categoryId: number, overrides: Record<string, unknown> = {}) => ({
  title: 'Durga Chalisa',
  slug: 'durga-chalisa',
  categoryId,
  contents: [
    { languageCode: 'hi', content: 'नमो नमो दुर्गे सुख करनी ।\nनमो नमो अम्बे दुःख हरनी ॥' },
    { languageCode: 'en', content: 'Namo namo durge sukh karni', isTransliteration: true },
  ],
  ...overrides,
});

describe('admin text writes are searchable as soon as they are answered', () => {
  it('finds a created text, by title and by verse', async () => {
    expect(await found('durga chalisa')).not.toContain('durga-chalisa');
    const created = await call('POST', '/api/admin/texts/import', durgaChalisa(await idOf('categories', 'chalisas')));
    expect(created.status).toBe(201);
    expect((await found('durga chalisa'))[0]).toBe('durga-chalisa');
    expect(await found('अम्बे दुःख हरनी')).toEqual(['durga-chalisa']);
  });

  it('finds an updated text by its new words and no longer by its old ones', async () => {
    const id = await idOf('texts', 'jai-ganesh-deva');
    const aartis = await idOf('categories', 'aartis');
    expect(await found('parvati')).toEqual(['jai-ganesh-deva']);
    const updated = await call('PUT', `/api/admin/texts/${id}`, {
      title: 'Ganesh Aarti',
      slug: 'jai-ganesh-deva',
      categoryId: aartis,
      contents: [{ languageCode: 'hi', content: 'एकदन्त दयावन्त चार भुजा धारी ।\nमाथे सिन्दूर सोहे मूसे की सवारी ॥' }],
    });
    expect(updated.status).toBe(200);
    expect(await found('parvati')).toEqual([]);
    expect(await found('ekdant dayavant')).toEqual(['jai-ganesh-deva']);
    expect((await found('ganesh aarti'))[0]).toBe('jai-ganesh-deva');
    const { body } = await get(`/api/search?q=${encodeURIComponent('ekdant dayavant')}`);
    expect(body).toMatchObject([{ title: 'Ganesh Aarti', categoryType: 'aarti', availableLanguages: ['hi'] }]);
  });

  it('forgets a deleted text at once', async () => {
    expect(await found('bhur bhuvah')).toContain('gayatri-mantra');
    expect((await call('DELETE', `/api/admin/texts/${await idOf('texts', 'gayatri-mantra')}`)).status).toBe(200);
    expect(await found('bhur bhuvah')).toEqual([]);
    expect(await found('gayatri')).toEqual([]);
  });

  it('forgets the words of a deleted language and keeps the others', async () => {
    const id = await idOf('texts', 'hanuman-chalisa');
    const { body: text } = await call('GET', `/api/admin/texts/${id}`);
    const english = (text.contents as Array<{ id: number; languageCode: string }>).find((c) => c.languageCode === 'en');
    expect(await found('kapis tihun lok')).toEqual(['hanuman-chalisa']);
    expect((await call('DELETE', `/api/admin/texts/${id}/contents/${english!.id}`)).status).toBe(200);
    const { body } = await get(`/api/search?q=${encodeURIComponent('kapis tihun lok')}`);
    expect(body.map((hit: { matchedLanguage: string }) => hit.matchedLanguage)).toEqual(['hi']);
  });

  it('finds every text of a batch import as soon as it is answered', async () => {
    const chalisas = await idOf('categories', 'chalisas');
    const batch = [
      durgaChalisa(chalisas),
      {
        title: 'Saraswati Vandana',
        slug: 'saraswati-vandana',
        categoryId: chalisas,
        contents: [{ languageCode: 'sa', content: 'या कुन्देन्दुतुषारहारधवला या शुभ्रवस्त्रावृता ।' }],
      },
    ];
    expect((await call('POST', '/api/admin/texts/import-batch', batch)).status).toBe(201);
    expect((await found('durga chalisa'))[0]).toBe('durga-chalisa');
    expect(await found('kundendu tushar')).toEqual(['saraswati-vandana']);
  });

  it('restores a revision into search along with the text', async () => {
    const id = await idOf('texts', 'jai-ganesh-deva');
    const { body: before } = await call('GET', `/api/admin/texts/${id}`);
    await call('PUT', `/api/admin/texts/${id}`, {
      ...before,
      contents: [{ languageCode: 'hi', content: 'सुखकर्ता दुखहर्ता वार्ता विघ्नाची' }],
    });
    expect(await found('parvati')).toEqual([]);
    const { body: revisions } = await call('GET', `/api/admin/texts/${id}/revisions`);
    const restored = await call('POST', `/api/admin/texts/${id}/revisions/${revisions[0].id}/restore`);
    expect(restored.status).toBe(200);
    expect(await found('parvati')).toEqual(['jai-ganesh-deva']);
    expect(await found('sukhkarta dukhharta')).toEqual([]);
  });
});

describe('category and deity writes reach the texts that use them', () => {
  it('finds texts by a category’s new name', async () => {
    const id = await idOf('categories', 'aartis');
    expect(await found('nirajanam')).toEqual([]);
    const renamed = await call('PUT', `/api/admin/categories/${id}`, {
      name: 'Nirajanam',
      slug: 'aartis',
      type: 'aarti',
      description: null,
      iconName: null,
    });
    expect(renamed.status).toBe(200);
    expect(await found('nirajanam')).toContain('jai-ganesh-deva');
  });

  it('finds texts by a deity’s new alias, and forgets a deleted deity', async () => {
    const id = await idOf('deities', 'ganesha');
    expect(await found('vighnaharta')).toEqual([]);
    const aliased = await call('PUT', `/api/admin/deities/${id}`, {
      name: 'Ganesha',
      slug: 'ganesha',
      description: '',
      aliases: ['Vighnaharta'],
    });
    expect(aliased.status).toBe(200);
    expect(await found('vighnaharta')).toEqual(['jai-ganesh-deva']);
    expect((await call('DELETE', `/api/admin/deities/${id}`)).status).toBe(200);
    expect(await found('vighnaharta')).toEqual([]);
  });
});

describe('a write that fails leaves search as it was', () => {
  /**
   * Fails every transaction that wrote a text titled 'Doomed' at its commit, after all its
   * statements (the search data included) ran, as a lost connection or a full disk would.
   */
  async function failCommitsOfDoomedTexts<T>(use: () => Promise<T>): Promise<T> {
    const db = server().database.db;
    await db.execute(sql`
      CREATE OR REPLACE FUNCTION refuse_doomed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.title = 'Doomed' THEN RAISE EXCEPTION 'injected commit failure'; END IF;
        RETURN NEW;
      END $$`);
    await db.execute(sql`
      CREATE CONSTRAINT TRIGGER refuse_doomed AFTER INSERT OR UPDATE ON devotional_texts
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION refuse_doomed()`);
    try {
      return await use();
    } finally {
      await db.execute(sql`DROP TRIGGER refuse_doomed ON devotional_texts`);
      await db.execute(sql`DROP FUNCTION refuse_doomed()`);
    }
  }

  it('keeps an update that failed at commit out of search, and the old words in', async () => {
    const id = await idOf('texts', 'jai-ganesh-deva');
    const { body: before } = await call('GET', `/api/admin/texts/${id}`);
    const answer = await failCommitsOfDoomedTexts(() =>
      call('PUT', `/api/admin/texts/${id}`, {
        ...before,
        title: 'Doomed',
        contents: [{ languageCode: 'hi', content: 'सुखकर्ता दुखहर्ता वार्ता विघ्नाची' }],
      }),
    );
    expect(answer.status).toBe(500);
    expect(await found('sukhkarta dukhharta')).toEqual([]);
    expect(await found('doomed')).toEqual([]);
    expect(await found('parvati')).toEqual(['jai-ganesh-deva']);
    expect((await call('GET', `/api/admin/texts/${id}`)).body.title).toBe('Jai Ganesh Deva');
  });

  it('keeps a create that failed at commit, and a refused batch, out of search', async () => {
    const chalisas = await idOf('categories', 'chalisas');
    const created = await failCommitsOfDoomedTexts(() =>
      call('POST', '/api/admin/texts/import', durgaChalisa(chalisas, { title: 'Doomed' })),
    );
    expect(created.status).toBe(500);
    const refused = await call('POST', '/api/admin/texts/import-batch', [
      durgaChalisa(chalisas),
      durgaChalisa(chalisas, { slug: 'hanuman-chalisa' }),
    ]);
    expect(refused.status).toBe(409);
    expect(await found('durge sukh karni')).toEqual([]);
    expect(await found('doomed')).toEqual([]);
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { appRouter } from '@bhakti/api';
import { startTestServer, type TestServer } from './testing/test-server.js';
import { loadFixtures } from './testing/fixtures.js';
import { ADMIN, adminClient } from './testing/admin-client.js';
import { pngHeaderOnly, pngImage } from '@bhakti/testing';

let server: TestServer;
let client: ReturnType<typeof adminClient>;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  client = adminClient(server);
});
afterAll(async () => {
  await server?.close();
});
beforeEach(async () => {
  await server.reset();
  await loadFixtures(server.deps);
  await client.createAdmin();
  token = await client.login();
});

const call = (method: string, path: string, options: Parameters<typeof client.call>[2] = {}) =>
  client.call(method, path, { token, ...options });

async function ids() {
  const categories = (await call('GET', '/api/admin/categories')).body as Array<{ id: number; slug: string }>;
  const deities = (await call('GET', '/api/admin/deities')).body as Array<{ id: number; slug: string }>;
  const texts = (await call('GET', '/api/admin/texts')).body as Array<{ id: number; slug: string }>;
  const find = (list: Array<{ id: number; slug: string }>, slug: string) => list.find((x) => x.slug === slug)!.id;
  return {
    category: (slug: string) => find(categories, slug),
    deity: (slug: string) => find(deities, slug),
    text: (slug: string) => find(texts, slug),
  };
}

const newText = (categoryId: number, overrides: Record<string, unknown> = {}) => ({
  title: 'Om Jai Shiv Omkara',
  slug: 'om-jai-shiv-omkara',
  categoryId,
  deityId: null,
  description: '  An aarti of Shiva.  ',
  author: '',
  isPopular: false,
  contents: [
    { languageCode: 'hi', content: 'ॐ जय शिव ओंकारा ।\nस्वामी जय शिव ओंकारा ॥' },
    { languageCode: 'en', content: 'Om jai Shiv Omkara', isTransliteration: true },
    { languageCode: 'sa', content: 'ॐ नमः शिवाय' },
  ],
  ...overrides,
});

/** Every admin REST row, as the OpenAPI meta of the router declares them, plus the server's own routes. */
function adminRestRows(): Array<[string, string]> {
  const procedures = appRouter._def.procedures as unknown as Record<
    string,
    { _def: { meta?: { openapi?: { method: string; path: string } } } }
  >;
  const rows: Array<[string, string]> = [];
  for (const [name, procedure] of Object.entries(procedures)) {
    const openapi = procedure._def.meta?.openapi;
    if (!name.startsWith('admin.') || !openapi || name === 'admin.auth.login') continue;
    rows.push([openapi.method, `/api${openapi.path.replace(/\{[^}]+\}/g, '1')}`]);
  }
  return [
    ...rows,
    ['POST', '/api/admin/deities'],
    ['PUT', '/api/admin/deities/1'],
    ['POST', '/api/admin/texts/import-batch'],
    ['GET', '/api/admin/newsletter-subscribers.csv'],
  ];
}

describe('every admin path needs a bearer token', () => {
  it('answers 401 without a token, with a wrong one, and with the token in a cookie, for every REST row', async () => {
    const rows = adminRestRows();
    expect(rows.length).toBeGreaterThanOrEqual(24);
    for (const [method, path] of rows) {
      const body = method === 'GET' || method === 'DELETE' ? undefined : {};
      for (const attempt of [
        { token: null },
        { token: 'not-a-real-token-0000000000' },
        { token: null, headers: { cookie: `auth_token=${token}; session=${token}` } },
      ]) {
        const answer = await client.call(method, path, { ...attempt, body });
        expect(answer.status, `${method} ${path}`).toBe(401);
        expect(answer.body.message).toEqual(expect.any(String));
        expect(answer.headers.get('cache-control')).toBe('no-store');
      }
    }
  });

  it('answers 401 for every admin procedure over tRPC, enumerated from the router', async () => {
    const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>;
    const admin = Object.entries(procedures).filter(
      ([name]) => name.startsWith('admin.') && name !== 'admin.auth.login',
    );
    expect(admin.length).toBeGreaterThanOrEqual(20);
    for (const [name, procedure] of admin) {
      const response =
        procedure._def.type === 'query'
          ? await fetch(`${server.url}/trpc/${name}`)
          : await fetch(`${server.url}/trpc/${name}`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: '{}',
            });
      expect(response.status, name).toBe(401);
    }
  });
});

describe('login, logout and password change', () => {
  it('answers a token, its expiry and the user, and marks the answer no-store', async () => {
    const answer = await client.call('POST', '/api/admin/auth/login', { body: ADMIN });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      token: expect.any(String),
      expiresAt: expect.any(String),
      user: { id: expect.any(Number), username: 'admin' },
    });
    expect(new Date(answer.body.expiresAt).getTime()).toBeGreaterThan(Date.now() + 25 * 60_000);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.body.token).not.toBe(token);
  });

  it('answers 400 when a field is missing and the same 401 for an unknown user and a wrong password', async () => {
    const missing = await client.call('POST', '/api/admin/auth/login', { body: { username: 'admin' } });
    expect(missing.status).toBe(400);
    expect(
      (await client.call('POST', '/api/admin/auth/login', { body: { username: ' ', password: 'x' } })).status,
    ).toBe(400);
    const unknown = await client.call('POST', '/api/admin/auth/login', {
      body: { username: 'nobody', password: ADMIN.password },
    });
    const wrong = await client.call('POST', '/api/admin/auth/login', {
      body: { username: 'admin', password: 'wrong password' },
    });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    const { requestId: _a, ...unknownBody } = unknown.body;
    const { requestId: _b, ...wrongBody } = wrong.body;
    expect(unknownBody).toEqual(wrongBody);
  });

  it('locks a username from an address after 5 failures, even for the right password, until the lock passes', async () => {
    for (let i = 0; i < 5; i++) {
      expect(
        (await client.call('POST', '/api/admin/auth/login', { body: { ...ADMIN, password: `wrong ${i}` } })).status,
      ).toBe(401);
    }
    const locked = await client.call('POST', '/api/admin/auth/login', { body: ADMIN });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThanOrEqual(600);
    server.advanceClock(11 * 60_000);
    expect((await client.call('POST', '/api/admin/auth/login', { body: ADMIN })).status).toBe(429);
    server.advanceClock(5 * 60_000);
    expect((await client.call('POST', '/api/admin/auth/login', { body: ADMIN })).status).toBe(200);
  });

  it('resets the failure count on success', async () => {
    for (let i = 0; i < 4; i++)
      await client.call('POST', '/api/admin/auth/login', { body: { ...ADMIN, password: 'nope' } });
    await client.login();
    for (let i = 0; i < 4; i++)
      await client.call('POST', '/api/admin/auth/login', { body: { ...ADMIN, password: 'nope' } });
    expect((await client.call('POST', '/api/admin/auth/login', { body: ADMIN })).status).toBe(200);
  });

  it('logout revokes the token at once', async () => {
    expect((await call('POST', '/api/admin/auth/logout')).body).toEqual({ success: true });
    expect((await call('GET', '/api/admin/texts')).status).toBe(401);
  });

  it('expires a session after 30 idle minutes, and after 12 hours however active', async () => {
    server.advanceClock(20 * 60_000);
    expect((await call('GET', '/api/admin/categories')).status).toBe(200);
    server.advanceClock(20 * 60_000);
    expect((await call('GET', '/api/admin/categories')).status).toBe(200);
    server.advanceClock(31 * 60_000);
    expect((await call('GET', '/api/admin/categories')).status).toBe(401);

    token = await client.login();
    for (let minutes = 0; minutes < 12 * 60 - 25; minutes += 25) {
      server.advanceClock(25 * 60_000);
      expect((await call('GET', '/api/admin/categories')).status, `after ${minutes + 25} minutes`).toBe(200);
    }
    server.advanceClock(26 * 60_000);
    expect((await call('GET', '/api/admin/categories')).status).toBe(401);
  });

  it('changes the password: wrong current is 400, short or common new is 400, other sessions end', async () => {
    const other = await client.login();
    const change = (currentPassword: string, newPassword: string) =>
      call('POST', '/api/admin/auth/change-password', { body: { currentPassword, newPassword } });
    const wrong = await change('not it', 'a brand new password');
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors[0].path).toBe('currentPassword');
    expect((await change(ADMIN.password, 'short')).status).toBe(400);
    expect((await change(ADMIN.password, 'password1')).status).toBe(400);
    expect((await change(ADMIN.password, '12345678')).status).toBe(400);
    expect((await change(ADMIN.password, 'x'.repeat(128))).status).toBe(200);
    expect((await change('x'.repeat(128), 'गंगा यमुना सरस्वती')).body).toEqual({ success: true });
    expect((await call('GET', '/api/admin/texts')).status).toBe(200);
    expect((await client.call('GET', '/api/admin/texts', { token: other })).status).toBe(401);
    await expect(client.login()).rejects.toThrow();
    expect(await client.login('गंगा यमुना सरस्वती')).toEqual(expect.any(String));
  });

  it('logs logins, failures, lockouts, logouts, password changes and refusals, never a password or token', async () => {
    for (let i = 0; i < 6; i++)
      await client.call('POST', '/api/admin/auth/login', {
        body: { username: 'admin', password: `secret-guess-${i}` },
      });
    await call('POST', '/api/admin/auth/change-password', {
      body: { currentPassword: ADMIN.password, newPassword: 'another long secret' },
    });
    await call('POST', '/api/admin/auth/logout');
    await client.call('GET', '/api/admin/texts', { token: 'forged-token-000000000000' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const events = server.logs.map((line) => line.event).filter(Boolean);
    expect(events).toEqual(
      expect.arrayContaining(['login', 'login-failed', 'login-locked', 'password-changed', 'logout', 'unauthorized']),
    );
    for (const line of server.logs.filter((l) => l.event)) {
      expect(line).toMatchObject({ ip: '127.0.0.1' });
      expect(typeof line.time).toBe('number');
    }
    const all = JSON.stringify(server.logs);
    expect(all).not.toContain(ADMIN.password);
    expect(all).not.toContain('secret-guess');
    expect(all).not.toContain('another long secret');
    expect(all).not.toContain(token);
  });
});

describe('texts', () => {
  it('lists texts with their deity, and answers one by id or 404', async () => {
    const list = await call('GET', '/api/admin/texts');
    expect(list.status).toBe(200);
    const chalisa = list.body.find((t: { slug: string }) => t.slug === 'hanuman-chalisa');
    expect(chalisa).toMatchObject({
      deityName: 'Hanuman',
      deityId: expect.any(Number),
      availableLanguages: ['en', 'hi'],
    });
    expect(list.body.find((t: { slug: string }) => t.slug === 'gayatri-mantra')).toMatchObject({
      deityId: null,
      deityName: null,
    });
    const one = await call('GET', `/api/admin/texts/${chalisa.id}`);
    expect(one.body).toMatchObject({ slug: 'hanuman-chalisa', contents: expect.any(Array) });
    expect((await call('GET', '/api/admin/texts/999999')).status).toBe(404);
    expect((await call('GET', '/api/admin/texts/abc')).status).toBe(400);
  });

  it('imports one text (201 FullText), trimming fields and ignoring id, popularity and isAdmin', async () => {
    const { category } = await ids();
    const answer = await call('POST', '/api/admin/texts/import', {
      body: { ...newText(category('aartis')), id: 5, popularity: 999, isAdmin: true },
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      title: 'Om Jai Shiv Omkara',
      description: 'An aarti of Shiva.',
      author: null,
      popularity: 0,
      availableLanguages: ['en', 'sa', 'hi'],
    });
    expect(answer.body.id).not.toBe(5);
    expect((await client.call('GET', '/api/texts/om-jai-shiv-omkara')).status).toBe(200);
  });

  it('answers 400 naming the field for unknown category or deity and for bad contents, and 409 for a taken slug', async () => {
    const { category } = await ids();
    const unknownCategory = await call('POST', '/api/admin/texts/import', { body: newText(999) });
    expect(unknownCategory.status).toBe(400);
    expect(unknownCategory.body.errors).toEqual([{ path: 'categoryId', message: expect.stringContaining('999') }]);
    const unknownDeity = await call('POST', '/api/admin/texts/import', {
      body: newText(category('aartis'), { deityId: 4242 }),
    });
    expect(unknownDeity.body.errors[0].path).toBe('deityId');
    const duplicate = await call('POST', '/api/admin/texts/import', {
      body: newText(category('aartis'), {
        contents: [
          { languageCode: 'hi', content: 'क' },
          { languageCode: 'hi', content: 'ख' },
        ],
      }),
    });
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.errors[0].path).toBe('contents[1].languageCode');
    const noContents = await call('POST', '/api/admin/texts/import', {
      body: newText(category('aartis'), { contents: [] }),
    });
    expect(noContents.body.errors[0]).toMatchObject({
      path: 'contents',
      message: 'At least one language content is required',
    });
    const badLanguage = await call('POST', '/api/admin/texts/import', {
      body: newText(category('aartis'), { contents: [{ languageCode: 'xx', content: 'x' }] }),
    });
    expect(badLanguage.body.errors[0].path).toBe('contents[0].languageCode');
    const notBoolean = await call('POST', '/api/admin/texts/import', {
      body: newText(category('aartis'), { isPopular: 'false' }),
    });
    expect(notBoolean.status).toBe(400);
    const taken = await call('POST', '/api/admin/texts/import', {
      body: newText(category('aartis'), { slug: 'hanuman-chalisa' }),
    });
    expect(taken.status).toBe(409);
    for (const slug of ['popular', 'deity', 'Bad Slug', '123']) {
      expect(
        (await call('POST', '/api/admin/texts/import', { body: newText(category('aartis'), { slug }) })).status,
      ).toBe(400);
    }
    expect((await client.call('GET', '/api/texts')).body).toHaveLength(5);
  });

  it('keeps other titles and keywords: written on import and update, found by search, kept in revisions', async () => {
    const { category } = await ids();
    const searchFirst = async (q: string) =>
      ((await client.call('GET', `/api/search?q=${encodeURIComponent(q)}`)).body as Array<{ slug: string }>)[0]?.slug;
    const created = await call('POST', '/api/admin/texts/import', {
      body: newText(category('aartis'), {
        alternativeTitles: [' Shiv Aarti ', 'shiv aarti', '', 'शिव आरती'],
        keywords: 'Monday, Shravan\nMahashivratri',
      }),
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      alternativeTitles: ['Shiv Aarti', 'शिव आरती'],
      keywords: ['Monday', 'Shravan', 'Mahashivratri'],
    });
    expect((await client.call('GET', '/api/texts/om-jai-shiv-omkara')).body.alternativeTitles).toEqual([
      'Shiv Aarti',
      'शिव आरती',
    ]);
    expect(await searchFirst('shiv aarti')).toBe('om-jai-shiv-omkara');
    expect(await searchFirst('mahashivratri')).toBe('om-jai-shiv-omkara');

    const id = created.body.id as number;
    // Replacing a text with a body that leaves them out leaves it none.
    const replaced = await call('PUT', `/api/admin/texts/${id}`, { body: newText(category('aartis')) });
    expect(replaced.body).toMatchObject({ alternativeTitles: [], keywords: [] });
    expect(await searchFirst('mahashivratri')).toBeUndefined();
    const [revision] = (await call('GET', `/api/admin/texts/${id}/revisions`)).body as Array<{ id: number }>;
    const restored = await call('POST', `/api/admin/texts/${id}/revisions/${revision!.id}/restore`);
    expect(restored.body).toMatchObject({ keywords: ['Monday', 'Shravan', 'Mahashivratri'] });
    expect(await searchFirst('mahashivratri')).toBe('om-jai-shiv-omkara');
  });

  it('answers 400 with a clear message for too many, too long or non-text other titles and keywords', async () => {
    const { category } = await ids();
    const refused = async (overrides: Record<string, unknown>) => {
      const answer = await call('POST', '/api/admin/texts/import', { body: newText(category('aartis'), overrides) });
      expect(answer.status).toBe(400);
      return answer.body.errors[0];
    };
    expect(await refused({ alternativeTitles: Array.from({ length: 11 }, (_, i) => `Title ${i}`) })).toEqual({
      path: 'alternativeTitles',
      message: 'At most 10 other titles',
    });
    expect(await refused({ alternativeTitles: ['x'.repeat(201)] })).toEqual({
      path: 'alternativeTitles[0]',
      message: 'Other title must be at most 200 characters',
    });
    expect(await refused({ keywords: Array.from({ length: 21 }, (_, i) => `word ${i}`) })).toEqual({
      path: 'keywords',
      message: 'At most 20 keywords',
    });
    expect(await refused({ keywords: ['x'.repeat(101)] })).toMatchObject({
      message: 'Keyword must be at most 100 characters',
    });
    expect(await refused({ keywords: 7 })).toEqual({
      path: 'keywords',
      message: 'Keywords must be a list of keywords',
    });
    expect(await refused({ alternativeTitles: ['ok\u0000'] })).toMatchObject({
      message: 'Other title must not contain control characters',
    });
    expect((await client.call('GET', '/api/texts/om-jai-shiv-omkara')).status).toBe(404);
  });

  it('replaces a text on update: same (language, transliteration) keeps its id, others go, and a revision is saved each time', async () => {
    const { category, text } = await ids();
    const id = text('gayatri-mantra');
    const before = (await call('GET', `/api/admin/texts/${id}`)).body;
    const saIdBefore = before.contents.find((c: { languageCode: string }) => c.languageCode === 'sa').id;
    const update = (body: unknown) => call('PUT', `/api/admin/texts/${id}`, { body });
    const first = await update({
      title: 'Gayatri Mantra',
      slug: 'gayatri-mantra',
      categoryId: category('mantras'),
      contents: [
        { languageCode: 'sa', content: 'ॐ भूर्भुवः स्वः ॥' },
        { languageCode: 'hi', content: 'ॐ भूर्भुवः स्वः (हिन्दी)' },
      ],
    });
    expect(first.status).toBe(200);
    expect(first.body.contents.map((c: { languageCode: string }) => c.languageCode)).toEqual(['sa', 'hi']);
    expect(first.body.contents[0]).toMatchObject({ id: saIdBefore, content: 'ॐ भूर्भुवः स्वः ॥' });
    expect(first.body.description).toBeNull();
    await update({ ...first.body, title: 'Gayatri', contents: first.body.contents });
    const revisions = await call('GET', `/api/admin/texts/${id}/revisions`);
    expect(revisions.body).toHaveLength(2);
    expect(revisions.body[1]).toMatchObject({
      reason: 'update',
      title: 'Gayatri Mantra',
      languages: expect.arrayContaining(['te', 'ta']),
    });
    const restored = await call('POST', `/api/admin/texts/${id}/revisions/${revisions.body[1].id}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body.availableLanguages).toEqual(before.availableLanguages);
    expect((await call('GET', `/api/admin/texts/${id}/revisions`)).body).toHaveLength(3);
  });

  it('shows an update on the public pages at once, although their answers are cached', async () => {
    const { category, text } = await ids();
    expect((await client.call('GET', '/api/texts/jai-ganesh-deva')).body.title).toBe('Jai Ganesh Deva');
    expect((await client.call('GET', '/api/texts')).body).toHaveLength(5);
    await call('PUT', `/api/admin/texts/${text('jai-ganesh-deva')}`, {
      body: newText(category('aartis'), { title: 'Jai Ganesh Jai Ganesh', slug: 'jai-ganesh-deva' }),
    });
    expect((await client.call('GET', '/api/texts/jai-ganesh-deva')).body.title).toBe('Jai Ganesh Jai Ganesh');
    await call('POST', '/api/admin/texts/import-batch', { body: newText(category('aartis')) });
    expect((await client.call('GET', '/api/texts')).body).toHaveLength(6);
  });

  it('shows category and deity changes on the public pages at once', async () => {
    const { category, deity } = await ids();
    expect((await client.call('GET', '/api/categories/aartis')).body.name).toBe('Aartis');
    expect((await client.call('GET', '/api/deities')).body).toHaveLength(3);
    await call('PUT', `/api/admin/categories/${category('aartis')}`, {
      body: { name: 'Arati', slug: 'aartis', type: 'aarti', description: null, iconName: null },
    });
    expect((await client.call('GET', '/api/categories/aartis')).body.name).toBe('Arati');
    await call('DELETE', `/api/admin/deities/${deity('ganesha')}`);
    expect((await client.call('GET', '/api/deities')).body).toHaveLength(2);
    const form = new FormData();
    form.set('name', 'Durga');
    form.set('slug', 'durga');
    form.set('description', '');
    expect((await call('POST', '/api/admin/deities', { body: form })).status).toBe(201);
    expect((await client.call('GET', '/api/deities')).body).toHaveLength(3);
  });

  it('answers 404 and 409 on update and leaves the text intact when it fails', async () => {
    const { category, text } = await ids();
    expect((await call('PUT', '/api/admin/texts/999999', { body: newText(category('aartis')) })).status).toBe(404);
    const id = text('shiv-chalisa');
    const clash = await call('PUT', `/api/admin/texts/${id}`, {
      body: newText(category('chalisas'), { slug: 'hanuman-chalisa' }),
    });
    expect(clash.status).toBe(409);
    const after = await client.call('GET', '/api/texts/shiv-chalisa');
    expect(after.body.title).toBe('Shiv Chalisa');
    expect((await call('GET', `/api/admin/texts/${id}/revisions`)).body).toHaveLength(0);
  });

  it('deletes a language content, but never the last one', async () => {
    const { text } = await ids();
    const id = text('hanuman-chalisa');
    const full = (await call('GET', `/api/admin/texts/${id}`)).body;
    const en = full.contents.find((c: { languageCode: string }) => c.languageCode === 'en');
    const hi = full.contents.find((c: { languageCode: string }) => c.languageCode === 'hi');
    const answer = await call('DELETE', `/api/admin/texts/${id}/contents/${en.id}`);
    expect(answer.status).toBe(200);
    expect(answer.body.availableLanguages).toEqual(['hi']);
    const last = await call('DELETE', `/api/admin/texts/${id}/contents/${hi.id}`);
    expect(last.status).toBe(400);
    expect(last.body.message).toBe('At least one language content is required');
    expect((await call('DELETE', `/api/admin/texts/${id}/contents/${en.id}`)).status).toBe(404);
    expect((await call('GET', `/api/admin/texts/${id}/revisions`)).body).toHaveLength(1);
  });

  it('deletes a text', async () => {
    const { text } = await ids();
    expect((await call('DELETE', `/api/admin/texts/${text('jai-ganesh-deva')}`)).body).toEqual({ success: true });
    expect((await client.call('GET', '/api/texts/jai-ganesh-deva')).status).toBe(404);
    expect((await call('DELETE', `/api/admin/texts/${text('jai-ganesh-deva')}`)).status).toBe(404);
  });
});

describe('batch import', () => {
  const batch = (categoryId: number, size: number) =>
    Array.from({ length: size }, (_, i) => newText(categoryId, { title: `Batch text ${i}`, slug: `batch-text-${i}` }));

  it('imports a list (201) and a single object', async () => {
    const { category } = await ids();
    const answer = await call('POST', '/api/admin/texts/import-batch', { body: batch(category('aartis'), 20) });
    expect(answer.status).toBe(201);
    expect(answer.body.imported).toBe(20);
    expect(answer.body.texts[3]).toEqual({ id: expect.any(Number), slug: 'batch-text-3', title: 'Batch text 3' });
    const single = await call('POST', '/api/admin/texts/import-batch', { body: newText(category('aartis')) });
    expect(single.body.imported).toBe(1);
  });

  it('replaces (?existing=update) or keeps (?existing=skip) texts whose slug exists, counting each', async () => {
    const { category } = await ids();
    const first = await call('POST', '/api/admin/texts/import-batch', { body: newText(category('aartis')) });
    expect(first.body).toMatchObject({ imported: 1, created: 1, updated: 0, skipped: 0, unchanged: 0, warnings: [] });
    const changed = newText(category('aartis'), { title: 'Om Jai Shiv Omkara Aarti' });
    const other = newText(category('aartis'), { title: 'Another', slug: 'another' });
    const skipped = await call('POST', '/api/admin/texts/import-batch?existing=skip', { body: [changed, other] });
    expect(skipped.status).toBe(201);
    expect(skipped.body).toMatchObject({ imported: 1, created: 1, skipped: 1, texts: [{ slug: 'another' }] });
    // "another" has Om Jai Shiv Omkara's first line: imported, with a warning.
    expect(skipped.body.warnings).toEqual([
      { index: 1, slug: 'another', message: 'Likely a duplicate of "om-jai-shiv-omkara": the same first line' },
    ]);
    const updated = await call('POST', '/api/admin/texts/import-batch?existing=update', { body: [changed, other] });
    expect(updated.body).toMatchObject({ imported: 1, created: 0, updated: 1, unchanged: 1, skipped: 0 });
    const id = updated.body.texts[0].id as number;
    expect((await call('GET', `/api/admin/texts/${id}`)).body.title).toBe('Om Jai Shiv Omkara Aarti');
    expect((await call('GET', `/api/admin/texts/${id}/revisions`)).body).toMatchObject([
      { reason: 'update', title: 'Om Jai Shiv Omkara' },
    ]);
    const wrong = await call('POST', '/api/admin/texts/import-batch?existing=replace', { body: [changed] });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([{ path: 'existing', message: 'Must be stop, update or skip' }]);
  });

  it('imports nothing when one item at a random position is bad, and says which item and field', async () => {
    const { category } = await ids();
    for (let round = 0; round < 3; round++) {
      const items: Array<Record<string, unknown>> = batch(category('aartis'), 12);
      const bad = Math.floor(Math.random() * items.length);
      items[bad] = { ...items[bad], contents: [{ languageCode: 'hi', content: '   ' }] };
      const answer = await call('POST', '/api/admin/texts/import-batch', { body: items });
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual([{ index: bad, path: 'contents[0].content', message: 'Content is required' }]);
    }
    expect((await client.call('GET', '/api/texts')).body).toHaveLength(5);
  });

  it('answers 409 when the only problems are taken slugs, 400 for an empty list, 413 beyond 500 texts', async () => {
    const { category } = await ids();
    const taken = await call('POST', '/api/admin/texts/import-batch', {
      body: [newText(category('aartis')), newText(category('aartis'), { slug: 'shiv-chalisa' })],
    });
    expect(taken.status).toBe(409);
    expect(taken.body.errors).toEqual([
      { index: 1, path: 'slug', message: 'The slug "shiv-chalisa" is already taken' },
    ]);
    expect((await call('POST', '/api/admin/texts/import-batch', { body: [] })).status).toBe(400);
    const tooMany = batch(category('aartis'), 501).map((t) => ({
      ...t,
      contents: [{ languageCode: 'hi', content: 'क' }],
    }));
    expect((await call('POST', '/api/admin/texts/import-batch', { body: tooMany })).status).toBe(413);
    expect((await client.call('GET', '/api/texts')).body).toHaveLength(5);
  });

  it('accepts up to 5 MB and refuses larger bodies with 413', async () => {
    const { category } = await ids();
    const big = newText(category('aartis'), { contents: [{ languageCode: 'hi', content: 'क'.repeat(150_000) }] });
    expect((await call('POST', '/api/admin/texts/import', { body: big })).status).toBe(201);
    const huge = Array.from({ length: 14 }, (_, i) =>
      newText(category('aartis'), {
        slug: `huge-${i}`,
        contents: [{ languageCode: 'hi', content: 'क'.repeat(150_000) }],
      }),
    );
    expect((await call('POST', '/api/admin/texts/import-batch', { body: huge })).status).toBe(413);
  });
});

describe('categories', () => {
  it('creates (201), updates, refuses duplicates (409) and bad input (400), and deletes only unused ones', async () => {
    const created = await call('POST', '/api/admin/categories', {
      body: { name: 'Bhajans', slug: 'bhajans', type: 'stotram', description: '', iconName: '' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      name: 'Bhajans',
      slug: 'bhajans',
      type: 'stotram',
      description: null,
      iconName: null,
    });
    expect(
      (await call('POST', '/api/admin/categories', { body: { name: 'Again', slug: 'bhajans', type: 'aarti' } })).status,
    ).toBe(409);
    expect((await call('POST', '/api/admin/categories', { body: { name: '', slug: 'x', type: 'aarti' } })).status).toBe(
      400,
    );
    expect(
      (await call('POST', '/api/admin/categories', { body: { name: 'X', slug: 'x', type: 'bhajan' } })).status,
    ).toBe(400);
    const updated = await call('PUT', `/api/admin/categories/${created.body.id}`, {
      body: { name: 'Bhajans & Kirtans', slug: 'bhajans', type: 'stotram', description: 'Songs.', iconName: 'music' },
    });
    expect(updated.body).toMatchObject({ name: 'Bhajans & Kirtans', description: 'Songs.' });
    expect(
      (await call('PUT', '/api/admin/categories/999999', { body: { name: 'X', slug: 'x', type: 'aarti' } })).status,
    ).toBe(404);
    expect(
      (
        await call('PUT', `/api/admin/categories/${created.body.id}`, {
          body: { name: 'X', slug: 'aartis', type: 'aarti' },
        })
      ).status,
    ).toBe(409);
    const { category } = await ids();
    const inUse = await call('DELETE', `/api/admin/categories/${category('chalisas')}`);
    expect(inUse.status).toBe(409);
    expect((await call('DELETE', `/api/admin/categories/${created.body.id}`)).body).toEqual({ success: true });
    expect((await call('DELETE', `/api/admin/categories/${created.body.id}`)).status).toBe(404);
  });
});

describe('deities', () => {
  const form = (fields: Record<string, string>, image?: { bytes: Buffer; name: string; type?: string }) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(fields)) data.append(key, value);
    if (image)
      data.append('image', new Blob([new Uint8Array(image.bytes)], { type: image.type ?? 'image/png' }), image.name);
    return data;
  };

  it('creates from JSON and from a multipart form with an image, which is then served as an image', async () => {
    const json = await call('POST', '/api/admin/deities', {
      body: { name: 'Vishnu', slug: 'vishnu', description: '', imageUrl: '' },
    });
    expect(json.status).toBe(201);
    expect(json.body).toMatchObject({ name: 'Vishnu', description: null, imageUrl: null });
    const multipart = await call('POST', '/api/admin/deities', {
      body: form(
        { name: 'Lakshmi', slug: 'lakshmi', description: 'Goddess of prosperity.' },
        { bytes: pngImage(4, 3), name: 'lakshmi.png' },
      ),
    });
    expect(multipart.status).toBe(201);
    expect(multipart.body.imageUrl).toMatch(/^\/images\/deities\/[0-9a-f]{24}\.png$/);
    const image = await fetch(`${server.url}${multipart.body.imageUrl}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await image.arrayBuffer())).toEqual(pngImage(4, 3));
  });

  it('refuses non-images (415), images over 5 MB (413) and over 6000 × 6000 pixels (400), saving nothing', async () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const bytes of [html, svg]) {
      const answer = await call('POST', '/api/admin/deities', {
        body: form({ name: 'Fake', slug: 'fake' }, { bytes, name: 'fake.png' }),
      });
      expect(answer.status).toBe(415);
    }
    const jpegNamedPng = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
    expect(
      (
        await call('POST', '/api/admin/deities', {
          body: form({ name: 'Fake', slug: 'fake' }, { bytes: jpegNamedPng, name: 'x.png' }),
        })
      ).status,
    ).toBe(415);
    const large = Buffer.concat([pngImage(2, 2), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    expect(
      (
        await call('POST', '/api/admin/deities', {
          body: form({ name: 'Big', slug: 'big' }, { bytes: large, name: 'big.png' }),
        })
      ).status,
    ).toBe(413);
    const wide = await call('POST', '/api/admin/deities', {
      body: form({ name: 'Wide', slug: 'wide' }, { bytes: pngHeaderOnly(7000, 10), name: 'w.png' }),
    });
    expect(wide.status).toBe(400);
    expect((await call('GET', '/api/admin/deities')).body).toHaveLength(3);
  });

  it('keeps the image when an update leaves out both imageUrl and image, and clears it for an empty imageUrl', async () => {
    const { deity } = await ids();
    const id = deity('hanuman');
    const kept = await call('PUT', `/api/admin/deities/${id}`, {
      body: form({ name: 'Hanuman', slug: 'hanuman', description: 'Bajrangbali.' }),
    });
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ description: 'Bajrangbali.', imageUrl: '/images/deities/hanuman.jpeg' });
    const cleared = await call('PUT', `/api/admin/deities/${id}`, {
      body: { name: 'Hanuman', slug: 'hanuman', imageUrl: '' },
    });
    expect(cleared.body.imageUrl).toBeNull();
    const unsafe = await call('PUT', `/api/admin/deities/${id}`, {
      body: { name: 'Hanuman', slug: 'hanuman', imageUrl: 'javascript:alert(1)' },
    });
    expect(unsafe.status).toBe(400);
    expect((await call('PUT', '/api/admin/deities/999999', { body: { name: 'X', slug: 'x' } })).status).toBe(404);
    expect((await call('PUT', '/api/admin/deities/abc', { body: { name: 'X', slug: 'x' } })).status).toBe(400);
    expect((await call('PUT', `/api/admin/deities/${id}`, { body: { name: 'X', slug: 'shiva' } })).status).toBe(409);
  });

  it('deletes a deity; its texts stay, without a deity', async () => {
    const { deity } = await ids();
    expect((await call('DELETE', `/api/admin/deities/${deity('hanuman')}`)).body).toEqual({ success: true });
    const text = await client.call('GET', '/api/texts/hanuman-chalisa');
    expect(text.body).toMatchObject({ deityId: null, deityName: null });
    expect((await call('DELETE', `/api/admin/deities/${deity('hanuman')}`)).status).toBe(404);
  });
});

describe('contact submissions and newsletter subscribers', () => {
  it('lists contact submissions newest first, and subscribers, also as CSV', async () => {
    const contact = (subject: string) =>
      client.call('POST', '/api/contact', {
        body: { name: 'Sita', email: 'sita@example.org', subject, message: 'A message long enough.' },
      });
    await contact('First subject');
    await contact('=cmd| second');
    await client.call('POST', '/api/newsletter/subscribe', { body: { email: 'a@example.org' } });
    const submissions = await call('GET', '/api/admin/contact-submissions');
    expect(submissions.body.map((s: { subject: string }) => s.subject)).toEqual(['=cmd| second', 'First subject']);
    expect(submissions.body[0]).toEqual({
      id: expect.any(Number),
      name: 'Sita',
      email: 'sita@example.org',
      subject: '=cmd| second',
      message: 'A message long enough.',
      createdAt: expect.stringMatching(/Z$/),
    });
    const subscribers = await call('GET', '/api/admin/newsletter-subscribers');
    expect(subscribers.body).toEqual([
      { id: expect.any(Number), email: 'a@example.org', createdAt: expect.any(String) },
    ]);
    const csv = await call('GET', '/api/admin/newsletter-subscribers.csv');
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.body).toMatch(/^id,email,createdAt\r\n\d+,"a@example\.org",/);
  });
});

describe('generate-content', () => {
  it('validates its input, refuses empty sources and existing targets, and says when no provider is configured', async () => {
    const { text } = await ids();
    const generate = (body: Record<string, unknown>) => call('POST', '/api/admin/generate-content', { body });
    expect((await generate({ sourceLanguageCode: 'xx', targetLanguageCode: 'te', title: 'T' })).status).toBe(400);
    expect(
      (await generate({ sourceLanguageCode: 'sa', targetLanguageCode: 'te', title: 'T', aiModel: 'gpt-9' })).status,
    ).toBe(400);
    const empty = await generate({
      sourceLanguageCode: 'sa',
      targetLanguageCode: 'te',
      title: 'T',
      sourceContent: '   ',
    });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe("Sanskrit content is empty or doesn't exist");
    const exists = await generate({
      sourceLanguageCode: 'sa',
      targetLanguageCode: 'te',
      title: 'Gayatri',
      textId: text('gayatri-mantra'),
    });
    expect(exists.status).toBe(409);
    expect(exists.body.message).toBe('Content in Telugu already exists for this text');
    const unconfigured = await generate({
      sourceLanguageCode: 'sa',
      targetLanguageCode: 'gu',
      title: 'Gayatri',
      textId: text('gayatri-mantra'),
    });
    expect(unconfigured.status).toBe(503);
    const models = await call('GET', '/api/admin/ai/models');
    expect(models.body.map((m: { choice: string }) => m.choice)).toContain('anthropic');
  });
});

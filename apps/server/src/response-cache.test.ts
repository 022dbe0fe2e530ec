import { setTimeout as sleep } from 'node:timers/promises';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { request } from 'undici';
import { adminClient } from './testing/admin-client.js';
import { startTestServer, type TestServer } from './testing/test-server.js';
import { startTwoInstances, type TwoInstances } from './testing/two-instances.js';
import { keptHeaders } from './response-cache.js';
import { compressNow } from './compression.js';

// The server keeps whole public answers (docs/architecture.md, ADR 015): a kept answer must be
// the answer the server would make, and must go as soon as the library changes.

let instances: TwoInstances;
let first: TestServer;
let second: TestServer;
let token: string;

beforeAll(async () => {
  instances = await startTwoInstances();
  ({ first, second, token } = instances);
  // One answer over 1 kB, so that it has compressed forms.
  const [aartis] = (await (await fetch(`${first.url}/api/categories`)).json()) as Array<{ id: number }>;
  const long = { title: 'Long Test Aarti', slug: 'long-test-aarti', categoryId: aartis!.id };
  const contents = [{ languageCode: 'hi', content: 'जय जय आरती, मंगल आरती ॥\n'.repeat(80) }];
  expect((await write('POST', '/api/admin/texts/import-batch', [{ ...long, contents }])).status).toBe(201);
  // The notices of these writes arrive just after their commits and clear the caches: let them pass.
  await vi.waitFor(
    async () => {
      await raw(first, '/api/categories');
      expect(first.app.responseCache.size).toBeGreaterThan(0);
    },
    { timeout: 5000, interval: 100 },
  );
});
afterAll(async () => {
  await instances?.close();
});

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** The answer as it came over the wire: encoded bodies stay encoded. */
async function raw(server: TestServer, path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  const answer = await request(`${server.url}${path}`, { headers });
  const body = Buffer.from(await answer.body.arrayBuffer());
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(answer.headers)) flat[name] = String(value);
  return { status: answer.statusCode, headers: flat, body };
}

/** Headers that differ between any two answers, cached or not. */
const withoutPerRequest = ({ date: _d, 'x-request-id': _r, ...rest }: Record<string, string>) => rest;

function decoded(answer: RawAnswer): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(answer.body).toString('utf8');
  return answer.body.toString('utf8');
}

const write = (method: string, path: string, body?: unknown) => adminClient(first).call(method, path, { token, body });

const PUBLIC_PATHS = [
  '/',
  '/texts/hanuman-chalisa',
  '/api/texts',
  '/api/texts/long-test-aarti',
  '/api/texts/hanuman-chalisa',
  '/api/categories',
  '/api/search?q=hanuman',
  `/trpc/texts.bySlug,categories.list?batch=1&input=${encodeURIComponent('{"0":{"slug":"hanuman-chalisa"}}')}`,
];
const ENCODINGS = ['br, gzip', 'gzip', 'identity'];

describe('the response cache', () => {
  it('answers a kept answer with the same status, headers and bytes as the first', async () => {
    for (const path of PUBLIC_PATHS) {
      for (const encoding of ENCODINGS) {
        first.app.responseCache.clear();
        const made = await raw(first, path, { 'accept-encoding': encoding });
        expect(first.app.responseCache.size, path).toBe(1);
        const kept = await raw(first, path, { 'accept-encoding': encoding });
        expect(made.status, path).toBe(200);
        expect(withoutPerRequest(kept.headers), `${path} ${encoding}`).toEqual(withoutPerRequest(made.headers));
        expect(kept.body.equals(made.body), `${path} ${encoding}`).toBe(true);
        expect(made.headers.vary).toMatch(/accept-encoding/i);
        expect(made.headers.etag).toMatch(/^"[\w-]+"$/);
      }
    }
  });

  it('answers HEAD from a kept answer with its headers and no body', async () => {
    for (const path of ['/api/texts/long-test-aarti', '/texts/hanuman-chalisa']) {
      first.app.responseCache.clear();
      const made = await raw(first, path, { 'accept-encoding': 'gzip' });
      const head = await request(`${first.url}${path}`, { method: 'HEAD', headers: { 'accept-encoding': 'gzip' } });
      const body = Buffer.from(await head.body.arrayBuffer());
      expect(head.statusCode, path).toBe(200);
      expect(body.length, path).toBe(0);
      expect(head.headers['content-length'], path).toBe(String(made.body.length));
      expect([head.headers.etag, head.headers['content-type']], path).toEqual([
        made.headers.etag,
        made.headers['content-type'],
      ]);
    }
  });

  it('makes an answer asked for by many readers at once only once, and sends it to each', async () => {
    for (const path of ['/texts/hanuman-chalisa', '/api/texts/long-test-aarti']) {
      first.app.responseCache.clear();
      const stored = vi.spyOn(first.app.responseCache, 'store');
      const answers = await Promise.all(
        Array.from({ length: 12 }, () => raw(first, path, { 'accept-encoding': 'gzip' })),
      );
      expect(stored, path).toHaveBeenCalledTimes(1);
      stored.mockRestore();
      expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
      for (const answer of answers) expect(answer.body.equals(answers[0]!.body), path).toBe(true);
    }
  });

  it('answers each of many readers asking at once for an answer it does not keep', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, () => raw(first, '/texts/no-such-text')));
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 404));
  });

  it('sends brotli and gzip forms that decode to the same body', async () => {
    let compressedPaths = 0;
    for (const path of PUBLIC_PATHS) {
      const plain = await raw(first, path, { 'accept-encoding': 'identity' });
      const br = await raw(first, path, { 'accept-encoding': 'gzip, br' });
      const gzip = await raw(first, path, { 'accept-encoding': 'gzip' });
      expect(plain.headers['content-encoding'], path).toBeUndefined();
      if (plain.body.length < 1024) {
        expect([br.headers.etag, gzip.headers.etag], path).toEqual([plain.headers.etag, plain.headers.etag]);
        continue;
      }
      compressedPaths++;
      expect([br.headers['content-encoding'], gzip.headers['content-encoding']], path).toEqual(['br', 'gzip']);
      expect(decoded(br), path).toBe(plain.body.toString('utf8'));
      expect(decoded(gzip), path).toBe(plain.body.toString('utf8'));
      expect(new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]).size, path).toBe(3);
    }
    expect(compressedPaths).toBeGreaterThan(0);
  });

  it('compresses a kept search as an answer made for one reader, and other kept answers harder', async () => {
    const search = await raw(first, '/api/search?q=aarti', { 'accept-encoding': 'identity' });
    const text = await raw(first, '/api/texts/long-test-aarti', { 'accept-encoding': 'identity' });
    expect(search.body.length).toBeGreaterThanOrEqual(1024);
    const searchBr = await raw(first, '/api/search?q=aarti', { 'accept-encoding': 'br' });
    const textBr = await raw(first, '/api/texts/long-test-aarti', { 'accept-encoding': 'br' });
    expect(searchBr.body.equals(compressNow(search.body, 'br', 'once'))).toBe(true);
    expect(textBr.body.equals(compressNow(text.body, 'br', 'kept'))).toBe(true);
    expect(textBr.body.equals(compressNow(text.body, 'br', 'once'))).toBe(false);
  });

  it('answers 304 to a matching If-None-Match, and 200 to any other', async () => {
    const path = '/api/texts/long-test-aarti';
    const { headers } = await raw(first, path, { 'accept-encoding': 'gzip' });
    const unchanged = await raw(first, path, { 'accept-encoding': 'gzip', 'if-none-match': headers.etag! });
    expect(unchanged.status).toBe(304);
    expect(unchanged.body.length).toBe(0);
    expect(unchanged.headers.etag).toBe(headers.etag);
    const other = await raw(first, path, { 'accept-encoding': 'gzip', 'if-none-match': '"something-else"' });
    expect(other.status).toBe(200);
    // Another encoding is another representation, with its own tag.
    const plain = await raw(first, path, { 'accept-encoding': 'identity', 'if-none-match': headers.etag! });
    expect(plain.status).toBe(200);
  });

  it('forgets an answer as soon as a write through this instance changes the library', async () => {
    type Category = { id: number; slug: string; name: string };
    const categories = async () => JSON.parse(decoded(await raw(first, '/api/categories'))) as Category[];
    // The same list through tRPC, as the browser fetches it between pages.
    const trpcCategories = async () =>
      (
        JSON.parse(decoded(await raw(first, '/trpc/categories.list?batch=1&input=%7B%7D'))) as [
          { result: { data: Category[] } },
        ]
      )[0].result.data;
    const aartis = (await categories()).find((c) => c.slug === 'aartis')!;
    await categories(); // now kept
    await trpcCategories();
    await write('PUT', `/api/admin/categories/${aartis.id}`, { ...aartis, name: 'Aartis of the Evening' });
    expect((await categories()).find((c) => c.slug === 'aartis')!.name).toBe('Aartis of the Evening');
    expect((await trpcCategories()).find((c) => c.slug === 'aartis')!.name).toBe('Aartis of the Evening');
    await write('PUT', `/api/admin/categories/${aartis.id}`, aartis);
  });

  it('forgets an answer on another instance of the same database when the library changes', async () => {
    const path = '/api/texts/hanuman-chalisa';
    const titleOn = async (server: TestServer) =>
      (JSON.parse(decoded(await raw(server, path))) as { title: string }).title;
    const original = await titleOn(second);
    await titleOn(second); // now kept
    const text = JSON.parse(decoded(await raw(first, path))) as { id: number };
    const full = (await write('GET', `/api/admin/texts/${text.id}`)).body as Record<string, unknown>;
    await write('PUT', `/api/admin/texts/${text.id}`, { ...full, title: 'Shri Hanuman Chalisa' });
    await vi.waitFor(async () => expect(await titleOn(second)).toBe('Shri Hanuman Chalisa'), {
      timeout: 5000,
      interval: 50,
    });
    await write('PUT', `/api/admin/texts/${text.id}`, { ...full, title: original });
  });

  it('never keeps admin answers', async () => {
    first.app.responseCache.clear();
    for (let i = 0; i < 2; i++) {
      const answer = await raw(first, '/api/admin/texts', { authorization: `Bearer ${token}` });
      expect(answer.status).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers.etag).toBeUndefined();
    }
    await raw(first, '/admin');
    expect(first.app.responseCache.size).toBe(0);
  });

  it('counts every read of a text, kept or made, and a flush forgets only what popularity changes', async () => {
    const path = '/api/texts/shiv-chalisa';
    const popularityOf = async () => (JSON.parse(decoded(await raw(first, path))) as { popularity: number }).popularity;
    await first.deps.popularity.flush();
    const before = await popularityOf();
    first.app.responseCache.clear();
    await raw(first, path);
    await raw(first, path);
    await raw(first, '/api/categories');
    expect(first.app.responseCache.size).toBe(2);
    await first.deps.popularity.flush();
    // The flush's own notice ('popularity:shiv-chalisa') comes just after its commit.
    await sleep(300);
    // Only the text's answer went; the categories stayed kept.
    expect(first.app.responseCache.size).toBe(1);
    // Three reads since the first flush: one made, two kept.
    expect(await popularityOf()).toBe(before + 3);
  });

  it('answers an address with a parameter no page reads, without keeping it', async () => {
    first.app.responseCache.clear();
    const plain = await raw(first, '/api/texts/hanuman-chalisa');
    const tagged = await raw(first, '/api/texts/hanuman-chalisa?utm_source=feed');
    const page = await raw(first, '/texts/hanuman-chalisa?language=hi&utm_source=feed');
    expect([tagged.status, page.status]).toEqual([200, 200]);
    expect(decoded(tagged)).toBe(decoded(plain));
    expect(decoded(page)).toContain('name="utm_source" value="feed"');
    expect(first.app.responseCache.size).toBe(1);
  });

  it('keeps one answer for the spellings of a search that the engine reads alike', async () => {
    first.app.responseCache.clear();
    const made = await raw(first, '/api/search?q=hanuman%20chalisa');
    const kept = await raw(first, '/api/search?q=Hanuman++Chalisa%20');
    expect(kept.status).toBe(200);
    expect(decoded(kept)).toBe(decoded(made));
    expect(first.app.responseCache.size).toBe(1);
  });

  it('keys answers by host when PUBLIC_URL is unset, so no Host header reaches another reader', async () => {
    const planted = await raw(first, '/api/texts', { host: 'evil.example' });
    const honest = await raw(first, '/api/texts');
    expect(planted.status).toBe(200);
    expect(first.app.responseCache.size).toBeGreaterThanOrEqual(2);
    expect(honest.body.equals(planted.body)).toBe(true);
  });
});

describe('the reader’s theme', () => {
  const page = '/texts/hanuman-chalisa?language=hi';

  it('keeps one page per theme (none, light, dark) whatever other cookies come with it', async () => {
    first.app.responseCache.clear();
    const asked = async (cookie?: string) => decoded(await raw(first, page, cookie ? { cookie } : {}));
    const none = await asked();
    const dark = await asked('theme=dark');
    const light = await asked('session=abc; theme=light');
    expect(first.app.responseCache.size).toBe(3);
    expect(none).not.toContain('data-theme=');
    expect(dark).toContain('<html lang="en" data-theme="dark" data-mantine-color-scheme="dark">');
    expect(light).toContain('<html lang="en" data-theme="light" data-mantine-color-scheme="light">');
    // The same three answers, made once each: other cookies and unknown themes are no theme.
    expect(await asked('theme=dark; utm=1')).toBe(dark);
    expect(await asked('a=1; theme=dark')).toBe(dark);
    expect(await asked('other=2')).toBe(none);
    expect(await asked('theme=sepia')).toBe(none);
    expect(await asked('theme=light')).toBe(light);
    expect(first.app.responseCache.size).toBe(3);
    const kept = await raw(first, page, { cookie: 'theme=dark' });
    expect(kept.headers.vary).toMatch(/cookie/i);
    expect(kept.headers.vary).toMatch(/accept-encoding/i);
  });

  it('never answers one reader’s theme to another, kept or made', async () => {
    first.app.responseCache.clear();
    expect(decoded(await raw(first, page, { cookie: 'theme=dark' }))).toContain('data-theme="dark"');
    expect(decoded(await raw(first, page))).not.toContain('data-theme=');
    expect(decoded(await raw(first, page, { cookie: 'theme=dark' }))).toContain('data-theme="dark"');
    expect(decoded(await raw(first, page))).not.toContain('data-theme=');
  });

  it('leaves API answers alone: one kept answer whatever the theme', async () => {
    first.app.responseCache.clear();
    const plain = await raw(first, '/api/categories');
    const dark = await raw(first, '/api/categories', { cookie: 'theme=dark' });
    expect(dark.body.equals(plain.body)).toBe(true);
    expect(dark.headers.vary).not.toMatch(/cookie/i);
    expect(first.app.responseCache.size).toBe(1);
  });

  it('switches without JavaScript: sets the cookie, goes back to the page, keeps nothing', async () => {
    first.app.responseCache.clear();
    const back = encodeURIComponent(page);
    const dark = await raw(first, `/theme?theme=dark&back=${back}`);
    expect(dark.status).toBe(303);
    expect(dark.headers.location).toBe(page);
    expect(dark.headers['set-cookie']).toBe('theme=dark; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(dark.headers['cache-control']).toBe('no-store');
    const system = await raw(first, '/theme?theme=system&back=/about');
    expect(system.headers['set-cookie']).toBe('theme=; Max-Age=0; Path=/; SameSite=Lax');
    for (const elsewhere of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'about']) {
      const answer = await raw(first, `/theme?theme=light&back=${encodeURIComponent(elsewhere)}`);
      expect([answer.status, answer.headers.location], elsewhere).toEqual([303, '/']);
    }
    const refused = await raw(first, '/theme?theme=sepia&back=/');
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.body.toString('utf8'))).toMatchObject({ message: 'theme must be light, dark or system' });
    expect(refused.headers['set-cookie']).toBeUndefined();
    expect(first.app.responseCache.size).toBe(0);
  });
});

describe('what a kept answer may carry', () => {
  const reply = (headers: Record<string, string>) => ({ getHeader: (name: string) => headers[name] });

  it('refuses answers that set a cookie, are private or already encoded', () => {
    expect(keptHeaders(reply({ 'content-type': 'text/html', 'set-cookie': 'a=b' }))).toBeNull();
    expect(keptHeaders(reply({ 'content-type': 'text/html', 'cache-control': 'no-store' }))).toBeNull();
    expect(keptHeaders(reply({ 'content-type': 'text/html', 'cache-control': 'private' }))).toBeNull();
    expect(keptHeaders(reply({ 'content-type': 'text/html', 'content-encoding': 'gzip' }))).toBeNull();
    expect(keptHeaders(reply({ 'content-type': 'text/html', 'cache-control': 'no-cache', 'x-other': '1' }))).toEqual({
      'content-type': 'text/html',
      'cache-control': 'no-cache',
    });
  });
});

describe('RESPONSE_CACHE_MB=0', () => {
  it('starts a server that keeps no answer and makes each one anew, compressed as ever', async () => {
    const server = await startTestServer({ responseCacheMb: 0, database: first.database });
    try {
      for (const path of ['/api/categories', '/api/texts/long-test-aarti', '/api/search?q=aarti']) {
        const [made, again] = [await raw(server, path, { 'accept-encoding': 'br' }), await raw(server, path)];
        expect([made.status, again.status], path).toEqual([200, 200]);
        expect(decoded(made), path).toBe(decoded(again));
      }
      expect(
        (await raw(server, '/api/texts/long-test-aarti', { 'accept-encoding': 'br' })).headers['content-encoding'],
      ).toBe('br');
      expect(server.app.responseCache.size).toBe(0);
    } finally {
      await server.close();
    }
  });
});

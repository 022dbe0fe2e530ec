import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'undici';
import { loadFixtures } from './testing/fixtures.js';
import { startTestServer, type TestServer } from './testing/test-server.js';

// The interface languages on the server (ADR 034): the switch, the remembered choice, the
// offer from Accept-Language, and the response cache keeping each reader's variant apart.

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  await loadFixtures(server.deps);
});
afterAll(async () => {
  await server?.close();
});

async function get(path: string, headers: Record<string, string> = {}) {
  const answer = await request(`${server.url}${path}`, { headers });
  const bytes = Buffer.from(await answer.body.arrayBuffer());
  const encoding = answer.headers['content-encoding'];
  const body = (
    encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes
  ).toString('utf8');
  const header = (name: string) => {
    const value = answer.headers[name];
    return value === undefined ? undefined : String(value);
  };
  return { status: answer.statusCode, header, body };
}

describe('the switch (/interface)', () => {
  it('remembers the language and opens the same page, with its view, in it', async () => {
    const answer = await get(`/interface?language=hi&back=${encodeURIComponent('/texts/hanuman-chalisa?language=te')}`);
    expect(answer.status).toBe(303);
    expect(answer.header('location')).toBe('/hi/texts/hanuman-chalisa?language=te');
    expect(answer.header('set-cookie')).toMatch(/^interface=hi; Max-Age=31536000; Path=\/; SameSite=Lax/);
    expect(answer.header('cache-control')).toBe('no-store');
  });

  it('goes from one language to another, and back to English', async () => {
    expect((await get('/interface?language=mr&back=%2Fhi%2Fabout')).header('location')).toBe('/mr/about');
    expect((await get('/interface?language=en&back=%2Fmr%2F')).header('location')).toBe('/');
  });

  it('never sends the reader to another site', async () => {
    expect((await get('/interface?language=hi&back=https%3A%2F%2Fevil.example%2F')).header('location')).toBe('/hi/');
    expect((await get('/interface?language=hi&back=%2F%2Fevil.example')).header('location')).toBe('/hi/');
  });

  it('refuses a language it does not have with a clear 400, and sets nothing', async () => {
    const answer = await get('/interface?language=xx&back=%2F');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ message: 'language must be one of en, hi, mr' });
    expect(answer.header('set-cookie')).toBeUndefined();
  });
});

describe('a reader who chose a language', () => {
  it('is sent from an English page to the same page in their language', async () => {
    const answer = await get('/texts/hanuman-chalisa?language=hi', { cookie: 'theme=dark; interface=hi' });
    expect(answer.status).toBe(302);
    expect(answer.header('location')).toBe('/hi/texts/hanuman-chalisa?language=hi');
    expect(answer.header('cache-control')).toBe('no-store');
  });

  it('reads the pages of any language they open, and English if English is their choice', async () => {
    expect((await get('/mr/about', { cookie: 'interface=hi' })).status).toBe(200);
    expect((await get('/about', { cookie: 'interface=en' })).status).toBe(200);
  });

  it('is never moved away from the API, files, the switches or the admin portal', async () => {
    const cookie = { cookie: 'interface=hi' };
    expect((await get('/api/categories', cookie)).status).toBe(200);
    expect((await get('/robots.txt', cookie)).status).toBe(200);
    expect((await get('/favicon.svg', cookie)).status).toBe(200);
    expect((await get('/admin', cookie)).status).toBe(200);
    expect((await get('/theme?theme=dark&back=%2F', cookie)).status).toBe(303);
  });
});

describe('the offer from Accept-Language', () => {
  const HINDI_FIRST = { 'accept-language': 'hi-IN,hi;q=0.9,en-US;q=0.8,en;q=0.7' };
  const ENGLISH_FIRST = { 'accept-language': 'en-IN,en;q=0.9,hi;q=0.8' };

  it('offers Hindi on an English page to a browser that prefers it, and never moves the reader', async () => {
    const answer = await get('/about', HINDI_FIRST);
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('<aside class="interface-offer" aria-label="भक्ति संग्रह अब हिन्दी में भी है।" lang="hi">');
    expect(answer.header('vary')).toMatch(/accept-language/i);
  });

  it('offers nothing to a browser that prefers English, to a reader who chose, or on a Hindi page', async () => {
    expect((await get('/about', ENGLISH_FIRST)).body).not.toContain('interface-offer');
    expect((await get('/about', { ...HINDI_FIRST, cookie: 'interface=en' })).body).not.toContain('interface-offer');
    expect((await get('/hi/about', HINDI_FIRST)).body).not.toContain('interface-offer');
    expect((await get('/about', { 'accept-language': 'ta-IN,fr;q=0.9' })).body).not.toContain('interface-offer');
  });

  it('is kept apart by the response cache: one variant per offer, never served to another reader', async () => {
    server.app.responseCache.clear();
    const offered = await get('/contact', HINDI_FIRST);
    const plain = await get('/contact', ENGLISH_FIRST);
    const marathi = await get('/contact', { 'accept-language': 'mr' });
    expect(offered.body).toContain('lang="hi"');
    expect(plain.body).not.toContain('interface-offer');
    expect(marathi.body).toContain('भक्ती संग्रह आता मराठीतही आहे.');
    expect(server.app.responseCache.size).toBe(3);
    expect((await get('/contact', { 'accept-language': 'hi' })).body).toBe(offered.body);
    expect((await get('/contact')).body).toBe(plain.body);
    expect(server.app.responseCache.size).toBe(3);
  });
});

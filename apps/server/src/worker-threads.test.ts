import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { request } from 'undici';
import { loadFixtures } from './testing/fixtures.js';
import { startTestServer, type TestServer } from './testing/test-server.js';
import { WorkerThreads, defaultWorkerThreads } from './worker-threads.js';

// Pages are rendered and answers compressed on worker threads (ADR 028): what a reader gets
// must be what the main thread would have made, byte for byte.

let threaded: TestServer;
let mainThread: TestServer;

beforeAll(async () => {
  threaded = await startTestServer({ workerThreads: 1 });
  mainThread = await startTestServer({ workerThreads: 0, database: threaded.database });
  await loadFixtures(threaded.deps);
});
afterAll(async () => {
  await mainThread?.close();
  await threaded?.close();
});

async function raw(server: TestServer, path: string, headers: Record<string, string> = {}) {
  const answer = await request(`${server.url}${path}`, { headers });
  const body = Buffer.from(await answer.body.arrayBuffer());
  return { status: answer.statusCode, headers: answer.headers, body };
}

function decoded({ headers, body }: { headers: Record<string, unknown>; body: Buffer }): string {
  if (headers['content-encoding'] === 'br') return brotliDecompressSync(body).toString('utf8');
  if (headers['content-encoding'] === 'gzip') return gunzipSync(body).toString('utf8');
  return body.toString('utf8');
}

/** Without the moments in it (of rendering, of each read), which differ from one render to the next. */
const timeless = (page: string) => page.replace(/"(\w+At)":("[^"]+"|\d+)/g, '"$1":0');

/** The two servers differ in their port too (links without PUBLIC_URL). */
const comparable = (page: string, server: TestServer) =>
  timeless(page.replaceAll(server.url, 'ORIGIN').replaceAll(encodeURIComponent(server.url), 'ORIGIN'));

describe('worker threads (ADR 028)', () => {
  it.each([
    '/',
    '/texts/hanuman-chalisa?language=hi',
    '/texts/hanuman-chalisa?script=telugu',
    '/categories',
    '/deities/hanuman',
    '/search?q=hanuman',
    '/texts/no-such-text',
    '/nowhere',
  ])('render %s as the main thread does, with its status', async (path) => {
    const [inWorker, inMain] = await Promise.all([raw(threaded, path), raw(mainThread, path)]);
    expect(inWorker.status).toBe(inMain.status);
    expect(comparable(decoded(inWorker), threaded)).toBe(comparable(decoded(inMain), mainThread));
  });

  it('shows a failed read (a text that is not there) as the page of that error', async () => {
    const page = await raw(threaded, '/texts/no-such-text');
    expect(page.status).toBe(404);
    expect(decoded(page)).toContain('Text Not Found');
  });

  it('renders many pages at once, each with its own data', async () => {
    const paths = Array.from({ length: 24 }, (_, i) =>
      i % 2 === 0 ? `/texts/hanuman-chalisa?language=hi&n=${i}` : `/texts/gayatri-mantra?n=${i}`,
    );
    const pages = await Promise.all(paths.map((path) => raw(threaded, path)));
    for (const [i, page] of pages.entries()) {
      expect(page.status).toBe(200);
      expect(decoded(page)).toContain(i % 2 === 0 ? 'Hanuman Chalisa' : 'Gayatri Mantra');
      expect(decoded(page)).toContain(`value="${i}"`);
    }
  });

  it.each(['br', 'gzip'])(
    'compresses an answer it does not keep with %s, decoding to the plain answer',
    async (encoding) => {
      const path = '/texts/hanuman-chalisa?language=hi&utm_source=feed';
      const [compressed, plain] = await Promise.all([
        raw(threaded, path, { 'accept-encoding': encoding }),
        raw(threaded, path, { 'accept-encoding': 'identity' }),
      ]);
      expect(compressed.headers['content-encoding']).toBe(encoding);
      expect(compressed.headers.vary).toMatch(/accept-encoding/);
      expect(compressed.body.length).toBeLessThan(plain.body.length / 2);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toMatch(/accept-encoding/);
      expect(timeless(decoded(compressed))).toBe(timeless(decoded(plain)));
    },
  );

  it('compresses a page in the task that renders it, whether the page is kept or not', async () => {
    const compressTasks = vi.spyOn(WorkerThreads.prototype, 'compress');
    try {
      const notKept = '/texts/gayatri-mantra?utm_source=compressed-with-render';
      const kept = '/texts/gayatri-mantra?language=en';
      const [once, first] = await Promise.all([
        raw(threaded, notKept, { 'accept-encoding': 'br' }),
        raw(threaded, kept, { 'accept-encoding': 'br' }),
      ]);
      expect(compressTasks).not.toHaveBeenCalled();
      expect(once.headers['content-encoding']).toBe('br');
      expect(first.headers['content-encoding']).toBe('br');
      const plain = await raw(threaded, kept, { 'accept-encoding': 'identity' });
      expect(timeless(decoded(once))).toBe(timeless(decoded(await raw(threaded, notKept))));
      expect(decoded(first)).toBe(decoded(plain));
      // The kept page's form made with its render is the one the response cache sends again.
      const again = await raw(threaded, kept, { 'accept-encoding': 'br' });
      expect(again.body.equals(first.body)).toBe(true);
      expect(again.headers.etag).toBe(first.headers.etag);
      // Another encoding of a kept page is made from the kept plain page, once.
      const gzip = await raw(threaded, kept, { 'accept-encoding': 'gzip' });
      expect(decoded(gzip)).toBe(decoded(plain));
      expect(compressTasks).toHaveBeenCalledTimes(1);
    } finally {
      compressTasks.mockRestore();
    }
  });

  it('leaves small answers and answers that do not compress as they are', async () => {
    const small = await raw(threaded, '/healthz', { 'accept-encoding': 'br, gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    const image = await raw(threaded, '/icons/icon-512.png', { 'accept-encoding': 'br, gzip' });
    expect(image.status).toBe(200);
    expect(image.headers['content-encoding']).toBeUndefined();
  });

  it('has threads that only compress on a server that renders no pages (its web app not built)', async () => {
    const threads = new WorkerThreads(1, { renders: false });
    try {
      const body = Buffer.from(
        JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ verse: i, text: 'ॐ नमः शिवाय' }))),
      );
      expect(brotliDecompressSync(await threads.compress(body, 'br', 'once')).equals(body)).toBe(true);
      expect(gunzipSync(await threads.compress(body, 'gzip', 'kept')).equals(body)).toBe(true);
      await expect(threads.render({ url: '/', origin: 'http://localhost', theme: null }, {}, null)).rejects.toThrow(
        'This server renders no pages: its web app is not built',
      );
    } finally {
      await threads.close();
    }
  });

  it.each([1, 0])('answers compressed bytes that hold no more memory than they are (%i threads)', async (count) => {
    const threads = new WorkerThreads(count, { renders: false });
    try {
      const body = Buffer.from(JSON.stringify(Array.from({ length: 300 }, (_, i) => ({ id: i, slug: `text-${i}` }))));
      for (const encoding of ['br', 'gzip'] as const) {
        const compressed = await threads.compress(body, encoding, 'kept');
        // Well under zlib's 16 kB chunk, of which it used to be a view.
        expect(compressed.length).toBeLessThan(4096);
        expect(compressed.buffer.byteLength).toBe(compressed.length);
      }
    } finally {
      await threads.close();
    }
  });
});

describe('the default number of worker threads', () => {
  it('is one per core, beside the main thread, and none on one core', () => {
    expect(defaultWorkerThreads(1)).toBe(0);
    expect(defaultWorkerThreads(2)).toBe(2);
    expect(defaultWorkerThreads(8)).toBe(8);
  });
});

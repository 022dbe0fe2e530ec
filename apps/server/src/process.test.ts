import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readStarterLibrary } from '@bhakti/db';
import { SERVER_MAIN, runNode, startBuiltServer } from '@bhakti/testing';
import { embeddedOnly } from './testing/embedded-only.js';

// The embedded database, its lock and its persistence are what this file tests, so it
// always runs the built server on PGlite in a temporary data directory.
let dataDir: string;

beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'bhakti-process-'));
});
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

const env = () => ({ DATA_DIR: dataDir });

describe.skipIf(embeddedOnly)('the server process', () => {
  it('loads the starter library on first start, keeps data across a restart, and refuses a second process', async () => {
    const starter = readStarterLibrary();
    const first = await startBuiltServer(env());
    try {
      const texts = (await (await fetch(`${first.url}/api/texts`)).json()) as Array<{ slug: string }>;
      expect(texts.map((t) => t.slug).sort()).toEqual(starter.texts.map((t) => t.slug).sort());
      for (let i = 0; i < 3; i++) expect((await fetch(`${first.url}/api/texts/hanuman-chalisa`)).status).toBe(200);
      const subscribed = await fetch(`${first.url}/api/newsletter/subscribe`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'keep@example.org' }),
      });
      expect(subscribed.status).toBe(200);

      const second = await startBuiltServer(env()).catch((error: Error) => error);
      expect(second).toBeInstanceOf(Error);
      expect((second as Error).message).toMatch(
        /data directory .* is already in use by another Bhakti Sangrah process/,
      );
    } finally {
      first.child.kill('SIGTERM');
    }
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('stopped');

    const again = await startBuiltServer(env());
    try {
      const texts = (await (await fetch(`${again.url}/api/texts`)).json()) as unknown[];
      expect(texts).toHaveLength(starter.texts.length);
      const chalisa = (await (await fetch(`${again.url}/api/texts/hanuman-chalisa`)).json()) as { popularity: number };
      expect(chalisa.popularity).toBe(3);
      expect(again.output()).not.toContain('loaded the starter library');
    } finally {
      again.child.kill('SIGTERM');
      await again.exited;
    }
  });

  it('finishes a request in flight when told to stop (SIGTERM), then exits cleanly', async () => {
    const graceful = { DATA_DIR: join(dataDir, 'graceful') };
    const server = await startBuiltServer({
      ...graceful,
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: 'graceful stop password',
    });
    const login = await fetch(`${server.url}/api/admin/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'graceful stop password' }),
    });
    const { token } = (await login.json()) as { token: string };
    const texts = Array.from({ length: 300 }, (_, i) => ({
      title: `Graceful ${i}`,
      slug: `graceful-${i}`,
      categoryId: 1,
      contents: [{ languageCode: 'sa', content: `श्लोक ${i}\n`.repeat(40) }],
    }));
    const inFlight = fetch(`${server.url}/api/admin/texts/import-batch`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(texts),
    });
    await new Promise((resolve) => setTimeout(resolve, 150));
    server.child.kill('SIGTERM');
    const answer = await inFlight;
    expect(answer.status).toBe(201);
    expect(((await answer.json()) as { imported: number }).imported).toBe(300);
    expect(await server.exited).toBe(0);
    const again = await startBuiltServer(graceful);
    try {
      expect((await fetch(`${again.url}/api/texts/graceful-299`)).status).toBe(200);
    } finally {
      again.child.kill('SIGTERM');
      await again.exited;
    }
  });

  it('fails fast with a clear message on invalid configuration', async () => {
    const bad = runNode(SERVER_MAIN, [], {
      DATA_DIR: dataDir,
      PORT: 'eighty',
      DATABASE_URL: 'mysql://nope',
      LOG_LEVEL: 'loud',
    });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toContain('Invalid configuration');
    expect(bad.output()).toContain('PORT: PORT must be a whole number');
    expect(bad.output()).toContain('DATABASE_URL: DATABASE_URL must be a URL');
    expect(bad.output()).toContain('LOG_LEVEL: LOG_LEVEL must be one of');
  });
});

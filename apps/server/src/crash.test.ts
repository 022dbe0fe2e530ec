import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltServer } from '@bhakti/testing';
import { embeddedOnly } from './testing/embedded-only.js';

// docs/security.md item 20: kill -9 at random moments during imports, 20 times.
const KILLS = 20;
const BATCH = 4;

let dataDir: string;
beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'bhakti-crash-'));
});
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

const env = () => ({
  DATA_DIR: dataDir,
  ADMIN_USERNAME: 'admin',
  ADMIN_PASSWORD: 'crash test password',
});

async function login(url: string): Promise<string> {
  const response = await fetch(`${url}/api/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'crash test password' }),
  });
  return ((await response.json()) as { token: string }).token;
}

function batch(round: number, index: number, categoryId: number) {
  return Array.from({ length: BATCH }, (_, i) => ({
    title: `Crash ${round} ${index} ${i}`,
    slug: `crash-${round}-${index}-${i}`,
    categoryId,
    contents: [
      { languageCode: 'hi', content: `पंक्ति ${round} ${index} ${i}\n`.repeat(50) },
      { languageCode: 'en', content: `line ${round} ${index} ${i}`, isTransliteration: true },
    ],
  }));
}

describe.skipIf(embeddedOnly)('crash safety', () => {
  it(`keeps every acknowledged import and no partial one across ${KILLS} kill -9s`, { timeout: 300_000 }, async () => {
    const acknowledged: string[][] = [];
    const attempted: string[][] = [];
    for (let round = 0; round < KILLS; round++) {
      const started = Date.now();
      const server = await startBuiltServer(env());
      try {
        // The first start loads the starter library; each later one is a restart after a kill.
        if (round > 0) expect(Date.now() - started, `restart time after kill ${round}`).toBeLessThan(10_000);
        const token = await login(server.url);
        const categories = (await (await fetch(`${server.url}/api/categories`)).json()) as Array<{ id: number }>;
        const importBatch = (index: number) => {
          const items = batch(round, index, categories[0]!.id);
          attempted.push(items.map((t) => t.slug));
          const answer = fetch(`${server.url}/api/admin/texts/import-batch`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify(items),
          })
            .then((r) => r.status)
            .catch(() => 0);
          return { items, answer };
        };
        // One import is let through first: the first after a restart takes ~250 ms (a cold
        // process), about the whole window below, so a round could otherwise see none.
        const first = importBatch(0);
        expect(await first.answer).toBe(201);
        acknowledged.push(first.items.map((t) => t.slug));
        const killAt = Date.now() + 50 + Math.random() * 400;
        let index = 1;
        while (Date.now() < killAt) {
          const { items, answer } = importBatch(index++);
          const status = await Promise.race([
            answer,
            new Promise<number>((r) => setTimeout(() => r(-1), killAt - Date.now())),
          ]);
          if (status === 201) acknowledged.push(items.map((t) => t.slug));
          if (status === -1) break;
        }
      } finally {
        // killed at a random moment, and also when an assertion fails (no server left behind)
        server.child.kill('SIGKILL');
        await server.exited;
      }
    }

    const server = await startBuiltServer(env());
    try {
      const present = new Set(
        ((await (await fetch(`${server.url}/api/texts`)).json()) as Array<{ slug: string }>).map((t) => t.slug),
      );
      expect(acknowledged.length).toBeGreaterThan(KILLS);
      for (const slugs of acknowledged) for (const slug of slugs) expect(present.has(slug), slug).toBe(true);
      for (const slugs of attempted) {
        const found = slugs.filter((slug) => present.has(slug)).length;
        expect([0, BATCH], `batch ${slugs[0]}`).toContain(found);
      }
      const sample = [...present].find((slug) => slug.startsWith('crash-'));
      const text = (await (await fetch(`${server.url}/api/texts/${sample}`)).json()) as {
        availableLanguages: string[];
      };
      expect(text.availableLanguages).toEqual(['en', 'hi']);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });
});

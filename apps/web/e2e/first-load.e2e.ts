import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Request } from '@playwright/test';
import { expect, hydrated, test } from './support/fixtures.js';

// The page registers its service worker after load (offline reading): it must fetch no script the page did not name.
test.use({ serviceWorkers: 'allow' });

const CLIENT_DIR = fileURLToPath(new URL('../dist/client', import.meta.url));

/**
 * The reading page's first-load JavaScript, gzipped: a size budget, not a timing. The
 * performance issue asked for 100 kB (128 kB before the pages, the tRPC client and Mantine's
 * provider left the first load). The interface in the reader's language (ADR 034) added ~7 kB
 * (Lingui's runtime, the words of the header, footer and reading page, its `Trans`), taking it
 * to 106.2 kB; TanStack Query (~10.7 kB) then left the public site for a small cache of its own
 * (ADR 035). Most of it is React DOM (~64 kB); then the site's code, wouter and Lingui.
 */
const TEXT_PAGE_JS_BUDGET = 100_000;

/** Pages whose first load is more than the entry: a lazy page, the script converter, puja mode. */
const PAGES_WITH_CHUNKS = [
  '/',
  '/texts/hanuman-chalisa?script=telugu',
  '/texts/hanuman-chalisa?mode=puja',
  '/contact',
  '/category/chalisas',
  '/search?q=hanuman',
];

/** The module scripts and modulepreloads a server-rendered page names. */
function firstLoadScripts(html: string): string[] {
  const tags = html.match(/<script type="module"[^>]*>|<link rel="modulepreload"[^>]*>/g) ?? [];
  return tags.map((tag) => /(?:src|href)="([^"]+)"/.exec(tag)?.[1] ?? tag);
}

const gzippedSize = (path: string) => gzipSync(readFileSync(`${CLIENT_DIR}${path}`), { level: 9 }).length;

test.describe('the reading page stays light', () => {
  for (const path of ['/texts/hanuman-chalisa', '/hi/texts/hanuman-chalisa']) {
    test(`${path}: its first-load JavaScript is at most ${TEXT_PAGE_JS_BUDGET / 1000} kB gzipped`, async ({
      request,
    }) => {
      const html = await (await request.get(path)).text();
      const scripts = firstLoadScripts(html);
      expect(scripts.length).toBeGreaterThan(0);
      const sizes = Object.fromEntries(scripts.map((path) => [path, gzippedSize(path)]));
      const total = Object.values(sizes).reduce((sum, size) => sum + size, 0);
      expect(total, JSON.stringify(sizes, null, 2)).toBeLessThanOrEqual(TEXT_PAGE_JS_BUDGET);
    });
  }

  for (const path of ['/texts/hanuman-chalisa', ...PAGES_WITH_CHUNKS]) {
    test(`${path}: the browser loads no other script than those the page names until the reader acts`, async ({
      page,
      request,
    }) => {
      const named = firstLoadScripts(await (await request.get(path)).text());
      const loaded: string[] = [];
      page.on('request', (req: Request) => {
        if (req.resourceType() === 'script') loaded.push(new URL(req.url()).pathname);
      });
      await page.goto(path);
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      expect(loaded.sort()).toEqual([...named].sort());
    });
  }

  test('a page names the lazy chunks it needs at first, beside the entry', async ({ request }) => {
    const entry = firstLoadScripts(await (await request.get('/texts/hanuman-chalisa')).text());
    for (const path of PAGES_WITH_CHUNKS) {
      const scripts = firstLoadScripts(await (await request.get(path)).text());
      expect(scripts.length, path).toBeGreaterThan(entry.length);
      expect(scripts, path).toEqual(expect.arrayContaining(entry));
    }
  });
});
